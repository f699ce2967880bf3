import type { Knex } from 'knex';

/** Rows a server-side cursor hands over at a time: the most an export holds in memory. */
const CURSOR_BATCH_ROWS = 500;

// A download the client stops reading leaves the transaction idle between FETCHes; PostgreSQL ends
// it after this, so a stalled browser tab cannot pin a connection (and old row versions) for hours.
const IDLE_IN_TRANSACTION_TIMEOUT = '120s';
const FETCH_TIMEOUT = '60s';

export type ExportRow = Record<string, unknown>;

/** `pg` answers a raw query with a Result; PGlite's knex client may answer the rows themselves. */
const rowsOf = (result: unknown): ExportRow[] => (Array.isArray(result) ? result : ((result as { rows?: ExportRow[] }).rows ?? []));

/**
 * One REPEATABLE READ, READ ONLY transaction: every select of an export sees the same committed
 * state, however long the download takes, and nothing in it can write. Rows come through
 * server-side cursors (DECLARE / FETCH), one batch per call, and the next batch is fetched only
 * when the consumer asks for it: a slow client slows the reads, it never fills the memory. The
 * same SQL works on PostgreSQL and on embedded PGlite (where knex has no `.stream()`).
 *
 * Opened lazily by the first read, so nothing holds a connection before the body is piped out
 * (with PGlite's single connection, the session save that follows the handler must run first).
 */
export class ReadOnlySnapshot {
  private transaction?: Promise<Knex.Transaction>;
  private cursors = 0;
  private closed = false;

  constructor(private readonly db: Knex) {}

  private begin(): Promise<Knex.Transaction> {
    if (this.closed) return Promise.reject(new Error('snapshot closed'));
    this.transaction ??= (async () => {
      const trx = await this.db.transaction();
      // raw: transaction and session settings (isolation, zone, timeouts) have no builder form.
      await trx.raw('set transaction isolation level repeatable read, read only');
      // Timestamps of every export in UTC (`...Z`), whatever the server's zone.
      await trx.raw("set local time zone 'UTC'");
      await trx.raw(`set local statement_timeout = '${FETCH_TIMEOUT}'`);
      await trx.raw(`set local idle_in_transaction_session_timeout = '${IDLE_IN_TRANSACTION_TIMEOUT}'`);
      return trx;
    })();
    return this.transaction;
  }

  /** One query of the snapshot whose answer is small (catalogue look-ups, the snapshot time). */
  async query(sql: string, bindings: readonly unknown[] = []): Promise<ExportRow[]> {
    const trx = await this.begin();
    // raw: the catalogue (information_schema) and the snapshot's clock, which no model maps.
    return rowsOf(await trx.raw(sql, bindings as Knex.RawBinding[]));
  }

  /** The rows of `sql` in batches of CURSOR_BATCH_ROWS, read through a cursor of this snapshot. */
  async *batches(sql: string, bindings: readonly unknown[] = []): AsyncGenerator<ExportRow[]> {
    const trx = await this.begin();
    const cursor = `export_cursor_${(this.cursors += 1)}`;
    // raw: server-side cursors (DECLARE / FETCH / CLOSE) over the allow-listed selects of export-query.ts.
    await trx.raw(`declare ${cursor} no scroll cursor for ${sql}`, bindings as Knex.RawBinding[]);
    for (;;) {
      const rows = rowsOf(await trx.raw(`fetch forward ${CURSOR_BATCH_ROWS} from ${cursor}`));
      if (rows.length === 0) break;
      yield rows;
    }
    await trx.raw(`close ${cursor}`);
  }

  /**
   * Ends the transaction and gives the connection back. Idempotent. A COMMIT, not a rollback: the
   * transaction wrote nothing, and knex rejects a handler-less transaction's promise on rollback.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.transaction) return;
    const trx = await this.transaction.catch(() => undefined);
    if (trx && !trx.isCompleted()) await trx.commit().catch(() => undefined);
  }
}
