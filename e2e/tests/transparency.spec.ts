import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { useLanguage } from '../support/session';

// The public transparency dashboard, both languages; the config runs it at 360 and 1280 px.
const TEXT = {
  en: {
    title: 'How the office performs', summary: 'Summary', district: 'District', period: 'Period', byDistrict: 'By district', csv: 'Download figures (CSV)', dictionary: 'Data dictionary (CSV): what each column and code means', raisen: 'Raisen', footerLink: 'Office performance',
    fewerThan: 'fewer than 5', smallRows: 'a row about fewer than 5 requests (or ratings) shows “fewer than 5” instead of its figures',
  },
  hi: {
    title: 'कार्यालय का प्रदर्शन', summary: 'सारांश', district: 'ज़िला', period: 'अवधि', byDistrict: 'ज़िलेवार', csv: 'आँकड़े डाउनलोड करें (CSV)', dictionary: 'डेटा शब्दकोश (CSV): हर कॉलम और कोड का अर्थ', raisen: 'रायसेन', footerLink: 'कार्यालय का प्रदर्शन',
    fewerThan: '5 से कम', smallRows: '5 से कम अनुरोधों (या रेटिंग) वाली पंक्ति में आँकड़ों की जगह “5 से कम” लिखा होता है',
  },
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
      // The page says why a small row has no figures; a row the API withheld reads "fewer than 5".
      await expect(page.getByText(text.smallRows)).toBeVisible();
      await scan('/transparency');

      // The figures on screen are the API's.
      const figures = await (await page.request.get('/api/public/transparency')).json();
      const received = new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN').format(figures.totals.received);
      await expect(summary.getByText(received, { exact: true }).first()).toBeVisible();

      await page.getByRole('combobox', { name: text.district }).selectOption('raisen');
      await page.getByRole('combobox', { name: text.period }).selectOption('12');
      await expect(page.getByRole('link', { name: text.csv })).toHaveAttribute('href', '/api/public/transparency.csv?district=raisen&months=12');
      await expect(districts.getByRole('row')).toHaveCount(2);
      const raisenNow = await (await page.request.get('/api/public/transparency?district=raisen&months=12')).json();
      const raisenRow = districts.getByRole('row').filter({ hasText: text.raisen });
      if (raisenNow.byDistrict[0].suppressed) await expect(raisenRow.getByRole('cell', { name: text.fewerThan, exact: true })).toBeVisible();
      else await expect(raisenRow.getByRole('cell', { name: new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN').format(raisenNow.byDistrict[0].received), exact: true })).toBeVisible();
      await scan('/transparency filtered');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: text.csv }).click()]);
      expect(download.suggestedFilename()).toBe('citizen-connect-transparency-last-12-months.csv');
      const csv = await fs.readFile((await download.path()) as string, 'utf8');
      const filtered = await (await page.request.get('/api/public/transparency?district=raisen&months=12')).json();
      const total = csv.split('\r\n').find((line) => line.startsWith('total,'))?.split(',');
      const expected = filtered.totals.suppressed ? ['fewer than 5', '', '', '', ''] : ['received', 'resolved', 'rejected', 'pending', 'overdue'].map((key) => String(filtered.totals[key]));
      expect(total?.slice(4, 9)).toEqual(expected);

      // The dictionary of that file: its first row still the machine names, each explained in both languages.
      await expect(page.getByRole('link', { name: text.dictionary })).toHaveAttribute('href', '/api/public/transparency.csv?district=raisen&months=12&dictionary=1');
      const [explained] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: text.dictionary }).click()]);
      expect(explained.suggestedFilename()).toBe('citizen-connect-transparency-last-12-months-dictionary.csv');
      const dictionary = (await fs.readFile((await explained.path()) as string, 'utf8')).split('\r\n');
      expect(dictionary[0]).toBe('\uFEFFKind / प्रकार,Code / कोड,English,हिंदी,Meaning,अर्थ');
      for (const column of csv.split('\r\n')[0].split(',')) expect(dictionary.some((line) => line.startsWith(`column,${column},`))).toBe(true);
      expect(dictionary).toContainEqual(expect.stringMatching(/^district,raisen,Raisen,रायसेन,/));
    });
  });

  test(`the charts' labels neither overlap nor leave the screen on a phone (${language})`, async ({ page }) => {
    test.skip(test.info().project.name !== 'mobile-360', 'checks the narrow layout: names beside lying bars, months thinned out');
    await useLanguage(page, language);
    await page.goto('/transparency');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const charts = page.locator('[role="img"]:has(.recharts-wrapper)');
    await expect(charts).toHaveCount(3);
    // The district chart's names sit on its left (lying bars) at this width.
    await expect(charts.nth(1).locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value', { hasText: text.raisen })).toBeVisible();
    // A chart lays itself out again once it knows its width: retried until the drawing settles.
    await expect(async () => {
      const found = await charts.evaluateAll((elements) =>
        elements.map((chart) => {
          const boxes = [...chart.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((label) => ({ text: label.textContent ?? '', box: label.getBoundingClientRect() }));
          const overlapping = boxes.flatMap((a, i) =>
            boxes.slice(i + 1).filter((b) => a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom).map((b) => `${a.text} × ${b.text}`),
          );
          const outside = boxes.filter(({ box }) => box.left < 0 || box.right > document.documentElement.clientWidth).map(({ text: label }) => label);
          return { chart: chart.getAttribute('aria-label'), labels: boxes.length, overlapping, outside };
        }),
      );
      for (const chart of found) {
        expect(chart.labels, chart.chart ?? '').toBeGreaterThan(1);
        expect({ chart: chart.chart, overlapping: chart.overlapping, outside: chart.outside }).toEqual({ chart: chart.chart, overlapping: [], outside: [] });
      }
    }).toPass({ timeout: 15_000 });
  });
}
