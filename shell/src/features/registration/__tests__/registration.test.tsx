import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@cc/api-client';
import { validationMessages } from '@cc/validation';
import { refusedInputs } from '@cc/validation/testing';
import { anonymous, MANIFEST, sessionUser, stubFetch, type StubResponse } from '../../../testing/fetch-stub';
import { renderApp, resetShellState, useFakeRemotes } from '../../../testing/render-app';

// Typing four steps with user-event takes seconds on a busy 2-core CI machine: time enough for it.
jest.setTimeout(20_000);

beforeEach(() => {
  resetShellState();
  // The wizard keeps a draft for the tab: each test starts a fresh one.
  sessionStorage.clear();
  useFakeRemotes();
  localStorage.setItem('citizen-connect-language', 'en');
});

afterEach(() => jest.useRealTimers());

const stub = (register: StubResponse = { status: 500 }) =>
  stubFetch({ '/mf-remotes.json': { body: MANIFEST }, 'GET /api/auth/user': anonymous, 'POST /api/auth/register': register });

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function fillStep1() {
  await userEvent.type(await screen.findByLabelText(/First name/), 'Asha');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Verma');
  await userEvent.type(screen.getByLabelText(/Email/), 'asha@example.in');
  await userEvent.type(screen.getByLabelText(/Mobile number/), '9876543210');
  await next();
}

async function fillStep2() {
  await userEvent.selectOptions(await screen.findByLabelText(/District/), 'raisen');
  await userEvent.selectOptions(screen.getByLabelText(/Vidhan Sabha/), 'sanchi');
  await userEvent.type(screen.getByLabelText(/Address/), 'Ward 4, Main road');
  await userEvent.type(screen.getByLabelText(/Pincode/), '464551');
  await next();
}

async function fillStep3() {
  await userEvent.type(await screen.findByLabelText(/Username/), 'asha');
  await userEvent.type(screen.getByLabelText(/^Password/), 'mahua-grove-7');
  await userEvent.type(screen.getByLabelText(/Confirm password/), 'mahua-grove-7');
  await next();
}

