import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { createShellQueryClient } from '../../../app/queries/query-runtime';
import { AppRoutes } from '../../../app/app-routes';
import { anonymous, MANIFEST, sessionUser, stubFetch, type StubResponse } from '../../../testing/fetch-stub';
import { resetShellState, useFakeRemotes } from '../../../testing/render-app';
import { REGISTRATION_DRAFT_KEY } from '../registration-draft';

// Typing several steps with user-event takes seconds on a busy 2-core CI machine.
jest.setTimeout(20_000);

const PASSWORD = 'mahua-grove-7';

/** The browser's Back and Forward buttons, and the URL with its query. */
let history: NavigateFunction;
function HistoryProbe() {
  history = useNavigate();
  const location = useLocation();
  return <div data-testid="url">{`${location.pathname}${location.search}`}</div>;
}

/** Opens `path` in a fresh app, as a page load does (the tab's sessionStorage stays). */
function openPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={createShellQueryClient()}>
        <AppRoutes />
        <HistoryProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}

const url = () => screen.getByTestId('url');
const draft = () => sessionStorage.getItem(REGISTRATION_DRAFT_KEY);
const browserBack = () => act(async () => void history(-1));
const browserForward = () => act(async () => void history(1));
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

const STEP1 = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', phone: '9876543210' };
const STEP2 = { district: 'raisen', vidhanSabha: 'sanchi', block: '', address: 'Ward 4, Main road', pincode: '464551' };

beforeEach(() => {
  resetShellState();
  sessionStorage.clear();
  useFakeRemotes();
  localStorage.setItem('citizen-connect-language', 'en');
});

const stub = (register: StubResponse = { status: 500 }) =>
  stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous, 'POST /api/auth/register': register });

async function fillStep1() {
  await userEvent.type(await screen.findByLabelText(/First name/), STEP1.firstName);
  await userEvent.type(screen.getByLabelText(/Last name/), STEP1.lastName);
  await userEvent.type(screen.getByLabelText(/Email/), STEP1.email);
  await userEvent.type(screen.getByLabelText(/Mobile number/), STEP1.phone);
  await next();
}

async function fillStep2() {
  await userEvent.selectOptions(await screen.findByLabelText(/District/), STEP2.district);
  await userEvent.selectOptions(screen.getByLabelText(/Vidhan Sabha/), STEP2.vidhanSabha);
  await userEvent.type(screen.getByLabelText(/Address/), STEP2.address);
  await userEvent.type(screen.getByLabelText(/Pincode/), STEP2.pincode);
  await next();
}

async function typeStep3() {
  await userEvent.type(await screen.findByLabelText(/Username/), 'asha');
  await userEvent.type(screen.getByLabelText(/^Password/), PASSWORD);
  await userEvent.type(screen.getByLabelText(/Confirm password/), PASSWORD);
}

