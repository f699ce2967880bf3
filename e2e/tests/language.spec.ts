import { expect, test } from '@playwright/test';

test('Hindi is the default and the language toggle switches the texts to English and back', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByLabel('उपयोगकर्ता नाम', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'भाषा अंग्रेज़ी में बदलें' }).click();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The choice is remembered across a reload.
  await page.reload();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Switch language to Hindi' }).click();
  await expect(page.getByLabel('उपयोगकर्ता नाम', { exact: true })).toBeVisible();
});
