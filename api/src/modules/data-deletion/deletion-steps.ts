import type { Knex } from 'knex';

export type DeletionStep = 'requested' | 'confirmed' | 'anonymised' | 'completed' | 'unconfirmed_redacted';

/** One recorded step of a deletion request (who: the requester or the job; when; counts only). */
export async function recordStep(trx: Knex, deletionRequestId: number, step: DeletionStep, at: Date, detail: Record<string, unknown> = {}): Promise<void> {
  await trx('data_deletion_steps').insert({ deletionRequestId, step, at, detail: JSON.stringify(detail) });
}
