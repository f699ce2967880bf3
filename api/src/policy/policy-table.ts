/**
 * Who may call each route. Every registered route must have an entry (a test enumerates the
 * routers and fails on any gap, in either direction). Keys are `METHOD /full/path` exactly as
 * registered. `ownership` names the row-level rule the handler applies on top of the role check;
 * objects outside it answer 404.
 *
 * access:
 *   public         anyone, logged in or not
 *   authenticated  any logged-in user
 *   citizen        role citizen only
 *   staff          any logged-in role except citizen (spec §6: every other role may act)
 *   admin          admin and super_admin
 *   admin-or-loopback  admin and super_admin, or a caller on this machine that came through no
 *                  proxy (a Prometheus scraper on loopback); anyone else 403 (middleware/loopback.ts)
 *   api-key        anyone, logged in or not: the handler demands a valid Open311 api_key in the
 *                  body and answers 403 without one (modules/open311); no session is read there
 *   string[]       exactly these roles
 */
export type Access = 'public' | 'api-key' | 'authenticated' | 'citizen' | 'staff' | 'admin' | 'admin-or-loopback' | readonly string[];

export type OwnershipRule =
  /**
   * citizen: own requests only; admin/super_admin: all; other roles: their district's requests plus
   * those assigned to them, or all when the user has no district (modules/requests/request-scope.ts).
   */
  'request-scope';

export interface PolicyEntry {
  access: Access;
  ownership?: OwnershipRule;
}

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;

