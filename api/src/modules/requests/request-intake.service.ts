import type { SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { RequestType } from '../admin-request-types/request-type.model';
import type { FileStorage } from '../../storage';
import { consumeChallenge } from '../captcha';
import { enqueueRequestEvent } from '../notifications/outbox.service';
import { trackLinks } from '../public-track/track-links';
import { slaFieldsFromNow } from '../sla/sla.service';
import { nextRequestCode } from './request-code';
import { claimKey, findReplay, fingerprint, IdempotentReplay, recordResponse, type StoredResponse } from '../../lib/idempotency';
import { assertWithinRequestBudget, type RequestLimit } from './request-budget';
import { attachmentDownloadPath, toRequestDto } from './request-dto';
import { RequestHistory } from './request-history.model';
import { RequestUpload } from './request-upload.model';
import { discardUpload } from './request-upload.service';
import { ServiceRequest } from './request.model';

/** The request form after the shared schema (spec §5), server-controlled fields already stripped. */
export interface RequestFormInput {
  name: string;
  district: string;
  block: string;
  phone: string;
  requestType: string;
  description: string;
  address: string;
  captchaToken: string;
  captchaAnswer: string | number;
  voterIdNumber: string | null;
  vidhanSabha: string | null;
  vidhansabha: string | null;
  email: string | null;
  title: string | null;
  category: string | null;
  /** The citizen ticked "Show this on the public map and reports" (published only for a public type). */
  showPublicly: boolean;
  /** The language of the page the form was sent from (an anonymous filer's messages follow it). */
  language?: 'hi' | 'en' | null;
}

export interface IntakeAttachment {
  key: string;
  attachmentType: 'pdf' | 'image';
  fileName: string;
  size: number;
  /** The request_uploads row this request claims (every stored file has one). */
  uploadId?: string;
  /** Staged by this very call: removed again at once if the request is not created. */
  ephemeral?: boolean;
}

export interface IntakeContext {
  db: Knex;
  storage: FileStorage;
  user: SessionUser | undefined;
  idempotencyKey?: string;
  /** Per-account budget of new requests; anonymous callers are limited per address by the route. */
  requestLimit: RequestLimit;
}

/** Spec §3 display of a type code: hyphens become spaces, words capitalised. */
export const typeLabel = (code: string) => code.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export const callerScope = (user: SessionUser | undefined, ip: string) => (user ? `user:${user.id}` : `anon:${ip}`);

/**
 * Whose Idempotency-Keys a submission's key is looked up among: the account's, or for an anonymous
 * filer the phone number filed (a retry after a lost reply often comes from another network
 * address; a replay needs the same key and the same body, so it tells nobody anything new).
 */
const submissionScope = (user: SessionUser | undefined, phone: string) => (user ? `user:${user.id}` : `phone:${phone}`);

/**
 * Files a new request: captcha consumed (single use, outside the transaction so a wrong answer
 * stays burnt), then one transaction for the request, its 'submitted' history row and the
 * idempotency record. `attachment.resolve` stages the file after the captcha; a file staged by
 * this call is removed again whenever no request ends up owning it (error, rollback, replay).
 * A file sent ahead through POST /api/upload stays with its unclaimed row for another try.
 */
export async function submitRequest(
  context: IntakeContext,
  input: RequestFormInput,
  attachment: { fingerprint: unknown; resolve: () => Promise<IntakeAttachment | null> },
): Promise<StoredResponse> {
  const { db, user, idempotencyKey } = context;
  const { captchaToken, captchaAnswer, ...fields } = input;
  const scope = submissionScope(user, fields.phone);
  const hash = fingerprint({ fields, file: attachment.fingerprint });
  if (idempotencyKey) {
    const replay = await findReplay(db, scope, idempotencyKey, hash);
    if (replay) return replay;
  }

  const type = await RequestType.query(db).where({ name: fields.requestType, isActive: true }).select('name', 'standardResponseTime').first();
  if (!type) throw new HttpError(400, 'invalidValue', { field: 'requestType' });

  if (!(await consumeChallenge(db, captchaToken, captchaAnswer))) {
    throw new HttpError(400, 'securityVerificationFailed', { field: 'captchaAnswer' });
  }

  const file = await attachment.resolve();
  try {
    const response = await db.transaction(async (trx) => {
      // After the claim: a concurrent duplicate of a created request replays instead of counting.
      if (idempotencyKey) await claimKey(trx, scope, idempotencyKey, hash);
      if (user) await assertWithinRequestBudget(trx, user, context.requestLimit);
      if (file?.uploadId) {
        const claimed = await RequestUpload.query(trx).where({ id: file.uploadId }).modify('unclaimed').patch({ claimedAt: trx.fn.now() });
        if (claimed !== 1) throw new HttpError(400, 'invalidValue', { field: 'attachmentUrl' });
      }
      const row = await fileRequest(trx, fields, file, user);
      const viewer = user ?? { id: 0, role: 'citizen', district: null };
      // The filer's own handle on the request: the same signed link their messages carry.
      const body = { ...toRequestDto(row, viewer, { history: row.history }), trackUrl: trackLinks().urlFor(row.requestId) };
      const stored = { status: 201, body };
      if (idempotencyKey) await recordResponse(trx, scope, idempotencyKey, stored);
      return stored;
    });
    return response;
  } catch (error) {
    if (file?.ephemeral) await discardUpload(db, context.storage, file);
    if (error instanceof IdempotentReplay && idempotencyKey) {
      const replay = await findReplay(db, scope, idempotencyKey, hash);
      if (replay) return replay;
    }
    throw error;
  }
}

/** What a request is filed with, whoever files it (the form after its captcha, an Open311 client). */
export type IntakeFields = Omit<RequestFormInput, 'captchaToken' | 'captchaAnswer' | 'block'> & { block: string | null };

/**
 * A request filed by an Open311 client (modules/open311): the caller proved itself with its API
 * key instead of a captcha, and there is no account behind it (submitter null, type 'open311',
 * the key's id kept). Same row, history, SLA clock and notification as the form's.
 */
export async function submitOpen311Request(db: Knex, fields: IntakeFields, open311KeyId: number): Promise<ServiceRequest> {
  return db.transaction((trx) => fileRequest(trx, fields, null, undefined, open311KeyId));
}

/**
 * Inside the intake transaction: the request row, its download path when it has a file, its
 * 'submitted' history row and the citizen's "received" notification. Returns the request with
 * its history.
 */
async function fileRequest(
  trx: Knex.Transaction,
  fields: IntakeFields,
  file: IntakeAttachment | null,
  user: SessionUser | undefined,
  open311KeyId: number | null = null,
): Promise<ServiceRequest> {
  const vidhansabha = fields.vidhanSabha ?? fields.vidhansabha;
  const row = await ServiceRequest.query(trx)
    .insert({
      requestId: await nextRequestCode(trx),
      title: fields.title ?? typeLabel(fields.requestType),
      requestType: fields.requestType,
      category: fields.category ?? fields.requestType,
      status: 'pending',
      description: fields.description,
      name: fields.name,
      phone: fields.phone,
      email: fields.email,
      voterIdNumber: fields.voterIdNumber,
      district: fields.district,
      vidhansabha,
      constituency: vidhansabha ?? user?.constituency ?? null,
      block: fields.block,
      address: fields.address,
      showPublicly: fields.showPublicly,
      attachmentPath: file?.key ?? null,
      attachmentType: file?.attachmentType ?? null,
      attachmentName: file?.fileName ?? null,
      escalationLevel: 0,
      assignedTo: null,
      response: null,
      // Only an anonymous filer's: an account has its own choice, and staff filing for someone read their own page.
      language: user ? null : (fields.language ?? null),
      submitterId: user?.id ?? null,
      submitterType: open311KeyId ? 'open311' : !user ? 'public' : user.role === 'citizen' ? 'citizen' : 'staff',
      open311KeyId,
      // Office-hours SLA clock from the transaction's now(), the request's submitted_at.
      ...(await slaFieldsFromNow(trx, fields.requestType)),
    })
    .returning('*');
  // The download path needs the id, known only now.
  if (file) await row.$query(trx).patch({ attachmentUrl: attachmentDownloadPath(row.id) });
  const submitted = await RequestHistory.query(trx)
    .insert({ requestId: row.id, action: 'submitted', toStatus: 'pending', userId: user?.id ?? null, userRole: user?.role ?? (open311KeyId ? 'open311' : 'public') })
    .returning('*');
  await enqueueRequestEvent(trx, row.id, 'received');
  row.history = [submitted];
  return row;
}
