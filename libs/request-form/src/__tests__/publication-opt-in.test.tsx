import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { bundledTexts, createI18n } from '@cc/i18n';
import { createQueryClient } from '@cc/api-client';
import type { Language } from '@cc/types';
import { RequestForm } from '../components/request-form';
import { stubGets, stubPosts } from '../test/network-stubs';

// "Show this on the public map and reports": off unless ticked, sent as showPublicly, never offered
// for a type whose requests are never published (the API applies the same rule: docs/open311.md).
const requestTypes = [
  { id: 1, name: 'water-supply', displayName: 'Water Supply', displayNameHi: 'जल आपूर्ति', isActive: true, standardResponseTime: 72, visibility: 'public' },
  { id: 2, name: 'welfare', displayName: 'Welfare', displayNameHi: 'कल्याण', isActive: true, standardResponseTime: 72, visibility: 'private' },
];
const locations = [
  { id: 2, type: 'district', name: 'Raisen', nameHi: 'रायसेन', code: 'raisen', value: 'raisen', parentId: 1, isActive: true },
  { id: 10, type: 'constituency', name: 'Bhojpur', nameHi: 'भोजपुर', code: 'raisen:bhojpur', value: 'bhojpur', parentId: 2, isActive: true },
];

let captchaCount = 0;
beforeEach(() => {
  captchaCount = 0;
  stubGets({ '/api/request-types': requestTypes, '/api/locations': locations, '/api/captcha': () => ({ token: `tok-${++captchaCount}`, question: `What is ${captchaCount} plus 1?` }) });
});

function renderForm(language: Language = 'en') {
  const i18n = createI18n(bundledTexts({ en: {}, hi: {} }), language);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RequestForm language={language} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Pastes instead of typing key by key: what is typed is not under test here, and a busy machine is slow. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, requestType: string, tick: boolean) {
  await fill(user, screen.getByLabelText(/Full Name/), 'Ramesh Kumar');
  await user.selectOptions(await screen.findByLabelText(/^District/), 'raisen');
  await user.selectOptions(screen.getByLabelText(/Vidhan Sabha/), 'bhojpur');
  await fill(user, screen.getByLabelText(/Mobile Number/), '9876543210');
  await screen.findByRole('option', { name: 'Water Supply' });
  await user.selectOptions(screen.getByLabelText(/Type of Request/), requestType);
  await fill(user, screen.getByLabelText(/Description in Detail/), 'No water for three days');
  await fill(user, screen.getByLabelText(/Full Address/), 'Ward 4, Bhojpur');
  if (tick) await user.click(screen.getByLabelText(/Show this on the public map/));
  await screen.findByText('What is 1 plus 1?');
  await fill(user, screen.getByLabelText(/Your answer/), '2');
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
}

// A whole form filled per test: more than the default 5 s on a loaded 2-core machine.
jest.setTimeout(30_000);

describe('the opt-in to publication', () => {
  it('is off by default, says what is published, and is sent as false when left alone', async () => {
    const post = stubPosts();
    const user = userEvent.setup();
    renderForm();
    const box = screen.getByLabelText('Show this on the public map and reports (without my name or phone)');
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/anyone can read the type, description, status and district.*never shown/);
    await fillAndSend(user, 'water-supply', false);
    expect(JSON.parse(post.sent[0].body as string)).toEqual(expect.objectContaining({ requestType: 'water-supply', showPublicly: false }));
  });

  it('sends true when ticked, and starts unticked again for the next request', async () => {
    const post = stubPosts();
    const user = userEvent.setup();
    renderForm();
    await fillAndSend(user, 'water-supply', true);
    expect(JSON.parse(post.sent[0].body as string)).toEqual(expect.objectContaining({ showPublicly: true }));
    await act(async () => post.respond({ status: 201, body: { id: 9, requestId: 'CC-2026-000009', status: 'pending' } }));
    expect(await screen.findByText('Request submitted successfully', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Show this on the public map/)).not.toBeChecked();
  });

  it('is not offered for a private type: disabled, with the reason, and sent as false even if ticked before', async () => {
    const post = stubPosts();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText(/Show this on the public map/));
    await fillAndSend(user, 'welfare', false);
    const box = screen.getByLabelText(/Show this on the public map/);
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/never shown publicly/);
    expect(JSON.parse(post.sent[0].body as string)).toEqual(expect.objectContaining({ requestType: 'welfare', showPublicly: false }));
  });

  it('speaks Hindi on the Hindi form', async () => {
    renderForm('hi');
    const box = screen.getByLabelText('इसे सार्वजनिक मानचित्र और रिपोर्ट में दिखाएँ (मेरे नाम या फ़ोन के बिना)');
    expect(box).toHaveAccessibleDescription(/आपका नाम, फ़ोन, ईमेल, मतदाता पहचान पत्र और पता कभी नहीं दिखाया जाता/);
  });
});
