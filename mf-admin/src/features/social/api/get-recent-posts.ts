import { apiFetch } from '@cc/api-client';
import type { SocialPost } from '@cc/types';

/** GET /api/admin/social-posts: the 5 most recent posts (spec §9). */
export const getRecentPosts = () => apiFetch<SocialPost[]>('/api/admin/social-posts');
