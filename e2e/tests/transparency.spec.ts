import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { useLanguage } from '../support/session';

// The public transparency dashboard (issue 15), both languages; the config runs it at 360 and 1280 px.
const TEXT = {
  en: { title: 'How the office performs', summary: 'Summary', district: 'District', period: 'Period', byDistrict: 'By district', csv: 'Download figures (CSV)', raisen: 'Raisen', footerLink: 'Office performance' },
  hi: { title: 'कार्यालय का प्रदर्शन', summary: 'सारांश', district: 'ज़िला', period: 'अवधि', byDistrict: 'ज़िलेवार', csv: 'आँकड़े डाउनलोड करें (CSV)', raisen: 'रायसेन', footerLink: 'कार्यालय का प्रदर्शन' },
};

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`anyone reads the office's figures with charts and tables, filters them and downloads the CSV (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, language);
    await expectCleanScans(page, async (scan) => {
      // Reached from the landing page's footer, as a visitor finds it.
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: text.footerLink }).click();
      await expect(page).toHaveURL(/\/transparency$/);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const summary = page.getByRole('list', { name: text.summary });
      await expect(summary).toBeVisible();
      // The real chart library drew its charts (SVG inside each named picture).
      await expect(page.locator('[role="img"] .recharts-wrapper').first()).toBeVisible();
      await expect(page.locator('[role="img"] .recharts-wrapper')).toHaveCount(3);
      const districts = page.getByRole('region', { name: text.byDistrict });
      await expect(districts.getByRole('cell', { name: text.raisen, exact: true })).toBeVisible();
      await scan('/transparency');

      // The figures on screen are the API's.
      const figures = await (await page.request.get('/api/public/transparency')).json();
      const received = new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN').format(figures.totals.received);
      await expect(summary.getByText(received, { exact: true }).first()).toBeVisible();

      await page.getByRole('combobox', { name: text.district }).selectOption('raisen');
      await page.getByRole('combobox', { name: text.period }).selectOption('12');
      await expect(page.getByRole('link', { name: text.csv })).toHaveAttribute('href', '/api/public/transparency.csv?district=raisen&months=12');
      await expect(districts.getByRole('row')).toHaveCount(2);
      await scan('/transparency filtered');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: text.csv }).click()]);
      expect(download.suggestedFilename()).toBe('citizen-connect-transparency-last-12-months.csv');
      const csv = await fs.readFile((await download.path()) as string, 'utf8');
      const filtered = await (await page.request.get('/api/public/transparency?district=raisen&months=12')).json();
      const total = csv.split('\r\n').find((line) => line.startsWith('total,'))?.split(',');
      expect(total?.slice(4, 9)).toEqual(['received', 'resolved', 'rejected', 'pending', 'overdue'].map((key) => String(filtered.totals[key])));
    });
  });
}
