import type { SocialHandle, SocialHandleInput } from '@cc/types';
import { socialHandleSchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { registerAuditedResource, type AuditedResource } from '../../lib/audited-resource';
import { route, type AppRouter } from '../../middleware/require-role';
import { listSocialPosts } from '../public/public.service';
import { SocialHandleRow } from './social-handle.model';

/** Spec §9: the admin tab shows the 5 most recent posts. */
const RECENT_POSTS = 5;

/**
 * No platform feed adapter exists in this server: `autoSync` is stored as the admin sets it, and
 * the card says sync is not configured instead of pretending. An adapter, when one is written,
 * makes this true for its platform.
 */
const SYNC_CONFIGURED = false;

const toDto = (row: SocialHandleRow): SocialHandle => ({
  id: row.id,
  platform: row.platform,
  username: row.username,
  displayName: row.displayName,
  profileUrl: row.profileUrl,
  isActive: row.isActive,
  autoSync: row.autoSync,
  syncConfigured: SYNC_CONFIGURED,
  lastSyncedAt: row.lastSyncedAt ? new Date(row.lastSyncedAt).toISOString() : null,
});

/**
 * Spec §2 social tab, §7 Admin social: handles (add, edit, delete). The edit sends the fields at top
 * level, not inside an `updates` object (spec §7 note; the wrapper is refused as unknown). Posts
 * already fetched keep their row when their handle goes (handle_id null): what was published stays on /social.
 */
export const adminSocialHandles: AuditedResource<SocialHandleRow, SocialHandle, Required<SocialHandleInput>> = {
  path: '/api/admin/social',
  model: SocialHandleRow,
  entity: 'social-handle',
  schema: socialHandleSchema,
  toDto,
  searchColumns: ['username', 'display_name', 'platform'],
  listOrder: [{ column: 'platform' }, { column: 'id' }],
  updateMethod: 'PUT',
  deletedMessage: 'socialHandleDeleted',
  // What the server works out is not the admin's change.
  audited: ({ syncConfigured: _s, lastSyncedAt: _l, ...handle }) => handle,
};

export function adminSocialRouter(): AppRouter {
  const router = createRouter();
  registerAuditedResource(router, adminSocialHandles);
  route(router, 'GET', '/api/admin/social-posts', async (ctx) => {
    ctx.body = await listSocialPosts(ctx.deps.db, RECENT_POSTS);
  });
  return router;
}
