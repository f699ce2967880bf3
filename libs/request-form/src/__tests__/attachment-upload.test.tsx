import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { bundledTexts, createI18n } from '@cc/i18n';
import { createQueryClient, setApiBase } from '@cc/api-client';
import { validationMessages } from '@cc/validation';
import type { Language } from '@cc/types';
import { RequestForm } from '../components/request-form';
import type { DecodedPhoto } from '../photos/photo-codec';
import { browserPhotoCodec } from '../photos/photo-codec';
import type { DraftStore } from '../drafts/draft-store';
import { stubGets } from '../test/network-stubs';
import { startUploadServer } from '../test/upload-server';

// The attachment end to end in the form: the file actually sent (a photo made smaller in the
// browser, or its original when asked), and the server's refusal of a file shown on the file field.
// jsdom has no canvas: only the photo codec (the browser seam) is replaced.
jest.mock('../photos/photo-codec', () => ({ browserPhotoCodec: { decode: jest.fn() } }));
const decode = browserPhotoCodec.decode as jest.MockedFunction<typeof browserPhotoCodec.decode>;

// The draft store the form writes to (IndexedDB in a browser): an in-memory one recording the files kept.
const mockKeptFiles: Array<File | null> = [];
jest.mock('../drafts/draft-store', () => {
  const actual = jest.requireActual('../drafts/draft-store');
  const memory: DraftStore = {
    load: async () => null,
    saveValues: async () => undefined,
    saveFile: async (_key, file) => void mockKeptFiles.push(file),
    saveSubmission: async () => undefined,
    hold: async () => undefined,
    clear: async () => undefined,
  };
  return { ...actual, indexedDbDraftStore: () => memory };
});

const KB = 1024;
const MB = 1024 * KB;

const requestTypes = [{ id: 1, name: 'water-supply', displayName: 'Water Supply', displayNameHi: 'जल आपूर्ति', isActive: true, standardResponseTime: 72 }];
const locations = [
  { id: 2, type: 'district', name: 'Raisen', nameHi: 'रायसेन', code: 'raisen', value: 'raisen', parentId: 1, isActive: true },
  { id: 10, type: 'constituency', name: 'Bhojpur', nameHi: 'भोजपुर', code: 'raisen:bhojpur', value: 'bhojpur', parentId: 2, isActive: true },
];

let server: Awaited<ReturnType<typeof startUploadServer>>;
beforeEach(async () => {
  let captchas = 0;
  stubGets({ '/api/request-types': requestTypes, '/api/locations': locations, '/api/captcha': () => ({ token: `tok-${++captchas}`, question: `What is ${captchas} plus 1?` }) });
  // A file goes through jsdom's real XMLHttpRequest (axios' xhr adapter) to a real local server.
  server = await startUploadServer();
  setApiBase(server.origin);
  decode.mockReset();
  mockKeptFiles.length = 0;
});
afterEach(async () => {
  setApiBase('');
  await server.close();
});

