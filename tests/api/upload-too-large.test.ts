/**
 * Issue 29.7: a body far over the limit (77 MiB to the media upload) is answered 413 with the
 * contract's envelope, and the client gets that answer over a real connection, whether it reads
 * while it sends or only once it has sent everything; never a reset connection.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../server/config';
import { createTestApp, type TestApp } from './helpers';
import { auth, staffToken } from './staff-fixtures';

const MIB = 1024 * 1024;
const TOO_LARGE = { status: 413, message: 'Data terlalu besar', data: null };

let t: TestApp;
let token = '';
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  token = await staffToken(t, 'content');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Answer { raw: string; error: string | null }

/**
 * Sends `mib` MiB to the media upload on a plain socket. `readWhileSending` false is the strict
 * client: it reads nothing until its last byte is written (the server must not cut it off).
 */
function send(mib: number, readWhileSending: boolean, chunked = false): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | null = null;
    if (!readWhileSending) socket.pause();
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => { error = e.code ?? e.message; });
    socket.on('close', () => resolve({ raw: Buffer.concat(chunks).toString('latin1'), error }));
    socket.once('connect', async () => {
      const length = chunked ? 'transfer-encoding: chunked' : `content-length: ${mib * MIB}`;
      socket.write(`POST /api/staff/content/media HTTP/1.1\r\nhost: 127.0.0.1\r\nx-api-key: ${DEMO_API_KEY}\r\nauthorization: ${auth(token).authorization}\r\ncontent-type: application/pdf\r\n${length}\r\n\r\n`);
      const block = Buffer.alloc(MIB, 0x41);
      for (let i = 0; i < mib && !socket.destroyed; i++) {
        const frame = chunked ? Buffer.concat([Buffer.from(`${MIB.toString(16)}\r\n`), block, Buffer.from('\r\n')]) : block;
        if (!socket.write(frame)) await new Promise((ok) => { socket.once('drain', ok); socket.once('close', ok); });
      }
      if (chunked && !socket.destroyed) socket.write('0\r\n\r\n');
      socket.resume();
    });
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

describe('a body far over the limit', () => {
  it('is 413 with the envelope through inject', async () => {
    const res = await t.call({ method: 'POST', url: '/api/staff/content/media', payload: Buffer.alloc(77 * MIB), headers: { ...auth(token), 'content-type': 'application/pdf' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });

  it.each([
    ['reads while it sends', true, false],
    ['reads only after sending all 77 MiB', false, false],
    ['sends 77 MiB chunked, reading only afterwards', false, true],
  ])('reaches a client over a real connection that %s', async (_name, readWhileSending, chunked) => {
    const answer = await send(77, readWhileSending, chunked);
    expect(answer.raw.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(bodyOf(answer.raw)).toEqual(TOO_LARGE);
  }, 60_000);
});
