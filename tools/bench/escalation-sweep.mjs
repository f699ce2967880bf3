// The escalation sweep time: the API's escalateOverdue (api/src/modules/sla/escalation.service.ts)
// bundled from source with escalation-sweep.entry.mjs (as api/build.mjs bundles the API) and run
// in its own process, as the API's scheduler would run it, once per batch size, on the bench database.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { nodeBundleOptions } from '../../api/build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const bundle = path.join(root, 'dist/bench/escalation-sweep.cjs');

export async function buildSweep() {
  await build({ ...nodeBundleOptions, entryPoints: [path.join(here, 'escalation-sweep.entry.mjs')], outfile: bundle });
}

/** Overdue rows the sweep would take (open, due, below the top level). */
export async function overdueCount(client) {
  const { rows } = await client.query(
    `select count(*)::int as n from requests
     where status in ('pending', 'escalated', 'in_progress', 'assigned') and due_at <= now() and escalation_level < 5`,
  );
  return rows[0].n;
}

/** Runs one sweep of at most `limit` rows; resolves {limit, escalated, ms}. */
export function sweep(databaseUrl, limit) {
  const out = execFileSync(process.execPath, [bundle, String(limit)], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').at(-1));
}
