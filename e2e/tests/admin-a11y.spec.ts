import { expect, test, type Page } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { openAsAdmin } from '../support/admin-fixtures';

const TEXT = {
  en: {
    tabs: 'Admin sections',
    names: ['Dashboard', 'Users', 'Roles', 'Request Types', 'Locations', 'Templates', 'Events', 'Gallery', 'Social Media', 'Settings', 'Audit log'],
    add: { Users: 'Add User', Roles: 'Add Role', 'Request Types': 'Add Request Type', Locations: 'Add Location', Templates: 'Add Template' } as Record<string, string>,
    save: 'Save',
    edit: /^Edit /,
    delete: /^Delete /,
    darkMode: /Dark mode/,
  },
  hi: {
    tabs: 'एडमिन अनुभाग',
    names: ['डैशबोर्ड', 'उपयोगकर्ता', 'भूमिकाएँ', 'अनुरोध के प्रकार', 'स्थान', 'टेम्पलेट', 'कार्यक्रम', 'गैलरी', 'सोशल मीडिया', 'सेटिंग्स', 'ऑडिट लॉग'],
    add: { उपयोगकर्ता: 'उपयोगकर्ता जोड़ें', भूमिकाएँ: 'भूमिका जोड़ें', 'अनुरोध के प्रकार': 'अनुरोध प्रकार जोड़ें', स्थान: 'स्थान जोड़ें', टेम्पलेट: 'टेम्पलेट जोड़ें' } as Record<string, string>,
    save: 'सहेजें',
    edit: /^संपादित करें /,
    delete: /^हटाएँ /,
    darkMode: /डार्क मोड/,
  },
};

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`every admin tab and its dialogs (errors shown) have no WCAG 2.1 A/AA violation (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const closeDialog = async (p: Page) => {
      await p.keyboard.press('Escape');
      await expect(p.getByRole('dialog')).toHaveCount(0);
    };
    await expectCleanScans(page, async (scan) => {
      await openAsAdmin(page, '/admin', language);
      await expect(page.getByRole('tablist', { name: text.tabs })).toBeVisible();
      for (const name of text.names) {
        await page.getByRole('tab', { name, exact: true }).click();
        await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
        await scan(`tab ${name}`);
        const add = text.add[name];
        if (add) {
          await page.getByRole('button', { name: add, exact: true }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('button', { name: text.save, exact: true }).click();
          await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
          await scan(`${name}: add dialog with errors`);
          await closeDialog(page);
          const edit = page.getByRole('button', { name: text.edit }).first();
          if (await edit.count()) {
            await edit.click();
            await scan(`${name}: edit dialog`);
            await closeDialog(page);
          }
        }
      }
      // A confirmation (a plain user can be deleted; Cancel keeps it).
      await page.getByRole('tab', { name: text.names[1], exact: true }).click();
      const search = page.getByRole('searchbox');
      await search.fill('official');
      await search.press('Enter');
      const deletable = page.getByRole('row').filter({ hasText: 'official@example.in' }).getByRole('button', { name: text.delete });
      await deletable.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan('users: delete confirmation');
      await closeDialog(page);
      // The other theme.
      const dark = page.getByRole('button', { name: text.darkMode });
      if (await dark.count()) await dark.click();
      await scan('users in the dark theme');
      await page.getByRole('tab', { name: text.names[9], exact: true }).click();
      await scan('settings in the dark theme');
    });
  });
}
