/**
 * Issue 13.6: the logs never carry SQL parameters, passwords, hashes, tokens or personal records,
 * and a token in a URL is masked (and refused on the API).
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { DEMO_API_KEY, loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { members } from '../../server/db/schema';
import { loggedRoute, loggerOptions, safeError } from '../../server/plugins/logging';

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

const SECRET = {
  email: 'rahasia.pribadi@example.com', phone: '081299887766', hash: 'scrypt$16384$8$1$c2FsdA$aGFzaGhhc2hoYXNo', name: 'Nama Pribadi Sekali',
};

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-log-'));
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'none') }), database, logger: loggerOptions('info', { stream }) as Record<string, unknown> });
  // A failing insert whose parameters are a member's personal data and password hash.
  app.post('/api/test/failing-insert', async () => {
    const row = { uniqueId: 'MBRLOGTEST', email: SECRET.email, passwordHash: SECRET.hash, fullName: SECRET.name, phone: SECRET.phone, channel: 'register' };
    await app.db.insert(members).values(row);
    await app.db.insert(members).values(row);
    return { status: 200 };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('keep a failed insert as its code and table, without its parameters, hash, e-mail or phone', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/failing-insert', headers: { 'x-api-key': DEMO_API_KEY }, payload: {} });
    expect(res.statusCode).toBe(500);
    const text = lines.join('');
    expect(text).toContain('unhandled error');
    expect(text).toContain('database query failed (23505)');
    for (const secret of Object.values(SECRET)) expect(text).not.toContain(secret);
  });
  it('leave a token in a page URL out and refuse one in an API URL', async () => {
    await app.inject({ method: 'GET', url: '/reset-password?token=SANGATRAHASIA123' });
    const api = await app.inject({ method: 'GET', url: '/api/member/photo?token=JUGARAHASIA456', headers: { 'x-api-key': DEMO_API_KEY } });
    expect(api.statusCode).toBe(400);
    const text = lines.join('');
    expect(text).toContain('"route":"/reset-password"');
    expect(text).not.toContain('SANGATRAHASIA123');
    expect(text).not.toContain('JUGARAHASIA456');
  });
  it('never write the API key, the bearer token or the client address', async () => {
    await app.inject({ method: 'GET', url: '/api/carcategory', headers: { 'x-api-key': DEMO_API_KEY, authorization: 'Bearer TOKENDIHEADER789' }, remoteAddress: '203.0.113.77' });
    const text = lines.join('');
    expect(text).not.toContain('TOKENDIHEADER789');
    expect(text).not.toContain(DEMO_API_KEY);
    expect(text).not.toContain('203.0.113.77');
  });
  it('serialize errors and URLs safely on their own', () => {
    const wrapped = Object.assign(new Error(`Failed query: insert into "members" values ($1)\nparams: ${SECRET.email}`), { query: 'insert ...', params: [SECRET.email], cause: { code: '23505', severity: 'ERROR', detail: `Key (email)=(${SECRET.email}) already exists.`, table: 'members', constraint: 'members_email_unique' } });
    const out = JSON.stringify(safeError(wrapped));
    expect(out).not.toContain(SECRET.email);
    expect(out).toContain('members.members_email_unique');
    expect(loggedRoute({ url: '/api/x/7?q=Budi', routeOptions: { url: '/api/x/:id' } })).toBe('/api/x/:id');
    expect(loggedRoute({ url: '/mobil/avanza?email=a@b.c', routeOptions: { url: '/*' } })).toBe('/mobil/avanza');
    expect(loggedRoute({ url: '/tidak-ada?q=Budi' })).toBe('/tidak-ada');
  });
  it('log a staff search and a member id in a path as the route pattern, method and status, never the URL (issue 29.7)', async () => {
    const search = [['q', 'Budi Santoso'], ['q', '081288776655'], ['q', 'budi.cari@example.com']];
    for (const [name, value] of search) {
      await app.inject({ method: 'GET', url: `/api/staff/queue/contact?${name}=${encodeURIComponent(value)}&status=new&page=2`, headers: { 'x-api-key': DEMO_API_KEY } });
    }
    await app.inject({ method: 'GET', url: '/api/member/photo/MBR7731998', headers: { 'x-api-key': DEMO_API_KEY } });
    const text = lines.join('');
    for (const [, value] of search) {
      expect(text).not.toContain(value);
      expect(text).not.toContain(encodeURIComponent(value));
    }
    expect(text).not.toContain('Budi');
    expect(text).not.toContain('MBR7731998');
    expect(text).not.toContain('status=new');
    const logged = lines.map((line) => JSON.parse(line) as { req?: { method: string; route: string }; res?: { statusCode: number } });
    expect(logged.filter((l) => l.req?.route === '/api/staff/queue/:kind')).toHaveLength(3);
    expect(logged.some((l) => l.req?.method === 'GET' && l.req.route === '/api/member/photo/:unique_id')).toBe(true);
    expect(logged.some((l) => l.res?.statusCode === 401)).toBe(true);
  });
});
