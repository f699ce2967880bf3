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
  /** The signed status link (issue 15): the public form's confirmation shows it. */
  trackUrl?: string;
}

export type SubmitOutcome =
  | { ok: true; request: CreatedRequest }
  | { ok: false; messageKey: MessageKey | null; message: string; field?: string };

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The server's message in the chosen language when it names a catalogue key. */
function describe(error: unknown, language: Language): Omit<Extract<SubmitOutcome, { ok: false }>, 'ok'> {
  if (error instanceof ApiError) {
    const body = (error.body ?? {}) as { messageKey?: string; field?: string; error?: string };
    const key = (body.messageKey && body.messageKey in validationMessages ? body.messageKey : messageKeyFor(body.error ?? '')) as MessageKey | undefined;
    if (key) return { messageKey: key, message: validationMessages[key][language], field: body.field };
    if (error.serverMessage) return { messageKey: null, message: error.serverMessage, field: body.field };
  }
  return { messageKey: 'failedToSubmit', message: validationMessages.failedToSubmit[language] };
}

/**
 * One submit at a time: the in-flight flag is a ref, set before any await, so a double click
 * sends once; each send carries a fresh Idempotency-Key so a replayed request is not filed twice.
 */
export function useRequestSubmit(language: Language) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function send(fields: SubmitFields, file: File | null): Promise<SubmitOutcome | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSubmitting(true);
    setProgress(file ? 0 : null);
    try {
      const request = await submitRequest<CreatedRequest>(fields, file, {
        idempotencyKey: newKey(),
        onProgress: file ? setProgress : undefined,
      });
      // Spec §2/§7: on success the lists and the counts are read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all });
      return { ok: true, request };
    } catch (error) {
      return { ok: false, ...describe(error, language) };
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      setProgress(null);
    }
  }

  return { send, submitting, progress };
}
