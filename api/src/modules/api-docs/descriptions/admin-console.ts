import {
  adminApproveSchema,
  adminRejectSchema,
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserUpdateSchema,
  Joi,
  locationSchema,
  messageTemplateSchema,
  requestTypeSchema,
  roleSchema,
} from '@cc/validation';
import { databaseQuery, listQuery as exportQuery } from '../../admin-exports/admin-exports.routes';
import { listQuery as locationListQuery } from '../../admin-locations/admin-locations.routes';
import { adminListQuerySchema as adminRequestsQuery } from '../../requests/request-schemas';
import { file, json, type RouteTable } from '../route-description';
import { adminUser, location, messageTemplate, role } from '../schemas/admin';
import { paged, successMessage } from '../schemas/common';
import { requestTypeOption } from '../schemas/content';
import { requestNumberedPage, requestPage, requestStats, requestTimeline } from '../schemas/requests';
import { EDIT_SENT_FIELDS, recordRoutes } from './record-routes';

const USERS = ['Admin: users and roles'];
const CATALOGUES = ['Admin: catalogues'];
const REQUESTS = ['Admin: requests'];
const DOWNLOADS = ['Admin: downloads'];
const EDIT = EDIT_SENT_FIELDS;
const LIST_DOWNLOAD = file(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], 'CSV (default) or XLSX attachment, formula-safe');

/** The admin console of spec §7 Admin: users, roles, catalogues, requests, downloads. Every write is audited. */
export const adminConsoleRoutes: RouteTable = {
  'GET /api/admin/users': { summary: 'Users, searched and paged', tags: USERS, query: adminUserListQuerySchema, responses: { 200: json(paged('AdminUserPage', adminUser)) } },
  'POST /api/admin/users': { summary: 'Add a user', tags: USERS, body: adminUserCreateSchema, responses: { 201: json(adminUser) } },
  'PATCH /api/admin/users/:id': { summary: 'Edit a user (blank password keeps it)', tags: USERS, description: EDIT, body: adminUserUpdateSchema, responses: { 200: json(adminUser) } },
  'DELETE /api/admin/users/:id': { summary: 'Delete a user (soft; never a super admin)', tags: USERS, responses: { 200: json(successMessage) } },
  ...recordRoutes({
    path: '/api/admin/roles', tags: USERS, schema: roleSchema, record: role, pageName: 'RolePage', update: { method: 'PATCH', description: EDIT },
    summaries: { list: 'Roles with their user counts', add: 'Add a role', edit: 'Edit a role', delete: 'Delete a role (not a system role or one in use)' },
  }),

  ...recordRoutes({
    path: '/api/admin/request-types', tags: CATALOGUES, schema: requestTypeSchema, record: requestTypeOption, pageName: 'RequestTypePage', update: { method: 'PATCH', description: EDIT },
    summaries: { list: 'Request types, inactive ones too', add: 'Add a request type', edit: 'Edit a request type', delete: 'Delete a request type no request uses' },
  }),
  'GET /api/admin/locations': { summary: 'Locations, by type', tags: CATALOGUES, query: locationListQuery, responses: { 200: json(paged('LocationPage', location)) } },
  'POST /api/admin/locations': { summary: 'Add a location (no edit or delete)', tags: CATALOGUES, body: locationSchema, responses: { 201: json(location) } },
  ...recordRoutes({
    path: '/api/admin/message-templates', tags: CATALOGUES, schema: messageTemplateSchema, record: messageTemplate, pageName: 'MessageTemplatePage',
    summaries: { list: 'Message templates', add: 'Add a message template' },
  }),

  'GET /api/admin/requests': {
    summary: 'Every request, filtered; keyset pages, or numbered pages with page',
    tags: REQUESTS,
    query: adminRequestsQuery,
    responses: { 200: json(Joi.alternatives().try(requestPage, requestNumberedPage), 'A keyset page; with page=, a numbered page') },
  },
  'GET /api/admin/requests/stats': { summary: 'Counts by status over every request', tags: REQUESTS, responses: { 200: json(requestStats) } },
  'POST /api/admin/requests/:id/approve': { summary: 'Approve and forward to an authority', tags: REQUESTS, body: adminApproveSchema, responses: { 200: json(successMessage) } },
  'POST /api/admin/requests/:id/reject': { summary: 'Reject with a reason the citizen reads', tags: REQUESTS, body: adminRejectSchema, responses: { 200: json(successMessage) } },
  'GET /api/admin/requests/:id/workflow': { summary: 'Timeline, time metrics and history of a request', tags: REQUESTS, responses: { 200: json(requestTimeline) } },

  'GET /api/admin/users/export': { summary: 'Download the users', tags: DOWNLOADS, query: exportQuery, responses: { 200: LIST_DOWNLOAD } },
  'GET /api/admin/roles/export': { summary: 'Download the roles', tags: DOWNLOADS, query: exportQuery, responses: { 200: LIST_DOWNLOAD } },
  'GET /api/admin/request-types/export': { summary: 'Download the request types', tags: DOWNLOADS, query: exportQuery, responses: { 200: LIST_DOWNLOAD } },
  'GET /api/admin/locations/export': { summary: 'Download the locations', tags: DOWNLOADS, query: exportQuery, responses: { 200: LIST_DOWNLOAD } },
  'GET /api/admin/database/export': {
    summary: 'Download the business database from one snapshot',
    tags: DOWNLOADS,
    query: databaseQuery,
    responses: { 200: file(['application/zip', 'application/x-ndjson'], 'A zip of CSVs (default) or NDJSON; no secrets (docs/admin-exports.md)') },
  },
};
