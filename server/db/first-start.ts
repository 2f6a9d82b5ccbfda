/**
 * The embedded database's first start in a child process (issue 35, docs/performance.md "Server
 * memory"): creating, migrating and seeding PGlite and writing the demo media peak at about 900 MiB of
 * RSS (PGlite's WebAssembly memory grows and never shrinks, and the allocator keeps what it freed), and
 * a server that did that itself kept most of it for its whole life. A child does that work and exits;
 * the server then opens the prepared directory like any later start (about 300 MiB less). PostgreSQL
 * (`DATABASE_URL`) is unchanged: its data is out of the process, and instances seed under its lock.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Set in the child's environment: the server prepares the data directory and exits. */
export const PREPARE_ONLY_ENV = 'MERAPI_PREPARE_ONLY';

/** Whether this process is the child that only prepares the data directory. */
export const isPrepareOnly = (): boolean => process.env[PREPARE_ONLY_ENV] === '1';

/** Whether the embedded database under `dataDir` has never been created (its first start is ahead). */
export function isFreshPglite(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/** Runs this same server entry as a child that prepares the data directory (migrate, seed, media) and exits; rejects if it fails. */
export function prepareInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    // The same node flags (a loader such as tsx, source maps) and entry as this process.
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]], {
      env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`first start's preparation failed (exit ${code ?? signal})`))));
  });
}
