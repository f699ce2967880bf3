import { expect, test } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { answerCaptcha, citizenTexts } from '../support/citizen-helpers';
import { smsTrackLink } from '../support/database';
import { useLanguage } from '../support/session';

// A citizen holding only a code and a phone number (or the SMS link) sees where the
// request stands, without logging in. The playwright config runs it at 360 px and at 1280 px.
const TEXT = {
  en: {
    title: 'Track your request',
    code: /^Request code/,
    phone: /^Phone number/,
    show: 'Show status',
    statusLabel: 'Status',
    pending: 'Pending',
    underReview: 'Under Review',
    notFound: 'No request matches this code and phone number. Please check both and try again.',
    linkInvalid: 'This tracking link has expired or is not valid. Enter your request code and phone number instead.',
    trackLink: 'open the status page of this request',
    otherLanguage: 'हिंदी',
  },
  hi: {
    title: 'अपने अनुरोध की स्थिति देखें',
    code: /^अनुरोध कोड/,
    phone: /^फ़ोन नंबर/,
    show: 'स्थिति दिखाएँ',
    statusLabel: 'स्थिति',
    pending: 'लंबित',
    underReview: 'समीक्षाधीन',
    notFound: 'इस कोड और फ़ोन नंबर से कोई अनुरोध नहीं मिला। कृपया दोनों जाँचकर पुनः प्रयास करें।',
    linkInvalid: 'यह ट्रैकिंग लिंक समाप्त हो गया है या मान्य नहीं है। इसके बजाय अपना अनुरोध कोड और फ़ोन नंबर दर्ज करें।',
    trackLink: 'इस अनुरोध का स्थिति पृष्ठ खोलें',
    otherLanguage: 'English',
  },
};

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  const L = citizenTexts[language];
  const T = TEXT[language];
  const other = TEXT[language === 'en' ? 'hi' : 'en'];

  test(`a visitor files a request, then tracks it by code and phone and by the SMS link (${language})`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const phone = `9${String(Date.now()).slice(-7)}${info.project.name === 'mobile-360' ? '36' : '12'}`;
    await useLanguage(page, language);

    await expectCleanScans(page, async (scan) => {
      // File through the public form; the confirmation carries the status link.
      await page.goto('/submit-request');
      const form = page.getByRole('form');
      await form.getByLabel(L.name).fill('Sunita Devi');
      await form.getByLabel(L.district).selectOption('raisen');
      await form.getByLabel(L.vidhanSabha).selectOption('bhojpur');
      await form.getByLabel(L.phone).fill(phone);
      await expect(form.getByRole('option', { name: L.waterSupply })).toBeAttached();
      await form.getByLabel(L.type).selectOption('water-supply');
      await form.getByLabel(L.description).fill(`Tracking journey ${language} ${info.project.name}`);
      await form.getByLabel(L.address).fill('Ward 2, near the hand pump, Bhojpur');
      await answerCaptcha(page, L.answer);
      await page.getByRole('button', { name: L.submit }).click();
      const done = page.getByTestId('request-submitted');
      await expect(done.getByRole('heading', { name: L.submitted })).toBeVisible({ timeout: 30_000 });
      const code = (await done.getByTestId('request-code').textContent()) ?? '';
      const shownLink = await done.getByRole('link', { name: T.trackLink }).getAttribute('href');
      expect(shownLink).toMatch(new RegExp(`/track/${code}\\?t=`));

      // /track: a wrong phone answers "not found", the right one shows the status.
      await page.goto('/track');
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      await scan('/track');
      await page.getByLabel(T.code).fill(code.toLowerCase());
      await page.getByLabel(T.phone).fill('9000000009');
      await page.getByRole('button', { name: T.show }).click();
      await expect(page.getByRole('alert')).toHaveText(T.notFound);
      await scan('/track not found');
      await page.getByLabel(T.phone).fill(phone);
      await page.getByRole('button', { name: T.show }).click();
      const status = page.getByTestId('track-status');
      await expect(status.getByRole('heading', { name: new RegExp(code) })).toBeFocused();
      await expect(page.getByTestId('track-status-value')).toHaveText(T.pending);
      await expect(status.locator('[aria-current="step"]')).toContainText(T.underReview);
      await expect(status).not.toContainText('Sunita');
      await expect(status).not.toContainText(phone);
      await scan('/track status');

      // The other language: the same status in its words.
      await page.getByRole('button', { name: T.otherLanguage }).click();
      await expect(page.getByTestId('track-status-value')).toHaveText(other.pending);
      await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
      await scan('/track status, other language');
      await page.getByRole('button', { name: other.otherLanguage }).click();

      // The SMS link opens the status without typing; an altered one offers the form instead.
      const link = new URL(await smsTrackLink(code));
      expect(`${link.pathname}${link.search}`).toBe(new URL(shownLink!).pathname + new URL(shownLink!).search);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByTestId('track-status-value')).toHaveText(T.pending);
      await scan('/track/:code?t= (SMS link)');
      await page.goto(`${link.pathname}${link.search.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`);
      await expect(page.getByTestId('track-link-invalid')).toHaveText(T.linkInvalid);
      await expect(page.getByLabel(T.code)).toHaveValue(code);
      await scan('/track/:code?t= (altered link)');
    });
  });
}
