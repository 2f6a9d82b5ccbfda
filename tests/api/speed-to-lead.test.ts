/**
 * Speed to lead (docs/speed-to-lead.md): new submissions routed by round robin over the staff on
 * duty (also under concurrent submissions) or to the assisting sales person, alerts and their
 * badge count, escalation of overdue first responses exactly once, and the reports against a
 * fixture computed by hand, with their branch scope and roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { downPaymentRange, effectivePrice } from '../../domain/credit';
import { addDays } from '../../domain/money';
import { branches, creditSimulations, orders, recordTimeline, slaEscalations, staffAccounts, staffAlerts, testDrives, tradeIns } from '../../server/db/schema';
import { escalateOverdue } from '../../server/services/staff/escalation';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { auth, confirmedPayment, DEMO_EMAIL, DEMO_STAFF_PASSWORD, freeSlot, move, placedOrder, staffToken, submitted } from './staff-fixtures';

let t: TestApp;
let admin: string;
let rina: { id: number; token: string };
let sari: { id: number; token: string };
let head: { id: number; token: string };
let semarangIds: number[];

const login = async (email: string, password = DEMO_STAFF_PASSWORD) => {
  const res = await t.post('/api/staff/login', { email, password });
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.staff.id as number, token: res.json().data.token as string };
};

/** An account made through the admin API (so its rules are the screen's). */
async function account(body: Record<string, unknown>) {
  const res = await t.post('/api/staff/accounts', { password: 'Rahasia-Sales-2026', ...body }, auth(admin));
  expect(res.statusCode, res.body).toBe(200);
  return login(String(body.email), 'Rahasia-Sales-2026');
}

const assigneeOf = async (id: number) => (await t.database.db.select({ a: testDrives.assignedStaffId }).from(testDrives).where(eq(testDrives.id, id)))[0].a;

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  admin = await staffToken(t, 'admin');
  rina = await login(DEMO_EMAIL.sales);
  semarangIds = (await t.database.db.select({ id: branches.id }).from(branches).where(eq(branches.cityCode, '33.74')).orderBy(asc(branches.id))).map((b) => b.id);
  head = await account({ name: 'Hendra Kepala Cabang', email: 'kacab.semarang@merapitoyota.example', role: 'sales', branch_ids: semarangIds, branch_head: true, on_duty: false });
  sari = await account({ name: 'Sari Sales Semarang', email: 'sari.sales@merapitoyota.example', role: 'sales', branch_ids: semarangIds });
});
afterAll(() => t.close());

