import { expect, test, type Page } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { useLanguage } from '../support/session';
import { apiLogin, citizenTexts, fileRequestViaApi } from '../support/citizen-helpers';

/** The layout fits the viewport (360 px phones included): no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${screen}`).toBeLessThanOrEqual(0);
}

async function signInWithARequest(page: Page, language: 'en' | 'hi') {
  await useLanguage(page, language);
  await apiLogin(page.context(), 'citizen', 'citizen123');
  return fileRequestViaApi(page.context().request, {
    name: 'Ramesh Kumar', district: 'raisen', block: 'bhojpur', phone: '9876543210', requestType: 'electricity',
    description: `Street light out (${language} a11y)`, address: 'Main road, Bhojpur',
  });
}

for (const language of ['en', 'hi'] as const) {
  test(`every mobile-variant citizen screen passes axe (WCAG 2.1 A/AA) in ${language}`, async ({ page }) => {
    // A dozen full-page scans on a busy machine: more room than the default minute.
    test.setTimeout(120_000);
    const L = citizenTexts[language];
    const filed = await signInWithARequest(page, language);

    // Mobile variant: home, the form with its errors, My Requests, details modal, preview.
    await expectCleanScans(page, async (axeScan) => {
      const scan = async (screen: string) => {
        await axeScan(screen);
        await expectNoHorizontalOverflow(page, screen);
      };
      await page.goto('/citizen');
      await expect(page.locator(`[data-request-id="${filed.requestId}"]`)).toBeVisible();
      await scan('citizen home');
      await page.getByRole('link', { name: L.newRequest, exact: true }).click();
      await expect(page.getByTestId('captcha-question')).toHaveText(/\d/);
      await page.getByRole('form').getByLabel(L.name).fill('');
      await page.getByRole('button', { name: L.submit }).click();
      await expect(page.getByRole('form').getByRole('alert')).toHaveText(L.fillAll);
      await scan('new request with errors');
      // Back home in-app, then into My Requests through the Quick Status link a person sees as "N Pending".
      await page.getByRole('link', { name: L.home, exact: true }).click();
      await page.getByRole('link', { name: new RegExp(`^\\d+ ${L.pending}$`) }).click();
      await expect(page).toHaveURL(/\/citizen\/requests\?status=pending$/);
      const card = page.locator(`[data-request-id="${filed.requestId}"]`);
      await expect(card).toBeVisible();
      await scan('my requests (filtered)');
      await card.getByRole('button', { name: L.viewFullDetails }).click();
      await expect(page.getByRole('dialog', { name: L.detailsTitle })).toContainText(filed.requestId);
      await scan('details modal');
      await page.getByRole('button', { name: L.previewFile }).click();
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
      await scan('attachment preview');
    });
  });

  test(`every web-variant citizen screen passes axe (WCAG 2.1 A/AA) in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    const L = citizenTexts[language];
    const filed = await signInWithARequest(page, language);

    // Web variant: dashboard, edit profile, the request dialog with errors, the content tabs.
    await expectCleanScans(page, async (axeScan) => {
      const scan = async (screen: string) => {
        await axeScan(screen);
        await expectNoHorizontalOverflow(page, screen);
      };
      await page.goto('/web/citizen');
      await expect(page.locator(`[data-request-id="${filed.requestId}"]`)).toBeVisible();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await scan('web dashboard');
      await page.getByRole('button', { name: language === 'en' ? 'Edit Profile' : 'प्रोफ़ाइल संपादित करें' }).click();
      await page.getByRole('dialog').getByRole('textbox').first().fill('');
      await page.getByRole('dialog').getByRole('button', { name: language === 'en' ? 'Save' : 'सहेजें', exact: true }).click();
      await expect(page.getByRole('dialog').getByText(language === 'en' ? 'Name is required' : 'नाम आवश्यक है')).toBeVisible();
      await scan('edit profile with errors');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: L.newRequest, exact: true }).click();
      await expect(page.getByTestId('captcha-question')).toHaveText(/\d/);
      await page.getByRole('form').getByLabel(L.name).fill('');
      await page.getByRole('button', { name: L.submit }).click();
      await expect(page.getByRole('form').getByRole('alert')).toHaveText(L.fillAll);
      await scan('web new request dialog with errors');
      await page.keyboard.press('Escape');
      for (const tab of language === 'en' ? ['Events', 'Gallery', 'Social Media'] : ['कार्यक्रम', 'गैलरी', 'सोशल मीडिया']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
        await scan(`web tab ${tab}`);
      }
      await page.goto('/web/citizen/requests');
      await expect(page.locator(`[data-request-id="${filed.requestId}"]`)).toBeVisible();
      await scan('web my requests');
    });
  });
}
