import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { bundledTexts, createI18n } from '@cc/i18n';
import { createQueryClient, setApiBase } from '@cc/api-client';
import type { Language } from '@cc/types';
import { RequestForm } from '../components/request-form';
import { HINT_DEBOUNCE_MS } from '../components/similar-requests-hint';
import { stubGets } from '../test/network-stubs';

jest.setTimeout(30_000);

const requestTypes = [{ id: 1, name: 'water-supply', displayName: 'Water Supply', displayNameHi: 'जल आपूर्ति', isActive: true, standardResponseTime: 72 }];
const locations = [
  { id: 2, type: 'district', name: 'Raisen', nameHi: 'रायसेन', code: 'raisen', value: 'raisen', parentId: 1, isActive: true },
  { id: 3, type: 'constituency', name: 'Bhojpur', nameHi: 'भोजपुर', code: 'raisen:bhojpur', value: 'bhojpur', parentId: 2, isActive: true },
];
// A published request (its opening and public record) and an unpublished one (neither).
const hint = {
  requestId: 'CC-2026-000777',
  requestType: 'water-supply',
  status: 'pending',
  createdAt: '2026-11-02T06:30:00.000Z',
  district: 'raisen',
  vidhanSabha: 'bhojpur',
  opening: 'नल से पानी नहीं आ रहा, संपर्क […]',
  followPath: '/open311/v2/requests/CC-2026-000777.json',
};
const unpublished = { ...hint, requestId: 'CC-2026-000778', status: 'escalated', vidhanSabha: null, opening: null, followPath: null };

beforeAll(() => setApiBase(''));
afterEach(() => jest.useRealTimers());

function renderForm(language: Language) {
  const i18n = createI18n(bundledTexts({ en: {}, hi: {} }), language);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RequestForm language={language} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const similarCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/requests/similar'));

describe('duplicate hints in the request form', () => {
  it('looks up the description once district and type are chosen, and lists the public part of each politely', async () => {
    const fetchMock = stubGets({ '/api/request-types': requestTypes, '/api/locations': locations, '/api/captcha': { token: 't', question: 'What is 1 plus 1?' }, '/api/requests/similar': { items: [hint] } });
    // Fake timers: the lookup's pause in typing is run at once, not waited for.
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm('en');
    const region = screen.getByTestId('similar-requests');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.type(screen.getByLabelText(/Description in Detail/), 'Hand pump broken near school');
    // No district and type yet: nothing is looked up.
    await act(() => jest.advanceTimersByTimeAsync(HINT_DEBOUNCE_MS + 200));
    expect(similarCalls(fetchMock)).toHaveLength(0);

    await user.selectOptions(await screen.findByLabelText(/^District/), 'raisen');
    await screen.findByRole('option', { name: 'Water Supply' });
    await user.selectOptions(screen.getByLabelText(/Type of Request/), 'water-supply');
    expect(await within(region).findByText('CC-2026-000777')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'A similar open request is already filed' })).toBeInTheDocument();
    expect(within(region).getByText('Water Supply')).toBeInTheDocument();
    // Status words true for a pending request: received, not that work has started.
    expect(within(region).getByText('Received, not yet reviewed')).toBeInTheDocument();
    expect(within(region).queryByText('Pending')).toBeNull();
    expect(within(region).getByText('Raisen, Bhojpur')).toBeInTheDocument();
    expect(within(region).getByText('नल से पानी नहीं आ रहा, संपर्क […]')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Its public status (open data): CC-2026-000777' })).toHaveAttribute('href', '/open311/v2/requests/CC-2026-000777.json');
    const [url] = similarCalls(fetchMock);
    expect(new URL(url!, 'http://x').searchParams.get('text')).toBe('Hand pump broken near school');
    expect(new URL(url!, 'http://x').searchParams.get('district')).toBe('raisen');
  });

  it('speaks Hindi on a Hindi form, shows no description or link for an unpublished one, and says when the check failed', async () => {
    stubGets({ '/api/request-types': requestTypes, '/api/locations': locations, '/api/captcha': { token: 't', question: '1 और 1 का योग?' }, '/api/requests/similar': { items: [hint, unpublished] } });
    const user = userEvent.setup();
    renderForm('hi');
    await user.selectOptions(await screen.findByLabelText(/^ज़िला/), 'raisen');
    await screen.findByRole('option', { name: 'जल आपूर्ति' });
    await user.selectOptions(screen.getByLabelText(/अनुरोध का प्रकार/), 'water-supply');
    await user.type(screen.getByLabelText(/विवरण/), 'हैंडपंप स्कूल के पास खराब है');
    const region = screen.getByTestId('similar-requests');
    expect(await within(region).findByRole('heading', { name: 'ऐसे ही 2 खुले अनुरोध पहले से दर्ज हैं' })).toBeInTheDocument();
    expect(within(region).getByText('प्राप्त हुआ, अभी समीक्षा नहीं हुई')).toBeInTheDocument();
    expect(within(region).getByText('रायसेन, भोजपुर')).toBeInTheDocument();
    expect(within(region).getByText('नल से पानी नहीं आ रहा, संपर्क […]')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'इसकी सार्वजनिक स्थिति (खुला डेटा): CC-2026-000777' })).toHaveAttribute('href', '/open311/v2/requests/CC-2026-000777.json');
    // The unpublished one: its public facts, no description, no link.
    const other = region.querySelector('[data-request-id="CC-2026-000778"]') as HTMLElement;
    expect(within(other).getByText('समीक्षा के बाद वरिष्ठ अधिकारी को अग्रेषित')).toBeInTheDocument();
    expect(within(other).getByText('रायसेन')).toBeInTheDocument();
    expect(within(other).getByText('सार्वजनिक नहीं: इसका विवरण नहीं दिखाया जाता।')).toBeInTheDocument();
    expect(within(other).queryByRole('link')).toBeNull();

    stubGets({ '/api/request-types': requestTypes, '/api/locations': locations });
    await user.type(screen.getByLabelText(/विवरण/), ' और पानी नहीं आता');
    expect(await within(region).findByText('समान अनुरोधों की जाँच नहीं हो सकी। फिर भी आप अपना अनुरोध दर्ज कर सकते हैं।')).toBeInTheDocument();
  });
});
