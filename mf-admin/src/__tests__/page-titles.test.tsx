import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@cc/types';
import { renderRemote } from '@cc/ui/testing';
import App from '../remote-entry';
import { stubFetch } from '../test/stub-fetch';
import { adminUser } from '../test/render-admin';

// Each page's <title> is in the page's language and follows the route and a language switch.

function renderAt(path: string, language: Language) {
  return renderRemote(App, { path, language, user: adminUser });
}

beforeEach(() => {
  stubFetch({
    '/api/admin/requests/stats': { total: 0, pending: 0, in_progress: 0, resolved: 0 },
    '/api/admin/requests': { items: [], nextCursor: null },
    '/api/locations': [],
  });
});

describe('mf-admin page titles', () => {
  it.each([
    ['/admin', 'en', 'Admin Dashboard · Citizen Connect'],
    ['/admin', 'hi', 'एडमिन डैशबोर्ड · सिटिज़न कनेक्ट'],
    ['/admin/requests', 'en', 'All Requests · Citizen Connect'],
    ['/admin/requests', 'hi', 'सभी अनुरोध · सिटिज़न कनेक्ट'],
    ['/web/admin', 'en', 'Admin Dashboard · Citizen Connect'],
    ['/web/admin/requests', 'hi', 'सभी अनुरोध · सिटिज़न कनेक्ट'],
  ] as const)('%s in %s', async (path, language, title) => {
    renderAt(path, language);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows the route and a language switch', async () => {
    const { switchTo } = renderAt('/admin/requests', 'en');
    await waitFor(() => expect(document.title).toBe('All Requests · Citizen Connect'));
    await userEvent.click(screen.getByRole('link', { name: 'Admin Dashboard' }));
    await waitFor(() => expect(document.title).toBe('Admin Dashboard · Citizen Connect'));
    switchTo('hi');
    await waitFor(() => expect(document.title).toBe('एडमिन डैशबोर्ड · सिटिज़न कनेक्ट'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
