// The Lighthouse gate: a page whose mobile performance score is below the budget
// (tools/budgets/budgets.cjs) fails the build. Reads Lighthouse result objects (the JSON report),
// so its tests need no browser.

/** The performance score 0-100 of a Lighthouse result, or null when the run produced none. */
export function performanceScore(lhr) {
  const score = lhr?.categories?.performance?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/**
 * One sentence per page that misses the budget, whose run failed, or that ended on another page
 * (a signed-in page sent to /login scores the login page, not itself); empty when all pass.
 */
export function lighthouseFailures(reports, minScore) {
  return reports.flatMap(({ page, lhr }) => {
    const score = performanceScore(lhr);
    if (score === null) return [`${page}: Lighthouse gave no performance score (${lhr?.runtimeError?.message ?? 'no result'})`];
    const failures = [];
    const landedOn = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : page;
    if (landedOn !== page) failures.push(`${page}: the audit ended on ${landedOn}, not on the page itself`);
    if (score < minScore) failures.push(`${page}: performance ${score} is below ${minScore}`);
    return failures;
  });
}

/** Of several runs of one page, the one with the median performance score (a failed run ranks lowest). */
export function medianRun(lhrs) {
  const ranked = [...lhrs].sort((a, b) => (performanceScore(a) ?? -1) - (performanceScore(b) ?? -1));
  return ranked[Math.floor((ranked.length - 1) / 2)];
}
