import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Language } from './session';

/** A valid 1×1 PNG: the API checks the file by its magic bytes. */
export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
}

/** Solves the captcha the way a person would: from the question text, in either language. */
export function solveCaptcha(question: string): number {
  const numbers = (question.match(/\d+/g) ?? []).map(Number);
  if (numbers.length !== 2) throw new Error(`unexpected captcha question: ${question}`);
  const [a, b] = numbers as [number, number];
  if (/plus|योग/.test(question)) return a + b;
  if (/minus|घटाने/.test(question)) return a - b;
  throw new Error(`unexpected captcha operation: ${question}`);
}

async function csrfOf(context: BrowserContext | APIRequestContext): Promise<string> {
  const state = await context.storageState();
  const cookie = state.cookies.find((item) => item.name === 'cc_csrf');
  if (!cookie) throw new Error('no cc_csrf cookie');
  return decodeURIComponent(cookie.value);
}

/**
 * Logs in through the API inside a browser context (its cookies then belong to the page) or a
 * standalone request context: one GET for the CSRF cookie, then the login with the header.
 */
export async function apiLogin(context: BrowserContext | APIRequestContext, username: string, password: string): Promise<void> {
  const request = 'request' in context ? context.request : context;
  await request.get('/api/auth/user');
  const res = await request.post('/api/auth/login', { data: { username, password }, headers: { 'x-csrf-token': await csrfOf(context) } });
  expect(res.status(), `login ${username}`).toBe(200);
}

/**
 * Signs a page's browser context in through the API. A page still showing the app keeps calling
 * the API, and each of its anonymous answers re-issues cc_csrf, which raced the token this login
 * reads (a 403 once in CI); so the page leaves the app first.
 */
export async function signInPage(page: Page, username: string, password: string): Promise<void> {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await apiLogin(page.context(), username, password);
}

/** A non-GET call with the CSRF cookie copied into the header, as libs/api-client does. */
export async function apiSend(request: APIRequestContext, method: 'PATCH' | 'POST' | 'PUT', path: string, data: unknown) {
  const headers = { 'x-csrf-token': await csrfOf(request) };
  return request.fetch(path, { method, data, headers });
}

/** Files a request with a PNG through the API (solving the captcha from its question) and returns it. */
export async function fileRequestViaApi(request: APIRequestContext, fields: Record<string, string>): Promise<{ id: number; requestId: string }> {
  const captcha = await (await request.get('/api/captcha?lang=en')).json();
  const res = await request.post('/api/requests', {
    headers: { 'x-csrf-token': await csrfOf(request) },
    multipart: {
      ...fields,
      captchaToken: captcha.token,
      captchaAnswer: String(solveCaptcha(captcha.question)),
      attachment: { name: 'photo.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

/** Waits for a loaded captcha question on the page and types its answer (optionally a wrong one). */
export async function answerCaptcha(page: Page, answerLabel: RegExp, wrong = false): Promise<void> {
  const question = page.getByTestId('captcha-question');
  await expect(question).toHaveText(/\d/);
  const answer = solveCaptcha((await question.textContent()) ?? '');
  await page.getByLabel(answerLabel).fill(String(wrong ? answer + 1 : answer));
}

export const citizenTexts = {
  en: {
    home: 'Home',
    newRequest: 'New Request',
    myRequests: 'My Requests',
    recent: 'Recent Requests',
    name: /Full Name/,
    district: /^District/,
    vidhanSabha: /Vidhan Sabha/,
    phone: /Mobile Number/,
    type: /Type of Request/,
    description: /Description in Detail/,
    address: /Full Address/,
    attachment: 'Attachment (optional)',
    answer: /Your answer/,
    submit: 'Submit Request',
    submitted: 'Request submitted successfully',
    captchaFailed: 'Security verification failed. Please try again.',
    fillAll: 'Please fill all required fields',
    pending: 'Pending',
    resolved: 'Resolved',
    viewProgress: 'View Progress',
    viewFullDetails: 'View Full Details',
    details: 'Details',
    detailsTitle: 'Request Details',
    previewFile: 'Preview File',
    closePreview: 'Close preview',
    close: 'Close',
    filter: 'Filter by status',
    clear: 'Clear status filter',
    staffResponse: 'Staff Response',
    waterSupply: 'Water Supply',
    raisen: 'Raisen',
    bhojpur: 'Bhojpur',
    noRequests: 'No Requests',
    current: 'Current',
    completed: 'Completed',
  },
  hi: {
    home: 'होम',
    newRequest: 'नया अनुरोध',
    myRequests: 'मेरे अनुरोध',
    recent: 'हाल के अनुरोध',
    name: /पूरा नाम/,
    district: /^ज़िला/,
    vidhanSabha: /विधानसभा/,
    phone: /मोबाइल नंबर/,
    type: /अनुरोध का प्रकार/,
    description: /विस्तृत विवरण/,
    address: /पूरा पता/,
    attachment: 'संलग्नक (वैकल्पिक)',
    answer: /आपका उत्तर/,
    submit: 'अनुरोध जमा करें',
    submitted: 'अनुरोध सफलतापूर्वक जमा किया गया',
    captchaFailed: 'सुरक्षा सत्यापन विफल रहा। कृपया पुनः प्रयास करें।',
    fillAll: 'कृपया सभी आवश्यक फ़ील्ड भरें',
    pending: 'लंबित',
    resolved: 'हल हो गया',
    viewProgress: 'प्रगति देखें',
    viewFullDetails: 'पूरा विवरण देखें',
    details: 'विवरण',
    detailsTitle: 'अनुरोध का विवरण',
    previewFile: 'फ़ाइल देखें',
    closePreview: 'पूर्वावलोकन बंद करें',
    close: 'बंद करें',
    filter: 'स्थिति के अनुसार छाँटें',
    clear: 'स्थिति फ़िल्टर हटाएँ',
    staffResponse: 'कर्मचारी का उत्तर',
    waterSupply: 'जल आपूर्ति',
    raisen: 'रायसेन',
    bhojpur: 'भोजपुर',
    noRequests: 'कोई अनुरोध नहीं',
    current: 'वर्तमान',
    completed: 'पूर्ण',
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

/**
 * Fills the request form's fields for a water-supply request in Raisen, Bhojpur (the journeys'
 * usual one): the person, the place, the type, the words and the address. Attachment, captcha and
 * sending are the journey's own.
 */
export async function fillWaterSupplyRequest(page: Page, L: (typeof citizenTexts)['en'], fields: { name: string; description: string; address: string }): Promise<void> {
  const form = page.getByRole('form');
  await form.getByLabel(L.name).fill(fields.name);
  await form.getByLabel(L.district).selectOption('raisen');
  await form.getByLabel(L.vidhanSabha).selectOption('bhojpur');
  await form.getByLabel(L.phone).fill('9876543210');
  await expect(form.getByRole('option', { name: L.waterSupply })).toBeAttached();
  await form.getByLabel(L.type).selectOption('water-supply');
  await form.getByLabel(L.description).fill(fields.description);
  await form.getByLabel(L.address).fill(fields.address);
}
