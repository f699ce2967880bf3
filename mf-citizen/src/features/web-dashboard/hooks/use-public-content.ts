import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getPublicEvents } from '../api/get-public-events';
import { getPublicGallery } from '../api/get-public-gallery';
import { getPublicSocialPosts } from '../api/get-public-social-posts';

// Spec §7: the public reads never retry.
export const usePublicEvents = () => useQuery({ queryKey: queryKeys.publicEvents, queryFn: getPublicEvents, retry: false });
export const usePublicGallery = () => useQuery({ queryKey: queryKeys.publicGallery, queryFn: getPublicGallery, retry: false });
export const usePublicSocialPosts = () => useQuery({ queryKey: queryKeys.publicSocialPosts, queryFn: getPublicSocialPosts, retry: false });
