/**
 * Starts the real server once for all browser tests: the production build in dist/, a fresh data
 * directory (PGlite created, migrated and seeded on start, demo media written), a free port.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/free-port';

declare module 'vitest' {
  export interface ProvidedContext { baseUrl: string; dataDir: string }
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // A first start seeds PGlite and writes the demo media: over four minutes on a 2-core VM shared with other builds.
  const deadline = Date.now() + 480_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export default async function setup(project: TestProject) {
  // E2E_DIST_DIR lets parallel work build elsewhere (`npx vite build --outDir /tmp/x`) without clobbering dist/.
  const distDir = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} has no build: run \`npx vite build\` first (npm test does).`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-e2e-'));
  const port = await freePort();
  let output = '';
  // The server as production runs it: built to JavaScript (scripts/build-server.mjs, a fraction of a
  // second, so always from the current source) and started with plain node.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
