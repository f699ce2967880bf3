import type { Knex } from 'knex';
import { DataDeletionStep } from './data-deletion-step.model';

export type DeletionStep = 'requested' | 'confirmed' | 'anonymised' | 'completed' | 'unconfirmed_redacted';

/** One recorded step of a deletion request (who: the requester or the job; when; counts only). */
export async function recordStep(trx: Knex, deletionRequestId: number, step: DeletionStep, at: Date, detail: Record<string, unknown> = {}): Promise<void> {
  await DataDeletionStep.query(trx).insert({ deletionRequestId, step, at, detail });
}
