import { adminListQuerySchema, type ObjectSchema, type Schema } from '@cc/validation';
import { json, type RouteTable } from '../route-description';
import { paged, successMessage } from '../schemas/common';

/** An edit's body: checked by the add schema, so the required fields are sent too; the others only change when sent (lib/sent-fields.ts). */
export const EDIT_SENT_FIELDS = 'Fields at top level. The add schema checks the body, so the required fields must be sent; any other field changes only when sent.';

/** What one admin record kind's routes (spec §7 Admin: list, add, edit, delete) need said about them. */
interface RecordRoutes {
  /** e.g. '/api/admin/events'. */
  path: string;
  tags: readonly string[];
  /** The body schema of add and edit. */
  schema: Schema;
  /** The record as answered, and the name of its page schema. */
  record: Schema;
  pageName: string;
  summaries: { list: string; add: string; edit?: string; delete?: string };
  /** How an edit is sent (absent: the kind cannot be edited) and what a client must know of it. */
  update?: { method: 'PUT' | 'PATCH'; description: string };
  query?: ObjectSchema;
}

/**
 * The routes of one admin record kind, described once: every kind of the admin console answers its
 * list as a page, its add with 201 and the record, its edit with the record, its delete with the
 * success message (api/src/lib/audited-resource).
 */
export function recordRoutes({ path, tags, schema, record, pageName, summaries, update, query = adminListQuerySchema }: RecordRoutes): RouteTable {
  const routes: RouteTable = {
    [`GET ${path}`]: { summary: summaries.list, tags, query, responses: { 200: json(paged(pageName, record)) } },
    [`POST ${path}`]: { summary: summaries.add, tags, body: schema, responses: { 201: json(record) } },
  };
  if (update && summaries.edit) {
    routes[`${update.method} ${path}/:id`] = { summary: summaries.edit, tags, description: update.description, body: schema, responses: { 200: json(record) } };
  }
  if (summaries.delete) routes[`DELETE ${path}/:id`] = { summary: summaries.delete, tags, responses: { 200: json(successMessage) } };
  return routes;
}
