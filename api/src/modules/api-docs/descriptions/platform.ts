import { Joi, loginSchema, notificationPreferencesSchema, passwordChangeSchema, profileUpdateSchema, registrationSchema } from '@cc/validation';
import { file, json, type RouteTable } from '../route-description';
import { accountSessions, endedSessions, health, notificationPreferences, passwordChanged, readiness } from '../schemas/account';
import { success, userEnvelope } from '../schemas/common';

/** Probes, this document, authentication (spec §7 Authentication) and the signed-in user's own account. */
export const platformRoutes: RouteTable = {
  'GET /api/health': {
    summary: 'Liveness: the process answers and reaches its database',
    tags: ['Operations'],
    responses: { 200: json(health), 503: json(health, 'The database is unreachable') },
  },
  'GET /api/ready': {
    summary: 'Readiness: database reachable, migrations current, not draining',
    tags: ['Operations'],
    responses: { 200: json(readiness), 503: json(readiness, 'Not ready: draining, database unreachable or a migration missing') },
  },
  'GET /api/metrics': {
    summary: 'Prometheus metrics (an admin session, or a scraper on loopback)',
    tags: ['Operations'],
    responses: { 200: file(['text/plain'], 'Prometheus text format 0.0.4') },
  },
  'GET /api/openapi.json': {
    summary: 'This document: the API contract as OpenAPI 3.1',
    tags: ['API docs'],
    responses: { 200: file(['application/json'], 'OpenAPI 3.1 document') },
  },
  'GET /api/docs': {
    summary: 'The contract rendered for people (Swagger UI)',
    tags: ['API docs'],
    responses: { 200: file(['text/html'], 'HTML page') },
  },
  'GET /api/docs/swagger-ui.css': {
    summary: "The viewer's stylesheet",
    tags: ['API docs'],
    responses: { 200: file(['text/css'], 'swagger-ui-dist stylesheet') },
  },
  'GET /api/docs/swagger-ui-bundle.js': {
    summary: "The viewer's script",
    tags: ['API docs'],
    responses: { 200: file(['text/javascript'], 'swagger-ui-dist bundle') },
  },
  'GET /api/docs/init.js': {
    summary: 'Starts the viewer on /api/openapi.json',
    tags: ['API docs'],
    responses: { 200: file(['text/javascript'], 'Viewer start-up script') },
  },

  'POST /api/auth/login': {
    summary: 'Log in',
    tags: ['Authentication'],
    description: 'Sets cc_session and cc_csrf. After many failures from one address the body needs captchaToken and captchaAnswer (401 with captchaRequired).',
    body: loginSchema,
    responses: { 200: json(userEnvelope) },
  },
  'POST /api/auth/register': {
    summary: 'Register as a citizen (signed in at once)',
    tags: ['Authentication'],
    description: 'Spec §3 registration payload; the role is always citizen. Takes an Idempotency-Key.',
    body: registrationSchema,
    responses: { 201: json(userEnvelope) },
  },
  'POST /api/auth/logout': {
    summary: 'Log out (a no-op when anonymous)',
    tags: ['Authentication'],
    responses: { 200: json(success) },
  },
  'GET /api/auth/user': {
    summary: 'The signed-in user',
    tags: ['Authentication'],
    responses: { 200: json(userEnvelope) },
  },

  'PATCH /api/users/me': {
    summary: 'Change own name, e-mail or phone',
    tags: ['Account'],
    body: profileUpdateSchema,
    responses: { 200: json(userEnvelope) },
  },
  'POST /api/users/me/password': {
    summary: 'Change own password; every other session ends',
    tags: ['Account'],
    body: passwordChangeSchema,
    responses: { 200: json(passwordChanged) },
  },
  'GET /api/users/me/sessions': {
    summary: 'Where the account is signed in',
    tags: ['Account'],
    responses: { 200: json(accountSessions) },
  },
  'DELETE /api/users/me/sessions/:sessionId': {
    summary: 'End one of own sessions (this one: a logout)',
    tags: ['Account'],
    params: { sessionId: Joi.string().max(100).description('Opaque handle from GET /api/users/me/sessions') },
    responses: { 200: json(success) },
  },
  'POST /api/users/me/sessions/end-others': {
    summary: 'End every other session of the account',
    tags: ['Account'],
    responses: { 200: json(endedSessions) },
  },
  'GET /api/users/me/notification-preferences': {
    summary: 'Own notification choices',
    tags: ['Account'],
    responses: { 200: json(notificationPreferences) },
  },
  'PUT /api/users/me/notification-preferences': {
    summary: 'Set own notification choices (all four)',
    tags: ['Account'],
    body: notificationPreferencesSchema,
    responses: { 200: json(notificationPreferences) },
  },
};
