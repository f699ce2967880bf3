import { expect, test, type Page } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { useLanguage } from '../support/session';
import { openAsAdmin } from '../support/admin-fixtures';
import { apiLogin, apiSend, citizenTexts, fileRequestViaApi } from '../support/citizen-helpers';

const L = citizenTexts.hi;
/** The feedback texts of mf-citizen's Hindi resources. */
const F = {
  rateLegend: 'इस उत्तर को रेटिंग दें',
  good: '4 – अच्छा',
  submitRating: 'रेटिंग भेजें',
  given: 'आपने इस उत्तर को 5 में से 4 रेटिंग दी',
  reopen: 'अनुरोध दोबारा खोलें',
  reopenTitle: 'यह अनुरोध दोबारा खोलें',
  reason: /दोबारा खोलने का कारण/,
  reopenSubmit: 'दोबारा खोलें',
  reasonRequired: 'कृपया बताएँ कि अनुरोध दोबारा क्यों खोला जाए',
};

async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${screen}`).toBeLessThanOrEqual(0);
}

test('a citizen rates a resolved request and reopens it, in Hindi', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const base = info.project.name.startsWith('desktop') ? '/web/citizen' : '/citizen';
  await useLanguage(page, 'hi');
  await apiLogin(page.context(), 'citizen', 'citizen123');
  const filed = await fileRequestViaApi(page.context().request, {
    name: 'Ramesh Kumar', district: 'raisen', block: 'bhojpur', phone: '9876543210', requestType: 'water-supply',
    description: `Hand pump broken (feedback ${info.project.name} ${Date.now()})`, address: 'Ward 3, Bhojpur',
  });
  // A staff member resolves it through the API.
  await apiLogin(request, 'staff', 'staff123');
  expect((await apiSend(request, 'PATCH', `/api/requests/${filed.id}`, { action: 'complete', remarks: 'Pump repaired' })).status()).toBe(200);

  await expectCleanScans(page, async (axeScan) => {
    const scan = async (screen: string) => {
      await axeScan(screen);
      await expectNoHorizontalOverflow(page, screen);
    };
    await page.goto(`${base}/requests`);
    const card = page.locator(`[data-request-id="${filed.requestId}"]`);
    await expect(card.locator('[data-status]')).toHaveText(L.resolved);
    await card.getByRole('button', { name: L.viewFullDetails }).click();
    const details = page.getByRole('dialog', { name: L.detailsTitle });
    const ratings = details.getByRole('group', { name: F.rateLegend });
    await expect(ratings.getByRole('radio')).toHaveCount(5);
    await scan('details with the rating form');

    // Rate 4 with the keyboard-reachable radio group; the rating shows afterwards instead of the form.
    await ratings.getByRole('radio', { name: F.good }).check();
    await details.getByRole('button', { name: F.submitRating }).click();
    await expect(details.getByTestId('given-rating')).toContainText(F.given);
    await expect(details.getByRole('group', { name: F.rateLegend })).toHaveCount(0);

    // Reopen: the dialog asks for a reason (the shared schema's message), then the request is pending again.
    await details.getByRole('button', { name: F.reopen }).click();
    const reopen = page.getByRole('dialog', { name: F.reopenTitle });
    await reopen.getByRole('button', { name: F.reopenSubmit, exact: true }).click();
    await expect(reopen).toContainText(F.reasonRequired);
    await scan('reopen dialog with its error');
    await reopen.getByLabel(F.reason).fill('हैंडपंप फिर से खराब हो गया है');
    await reopen.getByRole('button', { name: F.reopenSubmit, exact: true }).click();
    await expect(reopen).toHaveCount(0);
    await expect(details.locator('[data-status]').first()).toHaveText(L.pending);
    await scan('details after reopening');
  });
  const after = await (await page.context().request.get(`/api/requests/${filed.id}`)).json();
  expect(after).toMatchObject({ status: 'pending', escalationLevel: 1, feedback: { reopens: 1, given: { rating: 4 } } });
});

test('the holder of the resolution message link rates and reopens from /track (English)', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  // The citizen's own detail carries the very link their resolution message carries.
  const citizen = page.context().request;
  await apiLogin(page.context(), 'citizen', 'citizen123');
  const filed = await fileRequestViaApi(citizen, {
    name: 'Ramesh Kumar', district: 'raisen', block: 'bhojpur', phone: '9876543210', requestType: 'water-supply',
    description: `Tap dry (track feedback ${info.project.name} ${Date.now()})`, address: 'Ward 3, Bhojpur',
  });
  await apiLogin(request, 'staff', 'staff123');
  expect((await apiSend(request, 'PATCH', `/api/requests/${filed.id}`, { action: 'reject', remarks: 'Not in this office' })).status()).toBe(200);
  const link = new URL((await (await citizen.get(`/api/requests/${filed.id}`)).json()).trackUrl);
  await page.context().clearCookies();

  await expectCleanScans(page, async (axeScan) => {
    await page.goto(`${link.pathname}${link.search}`);
    const status = page.getByTestId('track-status-value');
    await expect(status).toHaveAttribute('data-status', 'rejected');
    const ratings = page.getByRole('group', { name: 'Rate this response' });
    await axeScan('/track with the rating form');
    await expectNoHorizontalOverflow(page, '/track with the rating form');
    await ratings.getByRole('radio', { name: '2 – Poor' }).check();
    await page.getByLabel('Comment (optional)').fill('It is our office: please look again');
    await page.getByRole('button', { name: 'Submit rating' }).click();
    // A rating of 2 within 15 days reopens the request: the status reads pending again.
    await expect(page.getByRole('status').filter({ hasText: 'reopened' })).toBeVisible();
    await expect(status).toHaveAttribute('data-status', 'pending');
    await axeScan('/track after the rating');
  });
});

for (const language of ['en', 'hi'] as const) {
  test(`an administrator reads the reason given after two reopens in the Reopen appeals tab (${language})`, async ({ page, playwright, baseURL }, info) => {
    test.setTimeout(120_000);
    const citizen = await playwright.request.newContext({ baseURL });
    const staff = await playwright.request.newContext({ baseURL });
    await apiLogin(citizen, 'citizen', 'citizen123');
    await apiLogin(staff, 'staff', 'staff123');
    const filed = await fileRequestViaApi(citizen, {
      name: 'Ramesh Kumar', district: 'raisen', block: 'bhojpur', phone: '9876543210', requestType: 'water-supply',
      description: `Appeal journey (${language} ${info.project.name} ${Date.now()})`, address: 'Ward 3, Bhojpur',
    });
    const reason = `Third time: still no water (${language} ${info.project.name})`;
    for (const round of [1, 2, 3]) {
      expect((await apiSend(staff, 'PATCH', `/api/requests/${filed.id}`, { action: 'complete', remarks: `Fixed ${round}` })).status()).toBe(200);
      const reopened = await apiSend(citizen, 'POST', `/api/requests/${filed.id}/reopen`, { reason: round === 3 ? reason : `Round ${round}` });
      expect(reopened.status()).toBe(round === 3 ? 409 : 200);
    }
    await Promise.all([citizen.dispose(), staff.dispose()]);

    await expectCleanScans(page, async (axeScan) => {
      await openAsAdmin(page, '/admin?tab=reopenAppeals', language);
      await expect(page.getByRole('cell', { name: reason })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: filed.requestId })).toBeVisible();
      await axeScan('reopen appeals tab');
      await expectNoHorizontalOverflow(page, 'reopen appeals tab');
    });
  });
}
