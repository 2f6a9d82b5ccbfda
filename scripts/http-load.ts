/**
 * A lean HTTP/1.1 load generator for scripts/bench-api.ts, run in its own process so that it does
 * not share an event loop with what it measures. `connections` keep-alive sockets each write one
 * pre-built request, read just the status line and the framing (Content-Length or chunked; none
 * for 204/304), then write the next, until `seconds` have passed. Latency is measured per request
 * from the write to the last byte of the answer. The same code measures the API and the bare
 * node:http server, so their ratio compares servers, not clients.
 *
 *   node --import tsx scripts/http-load.ts '<LoadOptions as JSON>'   (prints a LoadResult as JSON)
 */
import { fork } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface LoadOptions {
  port: number;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Request body; every `{i}` becomes the request's number (distinct records per request). */
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult { requests: number; errors: number; seconds: number; p50: number; p90: number; p99: number; p999: number; max: number; statuses: Record<number, number> }

const CRLF2 = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** Runs the load in this process (the CLI below) and answers its figures. */
export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const method = opts.method ?? 'GET';
  const head = `${method} ${opts.path} HTTP/1.1\r\nhost: 127.0.0.1:${opts.port}\r\nconnection: keep-alive\r\n`
    + Object.entries(opts.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  const fixed = opts.body === undefined ? Buffer.from(`${head}\r\n`, 'latin1') : null;
  const templated = opts.body?.includes('{i}') ?? false;
  const fixedBody = opts.body !== undefined && !templated ? requestWithBody(head, opts.body) : null;
  let counter = 0;
  const requestBytes = (): Buffer => fixed ?? fixedBody ?? requestWithBody(head, opts.body!.split('{i}').join(String(counter++)));

  // Latencies in 10 µs buckets up to 10 s (the last bucket takes anything slower).
  const BUCKET_MS = 0.01;
  const histogram = new Uint32Array(1_000_001);
  const statuses: Record<number, number> = {};
  let requests = 0;
  let errors = 0;
  let max = 0;
  const began = performance.now();
  const deadline = began + opts.seconds * 1000;

  return new Promise((resolve) => {
    let open = 0;
    const finished = () => {
      if (--open > 0) return;
      const seconds = (performance.now() - began) / 1000;
      const at = (p: number) => {
        const rank = Math.max(1, Math.ceil((p / 100) * requests));
        let seen = 0;
        for (let i = 0; i < histogram.length; i++) if ((seen += histogram[i]) >= rank) return (i + 1) * BUCKET_MS;
        return max;
      };
      resolve({ requests, errors, seconds, p50: at(50), p90: at(90), p99: at(99), p999: at(99.9), max, statuses });
    };

    const connection = () => {
      open += 1;
      const socket = net.connect(opts.port, '127.0.0.1');
      socket.setNoDelay(true);
      let started = 0;
      let pending: Buffer | null = null; // header bytes not yet complete
      let inBody = false;
      let remaining = 0; // body bytes still due (Content-Length)
      let chunked = false;
      let chunkLeft = -1; // bytes left of the current chunk incl. its CRLF; -1: reading a size line
      let status = 0;
      let inFlight = false;

      const send = () => {
        if (performance.now() >= deadline) { socket.end(); return; }
        inFlight = true;
        started = performance.now();
        socket.write(requestBytes());
      };
      const done = () => {
        const ms = performance.now() - started;
        inFlight = false;
        requests += 1;
        if (ms > max) max = ms;
        histogram[Math.min(histogram.length - 1, Math.floor(ms / BUCKET_MS))] += 1;
        statuses[status] = (statuses[status] ?? 0) + 1;
        inBody = false;
        send();
      };

      /** Consumes chunked framing from `data` at `from`; answers the index after the answer's end, or -1. */
      const chunks = (data: Buffer, from: number): number => {
        let at = from;
        while (at < data.length) {
          if (chunkLeft >= 0) {
            const take = Math.min(chunkLeft, data.length - at);
            chunkLeft -= take;
            at += take;
            if (chunkLeft === 0) chunkLeft = -1;
            continue;
          }
          const line = at;
          const eol = data.indexOf(CRLF, line);
          if (eol < 0) { pending = data.subarray(line); return -1; }
          const size = parseInt(data.toString('latin1', line, eol), 16);
          at = eol + 2;
          if (size === 0) {
            // Last chunk: no trailers expected, just the final CRLF (read the size line again when it has not come yet).
            if (data.length - at < 2) { pending = data.subarray(line); return -1; }
            return at + 2;
          }
          chunkLeft = size + 2;
        }
        return -1;
      };

      socket.on('data', (chunk: Buffer) => {
        const data = pending ? Buffer.concat([pending, chunk]) : chunk;
        pending = null;
        let at = 0;
        while (at < data.length) {
          if (!inBody) {
            const end = data.indexOf(CRLF2, at);
            if (end < 0) { pending = data.subarray(at); return; }
            status = (data[at + 9] - 48) * 100 + (data[at + 10] - 48) * 10 + (data[at + 11] - 48);
            const headText = data.toString('latin1', at, end).toLowerCase();
            at = end + 4;
            const length = /\r\ncontent-length:\s*(\d+)/.exec(headText);
            chunked = !length && /\r\ntransfer-encoding:[^\r]*chunked/.test(headText);
            remaining = length ? Number(length[1]) : 0;
            chunkLeft = -1;
            inBody = true;
            if (status === 304 || status === 204 || (!chunked && remaining === 0)) { done(); continue; }
          }
          if (chunked) {
            const next = chunks(data, at);
            if (next < 0) return;
            at = next;
            done();
          } else {
            const take = Math.min(remaining, data.length - at);
            remaining -= take;
            at += take;
            if (remaining === 0) done();
          }
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (inFlight) {
          errors += 1;
          if (performance.now() < deadline) { open -= 1; connection(); return; }
        }
        finished();
      });
      socket.on('connect', send);
    };

    for (let i = 0; i < opts.connections; i++) connection();
  });
}

function requestWithBody(head: string, body: string): Buffer {
  const bytes = Buffer.from(body);
  return Buffer.concat([Buffer.from(`${head}content-type: application/json\r\ncontent-length: ${bytes.length}\r\n\r\n`, 'latin1'), bytes]);
}

/** Runs `opts` in a child process (this file), so the generator has an event loop of its own. */
export function load(opts: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(opts)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: LoadResult | null = null;
    child.once('message', (message) => { result = message as LoadResult; });
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`load generator exited with ${code}`))));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runLoad(JSON.parse(process.argv[2] ?? '{}') as LoadOptions);
  if (process.send) process.send(result, () => process.exit(0));
  else { console.info(JSON.stringify(result)); process.exit(0); }
}