describe('registration: each step is a history entry', () => {
  it('Next adds ?step=2; Back shows step 1 with its values, Forward step 2 again', async () => {
    stub();
    openPage('/register');
    await fillStep1();
    expect(await screen.findByRole('heading', { name: 'Address and location' })).toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/register\?step=2$/);

    await browserBack();
    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/register$/);
    expect(screen.getByLabelText(/First name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9876543210');

    await browserForward();
    expect(await screen.findByRole('heading', { name: 'Address and location' })).toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/register\?step=2$/);
  });

  it('Previous goes back in the history like Back, so Forward returns to the later step', async () => {
    stub();
    openPage('/register');
    await fillStep1();
    await fillStep2();
    expect(await screen.findByRole('heading', { name: 'Account setup' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Address and location' })).toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/register\?step=2$/);
    await browserForward();
    expect(await screen.findByRole('heading', { name: 'Account setup' })).toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/register\?step=3$/);
  });

  it('a link to step 3 with nothing typed opens step 1, without error messages, and corrects the URL', async () => {
    stub();
    openPage('/register?step=3');
    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
    await waitFor(() => expect(url()).toHaveTextContent(/^\/register$/));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('never shows a step past one that is not valid: ?step=3 with only step 1 kept opens step 2', async () => {
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(STEP1));
    stub();
    openPage('/register?step=3');
    expect(await screen.findByRole('heading', { name: 'Address and location' })).toBeInTheDocument();
    await waitFor(() => expect(url()).toHaveTextContent(/^\/register\?step=2$/));
  });

  it('Forward after emptying a field of an earlier step stays on that step', async () => {
    stub();
    openPage('/register');
    await fillStep1();
    await screen.findByRole('heading', { name: 'Address and location' });
    await browserBack();
    await userEvent.clear(await screen.findByLabelText(/First name/));
    await browserForward();
    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
    await waitFor(() => expect(url()).toHaveTextContent(/^\/register$/));
  });
});

describe('registration: the tab keeps a draft', () => {
  it('a reload on step 3 keeps every typed field but the passwords, which are never stored', async () => {
    stub();
    const page = openPage('/register');
    await fillStep1();
    await fillStep2();
    await typeStep3();
    const stored = JSON.parse(draft()!);
    expect(stored).toMatchObject({ ...STEP1, ...STEP2, username: 'asha' });
    expect(stored).not.toHaveProperty('password');
    expect(stored).not.toHaveProperty('confirmPassword');
    expect(draft()).not.toContain(PASSWORD);

    page.unmount();
    openPage('/register?step=3');
    expect(await screen.findByRole('heading', { name: 'Account setup' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('asha');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Confirm password/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Address and location' })).toBeInTheDocument();
    expect(screen.getByLabelText(/District/)).toHaveValue('raisen');
    expect(screen.getByLabelText(/Vidhan Sabha/)).toHaveValue('sanchi');
    expect(screen.getByLabelText(/Pincode/)).toHaveValue('464551');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('asha@example.in');
  });

  it('a reload on step 4 opens step 3: its passwords were not kept', async () => {
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify({ ...STEP1, ...STEP2, username: 'asha', agreedToTerms: true }));
    stub();
    openPage('/register?step=4');
    expect(await screen.findByRole('heading', { name: 'Account setup' })).toBeInTheDocument();
    await waitFor(() => expect(url()).toHaveTextContent(/^\/register\?step=3$/));
    expect(screen.getByLabelText(/Username/)).toHaveValue('asha');
  });

  it('takes only the form fields with their types from the stored entry, never a password', async () => {
    sessionStorage.setItem(
      REGISTRATION_DRAFT_KEY,
      JSON.stringify({ ...STEP1, ...STEP2, firstName: 42, username: 'asha', password: PASSWORD, confirmPassword: PASSWORD, role: 'admin' }),
    );
    stub();
    openPage('/register');
    expect(await screen.findByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Verma');
    // The entry is rewritten from the form, so what was not taken is gone.
    expect(JSON.parse(draft()!)).not.toHaveProperty('password');
    expect(JSON.parse(draft()!)).not.toHaveProperty('role');
  });

  it('is removed when the registration succeeds, and not written again while the welcome is awaited', async () => {
    stub({ status: 201, body: { user: sessionUser('citizen', { id: 42, username: 'asha', name: 'Asha Verma' }) } });
    openPage('/register');
    await fillStep1();
    await fillStep2();
    await typeStep3();
    await next();
    await userEvent.click(await screen.findByLabelText(/terms and conditions/));
    await userEvent.click(screen.getByLabelText(/I agree to the privacy policy/));
    expect(JSON.parse(draft()!)).toMatchObject({ agreedToTerms: true, agreedToPrivacy: true });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Registration successful'));
    expect(draft()).toBeNull();
    await userEvent.type(screen.getByLabelText(/Voter ID/), 'A');
    expect(draft()).toBeNull();
  });

  it('is kept when the registration is refused', async () => {
    stub({ status: 409, body: { error: 'Username already exists' } });
    openPage('/register');
    await fillStep1();
    await fillStep2();
    await typeStep3();
    await next();
    await userEvent.click(await screen.findByLabelText(/terms and conditions/));
    await userEvent.click(screen.getByLabelText(/I agree to the privacy policy/));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Registration Error');
    expect(JSON.parse(draft()!)).toMatchObject({ username: 'asha', firstName: 'Asha' });
    expect(draft()).not.toContain(PASSWORD);
  });

  describe('without sessionStorage (blocked by the browser)', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    beforeEach(() =>
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    afterEach(() => Object.defineProperty(window, 'sessionStorage', original));

    it('the wizard still opens and moves between steps', async () => {
      stub();
      openPage('/register?step=2');
      expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
      await fillStep1();
      expect(await screen.findByRole('heading', { name: 'Address and location' })).toBeInTheDocument();
      await browserBack();
      expect(await screen.findByLabelText(/First name/)).toHaveValue('Asha');
    });
  });
});
