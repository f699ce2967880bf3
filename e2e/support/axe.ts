import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Architecture §8: zero violations of WCAG 2.0 and 2.1, levels A and AA, on every screen. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG 2.5.3 Label in Name: the visible label must be part of the accessible name, so a voice-control
 * user can say what they see. axe-core shipped this rule as experimental (off) before 4.14; it is named
 * here so that no axe version or retagging can silently drop it from the scans.
 */
const LABEL_IN_NAME = 'label-content-name-mismatch';

export interface ScanResult {
  screen: string;
  violations: { id: string; nodes: string[] }[];
}

/** The one axe configuration of the browser tests: every spec scans through it. */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { [LABEL_IN_NAME]: { enabled: true } },
    resultTypes: ['violations'],
  });
}

/**
 * Waits until no loading indicator is left and no colour is still fading (a theme switch eases
 * buttons' colours over 0.15 s: axe reading them halfway measured a contrast no one sees), so axe
 * sees the screen a person would read.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Loading|लोड हो रहा/ })).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
}

/** Scans the page as it is now; each violation lists its first nodes with their markup for the failure report. */
export async function scanScreen(page: Page, screen: string): Promise<ScanResult> {
  const result = await wcagAxe(page).analyze();
  return {
    screen,
    violations: result.violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
    })),
  };
}

/**
 * Runs a journey that scans several screens along the way, then fails once listing every screen with
 * violations: one run shows all that is wrong instead of the first screen only. Scans made before a
 * step of the journey fails are still reported.
 */
export async function expectCleanScans(page: Page, journey: (scan: (screen: string) => Promise<void>) => Promise<void>): Promise<void> {
  const results: ScanResult[] = [];
  try {
    await journey(async (screen) => {
      await settle(page);
      results.push(await scanScreen(page, screen));
    });
  } finally {
    expect.soft(results.filter((r) => r.violations.length > 0), 'screens with axe violations').toEqual([]);
  }
}
