import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@cc/types';
import { renderRemote } from '@cc/ui/testing';
import { stubFetch } from '@cc/api-client/testing';
import App from '../remote-entry';
import { citizen } from '../test/render-citizen-app';

// Each page's <title> is in the page's language and follows the route and a language switch.

function renderAt(path: string, language: Language) {
  return renderRemote(App, { path, language, user: citizen });
}

beforeEach(() => {
  stubFetch({ '/api/requests/stats': { total: 0, pending: 0, in_progress: 0, resolved: 0 }, '/api/requests': { items: [], nextCursor: null } });
});

describe('mf-citizen page titles', () => {
  it.each([
    ['/citizen', 'en', 'Citizen dashboard · Citizen Connect'],
    ['/citizen', 'hi', 'नागरिक डैशबोर्ड · सिटिज़न कनेक्ट'],
    ['/citizen/requests', 'en', 'My Requests · Citizen Connect'],
    ['/citizen/requests', 'hi', 'मेरे अनुरोध · सिटिज़न कनेक्ट'],
    ['/citizen/new', 'en', 'New Request · Citizen Connect'],
    ['/citizen/new', 'hi', 'नया अनुरोध · सिटिज़न कनेक्ट'],
    ['/web/citizen', 'en', 'Citizen dashboard · Citizen Connect'],
  ] as const)('%s in %s', async (path, language, title) => {
    renderAt(path, language);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows the route and a language switch', async () => {
    const { switchTo } = renderAt('/citizen', 'en');
    await waitFor(() => expect(document.title).toBe('Citizen dashboard · Citizen Connect'));
    await userEvent.click(screen.getByRole('link', { name: 'Requests' }));
    await waitFor(() => expect(document.title).toBe('My Requests · Citizen Connect'));
    switchTo('hi');
    await waitFor(() => expect(document.title).toBe('मेरे अनुरोध · सिटिज़न कनेक्ट'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
