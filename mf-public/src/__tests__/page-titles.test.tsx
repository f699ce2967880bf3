import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@cc/types';
import { renderRemote } from '@cc/ui/testing';
import App from '../remote-entry';
import { events, gallery, socialPosts } from '../test/fixtures';
import { stubFetch } from '../test/stub-fetch';

// Each page's <title> is in the page's language and follows the route and a language switch.
function renderAt(path: string, language: Language, basePath = '/') {
  return renderRemote(App, { path, language, basePath });
}

beforeEach(() => {
  stubFetch({ '/api/public/events': events, '/api/public/gallery': gallery, '/api/public/social-posts': socialPosts, '/api/public/contact': { contactEmail: null } });
});

describe('mf-public page titles', () => {
  it.each([
    ['/', 'en', 'Your voice, heard and resolved · Citizen Connect'],
    ['/', 'hi', 'आपकी आवाज़ सुनी जाएगी, समस्या सुलझाई जाएगी · सिटिज़न कनेक्ट'],
    ['/events', 'en', 'Upcoming Events · Citizen Connect'],
    ['/events', 'hi', 'आगामी कार्यक्रम · सिटिज़न कनेक्ट'],
    ['/privacy', 'en', 'Privacy Policy · Citizen Connect'],
    ['/privacy', 'hi', 'गोपनीयता नीति · सिटिज़न कनेक्ट'],
    ['/data-deletion', 'hi', 'खाता और डेटा हटाएँ · सिटिज़न कनेक्ट'],
    ['/no-such-page', 'en', 'Page not found · Citizen Connect'],
  ] as const)('%s in %s', async (path, language, title) => {
    renderAt(path, language);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('titles the pages under /web too', async () => {
    const landing = renderAt('/web', 'en', '/web');
    await waitFor(() => expect(document.title).toBe('Citizen services at your fingertips · Citizen Connect'));
    landing.unmount();
    renderAt('/web/mobile-app', 'hi', '/web');
    await waitFor(() => expect(document.title).toBe('सिटिज़न कनेक्ट में आपका स्वागत है · सिटिज़न कनेक्ट'));
  });

  it('follows the route when a link opens another page', async () => {
    renderAt('/events', 'en');
    await waitFor(() => expect(document.title).toBe('Upcoming Events · Citizen Connect'));
    await userEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Citizen Connect'));
  });

  it('follows a language switch, and keeps one <title> in the document', async () => {
    const { switchTo } = renderAt('/privacy', 'en');
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Citizen Connect'));
    switchTo('hi');
    await waitFor(() => expect(document.title).toBe('गोपनीयता नीति · सिटिज़न कनेक्ट'));
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
