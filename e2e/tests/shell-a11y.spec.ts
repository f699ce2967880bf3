import { expect, test, type Page } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { apiLogin } from '../support/citizen-helpers';
import { useLanguage } from '../support/session';

// The screens the shell draws itself (onboarding, the registration wizard, both logins, the /web
// 404) and the admin area as it is today, both languages; the config runs each at 360 and 1280 px.
const TEXT = {
  en: { next: 'Next', getStarted: 'Get Started', login: 'Login', goHome: 'Go to home page', allRequests: 'View all requests' },
  hi: { next: 'आगे', getStarted: 'शुरू करें', login: 'लॉगिन करें', goHome: 'मुख्य पृष्ठ पर जाएँ', allRequests: 'सभी अनुरोध देखें' },
};

test.describe.configure({ mode: 'parallel' });

/** Submits the current registration step and waits until its error messages are shown. */
async function submitStepWithErrors(page: Page) {
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
}

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`onboarding, the four registration steps with errors shown and /login have no WCAG 2.1 A/AA violation (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, language);
    await expectCleanScans(page, async (scan) => {
      await page.goto('/onboarding');
      await scan('/onboarding first slide');
      for (let slide = 2; slide <= 4; slide += 1) await page.getByRole('button', { name: text.next, exact: true }).click();
      await scan('/onboarding last slide');
      await page.getByRole('button', { name: text.getStarted, exact: true }).click();
      await expect(page).toHaveURL(/\/register$/);

      await submitStepWithErrors(page);
      await scan('/register step 1 with errors');
      await page.locator('#register-firstName').fill('Asha');
      await page.locator('#register-lastName').fill('Verma');
      await page.locator('#register-email').fill('asha.a11y@example.in');
      await page.locator('#register-phone').fill('9876543210');
      await page.getByRole('main').locator('form button[type="submit"]').click();

      await submitStepWithErrors(page);
      await scan('/register step 2 with errors');
      await page.locator('#register-district').selectOption('raisen');
      await page.locator('#register-vidhanSabha').selectOption('sanchi');
      await page.locator('#register-block').fill('Sanchi');
      await page.locator('#register-address').fill('12 Station Road, Sanchi');
      await page.locator('#register-pincode').fill('464661');
      await page.getByRole('main').locator('form button[type="submit"]').click();

      await submitStepWithErrors(page);
      await scan('/register step 3 with errors');
      await page.locator('#register-username').fill(`asha${Date.now().toString(36)}`);
      await page.locator('#register-password').fill('secret123');
      await page.locator('#register-confirmPassword').fill('secret123');
      await page.getByRole('main').locator('form button[type="submit"]').click();

      await submitStepWithErrors(page);
      await scan('/register step 4 with errors');

      await page.getByRole('main').getByRole('link', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      // The login page is its own lazy chunk: wait for it before pressing its Login button.
      await expect(page.locator('#mobile-login-password')).toBeVisible();
      await page.getByRole('main').locator('form button[type="submit"]').click();
      await expect(page.getByTestId('toast')).toBeVisible();
      await scan('/login with the error toast');
    });
  });

  test(`the /web 404 page and the admin area have no WCAG 2.1 A/AA violation (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await expectCleanScans(page, async (scan) => {
      // A citizen on a staff path of /web gets the shell's own 404 page.
      await apiLogin(page.context(), 'citizen', 'citizen123');
      await page.goto('/web/staff');
      await expect(page.getByRole('link', { name: text.goHome })).toBeVisible();
      await scan('/web 404');

      await page.context().clearCookies();
      await apiLogin(page.context(), 'admin', 'admin123');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan('/admin dashboard');
      // The console's own tabs and dialogs are scanned by admin-a11y.spec.ts; here, the way in.
      await page.getByRole('tab').nth(1).click();
      await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
      await scan('/admin with its second tab');
      await page.getByRole('tab').first().click();
      await page.getByRole('link', { name: text.allRequests, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/requests$/);
      await scan('/admin/requests');
      await page.goto('/web/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan('/web/admin');
    });
  });
}
