import { expect, request as playwrightRequest, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expectCleanScans } from '../support/axe';
import { apiSend, fileRequestViaApi } from '../support/citizen-helpers';
import { erasureSmsCode } from '../support/database';
import { useLanguage } from '../support/session';

// Someone who filed on the public form (no account) erases the request's personal data with its
// code, its phone and the one-time code sent to that phone; both languages, at 360 and 1280 px.
const TEXT = {
  en: {
    path: 'I filed without an account',
    code: /^Request code/,
    phone: /^Phone number/,
    send: 'Send code by SMS',
    otp: /^Code from the SMS/,
    erase: 'Delete my data from this request',
    wrong: 'This code is not correct, has expired or was tried too many times. Please ask for a new code.',
    done: 'Your data has been removed',
  },
  hi: {
    path: 'मैंने बिना खाते के अनुरोध दर्ज किया',
    code: /^अनुरोध कोड/,
    phone: /^फ़ोन नंबर/,
    send: 'एसएमएस से कोड भेजें',
    otp: /^एसएमएस में मिला कोड/,
    erase: 'इस अनुरोध से मेरा डेटा हटाएँ',
    wrong: 'यह कोड सही नहीं है, समाप्त हो गया है या कई बार आज़माया जा चुका है। कृपया नया कोड मँगाएँ।',
    done: 'आपका डेटा हटा दिया गया है',
  },
};

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`a request filed without an account is erased with its code, phone and the SMS code (${language})`, async ({ page }, info) => {
    // Four axe scans and a filing on a shared 2-core machine.
    test.setTimeout(240_000);
    const filer = await playwrightRequest.newContext({ baseURL });
    await filer.get('/api/auth/user');
    const phone = `97${String(Date.now()).slice(-7)}${info.project.name.length % 10}`;
    const filed = await fileRequestViaApi(filer, {
      name: 'Kamla Devi', district: 'raisen', block: 'bhojpur', phone, requestType: 'water-supply',
      description: `No water for a week (erasure ${info.project.name} ${language} ${Date.now()})`, address: 'Ward 5, Bhojpur',
    });
    await useLanguage(page, language);

    await expectCleanScans(page, async (scan) => {
      await page.goto('/data-deletion');
      await page.getByRole('radio', { name: text.path }).check();
      await page.getByLabel(text.code).fill(filed.requestId.toLowerCase());
      await page.getByLabel(text.phone).fill(`+91 ${phone}`);
      await scan('/data-deletion without an account');
      await page.getByRole('button', { name: text.send }).click();
      const otp = page.getByLabel(text.otp);
      await expect(otp).toBeFocused();

      // A wrong code is refused under its field; the SMS's code erases.
      const code = await erasureSmsCode(filed.requestId);
      await otp.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: text.erase }).click();
      await expect(otp).toHaveAccessibleDescription(new RegExp(text.wrong.replace(/[.?]/g, '\\$&')));
      await scan('/data-deletion one-time code refused');
      await otp.fill(code);
      await page.getByRole('button', { name: text.erase }).click();
      await expect(page.getByRole('status', { name: text.done })).toContainText(/DEL-\d{4}-[A-Z2-9]{8}/);
      await scan('/data-deletion erased');
    });

    // The phone is gone from the request: the code and phone no longer find it, and no new SMS is sent.
    const tracked = await apiSend(filer, 'POST', '/api/public/track', { code: filed.requestId, phone });
    expect(tracked.status()).toBe(404);
    await filer.dispose();
  });
}
