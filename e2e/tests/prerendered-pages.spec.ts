import { expect, test, type Page } from '@playwright/test';

// The build pre-renders /, /login and /web/login (tools/prerender) in the default language, Hindi,
// so the first paint needs no JavaScript; the shell then hydrates the same HTML.
const LANDING_HI = 'आपकी आवाज़ सुनी जाएगी, समस्या सुलझाई जाएगी';
const LANDING_EN = 'Your voice, heard and resolved';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the landing page in Hindi, with its styles and working links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_HI);
    await expect(page.getByRole('link', { name: 'लॉगिन' })).toHaveAttribute('href', '/login');
    // Styled by the linked CSS chunks: the primary button is not a default blue underlined link.
    await expect(page.getByRole('link', { name: 'लॉगिन' })).toHaveCSS('text-decoration-line', 'none');
    // The language and theme toggles need the page hydrated: until then they are disabled.
    await expect(page.getByRole('button', { name: 'English', exact: true })).toBeDisabled();
    await page.getByRole('link', { name: 'लॉगिन' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉगिन');
  });

  test('/login and /web/login show their forms in Hindi', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉगिन');
    await expect(page.getByLabel('उपयोगकर्ता नाम', { exact: true })).toBeVisible();
    await page.goto('/web/login');
    await expect(page.getByLabel('उपयोगकर्ता नाम', { exact: true })).toBeVisible();
  });

  test('any other route gets the loading state, not the landing page', async ({ page }) => {
    await page.goto('/citizen');
    await expect(page.getByRole('status')).toHaveText('लोड हो रहा है...');
    await expect(page.getByRole('heading', { name: LANDING_HI })).toHaveCount(0);
  });
});

/** Console errors and React's hydration complaints while a page loads (an anonymous visit's 401 on the session is expected). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource: the server responded with a status of 401')) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('/ hydrates without a mismatch and the language switch still works', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_HI);
  // Hydration keeps the pre-rendered nodes; a fresh render would replace them.
  const preRenderedHeading = await page.getByRole('heading', { level: 1 }).elementHandle();
  // The toggles are disabled until the page is hydrated (a click before would be lost); the click waits for that.
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_EN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await preRenderedHeading!.evaluate((node) => node.isConnected)).toBe(true);
  expect(problems).toEqual([]);

  // English stored: the Hindi HTML is replaced by an English render, not hydrated.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_EN);
  expect(problems).toEqual([]);
});

test('/login hydrates without a mismatch: its form is enabled, its language switch works', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/login');
  const field = page.getByLabel('उपयोगकर्ता नाम', { exact: true });
  const preRenderedField = await field.elementHandle();
  // The pre-rendered form is disabled until hydrated (LiveFieldset), then the same nodes are live.
  await expect(field).toBeEnabled();
  expect(await preRenderedField!.evaluate((node) => node.isConnected)).toBe(true);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
