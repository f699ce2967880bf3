import { apiFetch } from '@cc/api-client';

export interface LocationOption {
  id: number;
  type: 'state' | 'district' | 'constituency' | 'mandal';
  name: string;
  nameHi: string | null;
  /** What forms submit (e.g. 'raisen', 'sanchi'). */
  value: string;
  parentId: number | null;
}

/** GET /api/locations: the active locations (public). */
export function getLocations(): Promise<LocationOption[]> {
  return apiFetch<LocationOption[]>('/api/locations');
}
