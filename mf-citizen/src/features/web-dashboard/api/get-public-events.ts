import { apiFetch } from '@cc/api-client';
import type { PublicEvent } from '@cc/types';

export function getPublicEvents(): Promise<PublicEvent[]> {
  return apiFetch<PublicEvent[]>('/api/public/events');
}
