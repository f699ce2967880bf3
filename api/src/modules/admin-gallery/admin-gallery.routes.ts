import { adminListQuerySchema, galleryItemSchema, validationMessages } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { parseSentFields } from '../../lib/sent-fields';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { idParam } from '../../lib/route-params';
import { createGalleryItem, deleteGalleryItem, listGallery, updateGalleryItem, type GalleryItemFields } from './admin-gallery.service';
import { idempotent } from '../../middleware/idempotent';

/** Spec §7 Admin gallery: list, add, edit (PUT), delete. The media upload is modules/gallery-media. */
export function adminGalleryRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/gallery', acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await listGallery(ctx.deps.db, queryOf<PageQuery>(ctx));
  });

  route(router, 'POST', '/api/admin/gallery', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<GalleryItemFields>(galleryItemSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createGalleryItem(ctx.deps.db, actorOf(ctx), input);
  });

  route(router, 'PUT', '/api/admin/gallery/:id', async (ctx) => {
    ctx.body = await updateGalleryItem(ctx.deps.db, actorOf(ctx), idParam(ctx), parseSentFields<GalleryItemFields>(galleryItemSchema, ctx.request.body));
  });

  route(router, 'DELETE', '/api/admin/gallery/:id', async (ctx) => {
    await deleteGalleryItem(ctx.deps.db, actorOf(ctx), idParam(ctx));
    ctx.body = { success: true, message: validationMessages.galleryItemDeleted.en, messageKey: 'galleryItemDeleted' };
  });

  return router;
}
