import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getRecentPosts } from '../api/get-recent-posts';

export function useRecentPosts() {
  return useQuery({ queryKey: queryKeys.admin('social-posts'), queryFn: getRecentPosts });
}
