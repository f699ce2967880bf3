import { expect, test } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { useLanguage } from '../support/session';

// The landing page's statistics and its footer's open-government links, both languages;
// the config runs it at 360 and at 1280 px.
const TEXT = {
  en: { stats: 'Citizen Connect in numbers', resolved: 'Resolved', track: 'Track a request', transparency: 'Office performance', trackTitle: 'Track your request' },
  hi: { stats: 'आँकड़ों में सिटिज़न कनेक्ट', resolved: 'समाधान', track: 'अनुरोध की स्थिति देखें', transparency: 'कार्यालय का प्रदर्शन', trackTitle: 'अपने अनुरोध की स्थिति देखें' },
};

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`the landing page shows the spec's claims and never a figure that contradicts them, and its footer leads to /track and /transparency (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    await useLanguage(page, language);
    await expectCleanScans(page, async (scan) => {
      await page.goto('/');
      const stats = page.getByRole('list', { name: text.stats });
      // The spec's three claims, and nothing that contradicts them: no live figure replaces one of them
      // after the first interaction (the office's real figures are on /transparency).
      const claims = async () => {
        for (const claim of ['10K+', '500+', '24/7']) await expect(stats.getByText(claim, { exact: true })).toBeVisible();
        await expect(stats.getByRole('listitem')).toHaveCount(3);
      };
      await claims();
      await page.keyboard.press('Tab');
      await page.mouse.move(10, 10);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/public/transparency')))).toBe(false);
      await claims();
      await scan('/ with its claims');

      // Both links are in the footer, named in the page's language, and fit the viewport.
      const footer = page.getByRole('contentinfo');
      const width = page.viewportSize()?.width ?? 0;
      for (const [name, href] of [[text.track, '/track'], [text.transparency, '/transparency']] as const) {
        const link = footer.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', href);
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

      await footer.getByRole('link', { name: text.track, exact: true }).click();
      await expect(page).toHaveURL(/\/track$/);
      await expect(page.getByRole('heading', { level: 1, name: text.trackTitle })).toBeVisible();
    });
  });
}
