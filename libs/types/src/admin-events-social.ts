/**
 * Shapes of the admin events and social calls (spec §3 Event, Social handle, §7 Admin). camelCase
 * in JSON, dates as ISO strings; lists are `Paged` like the other admin lists. The `...Input` bodies
 * have the keys and required flags of their joi schemas (libs/validation/src/__tests__/admin-schema-types.test.ts).
 */
import type { PublicEvent } from './domain';

export type EventCategory = 'meeting' | 'rally' | 'inauguration' | 'conference' | 'announcement';
export type SocialPlatform = 'twitter' | 'facebook' | 'instagram' | 'linkedin';

/** GET /api/admin/events item: the public fields plus what decides whether the public sees it. */
export interface AdminEvent extends PublicEvent {
  isPublic: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/admin/events body; PUT takes the same at top level, only the fields sent change. */
export interface EventInput {
  title: string;
  titleHi?: string | null;
  description?: string | null;
  descriptionHi?: string | null;
  /** A calendar day, `YYYY-MM-DD`. */
  eventDate: string;
  /** Wall-clock `HH:MM` in Asia/Kolkata. */
  eventTime?: string | null;
  location?: string | null;
  locationHi?: string | null;
  category: EventCategory;
  priority?: 'low' | 'medium' | 'high';
  isPublic?: boolean;
  isActive?: boolean;
  imageUrl?: string | null;
  externalLink?: string | null;
}

/** GET /api/admin/social item (spec §3 Social handle). */
export interface SocialHandle {
  id: number;
  platform: SocialPlatform;
  username: string;
  displayName: string;
  profileUrl: string;
  isActive: boolean;
  /** Stored as the admin set it; nothing syncs unless `syncConfigured`. */
  autoSync: boolean;
  /** Whether this server has a feed adapter for the platform (none does today). */
  syncConfigured: boolean;
  lastSyncedAt: string | null;
}

/** POST /api/admin/social body; PUT sends these at top level (spec §7 note). */
export interface SocialHandleInput {
  platform: SocialPlatform;
  username: string;
  displayName: string;
  profileUrl: string;
  isActive?: boolean;
  autoSync?: boolean;
}

