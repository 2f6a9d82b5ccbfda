/**
 * A push service of the tests' own on 127.0.0.1 (HTTPS with a self-signed certificate made by the
 * `openssl` CLI; the server accepts it only under PUSH_ALLOW_INSECURE=1), and browser-side keys:
 * each fake device has its P-256 key pair and auth secret, so a test decrypts what the server sent
 * (RFC 8291, aes128gcm content coding of RFC 8188) and checks the VAPID signature (RFC 8292).
 */
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

export interface PushRequest {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The status answered; null while held (never answered). */
  answered: number | null;
  /** performance.now() when the request had arrived whole. */
  at: number;
}

export interface TestDevice {
  name: string;
  ecdh: ECDH;
  auth: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface PushService {
  port: number;
  requests: PushRequest[];
  /** The status a device's pushes get; 'hold' keeps the request open (a push service that never answers). */
  answer: Map<string, number | 'hold'>;
  device(name: string): TestDevice;
  /** Resolves when `count` requests for `device` have arrived. */
  waitFor(device: string, count: number): Promise<void>;
  /** Answers every held request with `status`. */
  release(status?: number): void;
  close(): Promise<void>;
}

function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-cert-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushService> {
  const requests: PushRequest[] = [];
  const answer = new Map<string, number | 'hold'>();
  const held: { req: PushRequest; res: ServerResponse }[] = [];
  const waiters: { device: string; count: number; resolve: () => void }[] = [];
  const server = https.createServer(selfSigned(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
      const entry: PushRequest = { device, headers: req.headers, body: Buffer.concat(chunks), answered: null, at: performance.now() };
      requests.push(entry);
      const status = answer.get(device) ?? 201;
      if (status === 'hold') held.push({ req: entry, res });
      else { entry.answered = status; res.writeHead(status).end(); }
      for (const w of waiters.filter((x) => requests.filter((r) => r.device === x.device).length >= x.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port, requests, answer,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        name, ecdh, auth,
        subscription: { endpoint: `https://127.0.0.1:${port}/push/${encodeURIComponent(name)}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
      };
    },
    waitFor(device, count) {
      if (requests.filter((r) => r.device === device).length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ device, count, resolve }));
    },
    release(status = 201) {
      for (const { req, res } of held.splice(0)) { req.answered = status; res.writeHead(status).end(); }
    },
    close: () => new Promise((resolve) => {
      for (const { res } of held.splice(0)) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** RFC 8291: the plaintext of an aes128gcm push message body for the device. */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * RFC 8292: the request's `Authorization: vapid t=<JWT>, k=<key>` header is signed with the private
 * key of `publicKey` (base64url) for the push service's origin; returns the JWT's claims.
 */
export function checkVapid(request: PushRequest, publicKey: string, origin: string): { aud: string; exp: number; sub: string } {
  const header = String(request.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  if (match[2] !== publicKey) throw new Error('signed with another key');
  const [head, claims, signature] = match[1].split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('bad VAPID signature');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (parsed.aud !== origin) throw new Error(`audience ${parsed.aud}`);
  return parsed;
}
