/**
 * The bench's own build and server (bench.ts, and the benches that run alone): `vite build` into a
 * temp folder and the server built as `npm run build` builds it (dist-server/), started on a free port
 * with a fresh data directory exactly as `npm run serve` starts it: the environment and node flags are
 * read from that script, so the memory the bench reports is the README's start's (docs/server-memory.md).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';

/** The page into `dist`, and the server into dist-server/ as `npm run build` does (its packages resolve from node_modules beside it). */
export function buildInto(dist: string): void {
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}

/**
 * `npm run serve` split into its environment assignments, node's arguments (flags and entry) after
 * `node`: e.g. `MALLOC_ARENA_MAX=2 node --enable-source-maps dist-server/main.mjs`.
 */
export function serveCommand(script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve): { env: Record<string, string>; args: string[] } {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let at = 0;
  for (; at < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[at]); at++) {
    const eq = words[at].indexOf('=');
    env[words[at].slice(0, eq)] = words[at].slice(eq + 1);
  }
  if (words[at] !== 'node') throw new Error(`bench: the serve script is not 'ENV=... node ...': ${script}`);
  return { env, args: words.slice(at + 1) };
}

/** Resident memory of a process (Linux /proc), in bytes: the whole, and the part not backed by files (node's own code is, and is shared). */
export function rssOf(pid: number | undefined): { rss: number; anon: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon') };
}

/** Starts the built server on `dist` with its data in `work/data`; resolves once it answers its health check. */
export async function startServer(dist: string, work: string): Promise<{ base: string; server: ChildProcess; startMs: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serve = serveCommand();
  const started = performance.now();
  const server = spawn(process.execPath, serve.args, {
    env: { ...process.env, ...serve.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), DIST_DIR: dist, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'inherit',
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`bench: the server exited (${server.exitCode})`);
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, server, startMs: performance.now() - started };
}
