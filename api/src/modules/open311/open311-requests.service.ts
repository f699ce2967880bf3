import { REQUEST_CODE_PATTERN } from '@cc/validation';
import type { Knex } from 'knex';
import { HttpError, notFound } from '../../lib/http-error';
import { redactPersonalData } from '../publication/redact';
import { ServiceRequest } from '../requests/request.model';
import { isoWithOffset } from './open311-time';

/** Our statuses in GeoReport v2's two (docs/open311.md, "Mapping"). */
const CLOSED_STATUSES = ['resolved', 'rejected', 'closed'];
export const open311Status = (status: string): 'open' | 'closed' => (CLOSED_STATUSES.includes(status) ? 'closed' : 'open');

/** GeoReport v2's default window: the last 90 days (the page size, at most 1,000: libs/validation open311.ts). */
const DEFAULT_DAYS = 90;

export interface RequestsQuery {
  service_request_id?: string[];
  service_code?: string[];
  start_date?: Date;
  end_date?: Date;
  status?: Array<'open' | 'closed'>;
  jurisdiction_id?: string;
  page: number;
  page_size: number;
}

/** One request as any caller may read it: no name, phone, e-mail, voter id or street address. */
export interface Open311Request {
  service_request_id: string;
  status: 'open' | 'closed';
  status_notes: string | null;
  service_name: string;
  service_code: string;
  description: string;
  agency_responsible: string | null;
  service_notice: string | null;
  requested_datetime: string | null;
  updated_datetime: string | null;
  expected_datetime: string | null;
  address: string | null;
  address_id: null;
  zipcode: null;
  lat: null;
  long: null;
  media_url: null;
}

interface Row {
  requestId: string;
  status: string;
  publicNote: string | null;
  requestType: string;
  typeName: string | null;
  department: string | null;
  description: string;
  assigneeRole: string | null;
  submittedAt: Date;
  updatedAt: Date;
  dueAt: Date | null;
  districtName: string | null;
  district: string;
}

/**
 * The rows a public read may take: published ones only (publication/published.ts), every other
 * request is as absent as an unknown code. The columns are the privacy rule's other half
 * (docs/open311.md, "Privacy"): the district's name stands in for the address; the assignee shows
 * as its role, never its name; the response to the citizen is never read, only the note staff
 * chose to publish.
 */
function publicRows(db: Knex) {
  // Plain joins: the assignee relation selects its own columns (a subquery join), and types, roles
  // and locations are no relations of a request (they join by name or code).
  return ServiceRequest.query(db)
    .alias('r')
    .modify('published')
    .leftJoin('request_types as t', 't.name', 'r.requestType')
    .leftJoin('users as u', 'u.id', 'r.assignedTo')
    .leftJoin('roles as ro', 'ro.name', 'u.role')
    .leftJoin('locations as d', (join) => join.on('d.code', '=', 'r.district').andOnVal('d.type', '=', 'district'))
    .select(
      'r.requestId', 'r.status', 'r.publicNote', 'r.requestType', 'r.description', 'r.submittedAt', 'r.updatedAt', 'r.dueAt', 'r.district',
      't.displayName as typeName', 't.department', 'ro.displayName as assigneeRole', 'd.name as districtName',
    )
    .castTo<Row[]>();
}

function toOpen311(row: Row): Open311Request {
  return {
    service_request_id: row.requestId,
    status: open311Status(row.status),
    // Both texts were typed by people: published only through the one redaction.
    status_notes: redactPersonalData(row.publicNote || null),
    service_name: row.typeName ?? row.requestType,
    service_code: row.requestType,
    description: redactPersonalData(row.description),
    // The assigned level (its role's name) once forwarded, else the type's department.
    agency_responsible: row.assigneeRole ?? row.department ?? null,
    service_notice: null,
    requested_datetime: isoWithOffset(row.submittedAt),
    updated_datetime: isoWithOffset(row.updatedAt),
    expected_datetime: isoWithOffset(row.dueAt),
    address: row.districtName ?? row.district,
    address_id: null,
    zipcode: null,
    lat: null,
    long: null,
    media_url: null,
  };
}

/**
 * GET requests: `service_request_id` alone overrides every other filter (the standard says so);
 * otherwise type, status and a date window, newest first, `page_size` at a time.
 */
export async function listOpen311Requests(db: Knex, query: RequestsQuery, now: Date): Promise<Open311Request[]> {
  const rows = publicRows(db).orderBy([{ column: 'r.submittedAt', order: 'desc' }, { column: 'r.id', order: 'desc' }]);
  if (query.service_request_id) {
    rows.whereIn('r.requestId', query.service_request_id);
  } else {
    const end = query.end_date ?? now;
    const start = query.start_date ?? new Date(end.getTime() - DEFAULT_DAYS * 86_400_000);
    if (start > end) throw new HttpError(400, 'invalidValue', { field: 'start_date' });
    rows.where('r.submittedAt', '>=', start).where('r.submittedAt', '<=', end);
    if (query.service_code) rows.whereIn('r.requestType', query.service_code);
    if (query.status && query.status.length === 1) {
      if (query.status[0] === 'closed') rows.whereIn('r.status', CLOSED_STATUSES);
      else rows.whereNotIn('r.status', CLOSED_STATUSES);
    }
  }
  const found = await rows.limit(query.page_size).offset((query.page - 1) * query.page_size);
  return found.map(toOpen311);
}

/**
 * GET tokens/{token_id}: every service is `realtime` (POST answers the service_request_id at once),
 * so no token is ever issued and a token id is read as the request code it names: the answer is
 * that request's id with the token echoed, or 404 (docs/open311.md, "Tokens"). It tells no more
 * than GET requests/{id} does: an unpublished request's code is as unknown here as there.
 */
export async function requestOfToken(db: Knex, token: string): Promise<{ service_request_id: string; token: string }> {
  // Not a request code: no query needed to know it names nothing.
  const row = REQUEST_CODE_PATTERN.test(token) ? await ServiceRequest.query(db).where('requestId', token).modify('published').select('requestId').first() : undefined;
  if (!row) throw new HttpError(404, 'open311TokenUnknown', { field: 'token' });
  return { service_request_id: row.requestId, token };
}

/** GET requests/{id}: one request, or 404. */
export async function getOpen311Request(db: Knex, code: string): Promise<Open311Request> {
  const row = await publicRows(db).where('r.requestId', code).first().castTo<Row | undefined>();
  if (!row) throw notFound();
  return toOpen311(row);
}
