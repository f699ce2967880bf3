import { createRouter } from '../../lib/create-router';
import { requestFormSchema, ATTACHMENT_MAX_BYTES } from '@cc/validation';
import { HttpError } from '../../lib/http-error';
import { rateLimit } from '../../middleware/rate-limit';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, NO_KEYS, parseOrThrow, queryOf } from '../../middleware/validate';
import { storageFor, StorageNotFoundError } from '../../storage';
import type { Ctx, Next } from '../../types';
import { contentDisposition, isMultipart, mimeForExtension, receiveMultipart, type ReceivedMultipart } from '../attachments';
import { readIdempotencyKey } from '../../lib/idempotency';
import { slaNow } from '../../lib/route-params';
import { performAction } from './request-actions.service';
import { toPatchCommand } from './patch-command';
import { findVisibleRequest, getRequestDetail, listRequests, type ListFilters } from './request-read.service';
import { actingUser, idParam } from '../../lib/route-params';
import { listQuerySchema } from './request-schemas';
import { callerScope, submitRequest, type IntakeAttachment, type RequestFormInput } from './request-intake.service';
import { findClaimableUpload, stageUpload } from './request-upload.service';
import { idempotent } from '../../middleware/idempotent';

/** Anonymous writes (public form, uploads) share the per-IP budget; signed-in callers do not. */
const limitAnonymous = (name: string) => {
  const limiter = rateLimit(name);
  return (ctx: Ctx, next: Next) => (ctx.state.user ? next() : limiter(ctx, next));
};

/** JSON or multipart (spec §7): multipart text fields plus one optional file under `fileField`. */
async function readForm(ctx: Ctx, fileField: string): Promise<{ fields: Record<string, unknown>; received: ReceivedMultipart | null }> {
  if (isMultipart(ctx.get('content-type'))) {
    const received = await receiveMultipart(ctx, { fileField, maxFileBytes: ATTACHMENT_MAX_BYTES });
    return { fields: received.fields, received };
  }
  const body = ctx.request.body;
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) throw new HttpError(400, 'invalidValue');
  return { fields: (body ?? {}) as Record<string, unknown>, received: null };
}

export function requestsRouter(): AppRouter {
  const router = createRouter();

  route(router, 'POST', '/api/requests', limitAnonymous('request-submit'), async (ctx) => {
    const { fields, received } = await readForm(ctx, 'attachment');
    try {
      const input = parseOrThrow<RequestFormInput>(requestFormSchema, fields);
      const storage = storageFor(ctx.deps);
      const scope = callerScope(ctx.state.user, ctx.ip);
      const file = received?.file ?? null;
      const attachmentUrl = fields.attachmentUrl;
      const result = await submitRequest(
        {
          db: ctx.deps.db,
          storage,
          user: ctx.state.user,
          idempotencyKey: readIdempotencyKey(ctx.get('idempotency-key')),
          requestLimit: ctx.deps.config.requestLimit,
        },
        input,
        {
          fingerprint: file ? { size: file.size, name: file.originalName } : (attachmentUrl ?? null),
          resolve: async (): Promise<IntakeAttachment | null> => {
            if (file) return { ...(await stageUpload(ctx.deps.db, storage, scope, file, 'attachment')), ephemeral: true };
            return findClaimableUpload(ctx.deps.db, scope, attachmentUrl);
          },
        },
      );
      ctx.status = result.status;
      ctx.body = result.body;
    } finally {
      await received?.cleanup();
    }
  });

  route(router, 'POST', '/api/upload', limitAnonymous('request-upload'), async (ctx) => {
    const { fields, received } = await readForm(ctx, 'file');
    try {
      // The upload takes the file alone: a text field beside it is unknown, not ignored.
      parseOrThrow(NO_KEYS, fields);
      if (!received?.file) throw new HttpError(400, 'attachmentTypeNotAllowed', { field: 'file' });
      const staged = await stageUpload(ctx.deps.db, storageFor(ctx.deps), callerScope(ctx.state.user, ctx.ip), received.file, 'file');
      ctx.status = 201;
      ctx.body = { url: staged.url };
    } finally {
      await received?.cleanup();
    }
  });

  route(router, 'GET', '/api/requests', acceptsQuery(listQuerySchema), async (ctx) => {
    ctx.body = await listRequests(ctx.deps.db, actingUser(ctx), queryOf<ListFilters>(ctx), await slaNow(ctx));
  });

  route(router, 'GET', '/api/requests/:id', async (ctx, next) => {
    // '/api/requests/stats' belongs to the stats router.
    if ((ctx as unknown as { params: { id?: string } }).params.id === 'stats') return next();
    ctx.body = await getRequestDetail(ctx.deps.db, actingUser(ctx), idParam(ctx), await slaNow(ctx));
  });

  route(router, 'GET', '/api/requests/:id/attachment', async (ctx) => {
    const row = await findVisibleRequest(ctx.deps.db, actingUser(ctx), idParam(ctx));
    if (!row.attachmentPath) throw new HttpError(404, 'attachmentNotFound');
    let stream;
    try {
      stream = await storageFor(ctx.deps).open(row.attachmentPath);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new HttpError(404, 'attachmentNotFound');
      throw error;
    }
    const extension = row.attachmentPath.split('.').pop() ?? '';
    ctx.set('Content-Type', mimeForExtension(extension));
    ctx.set('Content-Disposition', contentDisposition(row.attachmentName ?? `${row.requestId}.${extension}`));
    ctx.set('X-Content-Type-Options', 'nosniff');
    // A stored file is never rendered as a page of this origin, even if opened directly.
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.body = stream;
  });

  route(router, 'PATCH', '/api/requests/:id', idempotent({ kind: 'request-action' }), async (ctx) => {
    const actor = actingUser(ctx);
    const id = idParam(ctx);
    const command = await toPatchCommand(ctx.deps.db, actor, ctx.request.body);
    const updated = await performAction(ctx.deps.db, actor, id, command);
    ctx.body = await getRequestDetail(ctx.deps.db, actor, updated.id).catch(() => ({ id: updated.id, status: updated.status }));
  });

  return router;
}
