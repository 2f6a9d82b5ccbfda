/**
 * API throughput (issue 12.5): GET /api/vehicles from the read cache at 50 keep-alive connections
 * (req/s, p50, p99), next to a bare node:http server (another process) sending the same bytes,
 * then a form POST (contact) p99 at 20 connections. Starts its own server on PGlite in a temporary
 * data directory (no build needed); the load generator is a plain http.Agent with keepAlive.
 *
 *   npx tsx --tsconfig tsconfig.server.json scripts/bench-api.ts [--seconds 8]
 * (also run by `npm run bench`)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const KEY = process.env.API_KEY ?? 'merapi-demo-key';

interface LoadResult { requests: number; errors: number; seconds: number; p50: number; p99: number; statuses: Record<number, number> }

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => resolve(port)); });
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `connections` loops, each sending one request after the other for `seconds`, over one keep-alive agent. */
async function load(opts: { port: number; path: string; method?: 'GET' | 'POST'; body?: (i: number) => string; connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let sent = 0;
  const end = performance.now() + opts.seconds * 1000;
  const one = () => new Promise<void>((resolve) => {
    const body = opts.body?.(sent++);
    const started = performance.now();
    const req = http.request({
      host: '127.0.0.1', port: opts.port, path: opts.path, method: opts.method ?? 'GET', agent,
      headers: { 'x-api-key': KEY, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...opts.headers },
    }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        latencies.push(performance.now() - started);
        statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
        resolve();
      });
    });
    req.on('error', () => { errors += 1; resolve(); });
    req.end(body);
  });
  const began = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, async () => {
    while (performance.now() < end) await one();
  }));
  const seconds = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, seconds, p50: pct(latencies, 50), p99: pct(latencies, 99), statuses };
}

async function waitHealthy(base: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error('server exited');
    try { if ((await fetch(`${base}/api/health`)).ok) return; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A bare node:http server in its own process answering every request with `file`'s bytes. */
function bareServer(port: number, file: string): ChildProcess {
  const code = `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,s)=>{q.resume();s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1',()=>process.send&&process.send('up'))`;
  return spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

const line = (label: string, r: LoadResult) =>
  `${label.padEnd(44)} ${(r.requests / r.seconds).toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  (${r.requests} requests, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)})`;

/** Runs the API figures and prints them; `seconds` per measurement. */
export async function benchApi(seconds = 8): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'merapi-bench-api-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), DIST_DIR: path.join(work, 'no-dist'),
      LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: 'tsconfig.server.json', DATABASE_URL: '', FORM_RATE_LIMIT: '100000000',
    },
    stdio: 'inherit',
  });
  let bare: ChildProcess | null = null;
  try {
    await waitHealthy(base, server);
    const first = await fetch(`${base}/api/vehicles`, { headers: { 'x-api-key': KEY } });
    const bytes = Buffer.from(await first.arrayBuffer());
    const file = path.join(work, 'vehicles.json');
    writeFileSync(file, bytes);
    // Warm both (JIT, sockets) before measuring.
    await load({ port, path: '/api/vehicles', connections: 50, seconds: 1 });
    const cached = await load({ port, path: '/api/vehicles', connections: 50, seconds });
    const etag = first.headers.get('etag') ?? '';
    const notModified = await load({ port, path: '/api/vehicles', connections: 50, seconds: Math.max(2, seconds / 2), headers: { 'if-none-match': etag } });

    const barePort = await freePort();
    bare = bareServer(barePort, file);
    await new Promise((resolve) => bare!.once('message', resolve));
    await load({ port: barePort, path: '/api/vehicles', connections: 50, seconds: 1 });
    const plain = await load({ port: barePort, path: '/api/vehicles', connections: 50, seconds });
    bare.kill('SIGTERM');
    bare = null;

    const contact = (i: number) => JSON.stringify({ name: `Bench ${i}`, email: `bench${i}@example.com`, phone: '081298765432', address: 'Semarang', text: 'Berapa cicilan Raize?' });
    await load({ port, path: '/api/contact', method: 'POST', body: contact, connections: 20, seconds: 1 });
    const form = await load({ port, path: '/api/contact', method: 'POST', body: contact, connections: 20, seconds });

    console.log(`\nAPI throughput (PGlite, ${os.cpus().length} cores shared with the load generator; body ${(bytes.length / 1024).toFixed(1)} KiB)`);
    console.log(line('GET /api/vehicles (read cache), 50 conns', cached));
    console.log(line('GET /api/vehicles If-None-Match (304), 50 conns', notModified));
    console.log(line('bare node:http, same bytes, 50 conns', plain));
    console.log(`ratio cached API / bare node:http: ${((cached.requests / cached.seconds) / (plain.requests / plain.seconds)).toFixed(2)}`);
    console.log(line('POST /api/contact (form, PGlite write), 20 conns', form));
  } finally {
    bare?.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--seconds');
  await benchApi(at > 0 ? Number(process.argv[at + 1]) || 8 : 8);
}
