import { useQuery } from '@tanstack/react-query';
import { getPublicEvents } from '../api/get-public-events';

export function usePublicEvents() {
  return useQuery({ queryKey: ['public', 'events'], queryFn: getPublicEvents });
}
