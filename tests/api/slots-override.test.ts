/**
 * Overbooking a full slot (issue 32, docs/slots.md): an admin or a branch head (the staff
 * `branch_head` flag, issue 31.5) of the record's branch may; a colleague without the flag is
 * refused in Indonesian; every override is audited. The record tells the confirm dialog which
 * availability to ask for and whether to offer the override.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '../../domain/money';
import { weekday } from '../../domain/slots';
import { slotCapacity, slotPlaces, staffAudit } from '../../server/db/schema';
import { OVERBOOK_FORBIDDEN } from '../../server/services/slot-staff';
import { createTestApp, type TestApp } from './helpers';
import { bookingServiceBody, carAndBranch, tradeInBody } from './form-fixtures';
import { auth, move, otherBranch, record, staffToken } from './staff-fixtures';

let t: TestApp;
let branchId: number;
let admin: string;

/** A Monday-to-Friday day at least `n` days ahead (no demo holiday). */
function workday(n: number): string {
  for (let i = n; ; i++) {
    const d = addDays(i);
    if (weekday(d) >= 1 && weekday(d) <= 5 && !/-(12-25|01-01)$/.test(d)) return d;
  }
}

/** A service account made through the admin API; answers its token. */
async function serviceAccount(email: string, branchIds: number[], head: boolean): Promise<string> {
  const password = 'Rahasia-Servis-2026';
  const made = await t.post('/api/staff/accounts', { name: `Servis ${email}`, email, role: 'service', branch_ids: branchIds, branch_head: head, on_duty: false, password }, auth(admin));
  expect(made.statusCode, made.body).toBe(200);
  const login = await t.post('/api/staff/login', { email, password });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().data.token;
}

/** Two body & paint bookings on one slot of a one-bay branch: the first held, the second a request. */
async function fullSlot(date: string, time: string, tag: string) {
  await t.database.db.update(slotCapacity).set({ serviceBodyPaint: 1 }).where(eq(slotCapacity.branchId, branchId));
  const body = async (i: number) => ({ ...(await bookingServiceBody(t.database.db, `${tag}.${i}@example.com`)), service_type: 'body-paint', service_ke: '', appointment_date: date, appointment_time: time });
  const first = (await t.post('/booking-api/bookingonlinenet.php', await body(1))).json().data;
  const second = (await t.post('/booking-api/bookingonlinenet.php', await body(2))).json().data;
  expect([first.slot.status, second.slot.status]).toEqual(['held', 'request']);
  return second.id as number;
}

const overrides = async (id: number) => t.database.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'slot.override'), eq(staffAudit.recordId, String(id))));

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '10000' });
  branchId = (await carAndBranch(t.database.db)).branch.cabang_id;
  admin = await staffToken(t, 'admin');
});
afterAll(() => t.close());

describe('overbooking by a branch head', () => {
  it('the record names its availability query and who may override', async () => {
    const date = workday(22);
    const id = await fullSlot(date, '10:00', 'query');
    const plain = await serviceAccount('servis.biasa@merapitoyota.example', [branchId], false);
    const head = await serviceAccount('kacab.servis@merapitoyota.example', [branchId], true);
    expect((await record(t, plain, 'bookingservice', id)).slot).toEqual({ query: { kind: 'service', branch_id: branchId, service_type: 'body-paint' }, held: false, may_overbook: false });
    expect((await record(t, head, 'bookingservice', id)).slot).toMatchObject({ may_overbook: true });
    expect((await record(t, admin, 'bookingservice', id)).slot).toMatchObject({ may_overbook: true });
    expect((await record(t, admin, 'bookingservice', id)).requested).toEqual({ date, time: '10:00' });
  });

  it('a colleague without the flag is refused (403, in Indonesian), nothing written; the branch head of that branch overbooks, audited', async () => {
    const date = workday(23);
    const id = await fullSlot(date, '13:00', 'head');
    const plain = await serviceAccount('servis.dua@merapitoyota.example', [branchId], false);
    const head = await serviceAccount('kacab.dua@merapitoyota.example', [branchId], true);
    const full = await move(t, plain, 'bookingservice', id, { to: 'confirmed', version: 0, date, time: '13:00' });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.time).toEqual(['*Jadwal ini sudah penuh. Pilih jadwal lain, atau minta kepala cabang/admin menambah di luar kapasitas.']);
    const refused = await move(t, plain, 'bookingservice', id, { to: 'confirmed', version: 0, date, time: '13:00', override: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OVERBOOK_FORBIDDEN);
    expect((await record(t, plain, 'bookingservice', id)).status).toBe('new');
    expect(await overrides(id)).toHaveLength(0);

    const forced = await move(t, head, 'bookingservice', id, { to: 'confirmed', version: 0, date, time: '13:00', override: true });
    expect(forced.statusCode, forced.body).toBe(200);
    const audit = await overrides(id);
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).toMatchObject({ date, time: '13:00', branch_id: branchId });
    const places = await t.database.db.select().from(slotPlaces).where(and(eq(slotPlaces.bookingKind, 'bookingservice'), eq(slotPlaces.bookingId, id)));
    expect(places).toMatchObject([{ overbooked: true, date, time: '13:00' }]);
  });

  it('a branch head of another branch does not reach the record at all (404)', async () => {
    const date = workday(24);
    const id = await fullSlot(date, '14:00', 'other');
    const elsewhere = await serviceAccount('kacab.lain@merapitoyota.example', [(await otherBranch(t)).id], true);
    const res = await move(t, elsewhere, 'bookingservice', id, { to: 'confirmed', version: 0, date, time: '14:00', override: true });
    expect(res.statusCode).toBe(404);
    expect(await overrides(id)).toHaveLength(0);
  });

  it('a trade-in inspection: its record carries the inspection slot asked for and the inspection query', async () => {
    const date = workday(25);
    const res = await t.post('/api/tradein', { ...(await tradeInBody(t.database.db, 'inspeksi.staf@example.com')), appointment_date: date, appointment_time: '09:00' });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await record(t, admin, 'tradein', res.json().data.id);
    expect(seen.requested).toEqual({ date, time: '09:00' });
    expect(seen.slot).toEqual({ query: { kind: 'inspection', branch_id: expect.any(Number) }, held: true, may_overbook: true });
  });
});
