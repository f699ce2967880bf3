import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { citizenTexts, tinyPng } from '../support/citizen-helpers';
import { loginOnMobileForm, useLanguage } from '../support/session';

// "Nothing stays on a shared phone": the public form's draft belongs to the tab that typed it, and
// a citizen's drafts, stored records and cached reads go at logout and when the session is found
// ended, so the next person on the same browser gets an empty form.

const TEXT = {
  en: { keptInTab: /kept on this device for this browser tab only/, keptOnDevice: /kept on this device until you send it or log out/, clear: 'Clear form', discard: 'Discard draft', logout: 'Logout' },
  hi: { keptInTab: /इस डिवाइस पर केवल इसी ब्राउज़र टैब के लिए/, keptOnDevice: /भेजने या लॉग आउट करने तक इस डिवाइस पर/, clear: 'फ़ॉर्म साफ़ करें', discard: 'ड्राफ़्ट हटाएँ', logout: 'लॉग आउट' },
};

/** Every key of the drafts store in IndexedDB (none when the database or its store does not exist). */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('citizen-connect-drafts');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('request-form')) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction('request-form').objectStore('request-form').getAllKeys();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map(String));
          };
        };
      }),
  );
}

/** localStorage and sessionStorage as text, to look for anything of a person in them. */
const webStorage = (page: Page) => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

async function fillPublicDraft(page: Page, language: 'en' | 'hi', description: string): Promise<void> {
  const L = citizenTexts[language];
  const form = page.getByRole('form');
  await form.getByLabel(L.name).fill('Kamla Bai');
  await form.getByLabel(L.phone).fill('9876543210');
  await form.getByLabel(L.description).fill(description);
}

for (const language of ['en', 'hi'] as const) {
  const L = citizenTexts[language];
  const T = TEXT[language];

  test(`the public form keeps its draft for this tab only, says so, and clears it (${language})`, async ({ page, context, browser, baseURL }, info) => {
    test.setTimeout(240_000);
    const description = `Kiosk draft ${language} ${info.project.name} ${Date.now()}`;
    await useLanguage(page, language);
    await page.goto('/submit-request');
    const form = page.getByRole('form');

    await expectCleanScans(page, async (scan) => {
      await fillPublicDraft(page, language, description);
      // The visitor is told where it is kept, and can remove it at once.
      await expect(form.getByRole('status').filter({ hasText: T.keptInTab })).toBeVisible();
      await expect(form.getByRole('button', { name: T.clear })).toBeVisible();
      await scan('/submit-request with a kept draft');
      await expect.poll(async () => (await draftKeys(page)).filter((key) => key.endsWith(':values'))).toHaveLength(1);

      // The same tab, reloaded (a lost connection, a slip of the thumb): nothing is lost.
      await page.reload();
      await expect(form.getByLabel(L.description)).toHaveValue(description);
      await expect(form.getByLabel(L.name)).toHaveValue('Kamla Bai');
    });

    // The next visitor on the same browser: a new tab, and a new window, both start empty.
    const nextTab = await context.newPage();
    await useLanguage(nextTab, language);
    await nextTab.goto('/submit-request');
    const nextForm = nextTab.getByRole('form');
    await expect(nextForm.getByLabel(L.description)).toBeVisible();
    // Give the form time to restore anything it would have restored.
    await expect(nextForm.getByLabel(L.description)).toHaveValue('');
    // A fixed wait on purpose: it proves an absence, and no element marks the draft read as done.
    await nextTab.waitForTimeout(1000);
    await expect(nextForm.getByLabel(L.description)).toHaveValue('');
    await expect(nextForm.getByLabel(L.name)).toHaveValue('');
    await expect(nextForm.getByLabel(L.phone)).toHaveValue('');
    await expect(nextForm.getByRole('status').filter({ hasText: T.keptInTab })).toHaveCount(0);
    await nextTab.close();

    const fresh = await browser.newContext({ baseURL });
    const freshPage = await fresh.newPage();
    await useLanguage(freshPage, language);
    await freshPage.goto('/submit-request');
    await expect(freshPage.getByRole('form').getByLabel(L.description)).toHaveValue('');
    await fresh.close();

    // Restored after the reload, the draft is offered with Send and Discard; Discard empties the form
    // and nothing of it stays on the device (Clear does the same while typing, below).
    await form.getByRole('button', { name: T.discard }).click();
    await expect(form.getByLabel(L.description)).toHaveValue('');
    await expect(form.getByLabel(L.name)).toHaveValue('');
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await page.reload();
    await expect(form.getByLabel(L.description)).toHaveValue('');

    await fillPublicDraft(page, language, `${description} again`);
    await expect.poll(async () => (await draftKeys(page)).filter((key) => key.endsWith(':values'))).toHaveLength(1);
    await form.getByRole('button', { name: T.clear }).click();
    await expect(form.getByLabel(L.name)).toHaveValue('');
    await expect.poll(() => draftKeys(page)).toEqual([]);
  });
}