export const policyTable: Record<string, PolicyEntry> = {
  'GET /api/health': { access: 'public' },
  // Prometheus text format (docs/operations.md, "What to monitor").
  'GET /api/metrics': { access: 'admin-or-loopback' },
  'GET /api/ready': { access: 'public' },

  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  // Anonymous logout is a harmless no-op; the shell calls it whatever the state.
  'POST /api/auth/logout': { access: 'public' },
  'GET /api/auth/user': { access: 'authenticated' },

  'GET /api/public/events': { access: 'public' },
  'GET /api/public/gallery': { access: 'public' },
  'GET /api/public/social-posts': { access: 'public' },
  'GET /api/request-types': { access: 'public' },
  'GET /api/locations': { access: 'public' },
  'POST /api/data-deletion': { access: 'public' },
  // Data deletion processed for real: the mailed link's token is the only credential.
  'POST /api/data-deletion/confirm': { access: 'public' },
  // A request filed without an account, erased by its code and phone, confirmed by an SMS code.
  'POST /api/data-deletion/by-code': { access: 'public' },
  'POST /api/data-deletion/by-code/confirm': { access: 'public' },
  'GET /api/admin/data-deletion-requests': { access: 'admin' },
  // The retention periods in force and what the retention job did (modules/retention).
  'GET /api/admin/retention': { access: 'admin' },

  'GET /api/requests/stats': { access: 'authenticated', ownership: 'request-scope' },

  // Requests engine. Intake is open to the public form; the captcha guards it.
  'GET /api/captcha': { access: 'public' },
  'POST /api/captcha/verify': { access: 'public' },
  'POST /api/requests': { access: 'public' },
  'POST /api/upload': { access: 'public' },
  'GET /api/requests': { access: 'authenticated', ownership: 'request-scope' },
  'GET /api/requests/:id': { access: 'authenticated', ownership: 'request-scope' },
  'GET /api/requests/:id/attachment': { access: 'authenticated', ownership: 'request-scope' },
  // Role and status per action are the state machine's (modules/request-workflow): assign is minister_staff only.
  'PATCH /api/requests/:id': { access: 'staff', ownership: 'request-scope' },
  'GET /api/users/authorities': { access: 'staff' },
  'GET /api/users/by-level': { access: 'staff' },
  'GET /api/admin/requests': { access: 'admin' },
  'POST /api/admin/requests/:id/approve': { access: 'admin' },
  'POST /api/admin/requests/:id/reject': { access: 'admin' },
  'GET /api/admin/requests/:id/workflow': { access: 'admin' },

  // Staff area. Reports count only the caller's request scope; the inbox is the caller's own.
  'GET /api/reports/summary': { access: 'staff', ownership: 'request-scope' },
  'GET /api/reports/summary.csv': { access: 'staff', ownership: 'request-scope' },
  'GET /api/staff/inbox': { access: 'staff' },
  'POST /api/staff/inbox/read': { access: 'staff' },
  'GET /api/response-templates': { access: 'staff' },

  // Notifications and SLA. Preferences are the caller's own (the id comes from the session).
  'GET /api/users/me/notification-preferences': { access: 'authenticated' },
  'PUT /api/users/me/notification-preferences': { access: 'authenticated' },
  // The holiday list of the office-hours SLA clock.
  'GET /api/admin/holidays': { access: 'admin' },
  'POST /api/admin/holidays': { access: 'admin' },
  'DELETE /api/admin/holidays/:id': { access: 'admin' },

  // The caller's own profile: the id comes from the session, never the body.
  'PATCH /api/users/me': { access: 'authenticated' },
  // The caller's own password and sessions; handlers scope every row by the session's user (others' are 404).
  'POST /api/users/me/password': { access: 'authenticated' },
  'GET /api/users/me/sessions': { access: 'authenticated' },
  'DELETE /api/users/me/sessions/:sessionId': { access: 'authenticated' },
  'POST /api/users/me/sessions/end-others': { access: 'authenticated' },

  // Admin console. Every write is audited (admin_audit) in its own transaction.
  'GET /api/admin/users': { access: 'admin' },
  'POST /api/admin/users': { access: 'admin' },
  'PATCH /api/admin/users/:id': { access: 'admin' },
  'DELETE /api/admin/users/:id': { access: 'admin' },
  'GET /api/admin/roles': { access: 'admin' },
  'POST /api/admin/roles': { access: 'admin' },
  'PATCH /api/admin/roles/:id': { access: 'admin' },
  'DELETE /api/admin/roles/:id': { access: 'admin' },
  'GET /api/admin/request-types': { access: 'admin' },
  'POST /api/admin/request-types': { access: 'admin' },
  'PATCH /api/admin/request-types/:id': { access: 'admin' },
  'DELETE /api/admin/request-types/:id': { access: 'admin' },
  'GET /api/admin/locations': { access: 'admin' },
  'POST /api/admin/locations': { access: 'admin' },
  'GET /api/admin/message-templates': { access: 'admin' },
  'POST /api/admin/message-templates': { access: 'admin' },
  'GET /api/admin/system-settings': { access: 'admin' },
  // Failed and stuck notifications (docs/operations.md, "Background jobs"); retry puts one back in the queue.
  'GET /api/admin/jobs/failed': { access: 'admin' },
  'POST /api/admin/jobs/failed/:id/retry': { access: 'admin' },
  'PUT /api/admin/system-settings': { access: 'admin' },
  'GET /api/admin/requests/stats': { access: 'admin' },
  // The office's contact e-mail (settings tab) for the public pages.
  'GET /api/public/contact': { access: 'public' },
  // The transparency dashboard: counts per district and type, no personal data.
  'GET /api/public/transparency': { access: 'public' },
  'GET /api/public/transparency.csv': { access: 'public' },
  'GET /api/public/transparency/totals': { access: 'public' },
  // Tracking a request without logging in: code + phone, or a signed link; limited per address.
  'POST /api/public/track': { access: 'public' },
  'GET /api/public/track/:code': { access: 'public' },
  'GET /api/admin/audit-log': { access: 'admin' },
  // The staff page: the viewer's district (all for admins and staff without one), read-only.
  'GET /api/staff/team': { access: 'staff' },
  // Admin downloads (spec §7): streamed from one read-only snapshot, hourly limits per admin.
  'GET /api/admin/users/export': { access: 'admin' },
  'GET /api/admin/roles/export': { access: 'admin' },
  'GET /api/admin/request-types/export': { access: 'admin' },
  'GET /api/admin/locations/export': { access: 'admin' },
  'GET /api/admin/database/export': { access: 'admin' },
  // Admin console II: events and social handles, every write audited.
  'GET /api/admin/events': { access: 'admin' },
  'POST /api/admin/events': { access: 'admin' },
  'PUT /api/admin/events/:id': { access: 'admin' },
  'DELETE /api/admin/events/:id': { access: 'admin' },
  'GET /api/admin/social': { access: 'admin' },
  'POST /api/admin/social': { access: 'admin' },
  'PUT /api/admin/social/:id': { access: 'admin' },
  'DELETE /api/admin/social/:id': { access: 'admin' },
  'GET /api/admin/social-posts': { access: 'admin' },

  // Gallery (spec §7) and its three-step media upload (modules/gallery-media).
  'GET /api/admin/gallery': { access: 'admin' },
  'POST /api/admin/gallery': { access: 'admin' },
  'PUT /api/admin/gallery/:id': { access: 'admin' },
  'DELETE /api/admin/gallery/:id': { access: 'admin' },
  'POST /api/admin/gallery/upload': { access: 'admin' },
  'POST /api/admin/gallery/convert-url': { access: 'admin' },
  // Public by role because the credential is the single-use, 15-minute token in the path (issued
  // to an admin by the call above), as with a presigned S3 URL; CSRF-exempt for that reason.
  'PUT /api/uploads/:token': { access: 'public' },
  // Only media judged an image or a video at conversion are served; anything else is 404.
  'GET /api/public/media/:key': { access: 'public' },

  // Open government: Open311 GeoReport v2 (docs/open311.md). Reads are public and carry
  // no personal data; filing needs an admin-issued api_key.
  'GET /open311/v2/discovery.:format': { access: 'public' },
  'GET /open311/v2/services.:format': { access: 'public' },
  'GET /open311/v2/services/:code.:format': { access: 'public' },
  'POST /open311/v2/requests.:format': { access: 'api-key' },
  'GET /open311/v2/tokens/:token.:format': { access: 'public' },
  'GET /open311/v2/requests.:format': { access: 'public' },
  'GET /open311/v2/requests/:id.:format': { access: 'public' },
  // Feedback and reopen: the citizen who filed it only (another's request is 404, staff 403);
  // the state machine is modules/request-feedback. The administrators' queue of reasons after two reopens.
  'POST /api/requests/:id/feedback': { access: 'citizen', ownership: 'request-scope' },
  'POST /api/requests/:id/reopen': { access: 'citizen', ownership: 'request-scope' },
  'GET /api/admin/reopen-appeals': { access: 'admin' },
  // The same from the signed /track link (the token in the body is the credential), limited as the lookups.
  'POST /api/public/track/:code/feedback': { access: 'public' },
  'POST /api/public/track/:code/reopen': { access: 'public' },
  'GET /api/admin/open311-keys': { access: 'admin' },

  // Duplicate hints. The form's hints carry code, type, status and date only, so the
  // public form gets them too (per-address budget when anonymous); staff see the similar requests
  // of their scope beside a request and may close one as a duplicate of another of its district.
  'GET /api/requests/similar': { access: 'public' },
  'GET /api/requests/:id/similar': { access: 'staff', ownership: 'request-scope' },
  'POST /api/requests/:id/duplicate': { access: 'staff', ownership: 'request-scope' },
  'POST /api/admin/open311-keys': { access: 'admin' },
  'DELETE /api/admin/open311-keys/:id': { access: 'admin' },

  // The API's contract (modules/api-docs): the OpenAPI 3.1 document and the page rendering it, with
  // the viewer's files. It describes routes, never data, so anyone may read it.
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/swagger-ui.css': { access: 'public' },
  'GET /api/docs/swagger-ui-bundle.js': { access: 'public' },
  'GET /api/docs/init.js': { access: 'public' },
};
