import { expect, test, type Page } from '@playwright/test';
import { answerCaptcha, citizenTexts, fillWaterSupplyRequest } from '../support/citizen-helpers';
import { requestsDescribed } from '../support/database';
import { demoAccounts, loginOnMobileForm, useLanguage, type Language } from '../support/session';

// The request form on a bad day: the session ends before Submit, or the reply to Submit is lost.
// Nothing is filed without its owner, nothing is filed twice, and the citizen is told the truth.

const TEXT = {
  en: {
    sessionEnded: 'Your session has ended. Your request is kept: log in to send it.',
    mayHaveArrived: /your request may have arrived.*Sending again is safe/,
    send: 'Send request',
    login: { user: 'Username', pass: 'Password', submit: 'Login' },
  },
  hi: {
    sessionEnded: 'आपका सत्र समाप्त हो गया है। आपका अनुरोध सहेजा गया है: इसे भेजने के लिए लॉगिन करें।',
    mayHaveArrived: /हो सकता है आपका अनुरोध पहुँच गया हो.*दोबारा भेजना सुरक्षित है/,
    send: 'अनुरोध भेजें',
    login: { user: 'उपयोगकर्ता नाम', pass: 'पासवर्ड', submit: 'लॉगिन करें' },
  },
} as const;

/** Logs in on the login page already on screen (keeping its ?next=). */
async function logInHere(page: Page, language: Language): Promise<void> {
  const labels = TEXT[language].login;
  await page.getByLabel(labels.user, { exact: true }).fill(demoAccounts.citizen.username);
  await page.getByLabel(labels.pass, { exact: true }).fill(demoAccounts.citizen.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

const endings = [
  // 30 idle minutes: the server forgot the session; the browser still holds its cookies.
  { language: 'hi', what: 'the session cookie', end: (page: Page) => page.context().clearCookies({ name: 'cc_session' }) },
  // Every cookie gone (cleared by the person or the browser): no CSRF cookie either.
  { language: 'en', what: 'every cookie', end: (page: Page) => page.context().clearCookies() },
] as const;

for (const { language, what, end } of endings) {
  test(`losing ${what} before Submit files nothing anonymously; the request is kept, login returns to it and it is filed once, owned (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const L = citizenTexts[language];
    const T = TEXT[language];
    await useLanguage(page, language);
    await loginOnMobileForm(page, demoAccounts.citizen.username, demoAccounts.citizen.password, language);
    await page.waitForURL(/\/citizen$/);
    await page.goto('/citizen/new');
    const description = `Kept across an ended session (${what}) ${Date.now()}`;
    await fillWaterSupplyRequest(page, L, { name: 'Sunita Bai', description, address: 'Ward 3, Bhojpur' });
    await answerCaptcha(page, L.answer);

    await end(page);
    await page.getByRole('button', { name: L.submit }).click();
    await expect(page.getByText(T.sessionEnded).first()).toBeVisible();
    await page.waitForURL(/\/login\?next=%2Fcitizen%2Fnew$/);
    expect(await requestsDescribed(description)).toEqual([]);
    await expect(page.getByText(L.submitted)).toHaveCount(0);

    await logInHere(page, language);
    await page.waitForURL(/\/citizen\/new$/);
    const form = page.getByRole('form');
    await expect(form.getByLabel(L.description)).toHaveValue(description);
    await answerCaptcha(page, L.answer);
    await page.getByRole('button', { name: T.send }).click();
    await expect(page.getByText(L.submitted).first()).toBeVisible();

    const filed = await requestsDescribed(description);
    expect(filed).toHaveLength(1);
    expect(filed[0]!.submitterId).not.toBeNull();
    await page.goto('/citizen/requests');
    await expect(page.getByText(filed[0]!.requestId).first()).toBeVisible();
  });
}

for (const language of ['en', 'hi'] as const) {
  test(`a lost reply to Submit: the form says the request may have arrived, and the retry returns the first request instead of filing twice (${language})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const L = citizenTexts[language];
    // An address of its own: anonymous filings share a budget per address with the other journeys.
    const address = `10.${testInfo.project.name.length}.${language === 'en' ? 41 : 42}.${1 + testInfo.retry * 10 + Math.floor(Math.random() * 9)}`;
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await useLanguage(page, language);
    await page.goto('/submit-request');
    const description = `Reply lost on a weak signal ${language} ${Date.now()}`;
    await fillWaterSupplyRequest(page, L, { name: 'Kamla Bai', description, address: 'Ward 9, Bhojpur' });
    await answerCaptcha(page, L.answer);

    // The POST reaches the server and is filed; its answer never reaches the phone.
    let dropped = false;
    await page.route('**/api/requests', async (route) => {
      if (route.request().method() !== 'POST' || dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: L.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: TEXT[language].mayHaveArrived })).toBeVisible();
    const first = await requestsDescribed(description);
    expect(first).toHaveLength(1);

    await answerCaptcha(page, L.answer);
    await page.getByRole('button', { name: L.submit }).click();
    await expect(page.getByText(first[0]!.requestId).first()).toBeVisible();
    expect(await requestsDescribed(description)).toEqual(first);
  });
}
