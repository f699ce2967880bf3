// The Lighthouse gate: a page whose mobile performance score is below the budget
// (tools/budgets/budgets.cjs) fails the build. Reads Lighthouse result objects (the JSON report),
// so its tests need no browser.

/** The performance score 0-100 of a Lighthouse result, or null when the run produced none. */
export function performanceScore(lhr) {
  const score = lhr?.categories?.performance?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/**
 * The best-practices audits ("Lighthouse best-practice checks pass") a run failed, by id:
 * those that count towards the category's score and scored below 1. Empty when the category was
 * not run.
 */
export function failedBestPractices(lhr) {
  const refs = lhr?.categories?.['best-practices']?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && typeof lhr.audits?.[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
    .filter((ref) => !(ref.id === 'errors-in-console' && onlySessionCheck401(lhr.audits[ref.id])))
    .map((ref) => ref.id);
}

/**
 * The one console error we accept: Chromium logs the anonymous visitor's `GET /api/auth/user` 401
 * as "Failed to load resource". The 401 is the contract (spec §7: a user is authenticated when data
 * is returned; every client and test reads it), so a page whose only console errors are that one
 * passes; any other error fails (docs/decisions/0059-performance-budgets.md).
 */
function onlySessionCheck401(audit) {
  const items = audit?.details?.items ?? [];
  return items.length > 0 && items.every((item) => item.source === 'network' && /\/api\/auth\/user$/.test(item.sourceLocation?.url ?? '') && /status of 401/.test(item.description ?? ''));
}

/**
 * One sentence per page that misses its budget (`minScore`, budgets.cjs `lighthousePages`), fails a
 * best-practices audit, whose run failed, or that ended on another page (a signed-in page sent to
 * /login scores the login page, not itself); empty when all pass.
 */
export function lighthouseFailures(reports) {
  return reports.flatMap(({ page, lhr, minScore }) => {
    const score = performanceScore(lhr);
    if (score === null) return [`${page}: Lighthouse gave no performance score (${lhr?.runtimeError?.message ?? 'no result'})`];
    const failures = [];
    const landedOn = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : page;
    if (landedOn !== page) failures.push(`${page}: the audit ended on ${landedOn}, not on the page itself`);
    if (score < minScore) failures.push(`${page}: performance ${score} is below ${minScore}`);
    const practices = failedBestPractices(lhr);
    if (practices.length) failures.push(`${page}: best-practices audits failed: ${practices.join(', ')}`);
    return failures;
  });
}

/** Of several runs of one page, the one with the median performance score (a failed run ranks lowest). */
export function medianRun(lhrs) {
  const ranked = [...lhrs].sort((a, b) => (performanceScore(a) ?? -1) - (performanceScore(b) ?? -1));
  return ranked[Math.floor((ranked.length - 1) / 2)];
}
