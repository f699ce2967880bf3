import { expect, test } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { openAsAdmin } from '../support/admin-fixtures';
import { useLanguage } from '../support/session';
import { apiLogin } from '../support/citizen-helpers';
import { createRequestAsCitizen } from '../support/staff-fixtures';

const TEXT = {
  en: {
    title: 'All Requests',
    search: 'Search requests',
    showingOne: 'Showing 1 of 1 requests',
    dialog: 'Request Details',
    workflow: 'Workflow Progress & Timeline',
    steps: 'Workflow steps',
    reject: 'Reject',
    reasonRequired: 'Please provide a reason for rejection',
    approve: 'Approve and Forward',
    authorityRequired: 'Please select an authority to forward the request to',
    authority: 'Authority to forward to',
    remarks: 'Note to the official (optional)',
    officeOnly: 'Only staff and officials see this note. The citizen never does.',
    message: 'Message to the citizen (optional)',
    success: 'Request approved and forwarded to the authority',
    citizenEscalated: 'Escalated',
    citizenDetails: 'View Full Details',
    citizenDialog: 'Request Details',
  },
  hi: {
    title: 'सभी अनुरोध',
    search: 'अनुरोध खोजें',
    showingOne: '1 में से 1 अनुरोध दिखाए जा रहे हैं',
    dialog: 'अनुरोध का विवरण',
    workflow: 'कार्यप्रवाह की प्रगति और समयरेखा',
    steps: 'कार्यप्रवाह के चरण',
    reject: 'अस्वीकार करें',
    reasonRequired: 'कृपया अस्वीकृति का कारण बताएँ',
    approve: 'स्वीकृत करें और अग्रेषित करें',
    authorityRequired: 'कृपया अनुरोध अग्रेषित करने के लिए एक अधिकारी चुनें',
    authority: 'किस अधिकारी को अग्रेषित करें',
    remarks: 'अधिकारी के लिए टिप्पणी (वैकल्पिक)',
    officeOnly: 'यह टिप्पणी केवल कर्मचारी और अधिकारी देखते हैं। नागरिक इसे कभी नहीं देखता।',
    message: 'नागरिक के लिए संदेश (वैकल्पिक)',
    success: 'अनुरोध स्वीकृत कर अधिकारी को अग्रेषित किया गया',
    citizenEscalated: 'आगे भेजा गया',
    citizenDetails: 'पूरा विवरण देखें',
    citizenDialog: 'अनुरोध का विवरण',
  },
};

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  const L = TEXT[language];

  test(`an admin forwards a request from the detail dialog and the citizen sees it; blank reasons are refused; no axe violation (${language})`, async ({ page, browser }, info) => {
    test.setTimeout(120_000);
    const created = await createRequestAsCitizen(`E2E admin ${language}`);
    // Both homes of the page: /admin/requests on the phone, the /web area on the desktop.
    const path = info.project.name.startsWith('desktop') ? '/web/admin/requests' : '/admin/requests';

    await expectCleanScans(page, async (scan) => {
      await openAsAdmin(page, path, language);
      await expect(page.getByRole('heading', { name: L.title, level: 1 })).toBeVisible();
      await expect(page.locator('article[data-request-id]').first()).toBeVisible();
      await scan('admin requests list');

      const search = page.getByRole('searchbox', { name: L.search });
      await search.fill(created.requestId);
      await search.press('Enter');
      await expect(page.getByText(L.showingOne)).toBeVisible();
      await page.getByRole('button', { name: new RegExp(created.requestId) }).click();

      const dialog = page.getByRole('dialog', { name: L.dialog });
      await expect(dialog.getByRole('heading', { name: L.workflow })).toBeVisible();
      await expect(dialog.getByRole('list', { name: L.steps })).toBeVisible();
      await expect(dialog).toContainText(created.requestId);
      await scan('detail dialog');

      // Reject with a blank reason, Approve without an authority: the spec §5 messages, nothing sent.
      await dialog.getByRole('button', { name: L.reject, exact: true }).click();
      await expect(dialog.getByText(L.reasonRequired)).toBeVisible();
      await dialog.getByRole('button', { name: L.approve, exact: true }).click();
      await expect(dialog.getByText(L.authorityRequired)).toBeVisible();
      await scan('detail dialog with errors');

      const authority = dialog.getByRole('combobox', { name: L.authority });
      const vijay = await authority.locator('option', { hasText: 'Vijay Patel' }).getAttribute('value');
      await authority.selectOption(vijay!);
      // The note to the official says who reads it, and stays with the office; the citizen reads the message.
      const note = dialog.getByRole('textbox', { name: L.remarks });
      await expect(note).toHaveAccessibleDescription(L.officeOnly);
      await note.fill('Please repair within 3 days');
      await dialog.getByRole('textbox', { name: L.message }).fill('Forwarded to the water department');
      await dialog.getByRole('button', { name: L.approve, exact: true }).click();
      await expect(page.getByText(L.success)).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    // The citizen, in their own browser, sees the new status and who has the request now.
    const citizen = await browser.newContext();
    const citizenPage = await citizen.newPage();
    await useLanguage(citizenPage, language);
    await apiLogin(citizen, 'citizen', 'citizen123');
    await citizenPage.goto('/citizen/requests');
    const card = citizenPage.locator(`[data-request-id="${created.requestId}"]`);
    await expect(card.locator('[data-status]')).toHaveText(L.citizenEscalated);
    await card.getByRole('button', { name: L.citizenDetails }).click();
    const details = citizenPage.getByRole('dialog', { name: L.citizenDialog });
    await expect(details).toContainText('Vijay Patel');
    await expect(details).toContainText('Forwarded to the water department');
    await expect(details).not.toContainText('Please repair within 3 days');
    await citizen.close();
  });
}
