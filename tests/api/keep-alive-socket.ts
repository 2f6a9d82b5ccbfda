/**
 * One HTTP/1.1 connection over a raw `node:net` socket, for tests of what goes on the wire: requests
 * are written as given (one at a time or several at once), answers are read by their own framing
 * (Content-Length, chunked, none for 304), and the socket says whether the server closed it.
 */
import net from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** An answer as read off the socket: body as framed (still encoded), headers lower-cased. */
export interface WireAnswer { status: number; headers: Record<string, string>; body: Buffer; framing: 'length' | 'chunked' | 'none' }

const HEAD_END = Buffer.from('\r\n\r\n');

export class KeepAliveSocket {
  private buffer = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  /** True once the server ended or closed the connection. */
  closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => { this.buffer = Buffer.concat([this.buffer, chunk]); this.wake?.(); });
    const end = () => { this.closed = true; this.wake?.(); };
    socket.on('end', end);
    socket.on('close', end);
    socket.on('error', end);
  }

  static open(port: number): Promise<KeepAliveSocket> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new KeepAliveSocket(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes raw request bytes (one request or several pipelined). */
  write(text: string): void { this.socket.write(text); }

  /** The next answer; throws if the connection closes before it is complete. */
  async next(): Promise<WireAnswer> {
    const end = await this.until(() => { const at = this.buffer.indexOf(HEAD_END); return at < 0 ? null : at; });
    const lines = this.buffer.toString('latin1', 0, end).split('\r\n');
    const status = Number(lines[0].split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) { const colon = line.indexOf(':'); headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim(); }
    this.buffer = this.buffer.subarray(end + 4);
    if (status === 304 || status === 204) return { status, headers, body: Buffer.alloc(0), framing: 'none' };
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      await this.until(() => (this.buffer.length >= length ? length : null));
      const body = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      return { status, headers, body, framing: 'length' };
    }
    if (headers['transfer-encoding'] === 'chunked') return { status, headers, body: await this.chunks(), framing: 'chunked' };
    const body = await this.until(() => (this.closed ? this.buffer : null)); // no framing: the body ends with the connection
    return { status, headers, body, framing: 'none' };
  }

  /** Whether the server still holds the connection open after `ms` (a close it was about to make has come by then). */
  async openAfter(ms = 100): Promise<boolean> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return !this.closed && this.buffer.length === 0;
  }

  close(): void { this.socket.destroy(); }

  private async chunks(): Promise<Buffer> {
    const parts: Buffer[] = [];
    for (;;) {
      const eol = await this.until(() => { const at = this.buffer.indexOf('\r\n'); return at < 0 ? null : at; });
      const size = parseInt(this.buffer.toString('latin1', 0, eol), 16);
      await this.until(() => (this.buffer.length >= eol + 2 + size + 2 ? true : null));
      parts.push(this.buffer.subarray(eol + 2, eol + 2 + size));
      this.buffer = this.buffer.subarray(eol + 2 + size + 2);
      if (size === 0) return Buffer.concat(parts);
    }
  }

  /** Waits for `ready` to answer non-null as data comes; throws if the connection closes first. */
  private async until<T>(ready: () => T | null): Promise<T> {
    for (;;) {
      const value = ready();
      if (value !== null) return value;
      if (this.closed) throw new Error('connection closed before the answer was complete');
      await new Promise<void>((resolve) => { this.wake = resolve; });
      this.wake = null;
    }
  }
}

/** A GET written as a client would: HTTP/1.1, keep-alive by default, the given headers. */
export function getRequest(url: string, headers: Record<string, string | undefined>): string {
  const lines = Object.entries(headers).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  return `GET ${url} HTTP/1.1\r\nhost: 127.0.0.1\r\n${lines}\r\n`;
}

/** The body decoded as its Content-Encoding says. */
export function decoded(answer: WireAnswer): Buffer {
  switch (answer.headers['content-encoding']) {
    case undefined: case 'identity': return answer.body;
    case 'br': return brotliDecompressSync(answer.body);
    case 'gzip': return gunzipSync(answer.body);
    case 'deflate': return inflateSync(answer.body);
    default: throw new Error(`unknown content-encoding ${answer.headers['content-encoding']}`);
  }
}
