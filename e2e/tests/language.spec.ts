import { expect, test } from '@playwright/test';

test('Hindi is the default and the language toggle switches the texts to English and back', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByLabel('उपयोगकर्ता नाम', { exact: true })).toBeVisible();

  // The toggle is named by the word it shows (WCAG 2.5.3), in its own language; its purpose is its description.
  const toEnglish = page.getByRole('button', { name: 'English', exact: true });
  await expect(toEnglish).toHaveAccessibleDescription('भाषा अंग्रेज़ी में बदलें');
  await expect(toEnglish.locator('[lang="en"]')).toHaveText('English');
  await toEnglish.click();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The choice is remembered across a reload.
  await page.reload();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();

  const toHindi = page.getByRole('button', { name: 'हिंदी', exact: true });
  await expect(toHindi).toHaveAccessibleDescription('Switch language to Hindi');
  await expect(toHindi.locator('[lang="hi"]')).toHaveText('हिंदी');
  await toHindi.click();
  await expect(page.getByLabel('उपयोगकर्ता नाम', { exact: true })).toBeVisible();
});

test('on the pre-rendered login page the language toggle waits until the page is live, then switches', async ({ page }) => {
  // Hold back the shell's entry script, as a slow connection would: the pre-rendered page is visible,
  // with no React on the page yet. Its toggle is disabled rather than taking a click it would lose.
  let releaseEntry: () => void = () => undefined;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/main\.[\w]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  // 'commit': DOMContentLoaded itself waits for the held (deferred) entry script.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByLabel('उपयोगकर्ता नाम', { exact: true })).toBeVisible();
  const toEnglish = page.getByRole('button', { name: 'English', exact: true });
  await expect(toEnglish).toBeDisabled();

  releaseEntry();
  await expect(toEnglish).toBeEnabled();
  await toEnglish.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'हिंदी', exact: true })).toBeVisible();
});
