import { apiFetch } from '@cc/api-client';
import type { SocialPost } from '@cc/types';

export function getPublicSocialPosts(): Promise<SocialPost[]> {
  return apiFetch<SocialPost[]>('/api/public/social-posts');
}
