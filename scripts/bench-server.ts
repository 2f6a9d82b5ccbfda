/**
 * The bench's own build and server (bench.ts, and the benches that run alone): `vite build` into a
 * temp folder, the server on a free port with a fresh data directory, as `npm run serve` starts it.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port';

export function buildInto(dist: string): void {
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
}

/** Starts the server on `dist` with its data in `work/data`; resolves once it answers its health check. */
export async function startServer(dist: string, work: string): Promise<{ base: string; server: ChildProcess; startMs: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // As `npm run serve` starts it: two malloc arenas (docs/performance.md, server memory).
    env: { ...process.env, MALLOC_ARENA_MAX: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), DIST_DIR: dist, LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: 'tsconfig.server.json', DATABASE_URL: '' },
    stdio: 'inherit',
  });
  for (;;) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, server, startMs: performance.now() - started };
}
