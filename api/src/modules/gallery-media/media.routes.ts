import { mediaConvertRequestSchema, mediaUploadRequestSchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { parseOrThrow, takesNoBody } from '../../middleware/validate';
import type { Ctx } from '../../types';
import { actorOf } from '../admin-audit/audit.service';
import { convertUpload, issueUploadUrl, openPublicMedia, receiveLocalUpload, type UploadRequest } from './media-upload.service';

const param = (ctx: Ctx, name: string) => (ctx as unknown as { params: Record<string, string> }).params[name] ?? '';

/** Spec §7 media upload (three calls) and the public media they produce. */
export function galleryMediaRouter(): AppRouter {
  const router = createRouter();

  route(router, 'POST', '/api/admin/gallery/upload', async (ctx) => {
    ctx.body = await issueUploadUrl(ctx.deps, actorOf(ctx), parseOrThrow<UploadRequest>(mediaUploadRequestSchema, ctx.request.body));
  });

  // The token in the path is the credential (single use, 15 minutes), not the session: see the
  // CSRF exemption in middleware/csrf.ts. The body is raw bytes; a JSON field is an unknown field.
  route(router, 'PUT', '/api/uploads/:token', takesNoBody, async (ctx) => {
    const declared = ctx.get('content-length');
    await receiveLocalUpload(ctx.deps, param(ctx, 'token'), ctx.req, declared ? Number(declared) : null);
    ctx.status = 204;
  });

  route(router, 'POST', '/api/admin/gallery/convert-url', async (ctx) => {
    const { uploadedURL } = parseOrThrow<{ uploadedURL: string }>(mediaConvertRequestSchema, ctx.request.body);
    ctx.body = await convertUpload(ctx.deps, actorOf(ctx), uploadedURL);
  });

  route(router, 'GET', '/api/public/media/:key', async (ctx) => {
    const media = await openPublicMedia(ctx.deps, param(ctx, 'key'));
    ctx.type = media.contentType;
    ctx.length = media.size;
    // Cache-Control (a year, immutable) is middleware/api-cache-control.ts's; nosniff is helmet's.
    // Served as an image or video only: nothing in it may run or load if opened as a page.
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.body = media.body;
  });

  return router;
}
