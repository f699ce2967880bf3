import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, queryKeys } from '@cc/api-client';
import { messageKeyFor, validationMessages, type MessageKey } from '@cc/validation';
import type { Language } from '@cc/types';
import { submitRequest } from '../api/submit-request';
import type { SubmitFields } from '../form-rules';

export interface CreatedRequest {
  id: number;
  requestId: string;
  status: string;
  /** The signed status link: the public form's confirmation shows it. */
  trackUrl?: string;
}

/**
 * Why a send failed, where the form must act on it: `unanswered` (no reply: the request may have
 * arrived), `session-ended` (the draft is held for the next login), `key-spent` (the key belongs to
 * an earlier submission whose text has since changed).
 */
export type FailureKind = 'refused' | 'unanswered' | 'session-ended' | 'key-spent';

export type SubmitOutcome =
  | { ok: true; request: CreatedRequest }
  | { ok: false; kind: FailureKind; messageKey: MessageKey | null; message: string; field?: string };

type Failure = Omit<Extract<SubmitOutcome, { ok: false }>, 'ok'>;

function kindOf(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'unanswered';
  const messageKey = (error.body as { messageKey?: unknown } | null)?.messageKey;
  if (error.status === 401 && messageKey === 'sessionEnded') return 'session-ended';
  if (messageKey === 'idempotencyKeyReused') return 'key-spent';
  return 'refused';
}

/** The server's message in the chosen language when it names a catalogue key. */
function describe(error: unknown, language: Language): Omit<Failure, 'kind'> {
  if (error instanceof ApiError) {
    const body = (error.body ?? {}) as { messageKey?: string; field?: string; error?: string };
    const key = (body.messageKey && body.messageKey in validationMessages ? body.messageKey : messageKeyFor(body.error ?? '')) as MessageKey | undefined;
    if (key) return { messageKey: key, message: validationMessages[key][language], field: body.field };
    // Refused before the API (a proxy's own 413 page): the body, that is the file, was too large.
    if (error.status === 413) return { messageKey: 'attachmentTooLarge', message: validationMessages.attachmentTooLarge[language], field: 'attachment' };
    if (error.serverMessage) return { messageKey: null, message: error.serverMessage, field: body.field };
  }
  return { messageKey: 'failedToSubmit', message: validationMessages.failedToSubmit[language] };
}

/**
 * One submit at a time: the in-flight flag is a ref, set before any await, so a double click
 * sends once. The caller gives the submission's Idempotency-Key (kept with the draft until an
 * answer is seen), so a retry after a lost reply answers the first request instead of filing twice.
 */
export function useRequestSubmit(language: Language) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function send(fields: SubmitFields, file: File | null, idempotencyKey: () => Promise<string>): Promise<SubmitOutcome | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSubmitting(true);
    setProgress(file ? 0 : null);
    try {
      const request = await submitRequest<CreatedRequest>(fields, file, {
        idempotencyKey: await idempotencyKey(),
        onProgress: file ? setProgress : undefined,
      });
      // Spec §2/§7: on success the lists and the counts are read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all });
      return { ok: true, request };
    } catch (error) {
      return { ok: false, kind: kindOf(error), ...describe(error, language) };
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      setProgress(null);
    }
  }

  return { send, submitting, progress };
}
