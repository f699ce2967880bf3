import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const repoRoot = path.resolve(__dirname, '../../..');

export interface Bundle {
  file: string;
  remove(): void;
}

/**
 * Bundles a TypeScript entry as api/build.mjs does (packages external, @cc/* libraries from
 * source) into a temporary folder, for tests that must run it as a real `node` process.
 */
export async function bundleEntry(entry: string): Promise<Bundle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bundle-'));
  const file = path.join(dir, `${path.basename(entry, '.ts')}.js`);
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    logLevel: 'error',
    plugins: [
      {
        name: 'cc-workspace-libs',
        setup(b) {
          b.onResolve({ filter: /^@cc\/[a-z-]+$/ }, (args) => ({ path: path.join(repoRoot, 'libs', args.path.slice(4), 'src/index.ts') }));
        },
      },
      {
        // As api/build.mjs's cc-api-own-copies: the API's fast-xml-parser (5), not the root's (s3rver's 3).
        name: 'cc-api-own-copies',
        setup(b) {
          const apiRequire = createRequire(path.join(repoRoot, 'api/package.json'));
          b.onResolve({ filter: /^fast-xml-parser$/ }, (args) => ({ path: apiRequire.resolve(args.path) }));
        },
      },
    ],
  });
  // External packages resolve from the repository's node_modules.
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the bundle with exactly this environment (nothing inherited but PATH); kills it after timeoutMs. */
export function runBundle(file: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(file)} still running after ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
