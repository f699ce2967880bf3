import type { AdminEvent, EventInput } from '@cc/types';
import { eventSchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { registerAuditedResource, type AuditedResource } from '../../lib/audited-resource';
import type { AppRouter } from '../../middleware/require-role';
import { calendarDay } from '../public/public.service';
import { EventRow } from './event.model';

const toDto = (row: EventRow): AdminEvent => ({
  id: row.id,
  title: row.title,
  titleHi: row.titleHi ?? null,
  description: row.description ?? null,
  descriptionHi: row.descriptionHi ?? null,
  eventDate: calendarDay(row.eventDate)!,
  eventTime: row.eventTime ?? null,
  location: row.location ?? null,
  locationHi: row.locationHi ?? null,
  category: row.category,
  priority: row.priority,
  isPublic: row.isPublic,
  isActive: row.isActive,
  imageUrl: row.imageUrl ?? null,
  externalLink: row.externalLink ?? null,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/**
 * Spec §2 events tab, §7 Admin events: list (latest date first, past and hidden ones too), add,
 * edit (PUT, fields at top level), delete. Made non-public or inactive, an event leaves /events at once.
 */
export const adminEvents: AuditedResource<EventRow, AdminEvent, Required<EventInput>> = {
  path: '/api/admin/events',
  model: EventRow,
  entity: 'event',
  schema: eventSchema,
  toDto,
  searchColumns: ['title', "coalesce(title_hi, '')", "coalesce(location, '')", "coalesce(location_hi, '')", 'category'],
  listOrder: [{ column: 'eventDate', order: 'desc' }, { column: 'id', order: 'desc' }],
  updateMethod: 'PUT',
  deletedMessage: 'eventDeleted',
  serverFields: (actor) => ({ createdBy: actor.id }),
  // An inline image is long and says nothing in the audit log.
  audited: ({ imageUrl, ...event }) => ({ ...event, imageUrl: imageUrl?.startsWith('data:') ? 'inline image' : imageUrl }),
};

export function adminEventsRouter(): AppRouter {
  const router = createRouter();
  registerAuditedResource(router, adminEvents);
  return router;
}
