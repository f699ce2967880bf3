import { screen, within } from '@testing-library/react';
import { AUDITED_ENTITIES } from '@cc/validation';
import { en } from '../../../i18n/en';
import { hi } from '../../../i18n/hi';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/stub-fetch';
import { pageOf, renderAdmin } from '../../../test/render-admin';

const update = {
  id: 31,
  actorId: 2,
  actorName: 'Priya Mehta',
  action: 'update',
  entity: 'user',
  entityId: '42',
  at: '2031-03-01T06:00:00.000Z',
  ip: '203.0.113.9',
  userAgent: 'Firefox',
  before: { name: 'Meera Clerk', password: 'unchanged', isActive: true },
  after: { name: 'Meera Sharma', password: 'changed', isActive: false },
};
const settings = { ...update, id: 29, entity: 'system-settings', entityId: 'settings', before: { contactEmail: 'a@example.in' }, after: { contactEmail: 'b@example.in' } };
const download = { ...update, id: 28, action: 'create', entity: 'export', entityId: 'database', before: null, after: { format: 'zip' } };
const created = { ...update, id: 30, action: 'create', entity: 'open311-key', entityId: '3', before: null, after: { name: 'City app', revokedAt: null, newField: 1 } };

describe('audit log tab', () => {
  it('lists who changed what, when and from where, and searches on the server', async () => {
    const fetch = stubFetch({ '/api/admin/audit-log': (_init: unknown, url: URL) => pageOf([update, created], url) });
    renderAdmin('en', '/admin?tab=auditLog');
    expect(await screen.findByRole('tab', { name: 'Audit log', selected: true })).toBeInTheDocument();
    const row = (await screen.findByText('User #42')).closest('tr')!;
    expect(within(row).getByText('Priya Mehta')).toBeInTheDocument();
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(row).getByText('1 Mar 2031, 11:30 am')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(row).getByText(/Meera Clerk → Meera Sharma/)).toBeInTheDocument();
    expect(within(row).getByText(/unchanged → changed/)).toBeInTheDocument();
    const createdRow = screen.getByText('Open311 key #3').closest('tr')!;
    expect(within(createdRow).getByText('Created')).toBeInTheDocument();
    expect(within(createdRow).getByText(/City app/)).toBeInTheDocument();
    expect(within(createdRow).getByText(/Revoked at/)).toHaveTextContent('Revoked at: —');
    // A field without a name yet shows its stored key as code rather than nothing.
    expect(screen.getByText('newField').tagName).toBe('CODE');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the audit log' }), 'priya');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('User #42');
    expect(fetch.mock.calls.map(([url]) => String(url)).some((url) => url.includes('/api/admin/audit-log?') && url.includes('search=priya'))).toBe(true);
  });

  it('speaks Hindi: field names, flags and the password marker too', async () => {
    stubFetch({ '/api/admin/audit-log': (_init: unknown, url: URL) => pageOf([update, settings, download], url) });
    renderAdmin('hi', '/admin?tab=auditLog');
    const row = (await screen.findByText('उपयोगकर्ता #42')).closest('tr')!;
    // The settings record is named by its kind alone, a download by what it downloaded: no code shown.
    expect(screen.getByRole('cell', { name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'डाउनलोड: पूरा डेटाबेस' })).toBeInTheDocument();
    expect(within(row).getByText('बदला')).toBeInTheDocument();
    expect(within(row).getByText(/^सक्रिय:/)).toHaveTextContent('सक्रिय: हाँ → नहीं');
    expect(within(row).getByText(/^पासवर्ड:/)).toHaveTextContent('पासवर्ड: नहीं बदला → बदला गया');
    expect(within(row).getByText(/^नाम:/)).toHaveTextContent('नाम: Meera Clerk → Meera Sharma');
    expect(screen.getByText(/^संपर्क ईमेल:/)).toHaveTextContent('संपर्क ईमेल: a@example.in → b@example.in');
    expect(screen.getByText(/^फ़ॉर्मेट:/)).toHaveTextContent('फ़ॉर्मेट: zip');
    // No stored key left on the Hindi screen.
    expect(screen.queryAllByText(/isActive|password|contactEmail|format/)).toEqual([]);
    expect(screen.getByRole('tab', { name: 'ऑडिट लॉग', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'किसने' })).toBeInTheDocument();
  });

  it('names every kind of record the API can list, in both languages', () => {
    for (const entity of AUDITED_ENTITIES) {
      expect([entity, en.auditLog.entities[entity]]).toEqual([entity, expect.any(String)]);
      expect([entity, hi.auditLog.entities[entity]]).toEqual([entity, expect.any(String)]);
    }
  });

  it('says when nothing matches', async () => {
    stubFetch({ '/api/admin/audit-log': (_init: unknown, url: URL) => pageOf([], url) });
    renderAdmin('en', '/admin?tab=auditLog');
    expect(await screen.findByText('No changes found')).toBeInTheDocument();
  });
});
