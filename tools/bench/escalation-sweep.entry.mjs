// Bundled by escalation-sweep.mjs together with the API's own code (esbuild, like api/build.mjs):
// one call of the API's exported escalateOverdue(db, clock, limit) on DATABASE_URL, timed.
// Prints one JSON line: {limit, escalated, ms}.
import { createDb } from '../../api/src/db/knex';
import { databaseClock } from '../../api/src/modules/sla/clock';
import { escalateOverdue } from '../../api/src/modules/sla/escalation.service';

async function main() {
  const limit = Number(process.argv[2]);
  const db = createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
  try {
    await db.raw('select 1'); // the pool's first connection is not the sweep's cost
    const started = performance.now();
    const done = await escalateOverdue(db, databaseClock, limit);
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`${JSON.stringify({ limit, escalated: done.length, ms })}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
