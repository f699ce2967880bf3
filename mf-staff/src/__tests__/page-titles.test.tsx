import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@cc/types';
import { renderRemote } from '@cc/ui/testing';
import { stubFetch } from '@cc/api-client/testing';
import App from '../remote-entry';
import { staffUser } from '../test/render-with-remote';

// Each page's <title> is in the page's language and follows the route and a language switch.

function renderAt(path: string, language: Language) {
  return renderRemote(App, { path, language, user: staffUser });
}

beforeEach(() => {
  stubFetch({ '/api/requests/stats': { total: 0, pending: 0, in_progress: 0, resolved: 0 } });
});

describe('mf-staff page titles', () => {
  it.each([
    ['/staff', 'en', 'Staff Dashboard · Citizen Connect'],
    ['/staff', 'hi', 'कर्मचारी डैशबोर्ड · सिटिज़न कनेक्ट'],
    ['/staff/pending', 'en', 'Pending Requests · Citizen Connect'],
    ['/staff/tasks', 'hi', 'मेरे कार्य · सिटिज़न कनेक्ट'],
    ['/web/staff', 'en', 'Staff Dashboard · Citizen Connect'],
    ['/web/staff/requests', 'hi', 'सभी अनुरोध · सिटिज़न कनेक्ट'],
    ['/web/staff/assignments', 'en', 'My Assignments · Citizen Connect'],
    ['/web/staff/reports', 'hi', 'रिपोर्ट · सिटिज़न कनेक्ट'],
    ['/web/staff/staff', 'en', 'Staff Management · Citizen Connect'],
    ['/web/staff/templates', 'en', 'Response Templates · Citizen Connect'],
  ] as const)('%s in %s', async (path, language, title) => {
    renderAt(path, language);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows the route and a language switch', async () => {
    const { switchTo } = renderAt('/web/staff', 'en');
    await waitFor(() => expect(document.title).toBe('Staff Dashboard · Citizen Connect'));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Staff sections' })).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(document.title).toBe('Reports · Citizen Connect'));
    switchTo('hi');
    await waitFor(() => expect(document.title).toBe('रिपोर्ट · सिटिज़न कनेक्ट'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
