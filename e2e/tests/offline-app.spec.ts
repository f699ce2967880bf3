import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectCleanScans, wcagAxe } from '../support/axe';
import { answerCaptcha, apiLogin, apiSend, citizenTexts, tinyPng } from '../support/citizen-helpers';
import { useLanguage } from '../support/session';

// The installable app and offline filing, in real Chromium with the real service worker
// (dist/shell/sw.js) in front of the built site and the API.
test.use({ serviceWorkers: 'allow' });

const TEXT = {
  en: {
    title: 'Submit a Request',
    offline: /You are offline\. What you type here, and the attached file, are kept on this device/,
    draftReady: /You have a draft saved on this device/,
    send: 'Send request',
    codeLabel: 'Your request code:',
  },
  hi: {
    title: 'अनुरोध भेजें',
    offline: /आप ऑफ़लाइन हैं। यहाँ आप जो लिखते हैं और संलग्न फ़ाइल, इस डिवाइस पर/,
    draftReady: /इस डिवाइस पर आपका एक ड्राफ़्ट सहेजा गया है/,
    send: 'अनुरोध भेजें',
    codeLabel: 'आपका अनुरोध कोड:',
  },
};

/** Waits until the worker controls the page and has cached what the page loaded before it did. */
async function waitForServiceWorker(page: Page, cachedUrl: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => page.evaluate((url) => caches.match(url).then(Boolean), cachedUrl)).toBe(true);
}

/**
 * Offline for the page and for its service worker: a fetch the worker makes must fail too, or the
 * journey would prove nothing about the caches (checked, not assumed).
 */
async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  const [worker] = context.serviceWorkers();
  expect(worker, 'a registered service worker').toBeTruthy();
  const reached = await worker!.evaluate(() => fetch('/api/health', { cache: 'no-store' }).then(() => true, () => false));
  expect(reached, 'the worker reaches the network').toBe(!offline);
}

/**
 * The description the page has stored in IndexedDB under a draft's key: `citizen:<id>`, or for
 * `public` this tab's own key (`public:<tab id>`, the id in the tab's sessionStorage).
 */
