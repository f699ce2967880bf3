import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';
import { pageWindow } from '../pagination';

const users = Array.from({ length: 73 }, (_, index) => ({
  id: index + 1,
  username: `user${index + 1}`,
  name: `Person ${index + 1}`,
  email: `user${index + 1}@example.in`,
  phone: '9876543210',
  role: 'staff',
  district: null,
  constituency: null,
  mandal: null,
  ward: null,
  address: null,
  department: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}));

describe('admin list paging (spec §2, §9)', () => {
  it('never shows more than 5 page buttons, centred on the current page where it can be', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 8)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(8, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });

  it('reads 10 users a page from the server and says which ones it shows, in English', async () => {
    const fetch = stubFetch({ '/api/admin/users': (_init: unknown, url: URL) => pageOf(users, url), '/api/locations': [] });
    renderAdmin('en', '/admin?tab=users');
    expect(await screen.findByText('Showing 1 to 10 of 73 entries')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pages).getAllByRole('button', { name: /^\d$/ })).toHaveLength(5);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 20 of 73 entries')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Person 11' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    expect(asked.filter((url) => url.pathname === '/api/admin/users').at(-1)?.searchParams.get('pageSize')).toBe('10');
  });

  it('searches only on Enter or the button, from page 1, and says when nothing matches, in Hindi', async () => {
    stubFetch({ '/api/admin/users': (_init: unknown, url: URL) => pageOf(users, url), '/api/locations': [] });
    renderAdmin('hi', '/admin?tab=users');
    expect(await screen.findByText('73 में से 1 से 10 तक प्रविष्टियाँ दिखाई जा रही हैं')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'अगला' }));
    expect(await screen.findByText('73 में से 11 से 20 तक प्रविष्टियाँ दिखाई जा रही हैं')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'उपयोगकर्ताओं में खोजें' });
    await userEvent.type(box, 'Person 1');
    // Typing alone does not search.
    expect(screen.getByText('73 में से 11 से 20 तक प्रविष्टियाँ दिखाई जा रही हैं')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('11 में से 1 से 10 तक प्रविष्टियाँ दिखाई जा रही हैं')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('कोई उपयोगकर्ता नहीं मिला')).toBeInTheDocument();
  }, 20_000);
});