describe('routing', () => {
  it('alternates test drives between the two on-duty Semarang sales people, never to the branch head off duty', async () => {
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await submitted(t, 'testdrive', `rr.${i}@example.com`)).id);
    const got = await Promise.all(ids.map(assigneeOf));
    expect(new Set(got)).toEqual(new Set([rina.id, sari.id]));
    for (let i = 1; i < got.length; i += 1) expect(got[i]).not.toBe(got[i - 1]);
    expect(got).not.toContain(head.id);
  });

  it('splits 10 submissions sent at once evenly, with no turn handed out twice', async () => {
    const sent = await Promise.all(Array.from({ length: 10 }, (_, i) => submitted(t, 'testdrive', `burst.${i}@example.com`)));
    const got = await Promise.all(sent.map((s) => assigneeOf(s.id)));
    expect(got.filter((id) => id === rina.id)).toHaveLength(5);
    expect(got.filter((id) => id === sari.id)).toHaveLength(5);
  });

  it('skips a person who went off duty, and takes them back when on duty again', async () => {
    expect((await t.post('/api/staff/duty', { on_duty: false }, auth(sari.token))).json().data).toEqual({ on_duty: false });
    const a = await submitted(t, 'testdrive', 'duty.1@example.com');
    const b = await submitted(t, 'testdrive', 'duty.2@example.com');
    expect([await assigneeOf(a.id), await assigneeOf(b.id)]).toEqual([rina.id, rina.id]);
    expect((await t.post('/api/staff/duty', { on_duty: 'ya' }, auth(sari.token))).statusCode).toBe(422);
    await t.post('/api/staff/duty', { on_duty: true }, auth(sari.token));
    const c = await submitted(t, 'testdrive', 'duty.3@example.com');
    const d = await submitted(t, 'testdrive', 'duty.4@example.com');
    expect(new Set([await assigneeOf(c.id), await assigneeOf(d.id)])).toEqual(new Set([rina.id, sari.id]));
  });

  it('gives an assisted submission to the sales person holding the tablet, with no alert to them', async () => {
    const { testDriveBody } = await import('./form-fixtures');
    const before = (await t.get('/api/staff/alerts/count', auth(sari.token))).json().data.unread;
    for (let i = 0; i < 2; i += 1) {
      const res = await t.post('/api/testdrive', await testDriveBody(t.database.db, `assisted.${i}@example.com`), { 'x-staff-token': sari.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(await assigneeOf(res.json().data.id)).toBe(sari.id);
    }
    expect((await t.get('/api/staff/alerts/count', auth(sari.token))).json().data.unread).toBe(before);
  });

  it('routes a service booking to the service advisor and a payment confirmation to finance', async () => {
    const booking = await submitted(t, 'bookingservice', 'svc.route@example.com');
    const [svc] = await t.database.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, DEMO_EMAIL.service));
    const rec = (await t.get(`/api/staff/queue/bookingservice/${booking.id}`, auth(admin))).json().data;
    expect(rec.assigned_to.id).toBe(svc.id);
    expect(rec.response_due_at).not.toBeNull();
    expect(rec.first_response_at).toBeNull();
    const member = await registered(t, 'pay.route@example.com');
    const { paymentId } = await confirmedPayment(t, member.token);
    const [fin] = await t.database.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, DEMO_EMAIL.finance));
    expect((await t.get(`/api/staff/queue/payment/${paymentId}`, auth(admin))).json().data.assigned_to.id).toBe(fin.id);
  });

  it('routes a member\'s credit simulation once: a second simulation of the same car that day updates the lead, no new turn', async () => {
    const { carAndBranch } = await import('./form-fixtures');
    const { car, type } = await carAndBranch(t.database.db);
    const member = await registered(t, 'kredit.route@example.com');
    const body = { car_model_id: car.car_model, car_model_transmission: 'AT', car_model_type: car.car_type, tenor: 36 };
    const range = downPaymentRange(effectivePrice(type.priceOtr, type.priceDisc));
    for (const dp of [range.min, range.max]) {
      const res = await t.post('/api/creditsimulation', { ...body, uang_muka: dp }, auth(member.token));
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await t.database.db.select().from(creditSimulations).where(eq(creditSimulations.carTypeId, type.id));
    expect(rows).toHaveLength(1);
    expect([rina.id, sari.id]).toContain(rows[0].assignedStaffId);
    const alerts = await t.database.db.select().from(staffAlerts).where(and(eq(staffAlerts.kind, 'creditsimulation'), eq(staffAlerts.recordId, rows[0].id)));
    expect(alerts).toHaveLength(1);
  });

  it('alerts the assignee: the badge counts it, opening the record reads it', async () => {
    const before = (await t.get('/api/staff/alerts/count', auth(rina.token))).json().data.unread;
    let mine: number | null = null;
    for (let i = 0; i < 2 && mine === null; i += 1) {
      const s = await submitted(t, 'testdrive', `alert.${i}@example.com`);
      if (await assigneeOf(s.id) === rina.id) mine = s.id;
    }
    expect(mine).not.toBeNull();
    expect((await t.get('/api/staff/alerts/count', auth(rina.token))).json().data.unread).toBe(before + 1);
    const list = (await t.get('/api/staff/alerts', auth(rina.token))).json().data;
    expect(list.items[0]).toMatchObject({ link: `/staff/queue/testdrive/${mine}`, read: false, kind: 'testdrive', record_id: mine });
    expect(list.on_duty).toBe(true);
    await t.get(`/api/staff/queue/testdrive/${mine}`, auth(rina.token));
    expect((await t.get('/api/staff/alerts/count', auth(rina.token))).json().data.unread).toBe(before);
    expect((await t.get('/api/staff/alerts/count')).statusCode).toBe(401);
  });
});

