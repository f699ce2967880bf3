import { apiFetch } from '@cc/api-client';
import type { SocialPost } from '@cc/types';

export function getSocialPosts(): Promise<SocialPost[]> {
  return apiFetch<SocialPost[]>('/api/public/social-posts');
}