function storedDescription(page: Page, draftKey = 'public'): Promise<string | null> {
  return page.evaluate(
    (key) =>
      new Promise<string | null>((resolve) => {
        const owner = key === 'public' ? `public:${sessionStorage.getItem('citizen-connect-draft-tab')}` : key;
        const open = indexedDB.open('citizen-connect-drafts');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('request-form')) return resolve(null);
          const get = db.transaction('request-form').objectStore('request-form').get(`${owner}:values`);
          get.onsuccess = () => resolve((get.result as { description?: string } | undefined)?.description ?? null);
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    draftKey,
  );
}

for (const language of ['en', 'hi'] as const) {
  const L = citizenTexts[language];
  const T = TEXT[language];

  test(`a visitor fills the form offline, reloads, and sends it once back online (${language})`, async ({ page, context, playwright, baseURL }, info) => {
    test.setTimeout(120_000);
    const description = `Offline draft ${language} ${info.project.name} ${Date.now()}`;
    await useLanguage(page, language);
    await page.goto('/submit-request');
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await waitForServiceWorker(page, '/mf/mf-public/remoteEntry.js');

    await expectCleanScans(page, async (scan) => {
      const form = page.getByRole('form');
      await form.getByLabel(L.name).fill('Kamla Bai');
      await form.getByLabel(L.district).selectOption('raisen');
      await form.getByLabel(L.vidhanSabha).selectOption('bhojpur');
      await form.getByLabel(L.phone).fill('9876543210');
      await expect(form.getByRole('option', { name: L.waterSupply })).toBeAttached();
      await form.getByLabel(L.type).selectOption('water-supply');
      await form.getByLabel(L.address).fill('Ward 5, Bhojpur');

      // The connection drops: the form says so, politely, and keeps what is typed from then on.
      await setOffline(context, true);
      const notice = form.getByRole('status').filter({ hasText: T.offline });
      await expect(notice).toBeVisible();
      await form.getByLabel(L.description).fill(description);
      await form.getByLabel(L.attachment, { exact: true }).setInputFiles({ name: 'dry-tap.png', mimeType: 'image/png', buffer: tinyPng() });
      await expect(form.getByTestId('attachment-chosen')).toContainText('dry-tap.png');
      // Sending now is refused with the reason, nothing is lost.
      await page.getByRole('button', { name: L.submit }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await scan('/submit-request offline');
      await expect.poll(() => storedDescription(page)).toBe(description);

      // A reload while offline: the page comes from the worker's caches, the draft from IndexedDB.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      await expect(notice).toBeVisible();
      await expect(form.getByLabel(L.name)).toHaveValue('Kamla Bai');
      await expect(form.getByLabel(L.district)).toHaveValue('raisen');
      await expect(form.getByLabel(L.vidhanSabha)).toHaveValue('bhojpur');
      await expect(form.getByLabel(L.phone)).toHaveValue('9876543210');
      await expect(form.getByLabel(L.type)).toHaveValue('water-supply');
      await expect(form.getByLabel(L.description)).toHaveValue(description);
      await expect(form.getByLabel(L.address)).toHaveValue('Ward 5, Bhojpur');
      await expect(form.getByTestId('attachment-chosen')).toContainText('dry-tap.png');
      await scan('/submit-request offline after a reload');

      // Back online: the draft is offered, with a fresh security question to answer.
      await setOffline(context, false);
      await expect(form.getByRole('status').filter({ hasText: T.draftReady })).toBeVisible();
      await answerCaptcha(page, L.answer);
      await scan('/submit-request back online with a draft');
      await form.getByRole('button', { name: T.send, exact: true }).click();
      const done = page.getByTestId('request-submitted');
      await expect(done.getByRole('heading', { name: L.submitted })).toBeVisible({ timeout: 30_000 });
      const code = (await done.getByTestId('request-code').textContent()) ?? '';

      // The request exists, with the attachment kept offline.
      const office = await playwright.request.newContext({ baseURL });
      await apiLogin(office, 'admin', 'admin123');
      const found = await (await office.get(`/api/requests?q=${encodeURIComponent(code)}`)).json();
      expect(found.items).toEqual([expect.objectContaining({ requestId: code, description, status: 'pending' })]);
      const detail = await (await office.get(`/api/requests/${found.items[0].id}`)).json();
      expect(detail).toMatchObject({ requestId: code, attachmentType: 'image' });
      await office.dispose();

      // Sent means gone from the device: a reload starts with an empty form and no offer.
      await expect.poll(() => storedDescription(page)).toBeNull();
      await page.goto('/submit-request');
      await expect(form.getByLabel(L.description)).toHaveValue('');
      await expect(form.getByRole('status').filter({ hasText: T.draftReady })).toHaveCount(0);
    });
  });
}

test('a citizen\'s draft survives an offline reload of the signed-in area and is sent once back online', async ({ page, context }, info) => {
  test.setTimeout(120_000);
  const L = citizenTexts.en;
  const description = `Citizen offline draft ${info.project.name} ${Date.now()}`;
  await useLanguage(page, 'en');
  await apiLogin(context, 'citizen', 'citizen123');
  const { user } = await (await context.request.get('/api/auth/user')).json();
  const draftKey = `citizen:${user.id}`;
  await page.goto('/citizen/new');
  const form = page.getByRole('form');
  await expect(form.getByLabel(L.name)).toHaveValue(user.name);
  await waitForServiceWorker(page, '/mf/mf-citizen/remoteEntry.js');

  await form.getByLabel(L.district).selectOption('raisen');
  await form.getByLabel(L.vidhanSabha).selectOption('bhojpur');
  await expect(form.getByRole('option', { name: L.waterSupply })).toBeAttached();
  await form.getByLabel(L.type).selectOption('water-supply');
  await setOffline(context, true);
  await expect(form.getByRole('status').filter({ hasText: TEXT.en.offline })).toBeVisible();
  await form.getByLabel(L.description).fill(description);
  await form.getByLabel(L.address).fill('Ward 9, Raisen');
  await form.getByLabel(L.attachment, { exact: true }).setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect.poll(() => storedDescription(page, draftKey)).toBe(description);

  // Reloaded offline: the session cannot be checked (it is never cached), so the area waits and
  // says why; once the connection is back the form opens with everything kept, and offers to send it.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline. This page opens when the connection returns.' })).toBeVisible();
  await setOffline(context, false);
  await expect(form.getByRole('status').filter({ hasText: TEXT.en.draftReady })).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel(L.description)).toHaveValue(description);
  await expect(form.getByLabel(L.address)).toHaveValue('Ward 9, Raisen');
  await expect(form.getByLabel(L.type)).toHaveValue('water-supply');
  await expect(form.getByTestId('attachment-chosen')).toContainText('leak.png');
  await answerCaptcha(page, L.answer);
  await form.getByRole('button', { name: TEXT.en.send, exact: true }).click();
  await expect(page.getByText(L.submitted).first()).toBeVisible();

  const list = await (await context.request.get('/api/requests?limit=20')).json();
  const mine = list.items.find((item: { description: string }) => item.description === description);
  expect(mine).toMatchObject({ status: 'pending' });
  expect(await (await context.request.get(`/api/requests/${mine.id}`)).json()).toMatchObject({ attachmentType: 'image' });
  await expect.poll(() => storedDescription(page, draftKey)).toBeNull();
});

test('the worker never answers /api: a signed-out session is not served from a cache, and offline /api fails', async ({ page, context }) => {
  await apiLogin(context, 'citizen', 'citizen123');
  await page.goto('/citizen');
  await waitForServiceWorker(page, '/mf/mf-citizen/remoteEntry.js');
  const sessionStatus = () => page.evaluate(() => fetch('/api/auth/user', { credentials: 'include' }).then((r) => r.status, () => 'failed'));
  expect(await sessionStatus()).toBe(200);

  // Signed out on the server: the very next read says so (no stale 200 from anywhere).
  expect((await apiSend(context.request, 'POST', '/api/auth/logout', {})).status()).toBeLessThan(300);
  expect(await sessionStatus()).toBe(401);

  // Offline, an API read fails instead of being answered from a cache.
  await setOffline(context, true);
  expect(await sessionStatus()).toBe('failed');
  await setOffline(context, false);

  // And nothing under /api is in any of the worker's caches, but the form's two public catalogues.
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls.filter((path) => path.startsWith('/api/'));
  });
  expect(cachedApi.filter((path) => path !== '/api/locations' && path !== '/api/request-types')).toEqual([]);
});

test('the app is installable: Chromium reports no installability errors and reads the manifest', async ({ playwright, baseURL, launchOptions }) => {
  // A test context is incognito, where Chrome never installs ('in-incognito'): a profile on disk, as a person has.
  const profile = mkdtempSync(path.join(tmpdir(), 'cc-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page, '/');
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    // Lighthouse 12 dropped its PWA category: this is the check Chrome itself makes before it offers an install.
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the app promotions open the browser\'s install offer, or say how to add the site (iOS)', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Install the app' })).toBeEnabled();
  // Chromium's offer, as the browser fires it (its prompt() is what the button must call).
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Install the app' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Citizen Connect is being added to this device.' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);

  // iOS has no install dialog: the staff-shell landing's iOS button says how to add the site, and claims nothing.
  await page.goto('/web');
  await page.getByRole('button', { name: 'Install on iPhone (add to home screen)' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Safari, tap Share, then "Add to Home Screen"/ })).toBeVisible();
  expect((await wcagAxe(page).analyze()).violations).toEqual([]);
});
