import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, loginOnMobileForm, useLanguage } from '../support/session';

// Each app's texts are a chunk per language (libs/i18n app-texts.ts): a page downloads
// the language it shows, and the other only when the visitor switches. Told apart by a sentence
// each language's chunk alone holds.
const PUBLIC = { hi: 'आपकी आवाज़ सुनी जाएगी, समस्या सुलझाई जाएगी', en: 'Your voice, heard and resolved' };
const SHELL_EN = 'Create your account';
const CITIZEN = { hi: 'नमस्ते, {{name}}', en: 'Hello, {{name}}' };
// mf-public's other pages' texts are a later part (mf-public/src/i18n/pages), not on the landing page.
const TRACK = { hi: 'लॉगिन की आवश्यकता नहीं। आपको मिला अनुरोध कोड', en: 'No login needed. Enter the request code' };
const TRACK_TITLE = { hi: 'अपने अनुरोध की स्थिति देखें', en: 'Track your request' };

/** The text of every script the page has downloaded so far (read as each arrives, hence the polls). */
function downloadedScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

const anyHolds = (bodies: string[], sentence: string) => bodies.some((body) => body.includes(sentence));

// Every script from the network, as on a first visit: not from the service worker's precache.
test.use({ serviceWorkers: 'block' });

test('the Hindi landing page downloads no English texts, and a switch to English brings them', async ({ page }) => {
  const scripts = downloadedScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC.hi);
  // Live (mf-public's toggles are enabled once hydrated): the shell and mf-public have run, so every script of the page is in.
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeEnabled();
  await expect.poll(() => anyHolds(scripts, PUBLIC.hi)).toBe(true);
  expect(anyHolds(scripts, PUBLIC.en)).toBe(false);
  expect(anyHolds(scripts, SHELL_EN)).toBe(false);

  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC.en);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect.poll(() => anyHolds(scripts, PUBLIC.en)).toBe(true);
  await expect.poll(() => anyHolds(scripts, SHELL_EN)).toBe(true);

  // And back, with nothing new to fetch: the Hindi texts are still there.
  await page.getByRole('button', { name: 'हिंदी', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC.hi);
});

test('the landing page leaves the other pages\' texts out; the first of them to open brings them in its language, a switch in the other', async ({ page }) => {
  const scripts = downloadedScripts(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeEnabled();
  await expect.poll(() => anyHolds(scripts, PUBLIC.hi)).toBe(true);
  expect(anyHolds(scripts, TRACK.hi)).toBe(false);

  await page.getByRole('link', { name: 'अनुरोध की स्थिति देखें', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TRACK_TITLE.hi);
  await expect(page.getByText(TRACK.hi)).toBeVisible();
  expect(anyHolds(scripts, TRACK.en)).toBe(false);

  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TRACK_TITLE.en);
  await expect(page.getByText(TRACK.en)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-language-pending');
});

test('a citizen reading in English downloads the citizen area in English only', async ({ page }) => {
  await useLanguage(page, 'en');
  const scripts = downloadedScripts(page);
  await loginOnMobileForm(page, demoAccounts.citizen.username, demoAccounts.citizen.password, 'en');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect.poll(() => anyHolds(scripts, CITIZEN.en)).toBe(true);
  expect(anyHolds(scripts, CITIZEN.hi)).toBe(false);

  await page.getByRole('button', { name: 'हिंदी', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^नमस्ते, / })).toBeVisible();
  await expect.poll(() => anyHolds(scripts, CITIZEN.hi)).toBe(true);
});

test('while the chosen language downloads the page says it is busy, with the old words kept, then shows it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeEnabled();
  // Hold back every script from now on: the English texts of the shell and of mf-public.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-language-pending', 'en');
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
  // The page stays readable meanwhile: its Hindi words, not keys.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC.hi);

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC.en);
  await expect(page.locator('html')).not.toHaveAttribute('data-language-pending');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
});
