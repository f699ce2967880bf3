import { expect, test, type Page } from '@playwright/test';
import { useLanguage, type Language } from '../support/session';

/**
 * The registration wizard on a phone: each step is a history entry (Back and Forward move between
 * steps), and what was typed survives a reload of the tab, but never the passwords; the tab's
 * draft is gone once the account exists.
 */
const DRAFT_KEY = 'citizen-connect-registration-draft';
const PASSWORD = 'mahua-grove-7';

const TEXT = {
  en: {
    personal: 'Personal information',
    address: 'Address and location',
    account: 'Account setup',
    verification: 'Verification and consent',
    next: 'Next',
    previous: 'Previous',
    submit: 'Create account',
  },
  hi: {
    personal: 'व्यक्तिगत जानकारी',
    address: 'पता और स्थान',
    account: 'खाता सेटअप',
    verification: 'सत्यापन और सहमति',
    next: 'आगे',
    previous: 'पिछला',
    submit: 'खाता बनाएँ',
  },
} as const;

const storedDraft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);

for (const language of ['en', 'hi'] as const satisfies readonly Language[]) {
  test(`the registration steps follow Back, Forward and a reload, without keeping the password (${language})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const T = TEXT[language];
    // An address of its own: other journeys register too, and the API limits registrations per address.
    const address = `10.${testInfo.project.name.length}.${language === 'en' ? 31 : 32}.${1 + testInfo.retry * 10 + Math.floor(Math.random() * 9)}`;
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await useLanguage(page, language);
    const suffix = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.project.name.length}${language}`;
    const username = `hist${suffix}`;
    const stepTitle = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
    const next = () => page.getByRole('button', { name: T.next, exact: true }).click();

    // A link to a later step with nothing typed opens the first step.
    await page.goto('/register?step=3');
    await expect(stepTitle(T.personal)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    await page.locator('#register-firstName').fill('Asha');
    await page.locator('#register-lastName').fill('Verma');
    await page.locator('#register-email').fill(`${username}@example.in`);
    await page.locator('#register-phone').fill('9876543210');
    await next();
    await expect(stepTitle(T.address)).toBeVisible();
    await expect(page).toHaveURL(/\/register\?step=2$/);

    // The phone's Back: the first step again, as it was filled, not the page before /register.
    await page.goBack();
    await expect(stepTitle(T.personal)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.locator('#register-firstName')).toHaveValue('Asha');
    await expect(page.locator('#register-email')).toHaveValue(`${username}@example.in`);
    await expect(page.locator('#register-phone')).toHaveValue('9876543210');

    await page.goForward();
    await expect(stepTitle(T.address)).toBeVisible();
    await page.locator('#register-district').selectOption('raisen');
    await page.locator('#register-vidhanSabha').selectOption('sanchi');
    await page.locator('#register-block').fill('Sanchi');
    await page.locator('#register-address').fill('12 Station Road, Sanchi');
    await page.locator('#register-pincode').fill('464661');
    await next();
    await expect(stepTitle(T.account)).toBeVisible();
    await expect(page).toHaveURL(/\/register\?step=3$/);

    await page.goBack();
    await expect(stepTitle(T.address)).toBeVisible();
    await expect(page.locator('#register-district')).toHaveValue('raisen');
    await expect(page.locator('#register-pincode')).toHaveValue('464661');
    await page.goForward();
    await expect(stepTitle(T.account)).toBeVisible();

    await page.locator('#register-username').fill(username);
    await page.locator('#register-password').fill(PASSWORD);
    await page.locator('#register-confirmPassword').fill(PASSWORD);
    await expect.poll(() => storedDraft(page)).toContain(username);

    // A reload keeps the step and what was typed; the passwords are asked for again.
    await page.reload();
    await expect(stepTitle(T.account)).toBeVisible();
    await expect(page).toHaveURL(/\/register\?step=3$/);
    await expect(page.locator('#register-username')).toHaveValue(username);
    await expect(page.locator('#register-password')).toHaveValue('');
    await expect(page.locator('#register-confirmPassword')).toHaveValue('');
    expect(await storedDraft(page)).not.toContain(PASSWORD);

    // Previous after the reload goes back through the history like the phone's Back.
    await page.getByRole('button', { name: T.previous, exact: true }).click();
    await expect(stepTitle(T.address)).toBeVisible();
    await expect(page.locator('#register-vidhanSabha')).toHaveValue('sanchi');
    await expect(page.locator('#register-address')).toHaveValue('12 Station Road, Sanchi');
    await page.goForward();
    await expect(stepTitle(T.account)).toBeVisible();
    await expect(page.locator('#register-username')).toHaveValue(username);

    await page.locator('#register-password').fill(PASSWORD);
    await page.locator('#register-confirmPassword').fill(PASSWORD);
    await next();
    await expect(stepTitle(T.verification)).toBeVisible();
    await expect(page).toHaveURL(/\/register\?step=4$/);
    await page.locator('#register-agreedToTerms').check();
    await page.locator('#register-agreedToPrivacy').check();
    await page.getByRole('button', { name: T.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/onboarding\/welcome$/, { timeout: 10_000 });
    await expect(page.getByText(/Asha/).first()).toBeVisible();
    // The account exists: nothing of the form stays in the tab.
    expect(await storedDraft(page)).toBeNull();
  });
}