describe('escalation', () => {
  it('escalates an overdue record once to the branch head, even with two runs at once; an answered one never', async () => {
    const late = await submitted(t, 'testdrive', 'late@example.com');
    const answered = await submitted(t, 'testdrive', 'answered@example.com');
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await t.database.db.update(testDrives).set({ createdAt: threeDaysAgo }).where(inArray(testDrives.id, [late.id, answered.id]));
    const msg = await t.post(`/api/staff/queue/testdrive/${answered.id}/message`, { text: 'Halo, kami akan menghubungi Anda.' }, auth(admin));
    expect(msg.statusCode).toBe(200);
    const queued = (await t.get(`/api/staff/queue/testdrive?q=${late.bookingId}`, auth(admin))).json().data.items[0];
    expect(Date.parse(queued.response_due_at)).toBeLessThan(Date.now());

    await Promise.all([escalateOverdue(t.database.db), escalateOverdue(t.database.db)]);
    await escalateOverdue(t.database.db);
    const rows = await t.database.db.select().from(slaEscalations).where(and(eq(slaEscalations.kind, 'testdrive'), inArray(slaEscalations.recordId, [late.id, answered.id])));
    expect(rows.map((r) => r.recordId)).toEqual([late.id]);
    const alerts = await t.database.db.select().from(staffAlerts).where(and(eq(staffAlerts.kind, 'testdrive'), eq(staffAlerts.recordId, late.id), eq(staffAlerts.staffId, head.id)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].title).toBe(`Terlambat direspons: Test Drive ${late.bookingId}`);
  });
});

