import { routeKind } from '../routes';

describe('the service worker routes', () => {
  it.each([
    '/api/auth/user',
    '/api/requests',
    '/api/requests/12',
    '/api/captcha',
    '/api/public/track/REQ-1',
    '/api/admin/users',
    '/api',
    '/open311/v2/requests.json',
  ])('never handles %s: the browser fetches it without the worker', (path) => {
    expect(routeKind(path, 'GET')).toBeNull();
  });

  it('handles only GET: a POST to a page path or a catalogue is left alone', () => {
    expect(routeKind('/api/locations', 'POST')).toBeNull();
    expect(routeKind('/citizen', 'POST')).toBeNull();
  });

  it('keeps the form catalogues NetworkFirst, and only those two paths', () => {
    expect(routeKind('/api/locations', 'GET')).toBe('formCatalogue');
    expect(routeKind('/api/request-types', 'GET')).toBe('formCatalogue');
    expect(routeKind('/api/locations/1', 'GET')).toBeNull();
    expect(routeKind('/api/admin/locations', 'GET')).toBeNull();
  });

  it('treats route-like paths and HTML files as pages', () => {
    for (const path of ['/', '/login', '/citizen/new-request', '/submit-request', '/app.html', '/web/login/']) {
      expect(routeKind(path, 'GET')).toBe('page');
    }
    expect(routeKind('/main.1a2b3c4d.js', 'GET')).toBeNull();
  });

  it('asks the network first for the unhashed pointers to a release', () => {
    expect(routeKind('/mf/mf-citizen/remoteEntry.js', 'GET')).toBe('remotePointer');
    expect(routeKind('/mf-remotes.json', 'GET')).toBe('remotePointer');
  });

  it('serves a remote\'s hashed files from the cache, and nothing else under /mf', () => {
    expect(routeKind('/mf/mf-citizen/123.abcdef12.js', 'GET')).toBe('remoteFile');
    expect(routeKind('/mf/mf-public/remote-entry.0123abcd.css', 'GET')).toBe('remoteFile');
    expect(routeKind('/mf/mf-citizen/index.html', 'GET')).toBeNull();
    expect(routeKind('/mf/mf-citizen/notes.txt', 'GET')).toBeNull();
  });
});
