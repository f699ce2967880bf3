import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { bundledTexts, createI18n } from '@cc/i18n';
import { validationMessages } from '@cc/validation';
import { refusedInputs } from '@cc/validation/testing';
import type { Language } from '@cc/types';
import { RequestForm } from '../components/request-form';
import { createQueryClient, setApiBase } from '@cc/api-client';
import { stubGets, stubPosts } from '../test/network-stubs';
import { startUploadServer } from '../test/upload-server';

const requestTypes = [
  { id: 1, name: 'water-supply', displayName: 'Water Supply', displayNameHi: 'जल आपूर्ति', isActive: true, standardResponseTime: 72 },
  { id: 2, name: 'electricity', displayName: 'Electricity', displayNameHi: 'बिजली', isActive: true, standardResponseTime: 72 },
];
const locations = [
  { id: 2, type: 'district', name: 'Raisen', nameHi: 'रायसेन', code: 'raisen', value: 'raisen', parentId: 1, isActive: true },
  { id: 3, type: 'district', name: 'Vidisha', nameHi: 'विदिशा', code: 'vidisha', value: 'vidisha', parentId: 1, isActive: true },
  { id: 10, type: 'constituency', name: 'Bhojpur', nameHi: 'भोजपुर', code: 'raisen:bhojpur', value: 'bhojpur', parentId: 2, isActive: true },
  { id: 11, type: 'constituency', name: 'Basoda', nameHi: 'बासौदा', code: 'vidisha:basoda', value: 'basoda', parentId: 3, isActive: true },
];

let captchaCount = 0;
function stubApi(captcha: () => unknown = () => ({ token: `tok-${++captchaCount}`, question: `What is ${captchaCount} plus 1?` })) {
  return stubGets({ '/api/request-types': requestTypes, '/api/locations': locations, '/api/captcha': captcha });
}

function renderForm(language: Language = 'en', props: Partial<Parameters<typeof RequestForm>[0]> = {}) {
  const client = createQueryClient();
  const onNotify = jest.fn();
  const onSuccess = jest.fn();
  // The host's i18next instance (a remote's own, with no request-form texts): the form registers its own.
  const i18n = createI18n(bundledTexts({ en: {}, hi: {} }), language);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RequestForm language={language} onNotify={onNotify} onSuccess={onSuccess} {...props} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onNotify, onSuccess };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Ramesh Kumar');
  await user.selectOptions(await screen.findByLabelText(/^District/), 'raisen');
  await user.selectOptions(screen.getByLabelText(/Vidhan Sabha/), 'bhojpur');
  await user.type(screen.getByLabelText(/Mobile Number/), '9876543210');
  await screen.findByRole('option', { name: 'Water Supply' });
  await user.selectOptions(screen.getByLabelText(/Type of Request/), 'water-supply');
  await user.type(screen.getByLabelText(/Description in Detail/), 'No water for three days');
  await user.type(screen.getByLabelText(/Full Address/), 'Ward 4, Bhojpur');
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'pothole.png', { type: 'image/png' });

beforeEach(() => {
  captchaCount = 0;
});

