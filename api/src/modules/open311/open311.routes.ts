import { open311CreateSchema, open311JurisdictionQuerySchema, open311ListQuerySchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { HttpError } from '../../lib/http-error';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import type { Ctx, Next } from '../../types';
import { RequestType } from '../admin-request-types/request-type.model';
import { readPublicContact } from '../admin-settings/admin-settings.service';
import { submitOpen311Request, typeLabel } from '../requests/request-intake.service';
import { formatOf, respond } from './open311-format';
import { authenticateKey } from './open311-keys.service';
import { getOpen311Request, listOpen311Requests, requestOfToken, type RequestsQuery } from './open311-requests.service';
import { isoWithOffset } from './open311-time';
import { discovery, JURISDICTION_ID, listServices, resolveLocation, serviceDefinition } from './open311-services.service';

/** GeoReport v2's optional jurisdiction_id: this server has one; any other answers 404. */
async function oneJurisdiction(ctx: Ctx, next: Next): Promise<void> {
  const sent = (ctx.state.query as { jurisdiction_id?: string } | undefined)?.jurisdiction_id ?? (ctx.request.body as { jurisdiction_id?: string } | undefined)?.jurisdiction_id;
  if (sent !== undefined && sent !== JURISDICTION_ID) throw new HttpError(404, 'open311JurisdictionUnknown', { field: 'jurisdiction_id' });
  await next();
}

const param = (ctx: Ctx, name: string) => (ctx as unknown as { params: Record<string, string> }).params[name]!;

interface CreateInput {
  api_key?: string;
  service_code: string;
  address_string?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  phone: string;
  description: string;
  media_url?: string;
  attribute?: { district?: string; vidhan_sabha?: string; show_publicly?: 'yes' | 'no' };
}

/** The surface the standard names, each in JSON and XML (docs/open311.md). */
export function open311Router(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/open311/v2/discovery.:format', acceptsQuery(open311JurisdictionQuerySchema), oneJurisdiction, async (ctx) => {
    respond(ctx, formatOf(ctx), 'discovery', discovery(ctx.origin, (await readPublicContact(ctx.deps.db)).contactEmail));
  });

  route(router, 'GET', '/open311/v2/services.:format', acceptsQuery(open311JurisdictionQuerySchema), oneJurisdiction, async (ctx) => {
    respond(ctx, formatOf(ctx), 'services', await listServices(ctx.deps.db));
  });

  route(router, 'GET', '/open311/v2/services/:code.:format', acceptsQuery(open311JurisdictionQuerySchema), oneJurisdiction, async (ctx) => {
    const format = formatOf(ctx);
    respond(ctx, format, 'service_definition', await serviceDefinition(ctx.deps.db, param(ctx, 'code')));
  });

  route(router, 'POST', '/open311/v2/requests.:format', async (ctx) => {
    const format = formatOf(ctx);
    // A malformed body (unknown field, NUL byte, bad value) is 400 whoever sends it; a well-formed
    // one without a valid key is 403 before any lookup tells the caller more.
    const input = parseOrThrow<CreateInput & { jurisdiction_id?: string }>(open311CreateSchema, ctx.request.body);
    const client = input.api_key ? await authenticateKey(ctx.deps.db, input.api_key) : null;
    if (!client) throw new HttpError(403, 'open311KeyInvalid', { field: 'api_key' });
    if (input.jurisdiction_id !== undefined && input.jurisdiction_id !== JURISDICTION_ID) throw new HttpError(404, 'open311JurisdictionUnknown', { field: 'jurisdiction_id' });
    const type = await RequestType.query(ctx.deps.db).where({ name: input.service_code, isActive: true }).select('name').first();
    if (!type) throw new HttpError(400, 'open311ServiceUnknown', { field: 'service_code' });
    const location = await resolveLocation(ctx.deps.db, input.attribute ?? {}, input.address_string);
    const created = await submitOpen311Request(
      ctx.deps.db,
      {
        name: [input.first_name, input.last_name].filter(Boolean).join(' '),
        phone: input.phone,
        email: input.email ?? null,
        // The client's photo link stays with the description staff read (we store no remote files).
        description: input.media_url ? `${input.description}\n\nMedia: ${input.media_url}` : input.description,
        requestType: input.service_code,
        district: location.district,
        vidhanSabha: location.vidhanSabha,
        vidhansabha: null,
        // As the form does: the Vidhan Sabha is the spec's Block (libs/request-form toSubmitFields).
        block: location.vidhanSabha,
        address: input.address_string ?? '',
        voterIdNumber: null,
        title: typeLabel(input.service_code),
        category: null,
        // The reporter's choice as the client sends it; a private type stays unpublished regardless.
        showPublicly: input.attribute?.show_publicly === 'yes',
      },
      client.id,
    );
    respond(ctx, format, 'service_requests', [
      { service_request_id: created.requestId, service_notice: created.dueAt ? `Received; a response is expected by ${isoWithOffset(created.dueAt)}` : 'Received', account_id: null },
    ], 201);
  });

  route(router, 'GET', '/open311/v2/tokens/:token.:format', acceptsQuery(open311JurisdictionQuerySchema), oneJurisdiction, async (ctx) => {
    const format = formatOf(ctx);
    respond(ctx, format, 'service_requests', [await requestOfToken(ctx.deps.db, param(ctx, 'token'))]);
  });

  route(router, 'GET', '/open311/v2/requests.:format', acceptsQuery(open311ListQuerySchema), oneJurisdiction, async (ctx) => {
    const format = formatOf(ctx);
    respond(ctx, format, 'service_requests', await listOpen311Requests(ctx.deps.db, queryOf<RequestsQuery>(ctx), new Date()));
  });

  route(router, 'GET', '/open311/v2/requests/:id.:format', acceptsQuery(open311JurisdictionQuerySchema), oneJurisdiction, async (ctx) => {
    const format = formatOf(ctx);
    respond(ctx, format, 'service_requests', [await getOpen311Request(ctx.deps.db, param(ctx, 'id'))]);
  });

  return router;
}
