import { adminAuditQuerySchema, adminDeletionListQuerySchema, adminListQuerySchema, holidaySchema, open311KeySchema, systemSettingsSchema } from '@cc/validation';
import { json, type RouteTable } from '../route-description';
import { auditEntry, deletionRequestItem, failedJob, holiday, issuedOpen311Key, open311Key, retentionOverview, systemSettings } from '../schemas/admin';
import { list, paged, successMessage } from '../schemas/common';
import { reopenAppeal } from '../schemas/staff';

const SETTINGS = ['Admin: settings and jobs'];
const RECORDS = ['Admin: records'];

/** The admin console's settings tab, background jobs, audit log, privacy queues and Open311 keys. */
export const adminOperationsRoutes: RouteTable = {
  'GET /api/admin/system-settings': { summary: 'SLA clock, contact e-mail, transports and jobs', tags: SETTINGS, responses: { 200: json(systemSettings) } },
  'PUT /api/admin/system-settings': {
    summary: 'Change settings (only the fields sent)',
    tags: SETTINGS,
    description: 'New office hours apply to SLA periods starting afterwards.',
    body: systemSettingsSchema,
    responses: { 200: json(systemSettings) },
  },
  'GET /api/admin/holidays': { summary: 'Holidays of the SLA clock, by date', tags: SETTINGS, responses: { 200: json(list(holiday)) } },
  'POST /api/admin/holidays': { summary: 'Add a holiday', tags: SETTINGS, body: holidaySchema, responses: { 201: json(holiday) } },
  'DELETE /api/admin/holidays/:id': { summary: 'Remove a holiday', tags: SETTINGS, responses: { 200: json(successMessage) } },
  'GET /api/admin/jobs/failed': { summary: 'Failed and stuck notifications', tags: SETTINGS, query: adminListQuerySchema, responses: { 200: json(paged('FailedJobPage', failedJob)) } },
  'POST /api/admin/jobs/failed/:id/retry': { summary: 'Put a failed notification back in the queue', tags: SETTINGS, responses: { 200: json(failedJob) } },
  'GET /api/admin/retention': { summary: 'Retention periods in force and the latest runs', tags: SETTINGS, responses: { 200: json(retentionOverview) } },
  'GET /api/admin/open311-keys': { summary: 'Open311 API keys (never the key itself)', tags: SETTINGS, responses: { 200: json(list(open311Key)) } },
  'POST /api/admin/open311-keys': { summary: 'Issue an Open311 API key (shown once)', tags: SETTINGS, body: open311KeySchema, responses: { 201: json(issuedOpen311Key) } },
  'DELETE /api/admin/open311-keys/:id': { summary: 'Revoke an Open311 API key', tags: SETTINGS, responses: { 200: json(successMessage) } },

  'GET /api/admin/audit-log': { summary: 'Admin writes, newest first', tags: RECORDS, query: adminAuditQuerySchema, responses: { 200: json(paged('AuditEntryPage', auditEntry)) } },
  'GET /api/admin/data-deletion-requests': {
    summary: 'Data deletion requests and where each stands',
    tags: RECORDS,
    query: adminDeletionListQuerySchema,
    responses: { 200: json(paged('DeletionRequestPage', deletionRequestItem)) },
  },
  'GET /api/admin/reopen-appeals': { summary: 'Reasons given after the second reopen', tags: RECORDS, query: adminListQuerySchema, responses: { 200: json(paged('ReopenAppealPage', reopenAppeal)) } },
};
