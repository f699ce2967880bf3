import type { ObjectSchema, Schema } from '@cc/validation';
import type { PolicyEntry } from '../../policy/policy-table';
import { COMMON_PARAMS } from './common-params';
import type { JsonSchema, SchemaConverter } from './json-schema';
import type { Reply, RouteDescription } from './route-description';

/** `:name` segments of a route pattern (`/open311/v2/services/:code.:format`: code, format). */
export const pathParams = (pattern: string): string[] => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No content', 503: 'Service unavailable' };
const text = (mediaType: string) => ({ schema: { type: 'string', contentMediaType: mediaType } });

function content(reply: Reply, convert: SchemaConverter): Record<string, unknown> | undefined {
  switch (reply.kind) {
    case 'json':
      return { 'application/json': { schema: convert.convert(reply.schema) }, ...Object.fromEntries((reply.otherTypes ?? []).map((type) => [type, text(type)])) };
    case 'open311':
      return { 'application/json': { schema: convert.convert(reply.schema) }, 'text/xml': text('text/xml') };
    case 'file':
      return Object.fromEntries(reply.contentTypes.map((type) => [type, text(type)]));
    case 'empty':
      return undefined;
  }
}

function queryParameters(query: ObjectSchema | undefined, convert: SchemaConverter): JsonSchema[] {
  if (!query) return [];
  const converted = convert.convert(query) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(converted.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: converted.required?.includes(name) ?? false, schema }));
}

function requestBody(route: RouteDescription, convert: SchemaConverter): JsonSchema | undefined {
  if (route.rawBody) return { required: true, content: Object.fromEntries(route.rawBody.map((type) => [type, text(type)])) };
  if (!route.body) return undefined;
  const bodies = (Array.isArray(route.body) ? route.body : [route.body]) as Schema[];
  const schemas = bodies.map((body) => convert.convert(body));
  const schema = schemas.length === 1 ? schemas[0]! : { oneOf: schemas };
  const media: Record<string, unknown> = {};
  for (const encoding of route.encodings ?? ['json']) {
    if (encoding === 'json') media['application/json'] = { schema };
    if (encoding === 'form') {
      // Nested objects (Open311's attribute[district]) are sent as deep-object keys.
      const nested = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(([, property]) => property.type === 'object');
      media['application/x-www-form-urlencoded'] = { schema, encoding: Object.fromEntries(nested.map(([name]) => [name, { style: 'deepObject', explode: true }])) };
    }
    if (encoding === 'multipart') {
      const files = Object.fromEntries(Object.entries(route.files ?? {}).map(([name, description]) => [name, { type: 'string', contentMediaType: 'application/octet-stream', description }]));
      media['multipart/form-data'] = { schema: { ...schema, properties: { ...(schema.properties as object), ...files } } };
    }
  }
  return { required: true, content: media };
}

/**
 * Who may call, in OpenAPI terms (the policy table decides, middleware/require-role.ts): the
 * session cookie for any role-bound route, the CSRF header on every /api write (docs/api.md,
 * "CSRF"), nothing for public reads, Open311 and the token-credential upload.
 */
function security(method: string, pattern: string, policy: PolicyEntry): Array<Record<string, string[]>> {
  const write = method !== 'GET';
  const csrfExempt = !pattern.startsWith('/api/') || pattern === '/api/uploads/:token';
  const csrf: Record<string, string[]> = write && !csrfExempt ? { csrf: [] } : {};
  if (policy.access === 'public' || policy.access === 'api-key') return Object.keys(csrf).length > 0 ? [csrf] : [];
  if (policy.access === 'admin-or-loopback') return [{ session: [] }, {}];
  return [{ session: [], ...csrf }];
}

const operationId = (method: string, pattern: string) =>
  method.toLowerCase() +
  pattern
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9:]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${word[1]!.toUpperCase()}${word.slice(2)}` : `${word[0]!.toUpperCase()}${word.slice(1)}`))
    .join('');

/** One OpenAPI operation from a route description and its policy entry. */
export function toOperation(key: string, route: RouteDescription, policy: PolicyEntry, convert: SchemaConverter): JsonSchema {
  const [method, pattern] = key.split(' ') as [string, string];
  const parameters = [
    ...pathParams(pattern).map((name) => ({ name, in: 'path', required: true, schema: convert.convert(route.params?.[name] ?? COMMON_PARAMS[name]!) })),
    ...queryParameters(route.query, convert),
  ];
  const errors = pattern.startsWith('/open311/') ? 'Open311Error' : 'Error';
  const responses: Record<string, unknown> = {};
  for (const [status, reply] of Object.entries(route.responses)) {
    responses[status] = { description: reply.description ?? STATUS_TEXT[Number(status)] ?? 'Answer', content: content(reply, convert) };
  }
  if (!['public', 'api-key'].includes(policy.access as string)) Object.assign(responses, { 401: { $ref: '#/components/responses/Unauthorized' }, 403: { $ref: '#/components/responses/Forbidden' } });
  responses.default = { $ref: `#/components/responses/${errors}` };
  const body = requestBody(route, convert);
  return {
    operationId: operationId(method, pattern),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [...route.tags],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: security(method, pattern, policy),
    // Who may call, as the policy table says (api/src/policy/policy-table.ts).
    'x-access': policy.access,
    ...(policy.ownership ? { 'x-ownership': policy.ownership } : {}),
  };
}
