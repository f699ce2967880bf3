import { expect, test, type Page } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { smsTrackLink } from '../support/database';
import { createRequestAsCitizen, openAs } from '../support/staff-fixtures';

/**
 * Duplicate hints: the request form suggests a similar open request while the citizen
 * types; staff see it beside a request and close a duplicate; the citizen of the duplicate sees the
 * original. axe on every screen touched, both languages (the two Playwright projects give 360 and
 * 1280 px).
 */
test.describe.configure({ mode: 'parallel' });

const FORM_TEXT = {
  en: { district: 'District', type: 'Type of Request', description: 'Description in Detail', heading: /similar open request/ },
  hi: { district: 'ज़िला', type: 'अनुरोध का प्रकार', description: 'विस्तृत विवरण', heading: /खुल[ाे] अनुरोध/ },
} as const;

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'hi'] as const) {
  test(`the new-request form suggests a similar open request while the citizen types (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    // A request of the same district and type whose description the citizen is about to repeat.
    const original = await createRequestAsCitizen('Hand pump broken beside the primary school');
    const L = FORM_TEXT[language];
    await expectCleanScans(page, async (scan) => {
      await openAs(page, 'citizen', '/citizen/new', language);
      const form = page.getByRole('form');
      await form.getByLabel(L.district).selectOption('raisen');
      await form.getByLabel(L.type).selectOption('water-supply');
      await form.getByLabel(L.description).pressSequentially(`Hand pump broken beside the primary school ${original.title.split(' ').at(-1)}`, { delay: 5 });
      const hints = page.getByTestId('similar-requests');
      await expect(hints).toHaveAttribute('aria-live', 'polite');
      await expect(hints.getByText(original.requestId)).toBeVisible({ timeout: 15_000 });
      await expect(hints.getByRole('heading', { name: L.heading })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await scan(`request form with a duplicate hint (${language})`);
    });
  });
}

test('staff close a duplicate from the similar requests; its citizen sees the original', async ({ page }) => {
  // Three signed-in screens and the duplicate's own status page.
  test.setTimeout(360_000);
  const original = await createRequestAsCitizen('Street light dark at Gandhi Chowk for a week');
  const duplicate = await createRequestAsCitizen('Street light dark at Gandhi Chowk for a week');
  await expectCleanScans(page, async (scan) => {
    await openAs(page, 'staff', '/staff/pending', 'en');
    await page.getByRole('article', { name: duplicate.title }).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    const similar = details.getByRole('region', { name: 'Similar Requests' });
    await expect(similar.getByText(original.requestId, { exact: true })).toBeVisible();
    await scan('staff request details with similar requests');

    await similar.getByRole('button', { name: `Mark as duplicate of ${original.requestId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as Duplicate' });
    await expect(dialog.getByRole('textbox', { name: /Original request code/ })).toHaveValue(original.requestId);
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Same street light');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(`${duplicate.requestId} will be closed as a duplicate of ${original.requestId}`)).toBeVisible();
    await scan('mark as duplicate: confirmation');
    await dialog.getByRole('button', { name: 'Confirm and close' }).click();
    await expect(page.getByText('Request closed as a duplicate')).toBeVisible();

    // The citizen of the duplicate: closed, with the original's code, status and stages.
    await page.context().clearCookies();
    await openAs(page, 'citizen', '/citizen/requests', 'en');
    const card = page.locator(`[data-request-id="${duplicate.requestId}"]`);
    const note = card.getByTestId('duplicate-of');
    // A busy machine reads the list slowly: more room than the default 10 s.
    await expect(note.getByText(`Closed as a duplicate of ${original.requestId}`)).toBeVisible({ timeout: 30_000 });
    await note.getByRole('button', { name: `View progress of ${original.requestId}` }).click();
    await expect(note.getByRole('button', { name: `Hide progress of ${original.requestId}` })).toHaveAttribute('aria-expanded', 'true');
    await expectNoHorizontalOverflow(page);
    await scan('citizen requests with a duplicate closed');
    // No link to the original on the card: the citizen follows it on their own request.
    await expect(card.locator(`a[href*="/track/${original.requestId}"]`)).toHaveCount(0);

    // The duplicate's own status page (the link of its messages) shows the original's status and
    // stages, and offers no way to the original itself.
    await page.goto(await smsTrackLink(duplicate.requestId));
    const followed = page.getByTestId('track-duplicate-of');
    await expect(followed.getByRole('heading', { name: `Closed as a duplicate of ${original.requestId}` })).toBeVisible({ timeout: 30_000 });
    await expect(followed.getByRole('list', { name: `Progress of request ${original.requestId}` })).toBeVisible();
    await expect(page.locator(`a[href*="/track/${original.requestId}"]`)).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await scan('track page of a duplicate, following its original');
  });
});
