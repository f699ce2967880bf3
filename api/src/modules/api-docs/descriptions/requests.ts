import { adminListQuerySchema, feedbackSchema, markDuplicateSchema, reopenSchema, requestFormSchema, similarQuerySchema } from '@cc/validation';
import { NO_KEYS } from '../../../middleware/validate';
import { reportQuerySchema } from '../../reports/report-range';
import { actionBodySchema, fieldBodySchema, listQuerySchema, statsQuerySchema } from '../../requests/request-schemas';
import { byLevelQuery } from '../../users/authorities.routes';
import { file, json, type RouteTable } from '../route-description';
import { list, paged } from '../schemas/common';
import { uploadResult } from '../schemas/content';
import { authority, requestDto, requestPage, requestStats } from '../schemas/requests';
import { feedbackResponse, inbox, reopenResponse, reportSummary, responseTemplate, similarHints, staffMember, staffSimilar } from '../schemas/staff';

const ATTACHMENT = 'PDF, PNG or JPEG judged by its bytes, at most 20 MB (spec §5)';

/** The requests engine (spec §7 Requests, §4 state machine) and the staff-side reads. */
export const requestRoutes: RouteTable = {
  'POST /api/requests': {
    summary: 'File a request (the public form and signed-in users)',
    tags: ['Requests'],
    description: 'JSON, or multipart with an optional file. Needs a solved captcha. Takes an Idempotency-Key. Server-decided spec §7 fields are checked, then ignored.',
    body: requestFormSchema,
    encodings: ['json', 'multipart'],
    files: { attachment: ATTACHMENT },
    responses: { 201: json(requestDto) },
  },
  'POST /api/upload': {
    summary: 'Upload an attachment ahead of the form',
    tags: ['Captcha and upload'],
    body: NO_KEYS,
    encodings: ['multipart'],
    files: { file: ATTACHMENT },
    responses: { 201: json(uploadResult) },
  },
  'GET /api/requests': { summary: "Requests in the caller's scope, newest first (keyset pages)", tags: ['Requests'], query: listQuerySchema, responses: { 200: json(requestPage) } },
  'GET /api/requests/stats': { summary: "Counts by status in the caller's scope (spec §3 Request stats)", tags: ['Requests'], query: statsQuerySchema, responses: { 200: json(requestStats) } },
  'GET /api/requests/:id': { summary: 'One request, every spec §3 field', tags: ['Requests'], responses: { 200: json(requestDto) } },
  'GET /api/requests/:id/attachment': {
    summary: "Download the request's attachment",
    tags: ['Requests'],
    responses: { 200: file(['application/pdf', 'image/png', 'image/jpeg'], 'The file, as an attachment, under a sandbox CSP') },
  },
  'PATCH /api/requests/:id': {
    summary: 'Act on a request: forward, reject, complete or assign',
    tags: ['Requests'],
    description: 'The action form, or the spec §7 field form (status, assignedTo, escalationLevel, response, updatedAt); the server state machine decides (409 when not allowed now).',
    body: [actionBodySchema, fieldBodySchema],
    responses: { 200: json(requestDto) },
  },
  'GET /api/requests/similar': { summary: 'Open requests like the text being typed (form hints)', tags: ['Requests'], query: similarQuerySchema, responses: { 200: json(similarHints) } },
  'GET /api/requests/:id/similar': { summary: "Similar open requests in the viewer's scope", tags: ['Requests'], responses: { 200: json(staffSimilar) } },
  'POST /api/requests/:id/duplicate': { summary: 'Close a request as a duplicate of another', tags: ['Requests'], body: markDuplicateSchema, responses: { 200: json(requestDto) } },
  'POST /api/requests/:id/feedback': { summary: 'Rate own closed request (1-5)', tags: ['Requests'], body: feedbackSchema, responses: { 201: json(feedbackResponse) } },
  'POST /api/requests/:id/reopen': { summary: 'Reopen own closed request', tags: ['Requests'], body: reopenSchema, responses: { 200: json(reopenResponse) } },

  'GET /api/users/authorities': { summary: 'Officials a request may be forwarded to (levels 1-3)', tags: ['Staff'], responses: { 200: json(list(authority)) } },
  'GET /api/users/by-level': { summary: 'Officials of one level', tags: ['Staff'], query: byLevelQuery, responses: { 200: json(list(authority)) } },
  'GET /api/reports/summary': { summary: "Report of the range's requests (default: last 30 days)", tags: ['Staff'], query: reportQuerySchema, responses: { 200: json(reportSummary) } },
  'GET /api/reports/summary.csv': { summary: 'The same report as CSV', tags: ['Staff'], query: reportQuerySchema, responses: { 200: file(['text/csv'], 'section,key,value rows, formula-safe') } },
  'GET /api/staff/inbox': { summary: 'Assignments and overdue requests of the caller (the bell)', tags: ['Staff'], responses: { 200: json(inbox) } },
  'POST /api/staff/inbox/read': { summary: 'Mark the inbox read', tags: ['Staff'], responses: { 200: json(inbox) } },
  'GET /api/response-templates': { summary: 'Remarks staff may pick', tags: ['Staff'], responses: { 200: json(list(responseTemplate)) } },
  'GET /api/staff/team': { summary: "Staff of the viewer's district, with open workload", tags: ['Staff'], query: adminListQuerySchema, responses: { 200: json(paged('StaffMemberPage', staffMember)) } },
};
