/** Queues: branch scoping, filters, search, sort, paging, counts, overdue, and the CSV export. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '../../domain/money';
import type { StaffRole } from '../../domain/staff/roles';
import { contacts, staffAudit, testDrives } from '../../server/db/schema';
import { testDriveBody } from './form-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { allTokens, auth, move, otherBranch, submitted } from './staff-fixtures';

let t: TestApp;
let tokens: Record<StaffRole, string>;
let semarang: { id: number; bookingId: string };
let solo: { id: number; bookingId: string };

const queue = async (role: StaffRole, kind: string, query = '') => {
  const res = await t.get(`/api/staff/queue/${kind}${query}`, auth(tokens[role]));
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data;
};
const ids = (page: { items: Array<{ id: number }> }) => page.items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
  semarang = await submitted(t, 'testdrive', 'semarang@example.com');
  const branch = await otherBranch(t);
  const body = { ...(await testDriveBody(t.database.db, 'solo@example.com')), kota_cabang: branch.cityCode, cabang_id: branch.id, name: 'Sinta Wulandari', phone: '087700001111' };
  const res = await t.post('/api/testdrive', body);
  solo = { id: res.json().data.id, bookingId: res.json().data.booking_id };
});
afterAll(() => t.close());

describe('branch scope', () => {
  it("shows sales only their branches' records and answers 404 for another branch's", async () => {
    expect(ids(await queue('sales', 'testdrive'))).toEqual([semarang.id]);
    expect(ids(await queue('admin', 'testdrive'))).toEqual([solo.id, semarang.id]);
    expect((await t.get(`/api/staff/queue/testdrive/${solo.id}`, auth(tokens.sales))).statusCode).toBe(404);
    expect((await move(t, tokens.sales, 'testdrive', solo.id, { to: 'confirmed', version: 0, date: addDays(4), time: '10:00' })).statusCode).toBe(404);
    expect((await t.post(`/api/staff/queue/testdrive/${solo.id}/note`, { text: 'x' }, auth(tokens.sales))).statusCode).toBe(404);
    expect((await t.get(`/api/staff/queue/testdrive/${solo.id}/assignees`, auth(tokens.sales))).statusCode).toBe(404);
    expect((await queue('sales', 'testdrive', `?branch_id=${(await otherBranch(t)).id}`)).items).toEqual([]);
    const assignees = (await t.get(`/api/staff/queue/testdrive/${solo.id}/assignees`, auth(tokens.admin))).json().data;
    expect(assignees.map((a: { role: string }) => a.role)).toEqual(['admin']);
    const overview = (await t.get('/api/staff/overview', auth(tokens.sales))).json().data;
    expect(overview.find((c: { kind: string }) => c.kind === 'testdrive')).toMatchObject({ total: 1, counts: { new: 1 } });
    const csv = (await t.get('/api/staff/queue/testdrive/export.csv', auth(tokens.sales))).body;
    expect(csv).toContain(semarang.bookingId);
    expect(csv).not.toContain(solo.bookingId);
  });

  it('gives sales and service branch-less leads of every branch, and an unknown record 404', async () => {
    const res = await t.post('/api/contact', { name: 'Tanpa Cabang', email: 'lead@example.com', phone: '081299990000', address: 'Pati', text: 'Info' });
    expect(ids(await queue('sales', 'contact'))).toContain(res.json().data.id);
    expect((await t.get('/api/staff/queue/contact/999999', auth(tokens.admin))).statusCode).toBe(404);
  });
});

describe('filters', () => {
  it('filters by status, with counts per status of the filter without its status', async () => {
    const extra = await submitted(t, 'testdrive', 'filter.status@example.com');
    await move(t, tokens.admin, 'testdrive', extra.id, { to: 'confirmed', version: 0, date: addDays(4), time: '15:00' });
    const confirmed = await queue('admin', 'testdrive', '?status=confirmed');
    expect(ids(confirmed)).toEqual([extra.id]);
    expect(confirmed.meta).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(confirmed.meta.counts).toMatchObject({ new: 2, confirmed: 1, done: 0 });
    const res = await t.get('/api/staff/queue/testdrive?status=paid', auth(tokens.admin));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ status: ['Status tidak dikenal'] });
  });

  it('searches name, phone, e-mail and booking id, with LIKE wildcards taken literally', async () => {
    expect(ids(await queue('admin', 'testdrive', '?q=sinta'))).toEqual([solo.id]);
    expect(ids(await queue('admin', 'testdrive', '?q=0877000'))).toEqual([solo.id]);
    expect(ids(await queue('admin', 'testdrive', '?q=SEMARANG@example'))).toEqual([semarang.id]);
    expect(ids(await queue('admin', 'testdrive', `?q=${semarang.bookingId.slice(-5)}`))).toEqual([semarang.id]);
    expect((await queue('admin', 'testdrive', '?q=%25')).items).toEqual([]);
    expect((await queue('admin', 'testdrive', '?q=_')).items).toEqual([]);
    expect((await t.get(`/api/staff/queue/testdrive?q=${'a'.repeat(101)}`, auth(tokens.admin))).statusCode).toBe(422);
  });

  it('filters by date range (Jakarta days) and sorts newest or oldest first', async () => {
    const db = t.database.db;
    await db.update(testDrives).set({ createdAt: new Date('2026-01-10T03:00:00Z') }).where(eq(testDrives.id, solo.id));
    expect(ids(await queue('admin', 'testdrive', '?from=2026-01-10&to=2026-01-10'))).toEqual([solo.id]);
    expect(ids(await queue('admin', 'testdrive', '?to=2026-01-09'))).toEqual([]);
    const all = await queue('admin', 'testdrive', '?sort=oldest');
    expect(all.items[0].id).toBe(solo.id);
    expect((await queue('admin', 'testdrive')).items.at(-1).id).toBe(solo.id);
    expect((await t.get('/api/staff/queue/testdrive?from=2026-02-01&to=2026-01-01', auth(tokens.admin))).json().errors).toEqual({ to: ['Tanggal akhir sebelum tanggal awal'] });
  });

  it('marks what waits too long: new for more than 24 hours', async () => {
    const overdue = (await queue('admin', 'testdrive')).items.find((i: { id: number }) => i.id === solo.id);
    expect(overdue.overdue).toBe(true);
    expect((await queue('admin', 'testdrive')).items.find((i: { id: number }) => i.id === semarang.id).overdue).toBe(false);
    const card = (await t.get('/api/staff/overview', auth(tokens.admin))).json().data.find((c: { kind: string }) => c.kind === 'testdrive');
    expect(card.overdue).toBe(1);
  });

  it('pages twenty at a time', async () => {
    for (let i = 0; i < 22; i++) {
      await t.post('/api/contact', { name: `Penanya ${i}`, email: `tanya${i}@example.com`, phone: '081200000000', address: 'Solo', text: `Pertanyaan ${i}` });
    }
    const first = await queue('admin', 'contact', '?q=Penanya');
    const second = await queue('admin', 'contact', '?q=Penanya&page=2');
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(2);
    expect(first.meta.total).toBe(22);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(22);
  });
});

describe('CSV export', () => {
  it('exports what the filter shows, quoted, with formula cells defused, and audits the export without the search text', async () => {
    await t.post('/api/contact', { name: '=HYPERLINK("http://jahat.example","klik")', email: 'rumus@example.com', phone: '081233334444', address: 'Klaten', text: 'Harga, "diskon"\nbaris dua' });
    await t.post('/api/contact', { name: '@SUM(A1)', email: 'rumus2@example.com', phone: '081233334445', address: 'Klaten', text: '+62 bisa ditelepon' });
    const res = await t.get('/api/staff/queue/contact/export.csv?q=rumus', auth(tokens.admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="antrian-contact-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Booking ID,Diterima,Status,Nama,Telepon,Email,Cabang,Ditangani,Ringkasan,Menunggu > 24 jam');
    expect(lines).toHaveLength(4);
    expect(res.body).toContain(`,Baru,"'=HYPERLINK(""http://jahat.example"",""klik"")",081233334444,rumus@example.com,,Rina Sales Semarang,"Harga, ""diskon""\nbaris dua",`);
    expect(res.body).toContain(",Baru,'@SUM(A1),081233334445,rumus2@example.com,,Rina Sales Semarang,'+62 bisa ditelepon,");
    const [audit] = await t.database.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'export'), eq(staffAudit.kind, 'contact')));
    expect(audit).toMatchObject({ kind: 'contact', detail: { rows: 2, filter: { search: true } } });
    expect(JSON.stringify(audit.detail)).not.toContain('rumus');
  });

  it('quotes a cell with ";" and defuses each of its segments, for Excel set to Indonesian (";"-separated)', async () => {
    await t.post('/api/contact', { name: 'Budi;=1+1;x', email: 'titikkoma@example.com', phone: '081233334446', address: 'Klaten', text: 'Oke;@SUM(A1),-2+3\n=HYPERLINK("x")' });
    const body = (await t.get('/api/staff/queue/contact/export.csv?q=titikkoma', auth(tokens.admin))).body;
    expect(body).toContain(`,Baru,"Budi;'=1+1;x",081233334446,titikkoma@example.com,,Rina Sales Semarang,"Oke;'@SUM(A1),'-2+3\n'=HYPERLINK(""x"")",`);
    // No segment between separators (either one) or line breaks starts a formula.
    const segments = body.replace(/^\uFEFF/, '').split(/[,;\r\n]/).map((s) => s.replace(/^"/, ''));
    expect(segments.filter((s) => /^[=+\-@\t]/.test(s))).toEqual([]);
  });

  it('never shows a formula cell even from a phone starting with +', async () => {
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.email, 'rumus2@example.com'));
    await t.database.db.execute(sql`update contacts set phone = '+6281233334445' where id = ${row.id}`);
    const body = (await t.get('/api/staff/queue/contact/export.csv?q=rumus2', auth(tokens.sales))).body;
    expect(body).toContain(",'+6281233334445,");
  });
});
