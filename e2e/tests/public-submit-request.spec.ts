import { expect, test, type Page } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { answerCaptcha, apiLogin, citizenTexts, tinyPng } from '../support/citizen-helpers';
import { useLanguage } from '../support/session';

// Spec §2 /submit-request: a visitor with no account files a request through the shared form (web
// variant) and keeps the request code. The playwright config runs it at 360 px and at 1280 px.
const TEXT = {
  en: { title: 'Submit a Request', darkMode: 'Dark mode', backHome: 'Back to home', codeLabel: 'Your request code:' },
  hi: { title: 'अनुरोध भेजें', darkMode: 'डार्क मोड', backHome: 'होम पर वापस जाएँ', codeLabel: 'आपका अनुरोध कोड:' },
};

/** A real PNG (the API judges by its first bytes) padded to ~400 KB, so a throttled upload shows its progress. */
const photo = () => Buffer.concat([tinyPng(), Buffer.alloc(400 * 1024)]);

/** Slows the page's uploads to ~100 KB/s through Chromium's own network emulation. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 100 * 1024 });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  const L = citizenTexts[language];
  const T = TEXT[language];

  test(`a visitor without an account files a request with a photo and gets the code to quote (${language})`, async ({ page, playwright, baseURL }, info) => {
    test.setTimeout(120_000);
    const description = `Public form ${language} ${info.project.name} ${Date.now()}`;
    await useLanguage(page, language);

    await expectCleanScans(page, async (scan) => {
      await page.goto('/submit-request');
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('captcha-question')).toHaveText(/\d/);
      await scan('/submit-request');

      // Nothing filled: the spec message, every required field marked, the first one focused.
      const form = page.getByRole('form');
      await page.getByRole('button', { name: L.submit }).click();
      await expect(form.getByRole('alert')).toHaveText(L.fillAll);
      await expect(form.getByLabel(L.name)).toBeFocused();
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(7);
      await scan('/submit-request with errors');

      // Its own theme: dark here, stored under its own key; the site's stored theme is untouched.
      await page.getByRole('button', { name: T.darkMode }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const stored = await page.evaluate(() => [localStorage.getItem('citizen-connect-public-theme'), localStorage.getItem('citizen-connect-theme')]);
      expect(stored).toEqual(['dark', null]);
      await scan('/submit-request with errors, dark');

      await form.getByLabel(L.name).fill('Sunita Devi');
      await form.getByLabel(L.district).selectOption('raisen');
      await form.getByLabel(L.vidhanSabha).selectOption('bhojpur');
      await form.getByLabel(L.phone).fill('9876543210');
      await expect(form.getByRole('option', { name: L.waterSupply })).toBeAttached();
      await form.getByLabel(L.type).selectOption('water-supply');
      await form.getByLabel(L.description).fill(description);
      await form.getByLabel(L.address).fill('Ward 2, near the hand pump, Bhojpur');
      // The picker (drawn by the form, in the page's language) is reached by keyboard after the address.
      await page.keyboard.press('Tab');
      await expect(form.getByLabel(L.attachment, { exact: true })).toBeFocused();
      await form.getByLabel(L.attachment, { exact: true }).setInputFiles({ name: 'hand-pump.png', mimeType: 'image/png', buffer: photo() });
      await expect(form.getByTestId('attachment-chosen')).toContainText('hand-pump.png');
      await answerCaptcha(page, L.answer);

      // The upload shows its real progress while the bytes go out.
      const fastAgain = await slowUploads(page);
      await page.getByRole('button', { name: L.submit }).click();
      // Part-way (1-99 %), not only shown: the bar follows the bytes actually sent.
      await expect(form.getByRole('progressbar')).toHaveAttribute('value', /^[1-9]\d?$/);
      const done = page.getByTestId('request-submitted');
      await expect(done.getByRole('heading', { name: L.submitted })).toBeVisible({ timeout: 30_000 });
      await fastAgain();
      await expect(done.getByRole('heading', { name: L.submitted })).toBeFocused();
      await expect(done).toContainText(T.codeLabel);
      const code = (await done.getByTestId('request-code').textContent()) ?? '';
      expect(code).toMatch(/^CC-\d{4}-\d{6,}$/);
      await scan('/submit-request submitted');

      // The code shown is the stored request: the office finds it by that code.
      const office = await playwright.request.newContext({ baseURL });
      await apiLogin(office, 'admin', 'admin123');
      const found = await (await office.get(`/api/requests?q=${encodeURIComponent(code)}`)).json();
      expect(found.items).toEqual([expect.objectContaining({ requestId: code, description, status: 'pending', submitterType: 'public', submitterId: null })]);
      // The attachment is on the detail (list items are lean).
      const detail = await (await office.get(`/api/requests/${found.items[0].id}`)).json();
      expect(detail).toMatchObject({ requestId: code, attachmentType: 'image' });
      await office.dispose();

      // Back home, in the site's theme again.
      await done.getByRole('link', { name: T.backHome }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  });
}
