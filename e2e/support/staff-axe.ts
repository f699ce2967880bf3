import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface ScanResult {
  screen: string;
  violations: { id: string; impact: string | null | undefined; nodes: string[] }[];
}

/** WCAG 2.1 A/AA (architecture §8: zero violations on every screen, hi and en). */
export async function scanScreen(page: Page, screen: string): Promise<ScanResult> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return {
    screen,
    violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
  };
}
