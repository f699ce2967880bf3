import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { apiLogin, signInPage } from './citizen-helpers';
import { useLanguage, type Language } from './session';

/** The demo administrator of the README (seeded on first start). */
const ADMIN = { username: 'admin', password: 'admin123' };

async function csrfToken(api: APIRequestContext): Promise<string> {
  const state = await api.storageState();
  return state.cookies.find((cookie) => cookie.name === 'cc_csrf')?.value ?? '';
}

const login = (api: APIRequestContext) => apiLogin(api, ADMIN.username, ADMIN.password);

/** Signs the browser in as the demo admin through the API, then opens a page of the admin console. */
export async function openAsAdmin(page: Page, path: string, language: Language): Promise<void> {
  await useLanguage(page, language);
  await signInPage(page, ADMIN.username, ADMIN.password);
  await page.goto(path);
}

/** A name no other test (or the other viewport's run of this one) uses. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Users made through the admin API, so a journey starts with the rows it needs. */
export async function createUsersAsAdmin(users: Array<{ username: string; name: string }>): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await login(api);
    for (const user of users) {
      const res = await api.post('/api/admin/users', {
        data: { ...user, password: 'Kx7-river-lamp', email: `${user.username}@example.in`, phone: '9876543210', role: 'staff' },
        headers: { 'x-csrf-token': await csrfToken(api) },
      });
      expect(res.status(), `create ${user.username}: ${await res.text()}`).toBe(201);
    }
  } finally {
    await api.dispose();
  }
}
