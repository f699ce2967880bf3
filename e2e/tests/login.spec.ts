import { expect, test } from '@playwright/test';
import { demoAccounts, loginOnMobileForm, useLanguage } from '../support/session';

test.describe('logging in', () => {
  for (const [role, account] of Object.entries(demoAccounts)) {
    test(`the ${role} demo account lands in its own area`, async ({ page }) => {
      await useLanguage(page, 'en');
      await loginOnMobileForm(page, account.username, account.password);
      await expect(page).toHaveURL(new RegExp(`${account.home}$`));
      await expect(page.getByText('Welcome back!')).toBeVisible();
      // The area's remote really rendered (not the failure fallback).
      await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    });
  }

  test('a wrong password shows the error in English and keeps the user on the login page', async ({ page }) => {
    await useLanguage(page, 'en');
    await loginOnMobileForm(page, 'citizen', 'not-the-password');
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the error in Hindi', async ({ page }) => {
    await useLanguage(page, 'hi');
    await loginOnMobileForm(page, 'citizen', 'not-the-password', 'hi');
    await expect(page.getByText('अमान्य उपयोगकर्ता नाम या पासवर्ड')).toBeVisible();
  });

  test('empty fields are refused before any call', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Please fill all fields')).toBeVisible();
  });

  test('the web login signs in and goes to the home page after a second', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/web/login');
    await page.getByLabel('Username', { exact: true }).fill('citizen');
    await page.getByLabel('Password', { exact: true }).fill('citizen123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  });
});