function renderForm(language: Language = 'en', draftKey?: string) {
  const i18n = createI18n(bundledTexts({ en: {}, hi: {} }), language);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RequestForm language={language} draftKey={draftKey} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Pastes rather than types: the text is not under test here. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const paste = async (label: RegExp, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await paste(/Full Name/, 'Ramesh Kumar');
  await user.selectOptions(await screen.findByLabelText(/^District/), 'raisen');
  await user.selectOptions(screen.getByLabelText(/Vidhan Sabha/), 'bhojpur');
  await paste(/Mobile Number/, '9876543210');
  await screen.findByRole('option', { name: 'Water Supply' });
  await user.selectOptions(screen.getByLabelText(/Type of Request/), 'water-supply');
  await paste(/Description in Detail/, 'No water for three days');
  await paste(/Full Address/, 'Ward 4, Bhojpur');
  await screen.findByText('What is 1 plus 1?');
  await paste(/Your answer/, '2');
}

/** A phone photo of `size` bytes (its bytes are the codec's business, and the codec is a fake here). */
const phonePhoto = (size = 5 * MB) => new File([new Uint8Array(size)], 'pothole.png', { type: 'image/png' });

/** The codec decodes to a 4000×3000 photo and writes a 300 KB JPEG; `gate` holds the decoding back. */
function decodesTo(gate: Promise<void> = Promise.resolve()) {
  const toJpeg = jest.fn(async () => new Blob([new Uint8Array(300 * KB)], { type: 'image/jpeg' }));
  decode.mockImplementation(async () => {
    await gate;
    return { width: 4000, height: 3000, toJpeg, close: () => undefined } satisfies DecodedPhoto;
  });
  return toJpeg;
}

function held() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

const attachmentInput = () => screen.getByLabelText('Attachment (optional)');

describe('a photo is made smaller before it is sent', () => {
  it('shows "Preparing photo…", then the size that will be sent, sends that JPEG, and keeps it in the draft', async () => {
    Object.defineProperty(globalThis, 'indexedDB', { value: {}, configurable: true });
    try {
      const { gate, release } = held();
      const toJpeg = decodesTo(gate);
      const user = userEvent.setup();
      renderForm('en', 'citizen:7');
      await fillRequired(user);
      await user.upload(attachmentInput(), phonePhoto());
      expect(screen.getByTestId('attachment-size')).toHaveTextContent('Preparing photo…');
      expect(screen.getByRole('checkbox', { name: 'Send the original photo (larger, slower)' })).not.toBeChecked();
      await act(async () => release());
      await waitFor(() => expect(screen.getByTestId('attachment-size')).toHaveTextContent('Size to send: 300.0 KB (made smaller from 5.0 MB)'));
      expect(toJpeg).toHaveBeenCalledWith(1600, 1200, 0.8);
      // The draft keeps the file as it will be sent: the smaller JPEG, not the 5 MB original.
      await waitFor(() => expect(mockKeptFiles.at(-1)?.name).toBe('pothole.jpg'));
      expect(mockKeptFiles.at(-1)?.size).toBe(300 * KB);

      await user.click(screen.getByRole('button', { name: 'Submit Request' }));
      const upload = await server.firstUpload();
      expect(upload.body).toContain('name="attachment"; filename="pothole.jpg"\r\nContent-Type: image/jpeg');
      // The bytes sent, and so what the progress bar counts, are the JPEG's, not the photo's 5 MB.
      expect(upload.body.length).toBeGreaterThan(300 * KB);
      expect(upload.body.length).toBeLessThan(310 * KB);
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
      server.answer(201, { id: 9, requestId: 'CC-2026-000009', status: 'pending' });
      expect(await screen.findByText('Request submitted successfully', { selector: '[role="status"]' })).toBeInTheDocument();
    } finally {
      delete (globalThis as { indexedDB?: unknown }).indexedDB;
    }
  });

  it('says "Preparing photo…" instead of 0 % uploaded while Submit waits for the photo, then uploads it', async () => {
    const { gate, release } = held();
    decodesTo(gate);
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.upload(attachmentInput(), phonePhoto());
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByTestId('attachment-size')).toHaveTextContent('Preparing photo…');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();
    expect(server.received).toHaveLength(0);
    await act(async () => release());
    const upload = await server.firstUpload();
    expect(upload.body).toContain('filename="pothole.jpg"');
    expect(await screen.findByText('Uploading: 0%')).toBeInTheDocument();
    server.answer(201, { id: 9, requestId: 'CC-2026-000009', status: 'pending' });
    expect(await screen.findByText('Request submitted successfully', { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('sends the original photo when the citizen asks for it (Hindi)', async () => {
    decodesTo();
    const user = userEvent.setup();
    renderForm('hi');
    await user.upload(screen.getByLabelText('संलग्नक (वैकल्पिक)'), phonePhoto(600 * KB));
    await waitFor(() => expect(screen.getByTestId('attachment-size')).toHaveTextContent('300.0 KB (600.0 KB से छोटी की गई)'));
    await user.click(screen.getByRole('checkbox', { name: 'मूल फ़ोटो भेजें (बड़ी फ़ाइल, भेजने में अधिक समय)' }));
    expect(screen.getByTestId('attachment-size')).toHaveTextContent('600.0 KB');
    expect(screen.getByTestId('attachment-size')).not.toHaveTextContent('छोटी');
  });

  it('never touches a PDF, and sends the original of a photo the browser cannot decode', async () => {
    decode.mockResolvedValue(null);
    const user = userEvent.setup();
    renderForm();
    const pdf = new File([new Uint8Array(2 * MB)], 'bill.pdf', { type: 'application/pdf' });
    await user.upload(attachmentInput(), pdf);
    expect(screen.getByTestId('attachment-size')).toHaveTextContent('2.0 MB');
    expect(screen.queryByRole('checkbox', { name: /original photo/ })).not.toBeInTheDocument();
    expect(decode).not.toHaveBeenCalled();

    await user.upload(attachmentInput(), phonePhoto(3 * MB));
    await waitFor(() => expect(screen.getByTestId('attachment-size')).toHaveTextContent('3.0 MB'));
    expect(decode).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('checkbox', { name: /original photo/ })).not.toBeInTheDocument();
  });
});

describe('a file the server refuses is marked on the file field', () => {
  const typeNotAllowed = validationMessages.attachmentTypeNotAllowed.en;
  const tooLarge = validationMessages.attachmentTooLarge.en;

  it.each([
    ['a fake PDF (not PDF bytes)', 400, { error: typeNotAllowed, messageKey: 'attachmentTypeNotAllowed', field: 'attachment' }, typeNotAllowed],
    ['a file over the limit', 413, { error: tooLarge, messageKey: 'attachmentTooLarge', field: 'attachment' }, tooLarge],
    ["a proxy's own 413 page", 413, '<html><body>413 Request Entity Too Large</body></html>', tooLarge],
  ])('%s: its message on the attachment field, focused, as well as in the form alert', async (_case, status, body, text) => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.upload(attachmentInput(), new File(['<html>not a pdf</html>'], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const upload = await server.firstUpload();
    expect(upload.body).toContain('name="attachment"; filename="scan.pdf"');
    await act(async () => server.answer(status, body));

    const input = attachmentInput();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(input).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    // The refused file stays chosen, so the citizen sees which one to replace.
    expect(screen.getByTestId('attachment-chosen')).toHaveTextContent('scan.pdf');
    // Nothing else is blamed.
    expect(screen.getByLabelText(/Full Name/)).not.toHaveAttribute('aria-invalid');

    // Another file answers it: the field's message and the form's go.
    await user.upload(input, new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'bill.pdf', { type: 'application/pdf' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