describe('reports', () => {
  // The fixture, at Sleman (DI Yogyakarta), Monday 2 and Tuesday 3 March 2026 (WIB, opening 08:00-17:00):
  // TD1 Mon 09:00, confirmed 09:10 by Yogi (10 min), done;  TD2 Mon 09:00, confirmed 09:30 by Yogi (30), no-show;
  // TD3 Mon 16:50, confirmed Tue 08:45 by admin (10 + 45 = 55);  TD4 Tue 10:00, no answer;
  // TI1 Mon 11:00, inspection 12:00 by admin (60), offered;  O1 Mon 13:00, paid.
  // Test drive minutes [10, 30, 55]: median 30, p90 = 30 + 0.8 * 25 = 50. Trade-in [60].
  // Yogi [10, 30]: median 20; admin [55, 60]: median 57.5. Funnel: 5 leads, 4 appointments, 2 came, 1 deal.
  let sleman: number;
  let yogi: { id: number; token: string };
  let orderTotal = 0;
  const at = (iso: string) => new Date(`${iso}+07:00`);
  const q = (extra = '') => `from=2026-03-02&to=2026-03-03${extra}`;

  beforeAll(async () => {
    const db = t.database.db;
    [{ id: sleman }] = await db.select({ id: branches.id }).from(branches).where(eq(branches.cityCode, '34.04')).limit(1);
    yogi = await account({ name: 'Yogi Sales Sleman', email: 'yogi.sales@merapitoyota.example', role: 'sales', branch_ids: [sleman] });
    const td = [];
    for (let i = 1; i <= 4; i += 1) td.push(await submitted(t, 'testdrive', `report.td${i}@example.com`));
    const ti = await submitted(t, 'tradein', 'report.ti@example.com');
    await db.update(testDrives).set({ branchId: sleman, assignedStaffId: null }).where(inArray(testDrives.id, td.map((x) => x.id)));
    await db.update(testDrives).set({ assignedStaffId: yogi.id }).where(eq(testDrives.id, td[1].id));
    await db.update(tradeIns).set({ branchId: sleman }).where(eq(tradeIns.id, ti.id));
    const confirm = async (id: number) => ({ to: 'confirmed', version: 0, ...(await freeSlot(t, 'testdrive', id)) });
    expect((await move(t, yogi.token, 'testdrive', td[0].id, await confirm(td[0].id))).statusCode).toBe(200);
    expect((await move(t, yogi.token, 'testdrive', td[1].id, await confirm(td[1].id))).statusCode).toBe(200);
    expect((await move(t, admin, 'testdrive', td[2].id, await confirm(td[2].id))).statusCode).toBe(200);
    expect((await move(t, yogi.token, 'testdrive', td[0].id, { to: 'done', version: 1 })).statusCode).toBe(200);
    expect((await move(t, yogi.token, 'testdrive', td[1].id, { to: 'no_show', version: 1 })).statusCode).toBe(200);
    expect((await move(t, admin, 'tradein', ti.id, { to: 'inspection', version: 0, date: addDays(5), place: 'Showroom Sleman' })).statusCode).toBe(200);
    expect((await move(t, admin, 'tradein', ti.id, { to: 'offered', version: 1, amount: 150_000_000 })).statusCode).toBe(200);
    const member = await registered(t, 'report.order@example.com');
    const order = await placedOrder(t, member.token);
    await db.update(orders).set({ branchId: sleman, stage: 'paid', createdAt: at('2026-03-02T13:00:00') }).where(eq(orders.id, order.id));
    [{ total: orderTotal }] = await db.select({ total: orders.grandTotal }).from(orders).where(eq(orders.id, order.id));
    // Put the records and their moves at the fixture's times.
    const created = ['2026-03-02T09:00:00', '2026-03-02T09:00:00', '2026-03-02T16:50:00', '2026-03-03T10:00:00'];
    for (const [i, x] of td.entries()) await db.update(testDrives).set({ createdAt: at(created[i]) }).where(eq(testDrives.id, x.id));
    await db.update(tradeIns).set({ createdAt: at('2026-03-02T11:00:00') }).where(eq(tradeIns.id, ti.id));
    const firstMove = async (kind: string, id: number, iso: string, later: string) => {
      const steps = await db.select().from(recordTimeline).where(and(eq(recordTimeline.kind, kind), eq(recordTimeline.recordId, id))).orderBy(asc(recordTimeline.id));
      await db.update(recordTimeline).set({ createdAt: at(iso) }).where(eq(recordTimeline.id, steps[0].id));
      for (const s of steps.slice(1)) await db.update(recordTimeline).set({ createdAt: at(later) }).where(eq(recordTimeline.id, s.id));
    };
    await firstMove('testdrive', td[0].id, '2026-03-02T09:10:00', '2026-03-02T15:00:00');
    await firstMove('testdrive', td[1].id, '2026-03-02T09:30:00', '2026-03-02T15:00:00');
    await firstMove('testdrive', td[2].id, '2026-03-03T08:45:00', '2026-03-03T09:00:00');
    await firstMove('tradein', ti.id, '2026-03-02T12:00:00', '2026-03-02T14:00:00');
  });

  it('answers first-response times per kind and per person as computed by hand', async () => {
    const res = await t.get(`/api/staff/reports/response-times?${q(`&branch_id=${sleman}`)}`, auth(admin));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.by_kind.find((k: { kind: string }) => k.kind === 'testdrive')).toEqual({ kind: 'testdrive', count: 3, median_minutes: 30, p90_minutes: 50 });
    expect(data.by_kind.find((k: { kind: string }) => k.kind === 'tradein')).toEqual({ kind: 'tradein', count: 1, median_minutes: 60, p90_minutes: 60 });
    expect(data.by_kind.find((k: { kind: string }) => k.kind === 'bookingservice')).toEqual({ kind: 'bookingservice', count: 0, median_minutes: null, p90_minutes: null });
    const [adminRow] = await t.database.db.select({ id: staffAccounts.id, name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.email, DEMO_EMAIL.admin));
    expect(data.by_person).toEqual([
      { staff_id: yogi.id, name: 'Yogi Sales Sleman', count: 2, median_minutes: 20 },
      { staff_id: adminRow.id, name: adminRow.name, count: 2, median_minutes: 57.5 },
    ]);
  });

  it('answers the funnel, bookings per day, no-shows and paid orders', async () => {
    const funnel = (await t.get(`/api/staff/reports/funnel?${q(`&branch_id=${sleman}`)}`, auth(admin))).json().data;
    expect(funnel).toEqual({ leads: 5, appointments: 4, came: 2, deals: 1 });
    const act = (await t.get(`/api/staff/reports/activity?${q(`&branch_id=${sleman}`)}`, auth(admin))).json().data;
    expect(act.days).toEqual([
      { date: '2026-03-02', testdrive: 3, bookingservice: 0, tradein: 1 },
      { date: '2026-03-03', testdrive: 1, bookingservice: 0, tradein: 0 },
    ]);
    expect(act.no_show).toEqual({ done: 1, no_show: 1, rate: 50 });
    expect(act.paid_orders).toEqual({ count: 1, total: orderTotal, days: [{ date: '2026-03-02', count: 1, total: orderTotal }, { date: '2026-03-03', count: 0, total: 0 }] });
  });

  it('exports each table as CSV with the same numbers', async () => {
    const res = await t.get(`/api/staff/reports/export.csv?${q(`&branch_id=${sleman}&report=response-kind`)}`, auth(admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('Test Drive,3,30,50\r\n');
    const funnel = await t.get(`/api/staff/reports/export.csv?${q(`&branch_id=${sleman}&report=funnel`)}`, auth(admin));
    expect(funnel.body).toContain('Janji Temu,4,80\r\n');
    expect((await t.get(`/api/staff/reports/export.csv?${q('&report=ktp')}`, auth(admin))).statusCode).toBe(422);
  });

  it('keeps scope: a Semarang sales person and head get 403 for Sleman; the Sleman sales person sees only their own record', async () => {
    for (const token of [rina.token, head.token]) {
      for (const path of ['response-times', 'funnel', 'activity']) {
        const res = await t.get(`/api/staff/reports/${path}?${q(`&branch_id=${sleman}`)}`, auth(token));
        expect(res.statusCode).toBe(403);
      }
    }
    expect((await t.get(`/api/staff/reports/funnel?${q()}`, auth(rina.token))).json().data).toEqual({ leads: 0, appointments: 0, came: 0, deals: 0 });
    // Yogi's own: TD2 (assigned) and TD1, which he confirmed first while it was unassigned (the first actor handles it, issue 30.6).
    expect((await t.get(`/api/staff/reports/funnel?${q()}`, auth(yogi.token))).json().data).toEqual({ leads: 2, appointments: 2, came: 1, deals: 0 });
    const times = (await t.get(`/api/staff/reports/response-times?${q()}`, auth(yogi.token))).json().data;
    expect(times.by_person).toEqual([{ staff_id: yogi.id, name: 'Yogi Sales Sleman', count: 2, median_minutes: 20 }]);
  });

  it('is 403 for finance and content, 401 without a token, 422 for a reversed range', async () => {
    for (const role of ['finance', 'content'] as const) {
      expect((await t.get(`/api/staff/reports/funnel?${q()}`, auth(await staffToken(t, role)))).statusCode).toBe(403);
    }
    expect((await t.get(`/api/staff/reports/funnel?${q()}`)).statusCode).toBe(401);
    expect((await t.get('/api/staff/reports/funnel?from=2026-03-05&to=2026-03-01', auth(admin))).statusCode).toBe(422);
    expect((await t.get('/api/staff/reports/funnel?from=2024-01-01&to=2026-03-01', auth(admin))).statusCode).toBe(422);
  });
});

describe('accounts', () => {
  it('lets the admin set on duty and branch head', async () => {
    const res = await t.call({
      method: 'PATCH', url: `/api/staff/accounts/${sari.id}`, headers: auth(admin),
      payload: { name: 'Sari Sales Semarang', email: 'sari.sales@merapitoyota.example', role: 'sales', branch_ids: semarangIds, on_duty: false, branch_head: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ on_duty: false, branch_head: true });
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, sari.id));
    expect([row.onDuty, row.branchHead]).toEqual([false, true]);
  });
});
