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
} as const;

export interface RequestListFilters {
  userId?: number;
  citizenId?: number;
  assignedTo?: number;
  status?: string;
  category?: string;
}

export const queryKeys = {
  session: ['auth', 'user'] as const,
  requests: {
    all: ['requests'] as const,
    list: (filters: RequestListFilters = {}) => ['requests', 'list', filters] as const,
    detail: (id: number | string) => ['requests', 'detail', String(id)] as const,
    timeline: (id: number | string) => ['requests', 'timeline', String(id)] as const,
    stats: ['requests', 'stats'] as const,
  },
  authorities: ['users', 'authorities'] as const,
  usersByLevel: (level: number) => ['users', 'by-level', level] as const,
  captcha: (language: string) => ['captcha', language] as const,
  locations: ['locations'] as const,
  publicEvents: ['public', 'events'] as const,
  publicGallery: ['public', 'gallery'] as const,
  publicSocialPosts: ['public', 'social-posts'] as const,
  admin: (resource: string) => ['admin', resource] as const,
};

/** Builds '/api/requests?status=pending' style paths, skipping empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
