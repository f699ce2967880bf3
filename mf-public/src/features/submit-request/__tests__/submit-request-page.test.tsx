import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@cc/api-client';
import { renderRemote } from '../../../test/render-remote';
import { stubFetch } from '../../../test/stub-fetch';

const requestTypes = [{ id: 1, name: 'water-supply', displayName: 'Water Supply', displayNameHi: 'जल आपूर्ति', isActive: true, standardResponseTime: 72 }];
const locations = [
  { id: 2, type: 'district', name: 'Raisen', nameHi: 'रायसेन', code: 'raisen', value: 'raisen', parentId: 1, isActive: true },
  { id: 10, type: 'constituency', name: 'Bhojpur', nameHi: 'भोजपुर', code: 'raisen:bhojpur', value: 'bhojpur', parentId: 2, isActive: true },
];

function stubApi(submit: () => { status: number; body: unknown }) {
  let captchas = 0;
  return stubFetch({
    '/api/request-types': requestTypes,
    '/api/locations': locations,
    '/api/captcha': () => {
      captchas += 1;
      return { status: 200, body: { token: `tok-${captchas}`, question: `What is ${captchas} plus 2?` } };
    },
    'POST /api/requests': submit,
    '/api/public/contact': { contactEmail: 'office@example.in' },
  });
}

const LABELS = {
  en: { name: /Full Name/, district: /^District/, vidhanSabha: /Vidhan Sabha/, phone: /Mobile Number/, type: /Type of Request/, waterSupply: 'Water Supply', description: /Description in Detail/, address: /Full Address/, answer: /Your answer/ },
  hi: { name: /पूरा नाम/, district: /^ज़िला/, vidhanSabha: /विधानसभा/, phone: /मोबाइल नंबर/, type: /अनुरोध का प्रकार/, waterSupply: 'जल आपूर्ति', description: /विस्तृत विवरण/, address: /पूरा पता/, answer: /आपका उत्तर/ },
};

async function fillForm(user: ReturnType<typeof userEvent.setup>, answer: string, language: 'en' | 'hi' = 'en') {
  const L = LABELS[language];
  await user.type(await screen.findByLabelText(L.name), 'Sunita Devi');
  await user.selectOptions(await screen.findByLabelText(L.district), 'raisen');
  await user.selectOptions(screen.getByLabelText(L.vidhanSabha), 'bhojpur');
  await user.type(screen.getByLabelText(L.phone), '9876543210');
  await screen.findByRole('option', { name: L.waterSupply });
  await user.selectOptions(screen.getByLabelText(L.type), 'water-supply');
  await user.type(screen.getByLabelText(L.description), 'The hand pump has been dry for a week.');
  await user.type(screen.getByLabelText(L.address), 'Ward 2, Bhojpur');
  await waitFor(() => expect(screen.getByTestId('captcha-question')).toHaveTextContent(/1/));
  await user.type(screen.getByLabelText(L.answer), answer);
}

const sentBody = (fetch: jest.Mock) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method?.toUpperCase() === 'POST');
  return call ? JSON.parse(call[1].body as string) : null;
};

// Filling the whole form is many keystrokes: on a busy machine it outlasts jest's default 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('/submit-request for a visitor without an account', () => {
  it('files through the shared form and shows the request code to quote, with the way back home', async () => {
    const trackUrl = 'https://grievances.example.in/track/CC-2026-000042?t=abc.def';
    const fetch = stubApi(() => ({ status: 201, body: { id: 42, requestId: 'CC-2026-000042', status: 'pending', trackUrl } }));
    const user = userEvent.setup({ delay: null });
    const { shell } = renderRemote({ path: '/submit-request', language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit a Request' })).toBeInTheDocument();
    await fillForm(user, '3');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const done = await screen.findByTestId('request-submitted');
    expect(within(done).getByRole('heading', { name: 'Request submitted successfully' })).toHaveFocus();
    expect(within(done).getByTestId('request-code')).toHaveTextContent('CC-2026-000042');
    expect(within(done).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // The office's address from the settings (GET /api/public/contact).
    expect(await within(done).findByRole('link', { name: 'office@example.in' })).toHaveAttribute('href', 'mailto:office@example.in');
    // The status link the request's SMS carries: no login, no typing.
    expect(within(done).getByRole('link', { name: 'open the status page of this request' })).toHaveAttribute('href', trackUrl);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Request submitted successfully', variant: 'success' }));
    // No account: nothing names a submitter; the server decides who filed it.
    expect(sentBody(fetch)).toEqual({
      name: 'Sunita Devi',
      district: 'raisen',
      block: 'bhojpur',
      phone: '9876543210',
      requestType: 'water-supply',
      description: 'The hand pump has been dry for a week.',
      address: 'Ward 2, Bhojpur',
      vidhanSabha: 'bhojpur',
      // Not published unless the visitor ticks the box (off by default).
      showPublicly: false,
      captchaToken: 'tok-1',
      captchaAnswer: '3',
    });
    expect(sentBody(fetch)).not.toHaveProperty('submitterId');

    await user.click(within(done).getByRole('button', { name: 'Submit another request' }));
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('says it in Hindi, and keeps what was typed with the server reason and a fresh question when the answer is wrong', async () => {
    stubApi(() => ({
      status: 400,
      body: { error: 'Security verification failed. Please try again.', messageKey: 'securityVerificationFailed', field: 'captchaAnswer' },
    }));
    const user = userEvent.setup({ delay: null });
    renderRemote({ path: '/submit-request', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'अनुरोध भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खाता है? अपने अनुरोध ऑनलाइन देखने के लिए लॉगिन करें' })).toHaveAttribute('href', '/login');
    await fillForm(user, '4', 'hi');
    await user.click(screen.getByRole('button', { name: 'अनुरोध जमा करें' }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent('सुरक्षा सत्यापन विफल रहा। कृपया पुनः प्रयास करें।');
    expect(screen.queryByTestId('request-submitted')).not.toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.hi.name)).toHaveValue('Sunita Devi');
    // The spent question is replaced by a fresh one.
    await waitFor(() => expect(screen.getByTestId('captcha-question')).toHaveTextContent('What is 2 plus 2?'));
  });

  it('keeps its own stored theme: the toggle here never changes the site theme', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    stubApi(() => ({ status: 201, body: {} }));
    const user = userEvent.setup({ delay: null });
    const { shell, unmount } = renderRemote({ path: '/submit-request', language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Submit a Request' });
    expect(document.documentElement.dataset.theme).toBe('light');

    await user.click(screen.getByRole('button', { name: /Dark mode/ }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.publicTheme)).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(shell.setTheme).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Light mode/ })).toBeInTheDocument();

    // Leaving the page hands the site's theme back.
    unmount();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('opens in the stored public theme even when the site is light', async () => {
    localStorage.setItem(STORAGE_KEYS.publicTheme, 'dark');
    stubApi(() => ({ status: 201, body: {} }));
    renderRemote({ path: '/submit-request', language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Submit a Request' });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(screen.getByRole('button', { name: /Light mode/ })).toBeInTheDocument();
  });
});
