import { expect, test, type Page } from '@playwright/test';
import { ApiAs, citizenView, createRequestAsCitizen, openAs } from '../support/staff-fixtures';

test.describe.configure({ mode: 'parallel' });

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('staff act on the queue, and the citizen sees it', () => {
  test('staff approve and forward a pending request to an authority (English); the citizen sees the message, never the note to the official', async ({ page }) => {
    const created = await createRequestAsCitizen('E2E approve');
    await openAs(page, 'staff', '/staff/pending', 'en');
    await card(page, created.title).getByRole('button', { name: 'Approve & Forward' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve & Forward Request' });
    await dialog.getByRole('button', { name: 'Approve & Forward' }).click();
    await expect(dialog.getByText('Please select an authority')).toBeVisible();
    await dialog.getByLabel(/Vijay Patel/).check();
    await dialog.getByRole('textbox', { name: 'Note to the official (optional)' }).fill('Please repair within 3 days');
    await dialog.getByRole('textbox', { name: 'Message to the citizen (optional)' }).fill('Forwarded to the PWD for repair');
    await dialog.getByRole('button', { name: 'Approve & Forward' }).click();
    await expect(page.getByText('Request updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const seen = await citizenView(created.id);
    expect(seen.status).toBe('escalated');
    expect(seen.response).toBe('Forwarded to the PWD for repair');
    expect(JSON.stringify(seen)).not.toContain('Please repair within 3 days');
  });

  test('reject without remarks is refused with the message; with remarks it succeeds (Hindi)', async ({ page }) => {
    const created = await createRequestAsCitizen('E2E reject');
    await openAs(page, 'staff', '/staff/pending', 'hi');
    await card(page, created.title).getByRole('button', { name: 'अस्वीकार करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'अनुरोध अस्वीकार करें' });
    await dialog.getByRole('button', { name: 'अस्वीकार करें' }).click();
    await expect(dialog.getByText('अस्वीकृति के लिए टिप्पणी आवश्यक है।')).toBeVisible();
    expect((await citizenView(created.id)).status).toBe('pending');

    await dialog.getByRole('textbox', { name: 'नागरिक के लिए टिप्पणी' }).fill('यह अनुरोध पहले से दर्ज है');
    await dialog.getByRole('button', { name: 'अस्वीकार करें' }).click();
    await expect(page.getByText('अनुरोध सफलतापूर्वक अपडेट किया गया')).toBeVisible();
    const seen = await citizenView(created.id);
    expect(seen.status).toBe('rejected');
    expect(seen.response).toBe('यह अनुरोध पहले से दर्ज है');
  });

  test('an official completes a task assigned to them, with the remark the dialog asks for (English)', async ({ page }) => {
    const created = await createRequestAsCitizen('E2E task');
    const minister = await ApiAs.login('minister');
    const officials = await minister.get<{ id: number; name: string }[]>('/api/users/by-level?level=1');
    const official = officials.find((o) => o.name === 'Vijay Patel')!;
    await minister.send('PATCH', `/api/requests/${created.id}`, { action: 'assign', level: 1, assignedTo: official.id });
    await minister.dispose();

    await openAs(page, 'official', '/staff/tasks', 'en');
    await card(page, created.title).getByRole('button', { name: 'Mark Complete' }).click();
    // One tap never closes a request: the dialog asks for the remark and waits for the confirmation.
    const dialog = page.getByRole('dialog', { name: 'Mark Request Complete' });
    await expect(dialog).toBeVisible();
    expect((await citizenView(created.id)).status).toBe('in_progress');
    await dialog.getByRole('textbox', { name: 'Remarks for the citizen' }).fill('The hand pump was repaired on Monday');
    await dialog.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByText('Request updated successfully')).toBeVisible();
    const seen = await citizenView(created.id);
    expect(seen.status).toBe('resolved');
    expect(seen.response).toBe('The hand pump was repaired on Monday');
  });

  test('minister_staff assigns a request at level 2; level and official are both required (Hindi)', async ({ page }) => {
    const created = await createRequestAsCitizen('E2E assign');
    await openAs(page, 'minister', '/staff', 'hi');
    const panel = page.getByRole('region', { name: 'अनुरोध सौंपना' });
    await panel.getByRole('button', { name: 'अनुरोध सौंपें' }).click();
    await expect(panel.getByText('कृपया एक स्तर चुनें')).toBeVisible();
    await expect(panel.getByText('कृपया एक अधिकारी चुनें')).toBeVisible();

    await panel.getByRole('combobox', { name: 'लंबित अनुरोध' }).selectOption({ label: `${created.requestId} · ${created.title}` });
    await panel.getByRole('combobox', { name: 'स्तर', exact: true }).selectOption('2');
    const official = panel.getByRole('combobox', { name: 'अधिकारी', exact: true });
    await expect(official).toBeEnabled();
    await official.selectOption({ label: 'Arvind Mishra · कलेक्टर' });
    await panel.getByRole('button', { name: 'अनुरोध सौंपें' }).click();
    await expect(page.getByText('अनुरोध सफलतापूर्वक सौंपा गया')).toBeVisible();
    const seen = await citizenView(created.id);
    expect(seen.status).toBe('in_progress');
    expect(seen.assignedTo).not.toBeNull();
  });
});

test.describe('who may open the staff area, and finding a request', () => {
  for (const language of ['en', 'hi'] as const) {
    test(`a citizen opening /staff is refused and sent to login (${language})`, async ({ page }) => {
      await openAs(page, 'citizen', '/staff', language);
      const denied = language === 'en' ? 'You do not have access to the staff dashboard' : 'आपको कर्मचारी डैशबोर्ड तक पहुँच नहीं है';
      await expect(page.getByText(denied)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('the header search finds a request by its id (English)', async ({ page }) => {
    const created = await createRequestAsCitizen('E2E search');
    await openAs(page, 'staff', '/web/staff', 'en');
    await page.getByRole('searchbox', { name: 'Search requests' }).fill(created.requestId);
    await page.getByRole('searchbox', { name: 'Search requests' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/web/staff/requests\\?q=${created.requestId}$`));
    await expect(card(page, created.title)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  });
});
