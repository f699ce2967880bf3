import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { openAsAdmin, uniqueName } from '../support/admin-fixtures';
import { expectCleanScans } from '../support/axe';
import { mailedDeletionLink } from '../support/database';
import { useLanguage } from '../support/session';

// Data deletion processed for real: the form, the mailed link's page, the account gone,
// the admin's list; both languages, and the config runs each test at 360 px and at 1280 px.
const TEXT = {
  en: {
    email: 'Email address',
    submit: 'Submit Deletion Request',
    submitted: 'Request Submitted',
    confirm: 'Confirm deletion',
    confirmed: 'Deletion confirmed',
    tab: 'Data deletion',
    state: 'Confirmed',
    search: 'Search',
  },
  hi: {
    email: 'ईमेल पता',
    submit: 'हटाने का अनुरोध भेजें',
    submitted: 'अनुरोध भेज दिया गया',
    confirm: 'हटाने की पुष्टि करें',
    confirmed: 'हटाने की पुष्टि हो गई',
    tab: 'डेटा हटाना',
    state: 'पुष्टि हो गई',
    search: 'खोजें',
  },
};

const csrf = async (api: APIRequestContext) => (await api.storageState()).cookies.find((c) => c.name === 'cc_csrf')?.value ?? '';

/** A citizen who registered (and is signed in on `api`): the account the deletion will close. */
async function registeredCitizen(api: APIRequestContext): Promise<string> {
  const username = uniqueName('leaver');
  const email = `${username}@example.in`;
  await api.get('/api/auth/user');
  const res = await api.post('/api/auth/register', {
    headers: { 'x-csrf-token': await csrf(api) },
    data: {
      firstName: 'Asha', lastName: 'Verma', name: 'Asha Verma', email, phone: '9812345678', district: 'raisen', vidhanSabha: 'bhojpur',
      block: 'bhojpur', address: 'Ward 1, Bhojpur', pincode: '464551', username, password: 'Kx7-river-lamp', confirmPassword: 'Kx7-river-lamp',
      voterIdNumber: null, role: 'citizen', allowNotifications: true, agreedToTerms: true, agreedToPrivacy: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await api.get('/api/auth/user')).status()).toBe(200);
  return email;
}

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`a citizen asks for deletion, confirms by the mailed link, is signed out; the admin sees it (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const citizen = await playwrightRequest.newContext({ baseURL });
    const email = await registeredCitizen(citizen);
    await useLanguage(page, language);
    let requestCode = '';

    await expectCleanScans(page, async (scan) => {
      await page.goto('/data-deletion');
      await page.getByLabel(text.email).fill(email);
      for (const box of await page.getByRole('checkbox').all()) await box.check();
      await page.getByRole('button', { name: text.submit }).click();
      const submitted = page.getByRole('status', { name: text.submitted });
      await expect(submitted).toBeVisible();
      requestCode = /DEL-\d{4}-[A-Z2-9]{8}/.exec((await submitted.textContent()) ?? '')![0];
      await scan('/data-deletion submitted');
      // Nothing has happened to the account yet.
      expect((await citizen.get('/api/auth/user')).status()).toBe(200);

      const link = new URL(await mailedDeletionLink(requestCode));
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('button', { name: text.confirm })).toBeVisible();
      await scan('/data-deletion/confirm');
      await page.getByRole('button', { name: text.confirm }).click();
      await expect(page.getByRole('status', { name: text.confirmed })).toContainText(requestCode);
      await scan('/data-deletion/confirm done');
    });
    // The citizen's session ended with the confirmation.
    expect((await citizen.get('/api/auth/user')).status()).toBe(401);
    await citizen.dispose();

    await openAsAdmin(page, '/admin?tab=dataDeletion', language);
    await expectCleanScans(page, async (scan) => {
      await expect(page.getByRole('tab', { name: text.tab, selected: true })).toBeVisible();
      await page.getByRole('searchbox').fill(requestCode);
      await page.getByRole('button', { name: text.search, exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: requestCode });
      await expect(row).toContainText(text.state);
      await expect(row).toContainText(email);
      await scan('admin data deletion tab');
    });
  });
}
