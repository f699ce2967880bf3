import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { dropStaleFaultDatabases } from '../test/faults/support/fault-database';

/**
 * The fault suite runs the built server (dist/api/main.js) as real processes: build it from the
 * current sources first (esbuild, a few seconds), so a stale dist can never pass for this code.
 */
export default async function faultsGlobalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const built = spawnSync(process.execPath, ['api/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('api build failed');
  await dropStaleFaultDatabases();
}
