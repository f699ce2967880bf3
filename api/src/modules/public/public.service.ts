import type { GalleryItem, PublicEvent, SocialPost } from '@cc/types';
import type { Knex } from 'knex';
import { OFFICE_TODAY_SQL } from '../../lib/office-time-sql';
import { EventRow } from '../admin-events/event.model';
import { GalleryItemRow } from '../admin-gallery/gallery-item.model';
import { SocialPostRow } from '../admin-social/social-post.model';

/** A DATE column as `YYYY-MM-DD` (the admin event list reads it the same way). */
export const calendarDay = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    // DATE columns come back as local-midnight Dates from pg; keep the calendar day.
    const y = value.getFullYear();
    const m = String(value.getMonth() + 1).padStart(2, '0');
    const d = String(value.getDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  return String(value).slice(0, 10);
};

/** A jsonb list of strings, whatever the driver handed back. */
export const jsonList = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return [];
};

const LIST_LIMIT = 200;

/**
 * Public and active events still to come, soonest first. "Upcoming" is decided here, once, by the
 * calendar day in the office's time zone, so /events and the web dashboard agree.
 */
export async function listPublicEvents(db: Knex): Promise<PublicEvent[]> {
  const rows = await EventRow.query(db)
    .where({ isPublic: true, isActive: true })
    // raw: the office's calendar day (lib/office-time-sql.ts), a time-zone expression.
    .whereRaw(`event_date >= ${OFFICE_TODAY_SQL}`)
    .orderBy('eventDate', 'asc')
    .orderBy('id', 'asc')
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    titleHi: row.titleHi,
    description: row.description,
    descriptionHi: row.descriptionHi,
    eventDate: calendarDay(row.eventDate)!,
    eventTime: row.eventTime,
    location: row.location,
    locationHi: row.locationHi,
    category: row.category,
    priority: row.priority,
    imageUrl: row.imageUrl,
    externalLink: row.externalLink,
  }));
}

export async function listPublicGallery(db: Knex): Promise<GalleryItem[]> {
  const rows = await GalleryItemRow.query(db)
    .where({ isPublic: true, isActive: true })
    .orderBy([{ column: 'sortOrder', order: 'asc' }, { column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    titleHi: row.titleHi,
    description: row.description,
    descriptionHi: row.descriptionHi,
    mediaType: row.mediaType,
    mediaUrl: row.mediaUrl,
    thumbnailUrl: row.thumbnailUrl,
    category: row.category,
    tags: jsonList(row.tags),
    capturedDate: calendarDay(row.capturedDate),
    viewCount: row.viewCount,
  }));
}

export async function listSocialPosts(db: Knex, limit = 50): Promise<SocialPost[]> {
  const rows = await SocialPostRow.query(db)
    .orderBy([{ column: 'postDate', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    platform: row.platform,
    postDate: new Date(row.postDate).toISOString(),
    postUrl: row.postUrl,
    content: row.content,
    mediaUrls: jsonList(row.mediaUrls),
    likes: row.likes,
    shares: row.shares,
    comments: row.comments,
  }));
}
