import { expect, test, type BrowserContext } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { useLanguage, type Language } from '../support/session';

/**
 * Many failed logins from one address step it up to a security question instead of refusing
 * everyone's right password (a Common Service Centre, a carrier's shared address): the login form
 * shows the question when the API asks for it, and a right password with a right answer signs in.
 * Each test acts from an address of its own (X-Forwarded-For; the journeys' API trusts one hop).
 */
const ADDRESS_LIMIT = 30;

const TEXT = {
  en: {
    path: '/web/login',
    user: 'Username',
    pass: 'Password',
    submit: 'Login',
    asked: 'Many failed logins have come from your network. Please answer the security question to log in.',
    legend: 'Security question',
    answer: 'Your answer',
  },
  hi: {
    path: '/login',
    user: 'उपयोगकर्ता नाम',
    pass: 'पासवर्ड',
    submit: 'लॉगिन करें',
    asked: 'आपके नेटवर्क से कई असफल लॉगिन प्रयास हुए हैं। लॉगिन करने के लिए कृपया सुरक्षा प्रश्न का उत्तर दें।',
    legend: 'सुरक्षा प्रश्न',
    answer: 'आपका उत्तर',
  },
} as const;

/** The API's arithmetic question in either language: "What is 3 plus 4?", "7 में से 2 घटाने पर…". */
function solve(question: string): string {
  const [a, b] = (question.match(/\d+/g) ?? []).map(Number) as [number, number];
  return String(/plus|योग/.test(question) ? a + b : a - b);
}

/** Someone else at the same address fails ADDRESS_LIMIT logins (other usernames, through the API). */
async function failLoginsFrom(context: BrowserContext) {
  await context.request.get('/api/auth/user');
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'cc_csrf')?.value ?? '';
  for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
    const res = await context.request.post('/api/auth/login', { data: { username: `csc-visitor-${i}`, password: 'wrong-guess' }, headers: { 'x-csrf-token': csrf } });
    expect(res.status()).toBe(401);
  }
  await context.clearCookies();
}

for (const language of ['en', 'hi'] as const satisfies readonly Language[]) {
  test(`after many failed logins from one address the form asks a security question, and the right answer signs in (${language})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const T = TEXT[language];
    const address = `10.${testInfo.project.name.length}.${language === 'en' ? 1 : 2}.${1 + testInfo.retry * 10 + Math.floor(Math.random() * 9)}`;
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await failLoginsFrom(page.context());
    await useLanguage(page, language);

    await expectCleanScans(page, async (scan) => {
      await page.goto(T.path);
      await page.getByLabel(T.user, { exact: true }).fill('citizen');
      await page.getByLabel(T.pass, { exact: true }).fill('citizen123');
      await page.getByRole('button', { name: T.submit, exact: true }).click();
      // The right password alone is not enough from this address: the form says why and asks.
      await expect(page.getByText(T.asked).first()).toBeVisible();
      const captcha = page.getByRole('group', { name: T.legend });
      const question = captcha.getByText(/\d+.*\d+/);
      await expect(question).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await scan(`login with the security question (${language})`);

      await captcha.getByLabel(T.answer).fill(solve((await question.textContent()) ?? ''));
      await page.getByRole('button', { name: T.submit, exact: true }).click();
      if (language === 'en') await expect(page.getByText('Login successful')).toBeVisible();
      else await expect(page).toHaveURL(/\/citizen$/);
    });
  });
}
