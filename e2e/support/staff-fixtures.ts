import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { apiLogin, signInPage } from './citizen-helpers';
import { useLanguage, type Language } from './session';

/** Demo accounts the staff journeys use (README; all seeded on first start). */
export const staffAccounts = {
  citizen: ['citizen', 'citizen123'],
  staff: ['staff', 'staff123'],
  minister: ['minister_staff', 'minister123'],
  official: ['official', 'official123'],
} as const;

type Account = keyof typeof staffAccounts;

async function csrfToken(api: APIRequestContext): Promise<string> {
  const state = await api.storageState();
  return state.cookies.find((cookie) => cookie.name === 'cc_csrf')?.value ?? '';
}

/** An API client logged in as one demo account, sending the CSRF header like libs/api-client. */
export class ApiAs {
  private constructor(readonly api: APIRequestContext) {}

  static async login(account: Account): Promise<ApiAs> {
    const api = await playwrightRequest.newContext({ baseURL });
    await loginContext(api, account);
    return new ApiAs(api);
  }

  async get<T = unknown>(path: string): Promise<T> {
    const res = await this.api.get(path);
    expect(res.status(), `GET ${path}`).toBe(200);
    return (await res.json()) as T;
  }

  async send<T = unknown>(method: 'POST' | 'PATCH', path: string, data: unknown): Promise<T> {
    const res = await this.api.fetch(path, { method, data, headers: { 'x-csrf-token': await csrfToken(this.api) } });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  dispose() {
    return this.api.dispose();
  }
}

async function loginContext(api: APIRequestContext, account: Account): Promise<void> {
  const [username, password] = staffAccounts[account];
  await apiLogin(api, username, password);
}

export interface CreatedRequest {
  id: number;
  requestId: string;
  title: string;
}

/** Answers the arithmetic captcha as a person would (English or Hindi wording). */
function solve(question: string): number {
  const [a, b] = question.match(/\d+/g)!.map(Number) as [number, number];
  return /plus|योग/.test(question) ? a + b : a - b;
}

/** A fresh pending request filed by the demo citizen, so no test depends on seed state or another test. */
export async function createRequestAsCitizen(label: string, district = 'raisen'): Promise<CreatedRequest> {
  const citizen = await ApiAs.login('citizen');
  try {
    const captcha = await citizen.get<{ token: string; question: string }>('/api/captcha?lang=en');
    const title = `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const created = await citizen.send<{ id: number; requestId: string }>('POST', '/api/requests', {
      name: 'Ramesh Kumar',
      district,
      block: 'bhojpur',
      phone: '9876543210',
      requestType: 'water-supply',
      description: `E2E: ${title}`,
      address: 'Ward 4, Bhojpur',
      title,
      captchaToken: captcha.token,
      captchaAnswer: String(solve(captcha.question)),
    });
    return { id: created.id, requestId: created.requestId, title };
  } finally {
    await citizen.dispose();
  }
}

/** What the citizen sees of their request (GET /api/requests/:id as the citizen). */
export async function citizenView(id: number): Promise<{ status: string; response: string | null; assignedTo: number | null }> {
  const citizen = await ApiAs.login('citizen');
  try {
    return await citizen.get(`/api/requests/${id}`);
  } finally {
    await citizen.dispose();
  }
}

/** Signs the browser in through the API (the cookie is the browser context's), then opens a page. */
export async function openAs(page: Page, account: Account, path: string, language: Language): Promise<void> {
  await useLanguage(page, language);
  const [username, password] = staffAccounts[account];
  await signInPage(page, username, password);
  await page.goto(path);
}