/** A citizen of this test alone (ending sessions must not touch the demo accounts other journeys use). */
async function registeredCitizen(api: APIRequestContext, tag: string): Promise<{ username: string; password: string; name: string }> {
  const username = `phone${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'Kx7-river-lamp';
  await api.get('/api/auth/user');
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'cc_csrf')?.value ?? '';
  const res = await api.post('/api/auth/register', {
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
    data: {
      firstName: 'Sunita', lastName: `Rao ${tag}`, name: `Sunita Rao ${tag}`, email: `${username}@example.in`, phone: '9812345678', district: 'raisen',
      vidhanSabha: 'bhojpur', block: 'bhojpur', address: 'Ward 3, Bhojpur', pincode: '464551', username, password, confirmPassword: password,
      voterIdNumber: null, role: 'citizen', allowNotifications: true, agreedToTerms: true, agreedToPrivacy: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password, name: `Sunita Rao ${tag}` };
}

/** Types a draft with an attachment on the citizen's form and waits until it is stored under their key. */
async function typeCitizenDraft(page: Page, description: string): Promise<void> {
  const L = citizenTexts.en;
  await page.goto('/citizen/new');
  const form = page.getByRole('form');
  await form.getByLabel(L.description).fill(description);
  await form.getByLabel(L.attachment, { exact: true }).setInputFiles({ name: 'ration-card.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(form.getByTestId('attachment-chosen')).toContainText('ration-card.png');
  await expect.poll(async () => (await draftKeys(page)).filter((key) => key.startsWith('citizen:')).sort()).toEqual([expect.stringMatching(/:file$/), expect.stringMatching(/:values$/)]);
}

async function expectEmptyCitizenForm(page: Page): Promise<void> {
  const L = citizenTexts.en;
  await page.goto('/citizen/new');
  const form = page.getByRole('form');
  await expect(form.getByLabel(L.description)).toBeVisible();
  // A fixed wait on purpose: it proves an absence (no restored draft), and no element marks the draft read as done.
  await page.waitForTimeout(1000);
  await expect(form.getByLabel(L.description)).toHaveValue('');
  await expect(form.getByTestId('attachment-chosen')).toHaveCount(0);
  await expect(form.getByTestId('draft-notice')).toHaveCount(0);
}

test('after a citizen logs out, nothing of theirs is stored and the next citizen gets an empty form', async ({ page, baseURL }, info) => {
  test.setTimeout(240_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const first = await registeredCitizen(api, 'a');
  const second = await registeredCitizen(api, 'b');
  await api.dispose();
  await useLanguage(page, 'en');

  await loginOnMobileForm(page, first.username, first.password);
  await page.waitForURL(/\/citizen$/);
  await expectCleanScans(page, async (scan) => {
    await typeCitizenDraft(page, `Pension stopped since March ${info.project.name} ${Date.now()}`);
    await expect(page.getByRole('form').getByRole('status').filter({ hasText: TEXT.en.keptOnDevice })).toBeVisible();
    await scan('/citizen/new with a kept draft');
  });
  expect(await webStorage(page)).toContain(first.username);

  await page.getByRole('button', { name: TEXT.en.logout }).first().click();
  await page.waitForURL(/\/login$/);
  await expect.poll(() => draftKeys(page)).toEqual([]);
  const stored = await webStorage(page);
  expect(stored).not.toContain(first.username);
  expect(stored).not.toContain(first.name);
  expect(stored).not.toContain('citizen-connect-mobile-user');

  await loginOnMobileForm(page, second.username, second.password);
  await page.waitForURL(/\/citizen$/);
  await expectEmptyCitizenForm(page);
});

test('a session ended elsewhere leaves nothing behind: the next page load finds it ended and removes the drafts', async ({ page, baseURL }, info) => {
  test.setTimeout(240_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const citizen = await registeredCitizen(api, 'c');
  await useLanguage(page, 'en');
  await loginOnMobileForm(page, citizen.username, citizen.password);
  await page.waitForURL(/\/citizen$/);
  await typeCitizenDraft(page, `Ended elsewhere ${info.project.name} ${Date.now()}`);

  // From another device (the API context, signed in by its registration): "log out everywhere else".
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'cc_csrf')?.value ?? '';
  const ended = await api.post('/api/users/me/sessions/end-others', { headers: { 'x-csrf-token': decodeURIComponent(csrf) } });
  expect(ended.status()).toBe(200);
  expect((await ended.json()).ended).toBeGreaterThanOrEqual(1);
  await api.dispose();

  await page.reload();
  await expect.poll(() => draftKeys(page)).toEqual([]);
  expect(await webStorage(page)).not.toContain(citizen.username);
});
