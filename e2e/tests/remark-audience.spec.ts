import { expect, test, type Page } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { ApiAs, createRequestAsCitizen, openAs } from '../support/staff-fixtures';

/**
 * Who reads what the office writes: the staff dialogs say it on every box, a note to the official
 * never reaches the citizen, and the citizen's page names the person who decided for what they did.
 */
test.describe.configure({ mode: 'parallel' });

const TEXT = {
  en: {
    approve: 'Approve & Forward',
    dialog: 'Approve & Forward Request',
    note: 'Note to the official (optional)',
    officeOnly: 'Only staff and officials see this note. The citizen never does.',
    message: 'Message to the citizen (optional)',
    citizenReads: 'The citizen will see this on their request page and in their SMS and e-mail.',
    details: 'View Full Details',
    detailsDialog: 'Request Details',
    decidedBy: 'Decided by',
    assignedTo: 'Assigned to Authority',
  },
  hi: {
    approve: 'स्वीकृत करें और अग्रेषित करें',
    dialog: 'अनुरोध स्वीकृत कर अग्रेषित करें',
    note: 'अधिकारी के लिए टिप्पणी (वैकल्पिक)',
    officeOnly: 'यह टिप्पणी केवल कर्मचारी और अधिकारी देखते हैं। नागरिक इसे कभी नहीं देखता।',
    message: 'नागरिक के लिए संदेश (वैकल्पिक)',
    citizenReads: 'नागरिक इसे अपने अनुरोध के पेज पर और अपने SMS और ईमेल में देखेगा।',
    details: 'पूरा विवरण देखें',
    detailsDialog: 'अनुरोध का विवरण',
    decidedBy: 'निर्णय लेने वाले',
    assignedTo: 'सौंपे गए अधिकारी',
  },
};

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

for (const language of ['en', 'hi'] as const) {
  const L = TEXT[language];

  test(`the forward dialog says who reads each box; no axe violation (${language})`, async ({ page }) => {
    const created = await createRequestAsCitizen(`E2E audience ${language}`);
    await openAs(page, 'staff', '/staff/pending', language);
    await expectCleanScans(page, async (scan) => {
      await card(page, created.title).getByRole('button', { name: L.approve }).click();
      const dialog = page.getByRole('dialog', { name: L.dialog });
      const note = dialog.getByRole('textbox', { name: L.note });
      await expect(note).toHaveAccessibleDescription(L.officeOnly);
      await expect(dialog.getByText(L.officeOnly)).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: L.message })).toHaveAccessibleDescription(L.citizenReads);
      await scan(`forward dialog (${language})`);
    });
  });

  test(`the citizen's page says who decided, with the remarks and without the internal note (${language})`, async ({ page }) => {
    const created = await createRequestAsCitizen(`E2E decided ${language}`);
    const staff = await ApiAs.login('staff');
    const me = await staff.get<{ user: { name: string } }>('/api/auth/user');
    await staff.send('PATCH', `/api/requests/${created.id}`, { action: 'reject', remarks: 'Outside this office', internalNote: 'Caller was rude on the phone' });
    await staff.dispose();

    await openAs(page, 'citizen', '/citizen/requests', language);
    await expectCleanScans(page, async (scan) => {
      await page.locator(`[data-request-id="${created.requestId}"]`).getByRole('button', { name: L.details }).click();
      const details = page.getByRole('dialog', { name: L.detailsDialog });
      await expect(details.getByText(L.decidedBy, { exact: true })).toBeVisible();
      await expect(details).toContainText(me.user.name);
      await expect(details).toContainText('Outside this office');
      await expect(details).not.toContainText(L.assignedTo);
      await expect(details).not.toContainText('Caller was rude');
      await scan(`citizen details, decided (${language})`);
    });
  });
}