describe('the shared request form', () => {
  it('refuses an empty form with the spec message and marks every required field', async () => {
    stubApi();
    const post = stubPosts();
    const user = userEvent.setup();
    renderForm();
    await screen.findByText('What is 1 plus 1?');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields');
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(screen.getByLabelText(/Full Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Voter ID/)).not.toHaveAttribute('aria-invalid');
    expect(post.sent).toHaveLength(0);
  });

  it('keeps Vidhan Sabha disabled until a district is chosen, offers Other, and clears it when the district changes', async () => {
    stubApi();
    const user = userEvent.setup();
    renderForm();
    const vidhanSabha = screen.getByLabelText(/Vidhan Sabha/);
    expect(vidhanSabha).toBeDisabled();
    await screen.findByRole('option', { name: 'Raisen' });
    await user.selectOptions(screen.getByLabelText(/^District/), 'raisen');
    expect(vidhanSabha).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Other' })).toBeInTheDocument();
    await user.selectOptions(vidhanSabha, 'bhojpur');
    expect(vidhanSabha).toHaveValue('bhojpur');
    await user.selectOptions(screen.getByLabelText(/^District/), 'vidisha');
    expect(vidhanSabha).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'Bhojpur' })).not.toBeInTheDocument();
  });

  it('lists the request types from the API in Hindi when Hindi is chosen', async () => {
    stubApi(() => ({ token: 't', question: '3 और 4 का योग क्या है?' }));
    renderForm('hi');
    expect(await screen.findByRole('option', { name: 'जल आपूर्ति' })).toBeInTheDocument();
    expect(screen.getByLabelText(/अनुरोध का प्रकार/)).toBeInTheDocument();
    expect(await screen.findByText('3 और 4 का योग क्या है?')).toBeInTheDocument();
    // The file picker speaks the page's language, not the browser's ('Choose File', 'No file chosen').
    expect(screen.getByText('फ़ाइल चुनें')).toBeInTheDocument();
    expect(screen.getByText('कोई फ़ाइल नहीं चुनी गई')).toBeInTheDocument();
    expect(screen.getByLabelText('संलग्नक (वैकल्पिक)')).toHaveAttribute('type', 'file');
  });

  it('asks to wait while the captcha loads, then for an answer', async () => {
    let release: (value: unknown) => void = () => undefined;
    const gate = new Promise((resolve) => (release = resolve));
    stubGets({
      '/api/request-types': requestTypes,
      '/api/locations': locations,
      '/api/captcha': () => ({ token: 'tok', question: 'What is 2 plus 2?' }),
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/captcha')) await gate;
      return realFetch(input, init);
    }) as typeof fetch;
    const post = stubPosts();
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait for CAPTCHA to load');
    await act(async () => release(undefined));
    await screen.findByText('What is 2 plus 2?');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete the security verification');
    expect(screen.getByLabelText(/Your answer/)).toHaveFocus();
    expect(post.sent).toHaveLength(0);
  });

  it('refuses the input the API refuses (shared fixture) with the same message beside the field, and sends nothing', async () => {
    const { body, messageKey } = refusedInputs.requestForm;
    stubApi();
    const post = stubPosts();
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Voter ID Number/), body.voterIdNumber);
    await screen.findByText('What is 1 plus 1?');
    await user.type(screen.getByLabelText(/Your answer/), body.captchaAnswer);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(validationMessages[messageKey].en);
    expect(screen.getByLabelText(/Voter ID Number/)).toHaveFocus();
    expect(screen.getByLabelText(/Voter ID Number/)).toHaveAccessibleDescription(expect.stringContaining(validationMessages[messageKey].en));
    expect(post.sent).toHaveLength(0);
  });

  it('after a wrong answer shows the spec message, asks a fresh question and keeps everything typed', async () => {
    stubApi();
    const post = stubPosts();
    const user = userEvent.setup();
    const { onNotify } = renderForm();
    await fillRequired(user);
    await screen.findByText('What is 1 plus 1?');
    await user.type(screen.getByLabelText(/Your answer/), '7');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(post.sent[0].body).toEqual(expect.stringContaining('"captchaToken":"tok-1"'));
    await act(async () =>
      post.respond({ status: 400, body: { error: 'Security verification failed. Please try again.', messageKey: 'securityVerificationFailed', field: 'captchaAnswer' } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Security verification failed. Please try again.');
    expect(await screen.findByText('What is 2 plus 1?')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ramesh Kumar');
    expect(screen.getByLabelText(/Vidhan Sabha/)).toHaveValue('bhojpur');
    expect(screen.getByLabelText(/Description in Detail/)).toHaveValue('No water for three days');
    expect(onNotify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });

  it('keeps everything typed when the reply is lost, says in Hindi that it may have arrived, and retries as the same submission', async () => {
    stubApi(() => ({ token: `tok-${++captchaCount}`, question: `${captchaCount} और 1 का योग क्या है?` }));
    const post = stubPosts();
    const user = userEvent.setup();
    renderForm('hi');
    await user.type(screen.getByLabelText(/पूरा नाम/), 'सुनीता');
    await user.click(screen.getByRole('button', { name: 'अनुरोध जमा करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सभी आवश्यक फ़ील्ड भरें');
    await user.selectOptions(screen.getByLabelText(/ज़िला/), 'raisen');
    await user.selectOptions(screen.getByLabelText(/विधानसभा/), 'other');
    await user.type(screen.getByLabelText(/मोबाइल नंबर/), '9876543210');
    await screen.findByRole('option', { name: 'बिजली' });
    await user.selectOptions(screen.getByLabelText(/अनुरोध का प्रकार/), 'electricity');
    await user.type(screen.getByLabelText(/विस्तृत विवरण/), 'बिजली नहीं है');
    await user.type(screen.getByLabelText(/पूरा पता/), 'वार्ड 2');
    await screen.findByText('1 और 1 का योग क्या है?');
    await user.type(screen.getByLabelText(/आपका उत्तर/), '2');
    await user.click(screen.getByRole('button', { name: 'अनुरोध जमा करें' }));
    expect(JSON.parse(post.sent[0].body as string)).toEqual(expect.objectContaining({ name: 'सुनीता', block: 'other', requestType: 'electricity' }));
    await act(async () => post.fail());
    // Never "failed" when it may have arrived: say so, where to look, and that a retry is safe.
    expect(screen.getByRole('alert')).toHaveTextContent('हो सकता है आपका अनुरोध पहुँच गया हो');
    expect(screen.getByRole('alert')).toHaveTextContent('दोबारा भेजना सुरक्षित है');
    expect(screen.getByRole('alert')).not.toHaveTextContent('अनुरोध जमा करने में विफल');
    expect(screen.getByLabelText(/पूरा नाम/)).toHaveValue('सुनीता');
    expect(screen.getByLabelText(/विस्तृत विवरण/)).toHaveValue('बिजली नहीं है');
    expect(await screen.findByText('2 और 1 का योग क्या है?')).toBeInTheDocument();

    // The retry is the same submission: the same Idempotency-Key, so the server answers the first request.
    await user.type(screen.getByLabelText(/आपका उत्तर/), '3');
    await user.click(screen.getByRole('button', { name: 'अनुरोध जमा करें' }));
    expect(post.sent).toHaveLength(2);
    const keyOf = (i: number) => post.sent[i]!.headers['idempotency-key'];
    expect(keyOf(0)).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(keyOf(1)).toBe(keyOf(0));
    await act(async () => post.respond({ status: 201, body: { id: 1, requestId: 'CC-2026-000001', status: 'pending' } }));
    expect(await screen.findByText('अनुरोध सफलतापूर्वक जमा किया गया')).toBeInTheDocument();
  }, 20_000);

  it('clears "Please fill all required fields" once every marked field is filled', async () => {
    stubApi();
    const user = userEvent.setup();
    renderForm();
    await screen.findByText('What is 1 plus 1?');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields');
    await user.type(screen.getByLabelText(/Full Name/), 'Sunita');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields');
    await fillRequired(user);
    expect(screen.queryByText('Please fill all required fields')).toBeNull();
  }, 20_000);

  it('refuses a file over 20MB or of another type, and shows a chosen file with its size and a remove button', async () => {
    stubApi();
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText('Attachment (optional)');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(input, big);
    expect(screen.getByText('File size must be less than 20MB')).toBeInTheDocument();
    await user.upload(input, new File(['x'], 'notes.docx'));
    expect(screen.getByText('Only PDF, JPG, JPEG and PNG files are allowed')).toBeInTheDocument();
    await user.upload(input, png());
    expect(screen.getByTestId('attachment-chosen')).toHaveTextContent('pothole.png');
    expect(screen.getByTestId('attachment-chosen')).toHaveTextContent('8 B');
    await user.click(screen.getByRole('button', { name: 'Remove file pothole.png' }));
    expect(screen.queryByTestId('attachment-chosen')).not.toBeInTheDocument();
  });

  it('sends once on a double click, shows upload progress, and after success clears the form with a fresh question', async () => {
    // The file goes through jsdom's real XMLHttpRequest (axios' xhr adapter) to a real server.
    const server = await startUploadServer();
    setApiBase(server.origin);
    try {
      stubApi();
      const user = userEvent.setup();
      const { onNotify, onSuccess } = renderForm();
      await fillRequired(user);
      await user.upload(screen.getByLabelText('Attachment (optional)'), png());
      await screen.findByText('What is 1 plus 1?');
      await user.type(screen.getByLabelText(/Your answer/), '2');
      const submit = screen.getByRole('button', { name: 'Submit Request' });
      await user.dblClick(submit);
      const upload = await server.firstUpload();
      expect(upload.method).toBe('POST');
      expect(upload.url).toBe('/api/requests');
      expect(upload.headers['idempotency-key']).toMatch(/.{8,}/);
      expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(upload.body).toContain('name="attachment"; filename="pothole.png"');
      expect(upload.body).toMatch(/name="block"\r\n\r\nbhojpur\r\n/);
      expect(upload.body).toMatch(/name="captchaAnswer"\r\n\r\n2\r\n/);
      // The upload is in flight: the bar shows (jsdom's XHR reports no length, a browser's does).
      expect(screen.getByText('Uploading: 0%')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '0');
      server.answer(201, { id: 9, requestId: 'CC-2026-000009', status: 'pending' });
      // The form's success line (the draft notice above the fields is a live region of its own, empty here).
      expect(await screen.findByText('Request submitted successfully', { selector: '[role="status"]' })).toBeInTheDocument();
      expect(server.received).toHaveLength(1);
      expect(onNotify).toHaveBeenCalledWith(expect.objectContaining({ description: 'Request submitted successfully' }));
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'CC-2026-000009' }));
      expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
      expect(screen.getByLabelText(/Your answer/)).toHaveValue('');
      expect(screen.queryByTestId('attachment-chosen')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('captcha-question')).toHaveTextContent('What is 2 plus 1?'));
    } finally {
      setApiBase('');
      await server.close();
    }
  });
});
