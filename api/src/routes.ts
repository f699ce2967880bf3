import type { AppRouter } from './middleware/require-role';
import { authRouter } from './modules/auth/auth.routes';
import { catalogRouter } from './modules/catalog/catalog.routes';
import { dataDeletionRouter } from './modules/data-deletion/data-deletion.routes';
import { publicRouter } from './modules/public/public.routes';
import { requestStatsRouter } from './modules/requests/request-stats.routes';
import { captchaRouter } from './modules/captcha/captcha.routes';
import { duplicatesRouter } from './modules/duplicates/duplicates.routes';
import { adminRequestsRouter } from './modules/requests/admin-requests.routes';
import { requestsRouter } from './modules/requests/requests.routes';
import { authoritiesRouter } from './modules/users/authorities.routes';
import { notificationPreferencesRouter } from './modules/notification-preferences/notification-preferences.routes';
import { holidaysRouter } from './modules/sla/holidays.routes';
import { reportsRouter } from './modules/reports/reports.routes';
import { transparencyRouter } from './modules/transparency/transparency.routes';
import { staffInboxRouter } from './modules/staff-inbox/staff-inbox.routes';
import { responseTemplatesRouter } from './modules/response-templates/response-templates.routes';
import { profileRouter } from './modules/profile/profile.routes';
import { accountSessionsRouter } from './modules/account-sessions/account-sessions.routes';
import { auditRouter } from './modules/admin-audit/audit.routes';
import { adminUsersRouter } from './modules/admin-users/admin-users.routes';
import { adminRolesRouter } from './modules/admin-roles/admin-roles.routes';
import { adminRequestTypesRouter } from './modules/admin-request-types/admin-request-types.routes';
import { adminLocationsRouter } from './modules/admin-locations/admin-locations.routes';
import { adminTemplatesRouter } from './modules/admin-templates/admin-templates.routes';
import { adminSettingsRouter } from './modules/admin-settings/admin-settings.routes';
import { staffTeamRouter } from './modules/staff-team/staff-team.routes';
import { adminExportsRouter } from './modules/admin-exports/admin-exports.routes';
import { adminEventsRouter } from './modules/admin-events/admin-events.routes';
import { adminSocialRouter } from './modules/admin-social/admin-social.routes';
import { adminGalleryRouter } from './modules/admin-gallery/admin-gallery.routes';
import { galleryMediaRouter } from './modules/gallery-media/media.routes';
import { adminJobsRouter } from './modules/admin-jobs/admin-jobs.routes';
import { metricsRouter } from './modules/metrics/metrics.routes';
import { publicTrackRouter } from './modules/public-track/track.routes';
import { open311KeysRouter } from './modules/open311/open311-keys.routes';
import { open311Router } from './modules/open311/open311.routes';
import { requestFeedbackRouter } from './modules/request-feedback/feedback.routes';
import { retentionRouter } from './modules/retention/retention.routes';
import { apiDocsRouter } from './modules/api-docs/api-docs.routes';

/**
 * Every router: /api ones behind the session and CSRF middleware, /open311 outside them (app.ts). The policy-table test enumerates these
 * (plus the health router), so a router not listed here is a router nobody can reach.
 */
export function apiRouters(): AppRouter[] {
  return [authRouter(), publicRouter(), catalogRouter(), dataDeletionRouter(), requestStatsRouter(),
    captchaRouter(),
    // Before the requests router, whose /api/requests/:id would take 'similar' for an id
    duplicatesRouter(), requestsRouter(), adminRequestsRouter(), authoritiesRouter(),
    reportsRouter(), transparencyRouter(), staffInboxRouter(), responseTemplatesRouter(),
    notificationPreferencesRouter(), holidaysRouter(), profileRouter(), accountSessionsRouter(),
    // Admin console
    adminUsersRouter(), adminRolesRouter(), adminRequestTypesRouter(), adminLocationsRouter(),
    adminTemplatesRouter(), adminSettingsRouter(), auditRouter(), staffTeamRouter(), adminExportsRouter(),
    // Admin console II: content
    adminEventsRouter(), adminSocialRouter(),
    // Gallery and its media upload
    adminGalleryRouter(), galleryMediaRouter(),
    // Scale-out and operations: failed/stuck jobs, Prometheus metrics
    adminJobsRouter(), metricsRouter(),
    // Tracking a request without logging in
    publicTrackRouter(),
    // Open government: Open311 GeoReport v2 and its admin-issued keys
    open311Router(), open311KeysRouter(),
    // The citizen's feedback and reopen, the administrators' queue
    requestFeedbackRouter(),
    // Retention periods kept by a job; what it did, for the admin
    retentionRouter(),
    // The contract as OpenAPI 3.1 and its viewer
    apiDocsRouter()];
}
