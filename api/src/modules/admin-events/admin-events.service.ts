import type { AdminEvent, EventInput, Paged } from '@cc/types';
import type { Knex } from 'knex';
import { notFound } from '../../lib/http-error';
import { whereContainsAny, toPaged, type PageQuery } from '../../lib/paged';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { calendarDay } from '../public/public.service';
import { EventRow } from './event.model';

export type EventFields = Required<EventInput>;

function toDto(row: EventRow): AdminEvent {
  return {
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
  };
}

/** What the audit row keeps: the record's own fields (an inline image is long and says nothing). */
const auditFields = ({ createdAt: _c, updatedAt: _u, imageUrl, ...event }: AdminEvent) => ({
  ...event,
  imageUrl: imageUrl && imageUrl.startsWith('data:') ? 'inline image' : imageUrl,
});

/** Every event, latest date first (past and hidden ones too: this is the admin's list). */
export async function listEvents(db: Knex, query: PageQuery): Promise<Paged<AdminEvent>> {
  const rows = EventRow.query(db).orderBy([{ column: 'eventDate', order: 'desc' }, { column: 'id', order: 'desc' }]);
  whereContainsAny(rows, query.search, ['title', "coalesce(title_hi, '')", "coalesce(location, '')", "coalesce(location_hi, '')", 'category']);
  return toPaged(await rows.page(query.page - 1, query.pageSize), query, toDto);
}

async function eventForUpdate(trx: Knex, id: number): Promise<AdminEvent> {
  const row = await EventRow.query(trx).findById(id).forUpdate();
  if (!row) throw notFound();
  return toDto(row);
}

export async function createEvent(db: Knex, actor: Actor, input: EventFields): Promise<AdminEvent> {
  return db.transaction(async (trx) => {
    const event = toDto(await EventRow.query(trx).insertAndFetch({ ...input, createdBy: actor.id }));
    await recordAudit(trx, actor, { action: 'create', entity: 'event', entityId: event.id, after: auditFields(event) });
    return event;
  });
}

/** Only the fields sent change; making an event non-public or inactive takes it off /events at once. */
export async function updateEvent(db: Knex, actor: Actor, id: number, sent: Partial<EventFields>): Promise<AdminEvent> {
  return db.transaction(async (trx) => {
    const before = await eventForUpdate(trx, id);
    await EventRow.query(trx).patch({ ...sent, updatedAt: new Date() }).where({ id });
    const after = await eventForUpdate(trx, id);
    await recordAudit(trx, actor, { action: 'update', entity: 'event', entityId: id, before: auditFields(before), after: auditFields(after) });
    return after;
  });
}

export async function deleteEvent(db: Knex, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const event = await eventForUpdate(trx, id);
    await EventRow.query(trx).deleteById(id);
    await recordAudit(trx, actor, { action: 'delete', entity: 'event', entityId: id, before: auditFields(event) });
  });
}
