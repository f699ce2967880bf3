import { policyTable } from '../../policy/policy-table';
import { SchemaConverter, type JsonSchema } from './json-schema';
import { toOperation } from './openapi-operation';
import { routeDescriptions } from './route-descriptions';
import type { RouteTable } from './route-description';
import { apiError, open311Error } from './schemas/common';

const DESCRIPTION = [
  'Citizen Connect: a bilingual (Hindi and English) grievance and service-request portal.',
  'This document is the machine-readable contract of every route (spec §7); docs/api.md keeps the prose: conventions, limits, reasons.',
  'JSON in camelCase. Writes under /api need the x-csrf-token header (the cc_csrf cookie, or the session token once signed in).',
  'Unknown query keys and body fields answer 400. Open311 GeoReport v2 lives at /open311/v2, outside the session.',
].join('\n\n');

/** `/api/requests/:id` → `/api/requests/{id}`. */
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z]+)/g, '{$1}');

/** The OpenAPI 3.1 document of the routes in `table` (by default every route of the API). */
export function buildOpenApiDocument(table: RouteTable = routeDescriptions): JsonSchema {
  const convert = new SchemaConverter();
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: string[] = [];
  for (const [key, route] of Object.entries(table)) {
    const policy = policyTable[key];
    if (!policy) throw new Error(`${key} is described but has no policy entry`);
    const [method, pattern] = key.split(' ') as [string, string];
    (paths[openApiPath(pattern)] ??= {})[method.toLowerCase()] = toOperation(key, route, policy, convert);
    for (const tag of route.tags) if (!tags.includes(tag)) tags.push(tag);
  }
  const errorContent = { 'application/json': { schema: convert.convert(apiError) } };
  return {
    openapi: '3.1.0',
    // One API and one document, served by the build it describes: the version is the API's.
    info: { title: 'Citizen Connect API', version: '1.0.0', description: DESCRIPTION, license: { name: 'MIT', identifier: 'MIT' } },
    servers: [{ url: '/', description: 'The origin serving this document' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: convert.components,
      responses: {
        Error: { description: 'The error body of every /api refusal (docs/api.md, "Errors")', content: errorContent },
        Unauthorized: { description: 'Not signed in, or the session ended', content: errorContent },
        Forbidden: { description: 'Signed in with a role the policy table does not allow, or no CSRF token', content: errorContent },
        Open311Error: {
          description: "GeoReport v2's error list",
          content: { 'application/json': { schema: convert.convert(open311Error) }, 'text/xml': { schema: { type: 'string', contentMediaType: 'text/xml' } } },
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'cc_session', description: 'Set at login; HttpOnly, 30 minutes idle, 12 hours at most' },
        csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token', description: 'Copy of the cc_csrf cookie; every non-GET under /api' },
      },
    },
  };
}

let served: string | undefined;

/** The document as served, built once per process (the routes do not change while it runs). */
export function openApiJson(): string {
  served ??= JSON.stringify(buildOpenApiDocument());
  return served;
}
