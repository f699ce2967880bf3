import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { listPublicEvents, listPublicGallery, listSocialPosts } from './public.service';

export function publicRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/public/events', async (ctx) => {
    ctx.body = await listPublicEvents(ctx.deps.db);
  });
  route(router, 'GET', '/api/public/gallery', async (ctx) => {
    ctx.body = await listPublicGallery(ctx.deps.db);
  });
  route(router, 'GET', '/api/public/social-posts', async (ctx) => {
    ctx.body = await listSocialPosts(ctx.deps.db);
  });
  return router;
}
