import type { RetentionOverview } from '@cc/types';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config/config';
import { RetentionRun } from './retention-run.model';

/** How many runs the settings tab shows: a day of hourly runs. */
const SHOWN_RUNS = 24;

/** The periods in force and the latest runs, newest first (GET /api/admin/retention). */
export async function readRetentionOverview(db: Knex, retention: AppConfig['retention']): Promise<RetentionOverview> {
  const rows = await RetentionRun.query(db)
    .orderBy([{ column: 'startedAt', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(SHOWN_RUNS)
    .select('id', 'startedAt', 'finishedAt', 'counts');
  return {
    requestMonths: retention.requestMonths,
    technicalMonths: retention.technicalMonths,
    intervalSeconds: Math.round(retention.intervalMs / 1000),
    runs: rows.map((row) => ({ id: Number(row.id), startedAt: new Date(row.startedAt).toISOString(), finishedAt: new Date(row.finishedAt).toISOString(), counts: row.counts })),
  };
}
