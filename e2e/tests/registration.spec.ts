import { expect, test } from '@playwright/test';
import { loginOnMobileForm, useLanguage } from '../support/session';

test('a visitor registers in four steps, is welcomed, and can then log in as a citizen', async ({ page }, testInfo) => {
  await useLanguage(page, 'en');
  const suffix = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.project.name.length}`;
  const username = `asha${suffix}`;

  await page.goto('/register');
  // Next validates the step: nothing filled, so step 1 stays with its messages.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('First name is required')).toBeVisible();

  await page.locator('#register-firstName').fill('Asha');
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await page.locator('#register-lastName').fill('Verma');
  await page.locator('#register-email').fill(`${username}@example.in`);
  await page.locator('#register-phone').fill('12345');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Enter valid Indian mobile number')).toBeVisible();
  await page.locator('#register-phone').fill('9876543210');
  await expect(page.getByText('Enter valid Indian mobile number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.locator('#register-district').selectOption('raisen');
  await page.locator('#register-vidhanSabha').selectOption('sanchi');
  await page.locator('#register-block').fill('Sanchi');
  await page.locator('#register-address').fill('12 Station Road, Sanchi');
  await page.locator('#register-pincode').fill('464661');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.locator('#register-username').fill(username);
  await page.locator('#register-password').fill('mahua-grove-7');
  await page.locator('#register-confirmPassword').fill('mahua-grove-8');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.locator('#register-confirmPassword').fill('mahua-grove-7');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.locator('#register-agreedToTerms').check();
  await page.locator('#register-agreedToPrivacy').check();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/welcome$/, { timeout: 10_000 });
  await expect(page.getByText(/Asha/).first()).toBeVisible();

  // The new account is a real citizen account.
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('citizen-connect-language', 'en');
  });
  await page.context().clearCookies();
  await loginOnMobileForm(page, username, 'mahua-grove-7');
  await expect(page).toHaveURL(/\/citizen$/);
});
