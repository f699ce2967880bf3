import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expectCleanScans } from '../support/axe';
import { openAsAdmin, uniqueName } from '../support/admin-fixtures';
import { officeDay } from '@cc/types';

/** The events and social tabs, in both languages, at 360 and 1280 (the two projects). */
const TEXT = {
  en: {
    events: 'Events',
    social: 'Social Media',
    addEvent: 'Add Event',
    eventTitle: 'Event title',
    eventTitleHi: 'Event title (Hindi)',
    eventDate: 'Event date',
    time: 'Time',
    category: 'Category',
    conference: 'Conference',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    titleRequired: 'Event title is required',
    created: 'Event created successfully',
    shown: 'Shown',
    displayName: 'Display name',
    autoSync: 'Automatic sync',
    updated: 'Handle updated successfully',
    syncNote: 'Sync is not configured on this server',
    addHandle: 'Add Handle',
    twitter: 'Twitter',
    confirmTitle: 'Confirm deletion',
    recentPosts: 'Recent Posts',
  },
  hi: {
    events: 'कार्यक्रम',
    social: 'सोशल मीडिया',
    addEvent: 'कार्यक्रम जोड़ें',
    eventTitle: 'कार्यक्रम का शीर्षक',
    eventTitleHi: 'कार्यक्रम का शीर्षक (हिंदी)',
    eventDate: 'कार्यक्रम की तिथि',
    time: 'समय',
    category: 'श्रेणी',
    conference: 'सम्मेलन',
    save: 'सहेजें',
    edit: 'संपादित करें',
    delete: 'हटाएँ',
    titleRequired: 'कार्यक्रम का शीर्षक आवश्यक है',
    created: 'कार्यक्रम सफलतापूर्वक जोड़ा गया',
    shown: 'दिखाया गया',
    displayName: 'प्रदर्शित नाम',
    autoSync: 'स्वचालित सिंक',
    updated: 'हैंडल सफलतापूर्वक अपडेट किया गया',
    syncNote: 'इस सर्वर पर सिंक कॉन्फ़िगर नहीं है',
    addHandle: 'हैंडल जोड़ें',
    twitter: 'ट्विटर',
    confirmTitle: 'हटाने की पुष्टि करें',
    recentPosts: 'हाल की पोस्ट',
  },
};

/** The office's calendar day `days` from now: /events lists from today in Asia/Kolkata. */
const kolkataDay = (days: number) => officeDay(new Date(), days);

/** A handle of this run only, made through the admin API, so parallel runs never edit the same card. */
async function createHandle(username: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await api.get('/api/auth/user');
    const csrf = async () => (await api.storageState()).cookies.find((cookie) => cookie.name === 'cc_csrf')?.value ?? '';
    expect((await api.post('/api/auth/login', { data: { username: 'admin', password: 'admin123' }, headers: { 'x-csrf-token': await csrf() } })).status()).toBe(200);
    const res = await api.post('/api/admin/social', {
      data: { platform: 'twitter', username, displayName: 'Office Desk', profileUrl: `https://twitter.com/${username}` },
      headers: { 'x-csrf-token': await csrf() },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
};

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`admin adds an event that then appears on /events (${language})`, async ({ page }) => {
    const title = uniqueName('Ward camp ');
    const titleHi = `वार्ड शिविर ${title.slice(-6)}`;
    await openAsAdmin(page, '/admin?tab=events', language);
    await page.getByRole('button', { name: text.addEvent, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.addEvent });
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await expect(dialog.getByText(text.titleRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: text.eventTitle, exact: true }).fill(title);
    await dialog.getByLabel(text.eventTitleHi, { exact: true }).fill(titleHi);
    await dialog.getByLabel(new RegExp(`^${text.eventDate}`)).fill(kolkataDay(4));
    await dialog.getByLabel(text.time, { exact: true }).fill('11:30');
    await dialog.getByRole('combobox', { name: text.category, exact: true }).selectOption({ label: text.conference });
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const shownTitle = language === 'hi' ? titleHi : title;
    const row = page.getByRole('row').filter({ hasText: shownTitle });
    await expect(row).toContainText(text.conference);
    await expect(row).toContainText(text.shown);

    await page.goto('/events');
    await expect(page.getByText(shownTitle)).toBeVisible();
    await expect(page.getByText('11:30').first()).toBeVisible();
  });

  test(`admin edits a social handle; the card says sync is not configured (${language})`, async ({ page }) => {
    const username = uniqueName('desk').toLowerCase();
    await createHandle(username);
    await openAsAdmin(page, '/admin?tab=social', language);
    const card = page.getByRole('listitem').filter({ hasText: `@${username}` });
    await expect(card).toContainText(text.syncNote);
    await card.getByRole('button', { name: new RegExp(`^${text.edit} `) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text.displayName, exact: true }).fill(`Desk ${username}`);
    await dialog.getByLabel(text.autoSync, { exact: true }).check();
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.updated)).toBeVisible();
    const edited = page.getByRole('listitem').filter({ hasText: `@${username}` });
    await expect(edited.getByRole('heading', { name: `Desk ${username}` })).toBeVisible();
    await expect(edited).toContainText(text.syncNote);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: `@${username}` }).getByRole('heading', { name: `Desk ${username}` })).toBeVisible();
  });

  test(`events and social tabs with their dialogs open have no WCAG 2.1 A/AA violation (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const closeDialog = async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    await expectCleanScans(page, async (scan) => {
      await openAsAdmin(page, '/admin?tab=events', language);
      await expect(page.getByRole('table')).toBeVisible();
      await scan('events tab');
      await page.getByRole('button', { name: text.addEvent, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByRole('dialog').locator('[aria-invalid="true"]').first()).toBeVisible();
      await scan('events: add dialog with errors');
      await closeDialog();
      await page.getByRole('button', { name: new RegExp(`^${text.edit} `) }).first().click();
      await scan('events: edit dialog');
      await closeDialog();
      await page.getByRole('button', { name: new RegExp(`^${text.delete} `) }).first().click();
      await expect(page.getByRole('dialog', { name: text.confirmTitle })).toBeVisible();
      await scan('events: delete confirmation');
      await closeDialog();

      await openTab(page, text.social);
      await expect(page.getByRole('heading', { name: text.recentPosts })).toBeVisible();
      await expect(page.getByText(text.syncNote).first()).toBeVisible();
      await scan('social tab');
      await page.getByRole('button', { name: text.addHandle, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByRole('dialog').locator('[aria-invalid="true"]').first()).toBeVisible();
      await scan('social: add dialog with errors');
      await closeDialog();
      await page.getByRole('button', { name: new RegExp(`^${text.edit} `) }).first().click();
      await scan('social: edit dialog');
      await closeDialog();
      await page.getByRole('button', { name: new RegExp(`^${text.delete} `) }).first().click();
      await expect(page.getByRole('dialog', { name: text.confirmTitle })).toBeVisible();
      await scan('social: delete confirmation');
      await closeDialog();
    });
  });
}
