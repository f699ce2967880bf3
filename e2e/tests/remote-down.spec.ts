import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/session';

test('a remote that is down shows a bilingual fallback with Retry while the rest of the site works', async ({ page }) => {
  await useLanguage(page, 'en');
  let blocked = true;
  await page.route('**/mf/mf-public/**', (route) => (blocked ? route.abort() : route.fallback()));

  await page.goto('/');
  const fallback = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The shell's own pages still work.
  await page.goto('/login');
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();

  // When the remote is back, Retry loads it without a reload.
  await page.goto('/');
  await expect(fallback).toBeVisible();
  blocked = false;
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Login/ }).or(page.getByRole('button', { name: /Login/ })).first()).toBeVisible();
});
