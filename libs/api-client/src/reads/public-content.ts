import { useQuery } from '@tanstack/react-query';
import type { GalleryItem, PublicContact, PublicEvent, SocialPost } from '@cc/types';
import { apiFetch } from '../api-fetch';
import { queryKeys } from '../query-keys';

/** GET /api/public/events: the office's published events (upcoming by Asia/Kolkata day, server-side). */
export const getPublicEvents = () => apiFetch<PublicEvent[]>('/api/public/events');
export const getPublicGallery = () => apiFetch<GalleryItem[]>('/api/public/gallery');
export const getPublicSocialPosts = () => apiFetch<SocialPost[]>('/api/public/social-posts');
/** GET /api/public/contact: the contact e-mail of the admin settings (null when none is set). */
export const getPublicContact = () => apiFetch<PublicContact>('/api/public/contact');

// Spec §7: the public reads never retry.
export const usePublicEvents = () => useQuery({ queryKey: queryKeys.publicEvents, queryFn: getPublicEvents, retry: false });
export const usePublicGallery = () => useQuery({ queryKey: queryKeys.publicGallery, queryFn: getPublicGallery, retry: false });
export const usePublicSocialPosts = () => useQuery({ queryKey: queryKeys.publicSocialPosts, queryFn: getPublicSocialPosts, retry: false });

/**
 * The office's contact e-mail for a page to show, or null while it loads, when the settings hold
 * none or when it cannot be read: a page then offers no address rather than a made-up one.
 */
export function useContactEmail(): string | null {
  const contact = useQuery({ queryKey: queryKeys.publicContact, queryFn: getPublicContact, retry: false });
  return contact.data?.contactEmail || null;
}
