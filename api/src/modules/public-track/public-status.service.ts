import type { Knex } from 'knex';
import type { DuplicateOfLink, PublicRequestStatus, RequestStatus } from '@cc/types';
import { safeEqual } from '../../lib/tokens';
import { computeStages } from '../request-workflow';
import { feedbackState } from '../request-feedback/feedback-state';
import { toDuplicateOfLink } from '../requests/request-dto';
import { ServiceRequest } from '../requests/request.model';
import { isOverdue } from '../sla/open-statuses';
import { isDefaultRemarkKey, validationMessages } from '@cc/validation';

const TRACKED_COLUMNS = ['id', 'requestId', 'requestType', 'status', 'phone', 'response', 'responseKey', 'submittedAt', 'updatedAt', 'resolvedAt', 'dueAt', 'duplicateOfId'] as const;

const iso = (value: Date | null) => (value == null ? null : new Date(value).toISOString());

/** A phone number as digits, without a +91 / 0 prefix: "+91 98765-43210" and "9876543210" match. */
export const phoneDigits = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
};

// Compared when the code matches no request, so a miss costs the same comparison as a wrong phone.
const NO_PHONE = '0000000000';

const findByCode = (db: Knex, code: string) => ServiceRequest.query(db).where({ requestId: code }).select(...TRACKED_COLUMNS).first();

/** The history steps the stages need, oldest first (the relation's order). */
const stepsOf = (db: Knex, request: ServiceRequest) => request.$relatedQuery('history', db).select('action', 'createdAt');

/**
 * The original a duplicate follows, as its citizen may see it through the duplicate's own link:
 * code, type, status and stages. Not its response, its feedback or a link to it: those are the
 * original's citizen's (rating and reopening stay with them).
 */
async function originalOf(db: Knex, duplicate: ServiceRequest): Promise<DuplicateOfLink | null> {
  if (duplicate.duplicateOfId === null) return null;
  const original = await duplicate.$relatedQuery('duplicateOf', db).select('id', 'requestId', 'requestType', 'status', 'submittedAt', 'resolvedAt');
  return original ? toDuplicateOfLink({ ...original, history: await stepsOf(db, original) }) : null;
}

async function toPublicStatus(db: Knex, row: ServiceRequest, now: Date): Promise<PublicRequestStatus> {
  const history = await stepsOf(db, row);
  return {
    requestId: row.requestId,
    requestType: row.requestType,
    status: row.status as RequestStatus,
    stages: computeStages({ status: row.status, submittedAt: row.submittedAt, resolvedAt: row.resolvedAt, history }),
    response: row.response,
    // A default remark the office did not type: the page reads it in its own language.
    responseKey: isDefaultRemarkKey(row.responseKey) && row.response === validationMessages[row.responseKey].en ? row.responseKey : null,
    submittedAt: iso(row.submittedAt)!,
    updatedAt: iso(row.updatedAt)!,
    resolvedAt: iso(row.resolvedAt),
    dueAt: iso(row.dueAt),
    isOverdue: isOverdue(row, now),
    duplicateOf: await originalOf(db, row),
  };
}

/**
 * The request with this code when `phone` is the number it was filed with; null for a wrong code
 * and a wrong phone alike (the caller answers both with the same 404: no enumeration).
 */
export async function statusByPhone(db: Knex, code: string, phone: string, now: Date): Promise<PublicRequestStatus | null> {
  const row = await findByCode(db, code);
  const given = phoneDigits(phone);
  const matches = safeEqual(given, phoneDigits(row?.phone ?? NO_PHONE)) && given.length > 0;
  return row && matches ? toPublicStatus(db, row, now) : null;
}

/**
 * The request with this code, for a caller whose signed link was already verified: the link's
 * holder is the request's citizen, so it also carries what they may do about the outcome (rate
 * it, reopen it).
 */
export async function statusByCode(db: Knex, code: string, now: Date): Promise<PublicRequestStatus | null> {
  const row = await findByCode(db, code);
  return row ? { ...(await toPublicStatus(db, row, now)), feedback: await feedbackState(db, row.id, now) } : null;
}
