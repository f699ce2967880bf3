import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '../test/render-remote';
import { stubFetch } from '../test/stub-fetch';

// The pages that offer the office's address take it from the settings (GET /api/public/contact);
// with none set they offer none, never a made-up one.
const OFFICE = 'office@example.in';
const PLACEHOLDER = 'citizenconnect.example';
const mailtoLinks = () => [...document.querySelectorAll('a[href^="mailto:"]')].map((link) => link.getAttribute('href'));

// Fake timers: what a page does after the read's answer (the query's notify, the render) is run to
// the end at once instead of waited for.
beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => jest.useRealTimers());

/** Until the read has answered a page shows no address either: run its answer and the render after it. */
async function contactAnswered(fetch: jest.Mock) {
  await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/public/contact'))).toBe(true));
  await act(() => jest.advanceTimersByTimeAsync(1_000));
}

describe('the contact e-mail of the settings', () => {
  it.each([
    ['en', 'Contact', `Write to ${OFFICE} with any privacy question.`],
    ['hi', 'संपर्क', `गोपनीयता से जुड़े किसी भी प्रश्न के लिए ${OFFICE} पर लिखें।`],
  ] as const)('/privacy names and links the configured address (%s)', async (language, heading, sentence) => {
    stubFetch({ '/api/public/contact': { contactEmail: OFFICE } });
    renderRemote({ path: '/privacy', language });
    expect(await screen.findByRole('link', { name: OFFICE })).toHaveAttribute('href', `mailto:${OFFICE}`);
    const contact = screen.getByRole('region', { name: heading });
    expect(within(contact).getByText(sentence, { exact: false })).toBeInTheDocument();
    expect(mailtoLinks()).toEqual([`mailto:${OFFICE}`]);
    expect(document.body.innerHTML).not.toContain(PLACEHOLDER);
  });

  it('/privacy without an address in the settings: no address, no mailto', async () => {
    const fetch = stubFetch({ '/api/public/contact': { contactEmail: null } });
    renderRemote({ path: '/privacy', language: 'en' });
    const contact = await screen.findByRole('region', { name: 'Contact' });
    await contactAnswered(fetch);
    expect(await within(contact).findByText(/Ask the office of your public representative any privacy question/)).toBeInTheDocument();
    expect(mailtoLinks()).toEqual([]);
    expect(document.body.innerHTML).not.toContain('@');
  });

  it('/data-deletion offers the configured address beside its policy, and none when unset', async () => {
    stubFetch({ '/api/public/contact': { contactEmail: OFFICE } });
    const first = renderRemote({ path: '/data-deletion', language: 'en' });
    const policy = await screen.findByRole('complementary', { name: 'What happens next' });
    expect(await within(policy).findByRole('link', { name: OFFICE })).toHaveAttribute('href', `mailto:${OFFICE}`);
    expect(document.body.innerHTML).not.toContain(PLACEHOLDER);
    first.unmount();

    const fetch = stubFetch({ '/api/public/contact': { contactEmail: null } });
    renderRemote({ path: '/data-deletion', language: 'en' });
    expect(await screen.findByRole('complementary', { name: 'What happens next' })).toBeInTheDocument();
    await contactAnswered(fetch);
    expect(screen.queryByText('Questions? Write to')).not.toBeInTheDocument();
    expect(mailtoLinks()).toEqual([]);
  });

  it("the /web landing's footer links the configured address, and has no Contact link when none is set", async () => {
    stubFetch({ '/api/public/contact': { contactEmail: OFFICE } });
    const first = renderRemote({ path: '/web', basePath: '/web', language: 'hi' });
    expect(await screen.findByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', `mailto:${OFFICE}`);
    expect(document.body.innerHTML).not.toContain(PLACEHOLDER);
    first.unmount();

    // The read failing is the same as no address: nothing to write to.
    const fetch = stubFetch({ '/api/public/contact': () => ({ status: 503, body: { error: 'Service unavailable' } }) });
    renderRemote({ path: '/web', basePath: '/web', language: 'en' });
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    await contactAnswered(fetch);
    expect(screen.queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
    expect(mailtoLinks()).toEqual([]);
  });
});
