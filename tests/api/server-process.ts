/** Real server processes for the multi-instance and crash tests: `node --import tsx server/main.ts` on a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_API_KEY } from '../../server/config';
import { freePort } from '../../scripts/free-port';

export interface ServerProcess { url: string; child: ChildProcess; dataDir: string; output: () => string }

/** Starts a server; `databaseUrl` '' means PGlite under its own (or the given) data directory. */
export async function startServer(databaseUrl: string, dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-proc-'))): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: 'tsconfig.server.json', FORM_RATE_LIMIT: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { url: `http://127.0.0.1:${port}`, child, dataDir, output: () => output };
}

/** Waits until the server answers its health check (or fails with its output). */
export async function healthy(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250)); // a real process starting: nothing to fake
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
}

/** A POST to a server process with the API key; answers status and JSON. */
export async function post(server: ServerProcess, route: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const res = await fetch(`${server.url}${route}`, { method: 'POST', headers: { 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** A fresh, empty database beside TEST_DATABASE_URL's (`<name>_<suffix>`); answers its URL. */
export async function emptyDatabase(suffix: string): Promise<string> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${base.pathname.slice(1) || 'test'}_${suffix}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  base.pathname = `/${name}`;
  return base.toString();
}
