import { decideWebRoute } from '../web-access';

const kind = (path: string, role: string | null) => decideWebRoute(path, role).kind;

describe('the /web access table (spec §2)', () => {
  it('lets a visitor open only the landing, login and mobile-app pages; the rest falls back to the landing', () => {
    expect(kind('/web', null)).toBe('landing');
    expect(kind('/web/', null)).toBe('landing');
    expect(kind('/web/landing', null)).toBe('landing');
    expect(kind('/web/login', null)).toBe('login');
    expect(kind('/web/mobile-app', null)).toBe('mobile-app');
    for (const path of ['/web/citizen', '/web/staff', '/web/admin', '/web/anything']) expect(kind(path, null)).toBe('fallback-landing');
  });

  it('lets a citizen open /web and /web/citizen only', () => {
    expect(kind('/web', 'citizen')).toBe('landing');
    expect(kind('/web/citizen', 'citizen')).toBe('citizen');
    for (const path of ['/web/staff', '/web/admin', '/web/admin/requests', '/web/login', '/web/landing', '/web/nope']) {
      expect(kind(path, 'citizen')).toBe('not-found');
    }
  });

  it.each(['staff', 'government_official', 'minister_staff', 'collector'])('lets %s open /web, /web/staff and /web/citizen', (role) => {
    expect(kind('/web', role)).toBe('landing');
    expect(kind('/web/staff', role)).toBe('staff');
    expect(kind('/web/staff/requests', role)).toBe('staff');
    expect(kind('/web/citizen', role)).toBe('citizen');
    expect(kind('/web/admin', role)).toBe('not-found');
    expect(kind('/web/admin/requests', role)).toBe('not-found');
  });

  it.each(['admin', 'super_admin'])('lets %s also open /web/admin and /web/admin/requests', (role) => {
    expect(kind('/web/staff', role)).toBe('staff');
    expect(kind('/web/citizen', role)).toBe('citizen');
    expect(kind('/web/admin', role)).toBe('admin');
    expect(kind('/web/admin/requests', role)).toBe('admin');
    expect(kind('/web/admin/other', role)).toBe('not-found');
    expect(kind('/web/mobile-app', role)).toBe('not-found');
  });
});
