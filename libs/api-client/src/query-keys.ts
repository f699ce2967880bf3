import type { TransparencyFilters } from '@cc/types';

/**
 * Query keys and cache lifetimes (spec §7, §9) shared by the shell and the remotes, so an
 * invalidation in one place reaches every reader of the same data.
 */
export const STALE_TIME = {
  /** Default for reads: cached without expiry. */
  default: Infinity,
  /** GET /api/requests: 30 seconds. */
  requests: 30_000,
  /** GET /api/users/authorities: 5 minutes. */
  authorities: 5 * 60_000,
  /** GET /api/public/transparency: the server refreshes its summary every 5 minutes. */
  transparency: 5 * 60_000,
} as const;

export interface RequestListFilters {
  userId?: number;
  citizenId?: number;
  assignedTo?: number;
  status?: string;
  category?: string;
  /** Search text (id, title, citizen name, district). */
  q?: string;
}

/** A list read: the filters and the page size (each page size is its own cache entry). */
export interface RequestListParams extends RequestListFilters {
  limit?: number;
}

/** GET /api/requests/stats query: the caller's own requests (citizenId), or only the overdue ones. */
export interface RequestStatsFilters {
  citizenId?: number;
  overdue?: boolean;
}

/** GET /api/locations query. */
export interface LocationFilters {
  type?: 'state' | 'district' | 'constituency' | 'mandal';
  parentId?: number;
}

export const queryKeys = {
  session: ['auth', 'user'] as const,
  requests: {
    all: ['requests'] as const,
    list: (params: RequestListParams = {}) => ['requests', 'list', params] as const,
    detail: (id: number | string) => ['requests', 'detail', String(id)] as const,
    timeline: (id: number | string) => ['requests', 'timeline', String(id)] as const,
    stats: (filters: RequestStatsFilters = {}) => ['requests', 'stats', filters] as const,
    /** The request form's duplicate hints and staff's similar requests beside one request. */
    similar: (query: { district: string; requestType: string; text: string }) => ['requests', 'similar', query] as const,
    similarTo: (id: number | string) => ['requests', 'similar-to', String(id)] as const,
    /** GET /api/admin/requests/stats (spec §7 Admin): under 'requests', so a request write refreshes it too. */
    adminStats: ['requests', 'stats', 'admin'] as const,
  },
  authorities: ['users', 'authorities'] as const,
  usersByLevel: (level: number) => ['users', 'by-level', level] as const,
  captcha: (language: string) => ['captcha', language] as const,
  locations: (filters: LocationFilters = {}) => ['locations', filters] as const,
  requestTypes: ['request-types'] as const,
  responseTemplates: ['response-templates'] as const,
  publicEvents: ['public', 'events'] as const,
  publicGallery: ['public', 'gallery'] as const,
  publicSocialPosts: ['public', 'social-posts'] as const,
  publicContact: ['public', 'contact'] as const,
  transparency: (filters: TransparencyFilters = {}) => ['public', 'transparency', filters] as const,
  admin: (resource: string) => ['admin', resource] as const,
};

/** Builds '/api/requests?status=pending' style paths, skipping empty values. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
