import { expect, test } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { createRequestAsCitizen, openAs } from '../support/staff-fixtures';

const TEXT = {
  en: {
    approve: 'Approve & Forward',
    reject: 'Reject',
    details: 'View Details',
    assign: 'Assign Request',
    preview: 'Mobile App Preview',
    bell: /Notifications/,
    menu: 'Menu',
    navLabel: 'Staff sections',
    pending: 'Pending',
    tasks: 'Tasks',
    sections: [/^All Requests/, 'My Assignments', 'Reports', 'Response Templates', 'Staff Management'],
  },
  hi: {
    approve: 'स्वीकृत करें और अग्रेषित करें',
    reject: 'अस्वीकार करें',
    details: 'विवरण देखें',
    assign: 'अनुरोध सौंपें',
    preview: 'मोबाइल ऐप पूर्वावलोकन',
    bell: /सूचनाएँ/,
    menu: 'मेनू',
    navLabel: 'कर्मचारी अनुभाग',
    pending: 'लंबित',
    tasks: 'कार्य',
    sections: [/^सभी अनुरोध/, 'मेरे कार्य', 'रिपोर्ट', 'उत्तर टेम्पलेट', 'कर्मचारी प्रबंधन'],
  },
};

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`/staff screens and their dialogs with errors shown have no WCAG 2.1 A/AA violation (${language})`, async ({ page }) => {
    const created = await createRequestAsCitizen(`E2E axe ${language}`);
    await expectCleanScans(page, async (scan) => {
      await openAs(page, 'staff', '/staff', language);
      await scan('/staff home');
      // In-app navigation, as a user moves: no reload of the shell and the remote per screen.
      await page.getByRole('link', { name: text.pending, exact: true }).click();
      const card = page.getByRole('article', { name: created.title });
      await card.getByRole('button', { name: text.approve }).click();
      const approve = page.getByRole('dialog');
      await approve.getByRole('button', { name: text.approve }).click();
      await expect(approve.getByRole('alert')).toBeVisible();
      await scan('approve dialog with error');
      await page.keyboard.press('Escape');
      await card.getByRole('button', { name: text.reject }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.reject }).click();
      await scan('reject dialog with error');
      await page.keyboard.press('Escape');
      await card.getByRole('button', { name: text.details }).first().click();
      await expect(page.getByRole('dialog').getByText(created.requestId)).toBeVisible();
      await scan('details dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: text.tasks, exact: true }).click();
      await scan('/staff tasks');
    });
  });

  test(`/web/staff screens, the bell and the mobile preview have no WCAG 2.1 A/AA violation (${language})`, async ({ page }) => {
    await expectCleanScans(page, async (scan) => {
      await openAs(page, 'staff', '/web/staff', language);
      await scan('/web/staff');
      // At 360 px the sidebar folds into a Menu button; at 1280 px it is always open.
      const menu = page.getByRole('button', { name: text.menu, exact: true });
      const openMenu = async () => {
        if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') {
          await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
        }
      };
      await openMenu();
      await scan('/web/staff with the menu open');
      const sidebar = page.getByRole('navigation', { name: text.navLabel });
      for (const section of text.sections) {
        await openMenu();
        await sidebar.getByRole('link', { name: section, exact: typeof section === 'string' }).click();
        await scan(String(section));
      }
      await page.getByRole('button', { name: text.bell }).click();
      await scan('notification panel');
      await page.keyboard.press('Escape');
      await openMenu();
      await page.getByRole('button', { name: text.preview }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan('mobile app preview');
    });
  });

  test(`the minister_staff assignment panel with errors shown has no WCAG 2.1 A/AA violation (${language})`, async ({ page }) => {
    await expectCleanScans(page, async (scan) => {
      await openAs(page, 'minister', '/staff', language);
      await page.getByRole('button', { name: text.assign }).click();
      await scan('assignment panel with errors');
    });
  });
}
