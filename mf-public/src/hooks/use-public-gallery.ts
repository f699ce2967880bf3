import { useQuery } from '@tanstack/react-query';
import { getPublicGallery } from '../api/get-public-gallery';

export function usePublicGallery() {
  return useQuery({ queryKey: ['public', 'gallery'], queryFn: getPublicGallery });
}
