import { useQuery } from '@tanstack/react-query';
import type { GalleryItem, PublicEvent, SocialPost } from '@cc/types';
import { apiFetch } from '../api-fetch';
import { queryKeys } from '../query-keys';

/** GET /api/public/events: the office's published events (upcoming by Asia/Kolkata day, server-side). */
export const getPublicEvents = () => apiFetch<PublicEvent[]>('/api/public/events');
export const getPublicGallery = () => apiFetch<GalleryItem[]>('/api/public/gallery');
export const getPublicSocialPosts = () => apiFetch<SocialPost[]>('/api/public/social-posts');

// Spec §7: the public reads never retry.
export const usePublicEvents = () => useQuery({ queryKey: queryKeys.publicEvents, queryFn: getPublicEvents, retry: false });
export const usePublicGallery = () => useQuery({ queryKey: queryKeys.publicGallery, queryFn: getPublicGallery, retry: false });
export const usePublicSocialPosts = () => useQuery({ queryKey: queryKeys.publicSocialPosts, queryFn: getPublicSocialPosts, retry: false });
