import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@cc/api-client';
import { renderRemote } from '../test/render-remote';
import { events, gallery, socialPosts } from '../test/fixtures';
import { stubFetch } from '../test/stub-fetch';

describe('mf-public remote contract', () => {
  beforeEach(() => {
    stubFetch({
      '/api/public/events': events,
      '/api/public/gallery': gallery,
      '/api/public/social-posts': socialPosts,
      '/api/public/contact': { contactEmail: 'office@example.in' },
    });
  });

  it('renders the landing page in Hindi with its calls to action and claims', () => {
    renderRemote({ path: '/', language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'आपकी आवाज़ सुनी जाएगी, समस्या सुलझाई जाएगी' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉगिन' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'अभी पंजीकरण करें' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'आज ही शुरू करें' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('10K+')).toBeInTheDocument();
  });

  it('renders the landing page in English with the four feature cards and asks the shell to switch language', async () => {
    const { shell } = renderRemote({ path: '/', language: 'en' });
    for (const name of ['Mobile First', 'Real-time Tracking', 'Secure & Private', 'Fast Response']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    await userEvent.click(screen.getByRole('button', { name: 'हिंदी' }));
    expect(shell.setLanguage).toHaveBeenCalledWith('hi');
  });

  it('lists upcoming events from the API in English with en-IN dates', async () => {
    renderRemote({ path: '/events', language: 'en' });
    const camp = (await screen.findByRole('heading', { name: 'Public Grievance Camp' })).closest('article') as HTMLElement;
    expect(within(camp).getByText('15 Aug 2025')).toBeInTheDocument();
    expect(within(camp).getByText('10:30')).toBeInTheDocument();
    expect(within(camp).getByText('Collectorate, Vidisha')).toBeInTheDocument();
  });

  it('shows the Hindi text of events in Hindi, and the English text where none was written', async () => {
    renderRemote({ path: '/events', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'आगामी कार्यक्रम' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'जन शिकायत शिविर' })).toBeInTheDocument();
    expect(screen.getByText('कलेक्टोरेट, विदिशा')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Farmers Meeting' })).toBeInTheDocument();
  });

  it('says so when there are no upcoming events', async () => {
    stubFetch({ '/api/public/events': [] });
    renderRemote({ path: '/events', language: 'en' });
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
  });

  it('shows gallery cards with type, views and category, and the empty text', async () => {
    const { unmount } = renderRemote({ path: '/gallery', language: 'en' });
    const road = (await screen.findByRole('heading', { name: 'New road inauguration' })).closest('article') as HTMLElement;
    expect(within(road).getByText('Photo')).toBeInTheDocument();
    expect(within(road).getByText('1234 views')).toBeInTheDocument();
    expect(within(road).getByText('Development')).toBeInTheDocument();
    unmount();
    stubFetch({ '/api/public/gallery': [] });
    renderRemote({ path: '/gallery', language: 'hi' });
    expect(await screen.findByText('कोई चित्र उपलब्ध नहीं')).toBeInTheDocument();
  });

  it('shows social posts with platform, date, counts and a link out', async () => {
    renderRemote({ path: '/social', language: 'en' });
    const post = (await screen.findByText(/grievance camp in Vidisha/)).closest('article') as HTMLElement;
    expect(within(post).getByText('Facebook')).toBeInTheDocument();
    expect(within(post).getByText('20 Jul 2025')).toBeInTheDocument();
    expect(within(post).getByText('120 likes')).toBeInTheDocument();
    expect(within(post).getByText('14 shares')).toBeInTheDocument();
    expect(within(post).getByText('9 comments')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: /View on Facebook/ })).toHaveAttribute('href', 'https://facebook.com/office/posts/21');
  });

  it('shows the privacy policy with its date and retention figures', async () => {
    renderRemote({ path: '/privacy', language: 'en' });
    expect(await screen.findByText('Last updated: July 2025')).toBeInTheDocument();
    expect(screen.getByText(/kept for 2 years after they are resolved/)).toBeInTheDocument();
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
  });

  it('renders the staff-shell landing under /web with the app figures and footer links', async () => {
    renderRemote({ path: '/web', basePath: '/web', language: 'en' });
    expect(await screen.findByText('4.8/5')).toBeInTheDocument();
    for (const figure of ['50K+', '10K+', '95%', '24hrs', '50+']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Delete Account' })).toHaveAttribute('href', '/data-deletion');
    expect(await screen.findByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:office@example.in');
  });

  it('shows the mobile welcome screen with three previews each and forgets the stored user on proceed', async () => {
    localStorage.setItem(STORAGE_KEYS.mobileUser, JSON.stringify({ id: 3, username: 'ramesh', name: 'Ramesh', role: 'citizen' }));
    localStorage.setItem(STORAGE_KEYS.rememberedUser, JSON.stringify({ username: 'ramesh', timestamp: 1 }));
    const { shell } = renderRemote({ path: '/web/mobile-app', basePath: '/web', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'सिटिज़न कनेक्ट में आपका स्वागत है' })).toBeInTheDocument();
    const eventsCard = screen.getByRole('region', { name: 'आगामी कार्यक्रम' });
    expect(await within(eventsCard).findByText('जन शिकायत शिविर')).toBeInTheDocument();
    expect(within(eventsCard).getAllByRole('listitem')).toHaveLength(3);
    expect(within(eventsCard).queryByText('युवा खेल सम्मेलन')).not.toBeInTheDocument();
    expect(within(eventsCard).getByRole('link', { name: 'सभी देखें' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'नया अनुरोध' })).toHaveAttribute('href', '/submit-request');

    await userEvent.click(screen.getByRole('button', { name: 'लॉगिन पर जाएँ' }));
    expect(localStorage.getItem(STORAGE_KEYS.mobileUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUser)).toBeNull();
    expect(shell.navigate).toHaveBeenCalledWith('/login');
  });
});
