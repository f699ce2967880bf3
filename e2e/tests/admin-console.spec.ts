import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { createUsersAsAdmin, openAsAdmin, uniqueName } from '../support/admin-fixtures';
import { loginOnMobileForm } from '../support/session';

// Not on the API's common-password list.
const PASSWORD = 'Kx7-river-lamp';

const TEXT = {
  en: {
    tabs: 'Admin sections',
    users: 'Users',
    roles: 'Roles',
    addUser: 'Add User',
    username: 'Username',
    password: 'Password',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    role: 'Role',
    staffRole: 'Staff',
    save: 'Save',
    invalidEmail: 'Invalid email',
    created: 'User created successfully',
    logout: 'Logout',
    search: 'Search',
    searchUsers: 'Search users',
    searchRoles: 'Search roles',
    showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} entries`,
    next: 'Next',
    edit: 'Edit',
    delete: 'Delete',
    confirmTitle: 'Confirm deletion',
    cannotUndo: 'This action cannot be undone.',
    empty: 'No users found',
    cannotDelete: 'Cannot delete',
    superAdminRefused: 'Super admin users cannot be deleted',
    systemRoleRefused: 'System roles cannot be deleted',
    administrator: 'Administrator',
    download: 'Download',
    exportDatabase: 'Export Database',
  },
  hi: {
    tabs: 'एडमिन अनुभाग',
    users: 'उपयोगकर्ता',
    roles: 'भूमिकाएँ',
    addUser: 'उपयोगकर्ता जोड़ें',
    username: 'उपयोगकर्ता नाम',
    password: 'पासवर्ड',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    role: 'भूमिका',
    staffRole: 'कर्मचारी',
    save: 'सहेजें',
    invalidEmail: 'अमान्य ईमेल',
    created: 'उपयोगकर्ता सफलतापूर्वक बनाया गया',
    logout: 'लॉग आउट',
    search: 'खोजें',
    searchUsers: 'उपयोगकर्ताओं में खोजें',
    searchRoles: 'भूमिकाओं में खोजें',
    showing: (from: number, to: number, total: number) => `${total} में से ${from} से ${to} तक प्रविष्टियाँ दिखाई जा रही हैं`,
    next: 'अगला',
    edit: 'संपादित करें',
    delete: 'हटाएँ',
    confirmTitle: 'हटाने की पुष्टि करें',
    cannotUndo: 'यह कार्रवाई पूर्ववत नहीं की जा सकती।',
    empty: 'कोई उपयोगकर्ता नहीं मिला',
    cannotDelete: 'हटाया नहीं जा सकता',
    superAdminRefused: 'सुपर एडमिन उपयोगकर्ताओं को हटाया नहीं जा सकता',
    systemRoleRefused: 'सिस्टम भूमिकाएँ हटाई नहीं जा सकतीं',
    administrator: 'प्रशासक',
    download: 'डाउनलोड करें',
    exportDatabase: 'डेटाबेस निर्यात करें',
  },
};

type Text = (typeof TEXT)['en'];

/** Spec §7: downloads open in a new tab (Chromium then reports the file on the opener and closes the tab). */
async function downloadFromNewTab(page: Page, click: () => Promise<void>): Promise<Download> {
  const tab = page.context().waitForEvent('page');
  const download = page.waitForEvent('download');
  await click();
  await tab;
  return download;
}

async function openTab(page: Page, text: Text, tab: string) {
  await page.getByRole('tablist', { name: text.tabs }).getByRole('tab', { name: tab, exact: true }).click();
}

async function searchUsers(page: Page, text: Text, query: string) {
  const box = page.getByRole('searchbox', { name: text.searchUsers });
  await box.fill(query);
  await box.press('Enter');
}

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`admin adds a staff user (a wrong e-mail first), who then logs in and lands on /staff (${language})`, async ({ page }) => {
    const username = uniqueName('e2estaff');
    await openAsAdmin(page, '/admin', language);
    await openTab(page, text, text.users);
    await page.getByRole('button', { name: text.addUser }).click();
    const dialog = page.getByRole('dialog', { name: text.addUser });
    await dialog.getByRole('textbox', { name: text.username, exact: true }).fill(username);
    await dialog.getByLabel(new RegExp(`^${text.password}`)).fill(PASSWORD);
    await dialog.getByRole('textbox', { name: text.name, exact: true }).fill('Kavita Joshi');
    await dialog.getByRole('textbox', { name: text.email, exact: true }).fill('kavita@');
    await dialog.getByRole('textbox', { name: text.phone, exact: true }).fill('9876543210');
    await dialog.getByRole('combobox', { name: text.role, exact: true }).selectOption({ label: text.staffRole });
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByRole('textbox', { name: text.email, exact: true })).toHaveAccessibleDescription(text.invalidEmail);

    await dialog.getByRole('textbox', { name: text.email, exact: true }).fill(`${username}@example.in`);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.created)).toBeVisible();
    await searchUsers(page, text, username);
    await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();

    await page.getByRole('button', { name: text.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginOnMobileForm(page, username, PASSWORD, language);
    await expect(page).toHaveURL(/\/staff$/);
  });

  test(`admin searches, pages, edits and deletes users (${language})`, async ({ page }) => {
    const prefix = uniqueName('e2epage');
    await createUsersAsAdmin(Array.from({ length: 12 }, (_, index) => ({ username: `${prefix}u${String(index).padStart(2, '0')}`, name: `${prefix} Person ${index}` })));
    await openAsAdmin(page, '/admin?tab=users', language);
    await searchUsers(page, text, prefix);
    await expect(page.getByText(text.showing(1, 10, 12))).toBeVisible();
    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByText(text.showing(11, 12, 12))).toBeVisible();

    // Whichever of ours the server's order put on page 2.
    const target = (await page.getByRole('cell', { name: new RegExp(`^${prefix} Person`) }).first().textContent())!;
    await page.getByRole('button', { name: `${text.edit} ${target}` }).click();
    const editDialog = page.getByRole('dialog');
    await editDialog.getByRole('textbox', { name: text.name, exact: true }).fill(`${prefix} Renamed`);
    await editDialog.getByRole('button', { name: text.save }).click();
    await expect(editDialog).toBeHidden();
    await expect(page.getByRole('cell', { name: `${prefix} Renamed`, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `${text.delete} ${prefix} Renamed` }).click();
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    await expect(confirm).toContainText(text.cannotUndo);
    await confirm.getByRole('button', { name: text.delete, exact: true }).click();
    await expect(confirm).toBeHidden();
    await searchUsers(page, text, `${prefix} Renamed`);
    await expect(page.getByText(text.empty)).toBeVisible();
    await searchUsers(page, text, prefix);
    await expect(page.getByText(text.showing(1, 10, 11))).toBeVisible();
  });

  test(`protected deletes are refused with the spec's text: a super_admin user and a system role (${language})`, async ({ page }) => {
    await openAsAdmin(page, '/admin?tab=users', language);
    await searchUsers(page, text, 'superadmin');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'superadmin', exact: true }) });
    await row.getByRole('button', { name: new RegExp(`^${text.delete}`) }).click();
    await expect(page.getByText(text.cannotDelete, { exact: true })).toBeVisible();
    await expect(page.getByText(text.superAdminRefused)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await openTab(page, text, text.roles);
    const box = page.getByRole('searchbox', { name: text.searchRoles });
    await box.fill('admin');
    await page.getByRole('button', { name: text.search, exact: true }).click();
    await page.getByRole('button', { name: `${text.delete} ${text.administrator}`, exact: true }).click();
    await expect(page.getByText(text.systemRoleRefused)).toBeVisible();
  });

  test(`the users list and the whole database download as files (${language})`, async ({ page }) => {
    await openAsAdmin(page, '/admin?tab=users', language);
    const users = await downloadFromNewTab(page, () => page.getByRole('button', { name: text.download, exact: true }).click());
    expect(users.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await users.path())!, 'utf8');
    expect(csv).toContain('superadmin');
    expect(csv).not.toContain('$argon2');

    const database = await downloadFromNewTab(page, () => page.getByRole('button', { name: text.exportDatabase }).click());
    expect(database.suggestedFilename()).toMatch(/\.zip$/);
    const zip = await readFile((await database.path())!);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  });
}