/** Fills the four steps with valid values and submits. */
async function registerThroughAllSteps() {
  renderApp('/register');
  await fillStep1();
  await fillStep2();
  await fillStep3();
  await userEvent.click(await screen.findByLabelText(/terms and conditions/));
  await userEvent.click(screen.getByLabelText(/I agree to the privacy policy/));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('registration (/register)', () => {
  it('step 1: Next shows every missing field under its field and stays on the step', async () => {
    stub();
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Personal information' });
    await next();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    const firstName = screen.getByLabelText(/First name/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(firstName).toHaveFocus();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('step 1: a malformed email and phone get the spec messages, and an edit clears the error', async () => {
    stub();
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Mobile number/), '12345');
    await next();
    expect(screen.getByText('Enter valid email')).toBeInTheDocument();
    expect(screen.getByText('Enter valid Indian mobile number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'x');
    expect(screen.queryByText('Enter valid email')).not.toBeInTheDocument();
    expect(screen.getByText('Enter valid Indian mobile number')).toBeInTheDocument();
  });

  it('shows the messages in Hindi when Hindi is chosen', async () => {
    localStorage.setItem('citizen-connect-language', 'hi');
    stub();
    renderApp('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'आगे' }));
    expect(screen.getByText('पहला नाम आवश्यक है')).toBeInTheDocument();
  });

  it('step 2: Vidhan Sabha waits for a district, follows it, and is cleared when the district changes', async () => {
    stub();
    renderApp('/register');
    await fillStep1();
    const vidhanSabha = await screen.findByLabelText(/Vidhan Sabha/);
    expect(vidhanSabha).toBeDisabled();
    await next();
    expect(screen.getByText('Select district', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/District/), 'raisen');
    expect(screen.queryByText('Select district', { selector: 'p' })).not.toBeInTheDocument();
    expect(vidhanSabha).toBeEnabled();
    const options = Array.from((vidhanSabha as HTMLSelectElement).options).map((option) => option.value);
    expect(options).toEqual(['', 'bhojpur', 'sanchi', 'silwani', 'other']);
    await userEvent.selectOptions(vidhanSabha, 'sanchi');
    await userEvent.selectOptions(screen.getByLabelText(/District/), 'dewas');
    expect(vidhanSabha).toHaveValue('');
    await userEvent.type(screen.getByLabelText(/Pincode/), '1234');
    await next();
    expect(screen.getByText('Enter valid 6-digit pincode')).toBeInTheDocument();
  });

  it('step 3: username length and matching passwords; Previous goes back a step', async () => {
    stub();
    renderApp('/register');
    await fillStep1();
    await fillStep2();
    await userEvent.type(await screen.findByLabelText(/Username/), 'ab');
    await userEvent.type(screen.getByLabelText(/^Password/), 'mahua-grove-7');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'mahua-grove-8');
    await next();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Address and location' })).toBeInTheDocument();
    expect(screen.getByLabelText(/District/)).toHaveValue('raisen');
  });

  it('step 1: Back to login goes to /login', async () => {
    stub();
    renderApp('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('step 4: consent is required and the voter id must look like ABC1234567', async () => {
    stub();
    renderApp('/register');
    await fillStep1();
    await fillStep2();
    await fillStep3();
    await userEvent.type(await screen.findByLabelText(/Voter ID/), 'AB12');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Agreement to terms is required')).toBeInTheDocument();
    expect(screen.getByText('Privacy policy agreement is required')).toBeInTheDocument();
    expect(screen.getByText('Valid Voter ID format: ABC1234567')).toBeInTheDocument();
  });

  it('a refused registration shows Registration Error with the server message', async () => {
    stub({ status: 409, body: { error: 'Username already exists' } });
    await registerThroughAllSteps();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Registration Error');
    expect(toast).toHaveTextContent('Username already exists');
  });

  it('a password the server refuses (400, field password) is shown under the password field, in English and Hindi', async () => {
    stub({
      status: 400,
      body: {
        error: 'This password is too common. Please choose another.',
        messageKey: 'passwordTooCommon',
        field: 'password',
        errors: [{ field: 'password', messageKey: 'passwordTooCommon', message: 'This password is too common. Please choose another.' }],
      },
    });
    await registerThroughAllSteps();

    expect(await screen.findByTestId('toast')).toHaveTextContent('This password is too common. Please choose another.');
    // Back on the step that holds the field, with the message under it and the focus in it.
    expect(await screen.findByRole('heading', { name: 'Account setup' })).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('This password is too common. Please choose another.');
    await waitFor(() => expect(password).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'हिंदी' }));
    expect(document.getElementById('register-password')).toHaveAccessibleDescription('यह पासवर्ड बहुत आम है। कृपया कोई दूसरा पासवर्ड चुनें।');
    // Editing the field clears the server's message like any other.
    await userEvent.type(document.getElementById('register-password')!, 'x');
    expect(screen.queryByText('यह पासवर्ड बहुत आम है। कृपया कोई दूसरा पासवर्ड चुनें।')).not.toBeInTheDocument();
    // Four steps of typing: slower than one step on a loaded machine.
  }, 20_000);

  it('submits the spec payload, stores the new-user record and opens the welcome after 2 s', async () => {
    const { calls } = stub({ status: 201, body: { user: sessionUser('citizen', { id: 42, username: 'asha', name: 'Asha Verma' }) } });
    const { queryClient } = renderApp('/register');
    await fillStep1();
    await fillStep2();
    await fillStep3();
    await userEvent.type(await screen.findByLabelText(/Voter ID/), 'abc1234567');
    await userEvent.click(screen.getByLabelText(/terms and conditions/));
    await userEvent.click(screen.getByLabelText(/I agree to the privacy policy/));
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await act(async () => undefined);
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Registration successful'));
    expect(calls.find((call) => call.url === '/api/auth/register')?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      district: 'raisen',
      vidhanSabha: 'sanchi',
      block: '',
      address: 'Ward 4, Main road',
      pincode: '464551',
      username: 'asha',
      password: 'mahua-grove-7',
      confirmPassword: 'mahua-grove-7',
      voterIdNumber: 'ABC1234567',
      role: 'citizen',
      allowNotifications: true,
      agreedToTerms: true,
      agreedToPrivacy: true,
      // The language it was filled in: the language of the citizen's messages.
      language: 'en',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.newUser)!)).toEqual({
      id: 42,
      username: 'asha',
      name: 'Asha Verma',
      role: 'citizen',
      firstName: 'Asha',
      district: 'raisen',
      vidhanSabha: 'sanchi',
    });
    expect(queryClient.getQueryData(['auth', 'user'])).toMatchObject({ id: 42, role: 'citizen' });
    await act(async () => jest.advanceTimersByTime(1900));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    await act(async () => jest.advanceTimersByTime(100));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/onboarding/welcome'));
  });

  it('takes districts and Vidhan Sabhas from GET /api/locations when it answers', async () => {
    stubFetch({
      '/mf-remotes.json': { body: MANIFEST },
      'GET /api/auth/user': anonymous,
      'GET /api/locations': {
        body: [
          { id: 1, type: 'district', name: 'Raisen', nameHi: 'रायसेन', value: 'raisen', parentId: null },
          { id: 2, type: 'district', name: 'Bhopal', nameHi: 'भोपाल', value: 'bhopal', parentId: null },
          { id: 3, type: 'constituency', name: 'Huzur', nameHi: 'हुज़ूर', value: 'huzur', parentId: 2 },
          { id: 4, type: 'constituency', name: 'Bhojpur', nameHi: 'भोजपुर', value: 'bhojpur', parentId: 1 },
        ],
      },
    });
    renderApp('/register');
    await fillStep1();
    const district = await screen.findByLabelText(/District/);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bhopal' })).toBeInTheDocument());
    await userEvent.selectOptions(district, 'bhopal');
    const options = Array.from((screen.getByLabelText(/Vidhan Sabha/) as HTMLSelectElement).options).map((option) => option.textContent);
    expect(options).toEqual(['Select Vidhan Sabha', 'Huzur', 'Other']);
  });
});

describe('registration and the API refuse alike', () => {
  it('step 1 refuses the phone the API refuses (shared fixture) with the same message, and sends nothing', async () => {
    const { body, field, messageKey } = refusedInputs.registration;
    const { calls } = stub();
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText(/First name/), body.firstName);
    await userEvent.type(screen.getByLabelText(/Last name/), body.lastName);
    await userEvent.type(screen.getByLabelText(/Email/), body.email);
    await userEvent.type(screen.getByLabelText(/Mobile number/), body.phone);
    await next();
    const phone = document.getElementById(`register-${field}`)!;
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(validationMessages[messageKey].en));
    expect(phone).toHaveFocus();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/api/auth/register'))).toHaveLength(0);
  });
});
