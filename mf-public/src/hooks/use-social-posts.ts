import { useQuery } from '@tanstack/react-query';
import { getSocialPosts } from '../api/get-social-posts';

export function useSocialPosts() {
  return useQuery({ queryKey: ['public', 'social-posts'], queryFn: getSocialPosts });
}
