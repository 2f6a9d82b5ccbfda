/**
 * API throughput (issue 12.5): GET /api/vehicles from the read cache at 50 keep-alive connections
 * (req/s, p50, p99), without Accept-Encoding (API clients, load balancers) and with a browser's, next to a bare node:http server (another process) sending the same bytes,
 * then a form POST (contact) p99 at 20 connections. Starts its own server on PGlite in a temporary
 * data directory (no build needed). The load generator (scripts/http-load.ts: keep-alive sockets
 * writing pre-built requests) runs in its own process, the same one for the API and the bare server.
 *
 *   npx tsx --tsconfig tsconfig.server.json scripts/bench-api.ts [--seconds 8]
 * (also run by `npm run bench`)
 */
import { addDays } from '../domain/money';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load, type LoadResult } from './http-load';
import { freePort } from './free-port';

const KEY = process.env.API_KEY ?? 'merapi-demo-key';
/** What Chromium sends: the read cache answers it in Brotli. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** Resident memory of a process (Linux /proc), in bytes; 0 where unknown. */
function rssOf(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
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

/** CPU time (user + system) a process has used so far, in ms (Linux /proc); 0 where unknown. */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

interface Measured extends LoadResult { serverCpuMs: number }

/** `opts` after a warm-up (JIT, sockets), with the server's CPU time over the measured part. */
async function measure(pid: number | undefined, opts: Parameters<typeof load>[0], warmUpSeconds = 1): Promise<Measured> {
  await load({ ...opts, seconds: warmUpSeconds });
  const cpu = cpuOf(pid);
  const result = await load(opts);
  return { ...result, serverCpuMs: cpuOf(pid) - cpu };
}

const rate = (r: LoadResult) => r.requests / r.seconds;
const line = (label: string, r: Measured) =>
  `${label.padEnd(46)} ${rate(r).toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`
  + `  server CPU ${r.requests ? ((r.serverCpuMs * 1000) / r.requests).toFixed(0) : '-'} µs/req  (${r.requests} requests, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)})`;

/**
 * Runs the API figures and prints them; `seconds` per measurement. The load generator
 * (scripts/http-load.ts) runs in a process of its own, the same for the API and the bare server.
 */
export async function benchApi(seconds = 8): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'merapi-bench-api-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), DIST_DIR: path.join(work, 'no-dist'),
      LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: 'tsconfig.server.json', DATABASE_URL: '',
      // The load test sends thousands of forms from one address: the per-address form limit is lifted here, for this server only.
      FORM_RATE_LIMIT: '100000000',
    },
    stdio: 'inherit',
  });
  let bare: ChildProcess | null = null;
  try {
    await waitHealthy(base, server);
    const api = { 'x-api-key': KEY };
    const first = await fetch(`${base}/api/vehicles`, { headers: api });
    const bytes = Buffer.from(await first.arrayBuffer());
    const etag = first.headers.get('etag') ?? '';
    const file = path.join(work, 'vehicles.json');
    writeFileSync(file, bytes);

    const cached = await measure(server.pid, { port, path: '/api/vehicles', headers: api, connections: 50, seconds });
    const compressed = await measure(server.pid, { port, path: '/api/vehicles', headers: { ...api, 'accept-encoding': BROWSER_ENCODINGS }, connections: 50, seconds });
    const notModified = await measure(server.pid, { port, path: '/api/vehicles', headers: { ...api, 'if-none-match': etag }, connections: 50, seconds: Math.max(2, seconds / 2) });

    const barePort = await freePort();
    bare = bareServer(barePort, file);
    await new Promise((resolve) => bare!.once('message', resolve));
    const plain = await measure(bare.pid, { port: barePort, path: '/api/vehicles', headers: api, connections: 50, seconds });
    bare.kill('SIGTERM');
    bare = null;

    // Availability (issue 32): one branch's general-service slots for 14 days, from the read cache, next to bare node:http with its bytes.
    const first14 = `/api/slots?kind=service&branch_id=1&service_type=general-service&date_from=${addDays(3)}&date_to=${addDays(16)}`;
    const slotBytes = Buffer.from(await (await fetch(`${base}${first14}`, { headers: api })).arrayBuffer());
    const slotFile = path.join(work, 'slots.json');
    writeFileSync(slotFile, slotBytes);
    const slots = await measure(server.pid, { port, path: first14, headers: api, connections: 50, seconds });
    const slotBarePort = await freePort();
    bare = bareServer(slotBarePort, slotFile);
    await new Promise((resolve) => bare!.once('message', resolve));
    const slotPlain = await measure(bare.pid, { port: slotBarePort, path: first14, headers: api, connections: 50, seconds });
    bare.kill('SIGTERM');
    bare = null;

    const contact = JSON.stringify({ name: 'Bench {i}', email: 'bench{i}@example.com', phone: '081298765432', address: 'Semarang', text: 'Berapa cicilan Raize?' });
    // Three seconds of warm-up: PGlite's WebAssembly reaches its optimised tier only after a few thousand statements.
    const form = await measure(server.pid, { port, path: '/api/contact', method: 'POST', headers: api, body: contact, connections: 20, seconds }, 3);
    const rss = rssOf(server.pid);

    console.log(`\nAPI throughput (PGlite; ${os.cpus().length} cores shared by the server and the load generator, each its own process; body ${(bytes.length / 1024).toFixed(1)} KiB)`);
    console.log(line('GET /api/vehicles (read cache), 50 conns', cached));
    console.log(line('GET /api/vehicles Accept-Encoding (br), 50 conns', compressed));
    console.log(line('GET /api/vehicles If-None-Match (304), 50 conns', notModified));
    console.log(line('bare node:http, same bytes, 50 conns', plain));
    console.log(`ratio cached API / bare node:http: ${(rate(cached) / rate(plain)).toFixed(2)}`);
    console.log(line(`GET /api/slots (branch, 14 days, ${(slotBytes.length / 1024).toFixed(1)} KiB), 50 conns`, slots));
    console.log(line('bare node:http, same slot bytes, 50 conns', slotPlain));
    console.log(`ratio cached slots / bare node:http: ${(rate(slots) / rate(slotPlain)).toFixed(2)}`);
    console.log(line('POST /api/contact (form, PGlite write), 20 conns', form));
    console.log(`server RSS after load: ${(rss / 1048576).toFixed(0)} MiB`);
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
