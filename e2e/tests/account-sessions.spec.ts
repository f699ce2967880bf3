import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { loginOnMobileForm, useLanguage } from '../support/session';

// A citizen sees where their account is signed in, logs other devices out one by one or all at
// once, and changes their password, which logs out every other device. The "other device" is an
// API context signed in as the same citizen.

const TEXT = {
  en: {
    card: 'Where You Are Logged In',
    thisDevice: 'This device',
    endOne: 'Log out',
    endOthers: 'Log out on all other devices',
    onlyThis: 'You are logged in on this device only.',
    changePassword: 'Change Password',
    current: 'Current password',
    next: /^New password/,
    confirm: 'Confirm new password',
    wrongCurrent: 'The current password is not correct',
    changed: /Password changed\. You were logged out on every other device\./,
  },
  hi: {
    card: 'आप कहाँ लॉगिन हैं',
    thisDevice: 'यह डिवाइस',
    endOne: 'लॉग आउट करें',
    endOthers: 'बाकी सभी डिवाइस पर लॉग आउट करें',
    onlyThis: 'आप केवल इसी डिवाइस पर लॉगिन हैं।',
    changePassword: 'पासवर्ड बदलें',
    current: 'वर्तमान पासवर्ड',
    next: /^नया पासवर्ड/,
    confirm: 'नए पासवर्ड की पुष्टि करें',
    wrongCurrent: 'वर्तमान पासवर्ड सही नहीं है',
    changed: /पासवर्ड बदल दिया गया।/,
  },
};

const csrfOf = async (api: APIRequestContext) => decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'cc_csrf')?.value ?? '');

/** A citizen of this test alone, signed in on `api` by the registration (the "other device"). */
async function registeredCitizen(api: APIRequestContext, password: string): Promise<string> {
  const username = `devices${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await api.get('/api/auth/user');
  const res = await api.post('/api/auth/register', {
    headers: { 'x-csrf-token': await csrfOf(api) },
    data: {
      firstName: 'Rekha', lastName: 'Jain', name: 'Rekha Jain', email: `${username}@example.in`, phone: '9812345678', district: 'raisen',
      vidhanSabha: 'bhojpur', block: 'bhojpur', address: 'Ward 6, Bhojpur', pincode: '464551', username, password, confirmPassword: password,
      voterIdNumber: null, role: 'citizen', allowNotifications: true, agreedToTerms: true, agreedToPrivacy: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return username;
}

async function apiLoginAs(api: APIRequestContext, username: string, password: string): Promise<number> {
  await api.get('/api/auth/user');
  return (await api.post('/api/auth/login', { data: { username, password }, headers: { 'x-csrf-token': await csrfOf(api) } })).status();
}

const signedIn = async (api: APIRequestContext) => (await api.get('/api/auth/user')).status() === 200;

for (const language of ['en', 'hi'] as const) {
  const T = TEXT[language];

  test(`a citizen sees their devices, logs the others out, and a password change ends them too (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const password = 'Kx7-river-lamp';
    const newPassword = 'Mq4-mango-bridge';
    const otherDevice = await playwrightRequest.newContext({ baseURL, userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' });
    const username = await registeredCitizen(otherDevice, password);
    await useLanguage(page, language);
    await loginOnMobileForm(page, username, password, language);
    await page.waitForURL(/\/citizen$/);

    await expectCleanScans(page, async (scan) => {
      await page.goto('/web/citizen');
      const card = page.getByRole('region', { name: T.card });
      const list = card.getByRole('list', { name: T.card });
      // The list is read when the card shows: a loaded machine may take a while.
      await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
      await expect(list.getByRole('listitem').first()).toContainText(T.thisDevice);
      // The other device, named from its browser: Chrome on Android (Android पर Chrome).
      await expect(list.getByRole('listitem').nth(1)).toContainText('Chrome');
      await expect(list.getByRole('listitem').nth(1)).toContainText('Android');
      await scan('web dashboard, signed-in devices');

      // One device logged out from here: it is signed out at once.
      await list.getByRole('listitem').nth(1).getByRole('button', { name: T.endOne }).click();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(card.getByText(T.onlyThis)).toBeVisible();
      expect(await signedIn(otherDevice)).toBe(false);

      // Signed in there again, then all the others at once.
      expect(await apiLoginAs(otherDevice, username, password)).toBe(200);
      await page.reload();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await card.getByRole('button', { name: T.endOthers }).click();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      expect(await signedIn(otherDevice)).toBe(false);

      // The password change: the current one is checked, then every other device is logged out.
      expect(await apiLoginAs(otherDevice, username, password)).toBe(200);
      await page.getByRole('button', { name: T.changePassword }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(T.current).fill('not-my-password');
      await dialog.getByLabel(T.next).fill(newPassword);
      await dialog.getByLabel(T.confirm).fill(newPassword);
      await dialog.getByRole('button', { name: T.changePassword }).click();
      await expect(dialog.getByText(T.wrongCurrent)).toBeVisible();
      await scan('change password with an error');
      expect(await signedIn(otherDevice)).toBe(true);

      await dialog.getByLabel(T.current).fill(password);
      await dialog.getByRole('button', { name: T.changePassword }).click();
      await expect(page.getByText(T.changed).first()).toBeVisible();
      await expect(dialog).toHaveCount(0);
      expect(await signedIn(otherDevice)).toBe(false);
      expect(await apiLoginAs(otherDevice, username, password)).toBe(401);
      expect(await apiLoginAs(otherDevice, username, newPassword)).toBe(200);
      // This device stayed signed in.
      await page.reload();
      await expect(list.getByRole('listitem').first()).toContainText(T.thisDevice);
    });
    await otherDevice.dispose();
  });
}
