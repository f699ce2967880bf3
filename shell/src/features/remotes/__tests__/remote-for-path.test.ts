import { remoteForPath } from '../remote-for-path';

describe('the remote a first page load needs', () => {
  it.each([
    ['/', 'mf_public'],
    ['/events', 'mf_public'],
    ['/web', 'mf_public'],
    ['/web/mobile-app', 'mf_public'],
    ['/citizen', 'mf_citizen'],
    ['/web/citizen', 'mf_citizen'],
    ['/staff/tasks', 'mf_staff'],
    ['/web/staff/requests', 'mf_staff'],
    ['/admin/requests', 'mf_admin'],
    ['/web/admin', 'mf_admin'],
    ['/login', null],
    ['/web/login', null],
    ['/register', null],
    ['/onboarding/welcome', null],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});
