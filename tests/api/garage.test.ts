/**
 * The owner's garage (issue 33): the member API and its 422s, a delivered order's car, a done
 * service moving the next due, the reminder pass (twice, and at once on two connections), campaigns
 * reaching exactly the matching cars, and branch scoping in the back office.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { GarageCarView } from '../../domain/api/garage';
import { GARAGE_MESSAGES } from '../../domain/garage/forms';
import { plusMonths } from '../../domain/garage/schedule';
import { addDays, isoDay } from '../../domain/money';
import { openDatabase, type Database } from '../../server/db/client';
import { branches, carModels, carTypes, garageCars, garageReminders, inboxMessages, serviceBookings } from '../../server/db/schema';
import { runReminders } from '../../server/services/garage/reminders';
import { bookingServiceBody, carAndBranch } from './form-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { bearer, registered } from './member-fixtures';
import { allTokens, auth, freeSlot, memberId, move, otherBranch, placedOrder } from './staff-fixtures';
import type { StaffRole } from '../../domain/staff/roles';

let t: TestApp;
let tokens: Record<StaffRole, string>;
let avanza: { modelId: number; typeId: number };
let other: { modelId: number; typeId: number };

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
  const { type } = await carAndBranch(t.database.db);
  avanza = { modelId: type.modelId, typeId: type.id };
  const [x] = await t.database.db.select({ modelId: carTypes.modelId, typeId: carTypes.id }).from(carTypes)
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId)).where(eq(carModels.seo, 'fortuner')).limit(1);
  other = x;
});
afterAll(() => t.close());

let chassisSeq = 10_000;
const nextChassis = () => `MHKA6GJ6JNJ0${chassisSeq++}`;
const carBody = (extra: Record<string, unknown> = {}) => ({
  plate: 'h 1234 ab', chassis: nextChassis(), car_model_id: avanza.modelId, car_type_id: avanza.typeId, year: 2021, km: 12_000, ...extra,
});

const garage = async (token: string) => {
  const res = await t.get('/api/member/garage', bearer(token));
  expect(res.statusCode).toBe(200);
  return res.json().data as GarageCarView[];
};
const addCar = (token: string, body: Record<string, unknown>) => t.post('/api/member/garage', body, bearer(token));
const inboxOf = async (email: string) => t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, await memberId(t, email))).orderBy(desc(inboxMessages.id));

describe('member garage', () => {
  it('refuses a bad plate, chassis, km and a lone last-service km with Indonesian messages (422)', async () => {
    const m = await registered(t, 'garasi.salah@example.com');
    const res = await addCar(m.token, carBody({ plate: '1234 H', chassis: 'MHKA6GJ6JNJ01234O', km: -5, last_service_km: 10_000 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      plate: [GARAGE_MESSAGES.plate], chassis: [GARAGE_MESSAGES.chassis], km: [GARAGE_MESSAGES.km], last_service_km: [GARAGE_MESSAGES.lastBoth],
    });
    const wrongType = await addCar(m.token, carBody({ car_type_id: other.typeId }));
    expect(wrongType.json().errors).toEqual({ car_type_id: [GARAGE_MESSAGES.type] });
    expect((await t.post('/api/member/garage', carBody())).statusCode).toBe(401);
    expect(await garage(m.token)).toEqual([]);
  });

  it('adds a car with its next service, edits km, plate and reminders, and removes it; only the owner sees it', async () => {
    const m = await registered(t, 'garasi.pemilik@example.com');
    const last = addDays(-30);
    const res = await addCar(m.token, carBody({ last_service_date: last, last_service_km: 10_100 }));
    expect(res.statusCode).toBe(200);
    const [car] = res.json().data;
    expect(car).toMatchObject({ status: 'active', plate: 'H 1234 AB', car_model_id: avanza.modelId, km: 12_000 });
    // The reported 10,000 km service was the 2nd: the next is the 3rd, 10,000 km and six months on.
    expect(car.next_service).toMatchObject({ n: 3, km: 20_100, due_date: plusMonths(last, 6), free: true });
    expect(car.services).toMatchObject([{ source: 'owner', km: 10_100, date: last }]);

    const intruder = await registered(t, 'garasi.orang.lain@example.com');
    expect((await t.post(`/api/member/garage/${car.id}`, { km: 1 }, bearer(intruder.token))).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/member/garage/${car.id}`, headers: bearer(intruder.token) })).statusCode).toBe(404);
    expect(await garage(intruder.token)).toEqual([]);

    const back = await t.post(`/api/member/garage/${car.id}`, { km: 9_000 }, bearer(m.token));
    expect(back.json().errors).toEqual({ km: [GARAGE_MESSAGES.kmBack] });
    expect((await t.post(`/api/member/garage/${car.id}`, { plate: 'XYZ' }, bearer(m.token))).json().errors).toEqual({ plate: [GARAGE_MESSAGES.plate] });
    const edited = (await t.post(`/api/member/garage/${car.id}`, { km: 15_500, plate: 'ab1234xy', reminders: false }, bearer(m.token))).json().data[0];
    expect(edited).toMatchObject({ km: 15_500, plate: 'AB 1234 XY', reminders: false, km_date: isoDay() });
    const gone = await t.call({ method: 'DELETE', url: `/api/member/garage/${car.id}`, headers: bearer(m.token) });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual([]);
  });

  it("keeps a chassis claimed in another member's garage pending until the dealer confirms it", async () => {
    const first = await registered(t, 'garasi.pertama@example.com');
    const second = await registered(t, 'garasi.kedua@example.com');
    const chassis = nextChassis();
    await addCar(first.token, carBody({ chassis }));
    expect((await addCar(first.token, carBody({ chassis }))).json().errors).toEqual({ chassis: [GARAGE_MESSAGES.duplicate] });
    const claim = await addCar(second.token, carBody({ chassis: chassis.toLowerCase() }));
    expect(claim.json()).toMatchObject({ message: GARAGE_MESSAGES.claimed, data: [{ status: 'pending', chassis }] });
    const pending = (await t.get('/api/staff/garage/cars?pending=true', auth(tokens.admin))).json().data;
    const row = pending.find((r: { chassis: string }) => r.chassis === chassis);
    expect(row).toMatchObject({ owner_name: 'Budi Santoso', status: 'pending' });
    expect((await t.post(`/api/staff/garage/cars/${row.id}/confirm`, {}, auth(tokens.sales))).statusCode).toBe(403);
    const confirmed = await t.post(`/api/staff/garage/cars/${row.id}/confirm`, {}, auth(tokens.admin));
    expect(confirmed.json().data.car.status).toBe('active');
    expect(await garage(first.token)).toEqual([]);
    expect((await garage(second.token))[0].status).toBe('active');
  });
});

/** Takes an order of the member through to delivered; returns the order id. */
async function deliveredOrder(token: string): Promise<number> {
  const order = await placedOrder(t, token);
  expect((await move(t, tokens.finance, 'order', order.id, { to: 'paid', version: 0 })).statusCode).toBe(200);
  // SPK, the way the rest is paid and the delivery are recorded before the moves that need them (issue 30.4).
  const facts = { spk_number: 'SPK/GRS/001', spk_date: addDays(0), settlement: 'cash', delivery_date: addDays(0), delivery_place: 'Showroom' };
  expect((await t.post(`/api/staff/queue/order/${order.id}/progress`, facts, auth(tokens.sales))).statusCode).toBe(200);
  for (const [to, version] of [['spk', 1], ['preparing', 2], ['delivered', 3]] as const) {
    expect((await move(t, tokens.sales, 'order', order.id, { to, version })).statusCode).toBe(200);
  }
  return order.id;
}

/** A service booking of the member for the car, taken to done by the adviser. */
async function doneBooking(token: string, email: string, carId: number): Promise<number> {
  const body = { ...(await bookingServiceBody(t.database.db, email)), garage_car_id: carId };
  const res = await t.post('/booking-api/bookingonlinenet.php', body, bearer(token));
  expect(res.statusCode).toBe(200);
  const id = res.json().data.id as number;
  expect((await move(t, tokens.service, 'bookingservice', id, { to: 'confirmed', version: 0, ...(await freeSlot(t, 'bookingservice', id)) })).statusCode).toBe(200);
  expect((await t.post(`/api/staff/garage/bookings/${id}/service`, { km: 1_050, work: ['Ganti oli'], total: 0 }, auth(tokens.service))).json().errors)
    .toEqual({ km: [GARAGE_MESSAGES.notDone] });
  expect((await move(t, tokens.service, 'bookingservice', id, { to: 'in_service', version: 1 })).statusCode).toBe(200);
  expect((await move(t, tokens.service, 'bookingservice', id, { to: 'done', version: 2 })).statusCode).toBe(200);
  return id;
}

describe('delivery and service', () => {
  it('a delivered order puts the car in the garage by itself, and a done service with km moves the next due', async () => {
    const email = 'garasi.pembeli@example.com';
    const m = await registered(t, email);
    const orderId = await deliveredOrder(m.token);
    const [car] = await garage(m.token);
    const [branch] = await t.database.db.select({ name: branches.name }).from(branches).where(eq(branches.cityCode, '33.74')).limit(1);
    expect(car).toMatchObject({ car_model_id: avanza.modelId, delivery_date: isoDay(), branch_name: branch.name, km: 0, plate: '', under_warranty: true });
    expect(car.colour_name).not.toBe('');
    expect(car.next_service).toMatchObject({ n: 1, km: 1_000, due_date: plusMonths(isoDay(), 1), free: true });
    expect(car.warranty_until).toBe(plusMonths(isoDay(), 36));
    const [row] = await t.database.db.select().from(garageCars).where(eq(garageCars.orderId, orderId));
    expect(row.memberId).toBe(await memberId(t, email));

    const bookingId = await doneBooking(m.token, email, car.id);
    const form = (await t.get(`/api/staff/garage/bookings/${bookingId}`, auth(tokens.service))).json().data;
    expect(form).toMatchObject({ booking_status: 'done', car_id: car.id, linked: true, record: null });
    expect((await t.post(`/api/staff/garage/bookings/${bookingId}/service`, { km: 'x', work: [], total: -1 }, auth(tokens.service))).json().errors)
      .toEqual({ km: [GARAGE_MESSAGES.km], work: [GARAGE_MESSAGES.lines], total: [GARAGE_MESSAGES.total] });
    const saved = await t.post(`/api/staff/garage/bookings/${bookingId}/service`, {
      km: 1_050, work: ['Pemeriksaan 1.000 km', 'Pengencangan baut'], parts: ['Oli mesin 4 L'], total: 350_000, recommendation: 'Ganti ban depan pada servis berikutnya',
    }, auth(tokens.service));
    expect(saved.statusCode).toBe(200);
    const [after] = await garage(m.token);
    const [booking] = await t.database.db.select().from(serviceBookings).where(eq(serviceBookings.id, bookingId));
    // The 2nd service: the plan's 10,000 km / 6-month mark, 9,000 km and five months after the first check.
    expect(after.next_service).toMatchObject({ n: 2, km: 10_050, due_date: plusMonths(booking.appointmentDate <= isoDay() ? booking.appointmentDate : isoDay(), 5) });
    expect(after.km).toBe(1_050);
    expect(after.plate).toBe('H 1234 AB');
    expect(after.services).toMatchObject([{ km: 1_050, total: 350_000, parts: ['Oli mesin 4 L'], branch_name: branch.name, source: 'workshop', booking_id: bookingId }]);
  });
});

describe('reminders', () => {
  it('writes one message per car and due, whether run twice or at once on two connections; respects the switch and the consent', async () => {
    const db = t.database.db;
    const email = 'garasi.pengingat@example.com';
    const m = await registered(t, email);
    const quiet = await registered(t, 'garasi.diam@example.com');
    const withdrawn = await registered(t, 'garasi.tarik@example.com');
    // Three cars whose first check is due in ten days.
    for (const who of [m, quiet, withdrawn]) await addCar(who.token, carBody({ km: 100 }));
    const day = addDays(-20);
    for (const who of [email, 'garasi.diam@example.com', 'garasi.tarik@example.com']) {
      await db.update(garageCars).set({ deliveryDate: day, kmDate: day }).where(eq(garageCars.memberId, await memberId(t, who)));
    }
    const quietCar = (await garage(quiet.token))[0];
    await t.post(`/api/member/garage/${quietCar.id}`, { reminders: false }, bearer(quiet.token));
    expect((await t.post('/api/member/consents', { purpose: 'reminders', granted: false }, bearer(withdrawn.token))).statusCode).toBe(200);

    expect((await t.post('/api/staff/jobs/reminders', {}, auth(tokens.service))).statusCode).toBe(403);
    const before = (await inboxOf(email)).length;
    const quietBefore = (await inboxOf('garasi.diam@example.com')).length;
    const withdrawnBefore = (await inboxOf('garasi.tarik@example.com')).length;
    const run = async () => (await t.post('/api/staff/jobs/reminders', {}, auth(tokens.admin))).json().data;
    const first = await run();
    expect(first.messages_written).toBeGreaterThanOrEqual(1);
    const messages = (await inboxOf(email)).slice(0, (await inboxOf(email)).length - before);
    expect(messages).toHaveLength(1);
    expect(messages[0].judul).toContain('Servis 1.000 km');
    expect(messages[0].text).toContain(`/booking-service?garage_car=${(await garage(m.token))[0].id}`);
    expect(await run()).toMatchObject({ messages_written: 0 });
    expect(await inboxOf('garasi.diam@example.com')).toHaveLength(quietBefore);
    expect(await inboxOf('garasi.tarik@example.com')).toHaveLength(withdrawnBefore);

    // Later, past the due: two new dues (the lapse warning) raced by two connections.
    const later = addDays(12);
    let second: Database | null = null;
    const other2 = process.env.TEST_DATABASE_URL ? (second = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null })).db : db;
    try {
      const rowsBefore = (await db.select().from(garageReminders)).length;
      const results = await Promise.all([runReminders(db, later), runReminders(other2, later), runReminders(db, later)]);
      const carId = (await garage(m.token))[0].id;
      const keys = await db.select().from(garageReminders).where(eq(garageReminders.carId, carId));
      expect(keys.map((k) => k.dueKey).sort()).toEqual(['lapse:1', 'service:1']);
      // Each message written by exactly one of the racing runs: their sum is the rows added.
      expect(results.reduce((n, r) => n + r.messages_written, 0)).toBe((await db.select().from(garageReminders)).length - rowsBefore);
      expect((await inboxOf(email)).length - before).toBe(2);
    } finally {
      await second?.close();
    }
  });
});

describe('campaigns', () => {
  it('reach exactly the matching cars once, and count reached, booked and done', async () => {
    const db = t.database.db;
    const hit = await registered(t, 'kampanye.kena@example.com');
    const miss = await registered(t, 'kampanye.tidak@example.com');
    await addCar(hit.token, carBody({ year: 2020 }));
    await addCar(miss.token, carBody({ year: 2023 }));
    await addCar(miss.token, carBody({ car_model_id: other.modelId, car_type_id: other.typeId, year: 2020, plate: 'B 77 XY' }));
    const bad = await t.post('/api/staff/garage/campaigns', { title: '', text: 'x', car_model_ids: [] }, auth(tokens.service));
    expect(bad.json().errors).toMatchObject({ title: [GARAGE_MESSAGES.campaignTitle], car_model_ids: [GARAGE_MESSAGES.campaignModels] });
    expect((await t.post('/api/staff/garage/campaigns', { title: 'x' }, auth(tokens.sales))).statusCode).toBe(403);
    const created = await t.post('/api/staff/garage/campaigns', {
      title: 'Recall airbag', text: 'Penggantian inflator airbag tanpa biaya.', car_model_ids: [avanza.modelId], year_from: 2020, year_to: 2021,
    }, auth(tokens.service));
    expect(created.statusCode, created.body).toBe(200);
    const campaign = created.json().data.find((c: { title: string }) => c.title === 'Recall airbag');
    expect(campaign).toMatchObject({ status: 'draft', reached: 0 });
    // Every matching car of the whole database: the other tests' 2021 Avanzas count too.
    const matching = (await db.select({ id: garageCars.id, year: garageCars.year }).from(garageCars)
      .where(and(eq(garageCars.carModelId, avanza.modelId), eq(garageCars.status, 'active')))).filter((c) => c.year >= 2020 && c.year <= 2021);
    const published = await t.post(`/api/staff/garage/campaigns/${campaign.id}/publish`, {}, auth(tokens.service));
    expect(published.json().data.find((c: { id: number }) => c.id === campaign.id)).toMatchObject({ status: 'published', reached: matching.length, booked: 0, done: 0 });
    const again = await t.post(`/api/staff/garage/campaigns/${campaign.id}/publish`, {}, auth(tokens.admin));
    expect(again.json().data.find((c: { id: number }) => c.id === campaign.id).reached).toBe(matching.length);
    expect((await inboxOf('kampanye.kena@example.com')).filter((x) => x.judul.startsWith('Recall airbag'))).toHaveLength(1);
    expect((await inboxOf('kampanye.tidak@example.com')).filter((x) => x.judul.startsWith('Recall airbag'))).toHaveLength(0);
    const [car] = await garage(hit.token);
    expect(car.campaigns).toMatchObject([{ title: 'Recall airbag', open: true }]);

    const bookingId = await doneBooking(hit.token, 'kampanye.kena@example.com', car.id);
    const mid = (await t.get('/api/staff/garage/campaigns', auth(tokens.admin))).json().data.find((c: { id: number }) => c.id === campaign.id);
    expect(mid).toMatchObject({ booked: 1, done: 0 });
    await t.post(`/api/staff/garage/bookings/${bookingId}/service`, { km: 13_000, work: ['Ganti inflator airbag'], total: 0 }, auth(tokens.service));
    expect((await garage(hit.token))[0].campaigns).toMatchObject([{ open: false }]);
    const end = (await t.get('/api/staff/garage/campaigns', auth(tokens.admin))).json().data.find((c: { id: number }) => c.id === campaign.id);
    expect(end).toMatchObject({ reached: matching.length, booked: 1, done: 1 });
  });
});

describe('back office', () => {
  it('scopes cars by branch: a Semarang adviser sees cars of members with Semarang records, admin every car', async () => {
    const db = t.database.db;
    const local = await registered(t, 'scope.semarang@example.com');
    const far = await registered(t, 'scope.jauh@example.com');
    await addCar(local.token, carBody({ plate: 'H 5555 SM', km: 300 }));
    await addCar(far.token, carBody({ plate: 'AB 5555 YK', km: 300 }));
    // The local member has a Semarang booking; the far one a booking at another city's branch.
    await t.post('/booking-api/bookingonlinenet.php', await bookingServiceBody(db, 'scope.semarang@example.com'), bearer(local.token));
    const away = await otherBranch(t);
    await t.post('/booking-api/bookingonlinenet.php', { ...(await bookingServiceBody(db, 'scope.jauh@example.com')), kota_cabang: away.cityCode, cabang_id: away.id }, bearer(far.token));

    const search = async (token: string, q: string) => (await t.get(`/api/staff/garage/cars?q=${encodeURIComponent(q)}`, auth(token))).json().data as Array<{ id: number; plate: string }>;
    expect((await search(tokens.service, 'h5555sm')).map((r) => r.plate)).toEqual(['H 5555 SM']);
    expect(await search(tokens.service, 'AB 5555 YK')).toEqual([]);
    const farCar = (await search(tokens.admin, 'AB 5555 YK'))[0];
    expect(farCar).toBeDefined();
    expect((await t.get(`/api/staff/garage/cars/${farCar.id}`, auth(tokens.service))).statusCode).toBe(404);
    const page = (await t.get(`/api/staff/garage/cars/${farCar.id}`, auth(tokens.admin))).json().data;
    expect(page.owner).toMatchObject({ email: 'scope.jauh@example.com' });
    expect(page.bookings).toHaveLength(1);
    expect((await t.get('/api/staff/garage/cars?q=H', auth(tokens.finance))).statusCode).toBe(403);

    // Due within 30 days: the local car after a delivery 20 days ago; the far one only for admin.
    await db.update(garageCars).set({ deliveryDate: addDays(-20), kmDate: addDays(-20) }).where(eq(garageCars.plate, 'H 5555 SM'));
    await db.update(garageCars).set({ deliveryDate: addDays(-20), kmDate: addDays(-20) }).where(eq(garageCars.plate, 'AB 5555 YK'));
    const due = async (token: string) => (await t.get('/api/staff/garage/due', auth(token))).json().data as Array<{ plate: string; booked: boolean }>;
    expect((await due(tokens.service)).map((r) => r.plate)).toContain('H 5555 SM');
    expect((await due(tokens.service)).map((r) => r.plate)).not.toContain('AB 5555 YK');
    expect((await due(tokens.admin)).map((r) => r.plate)).toEqual(expect.arrayContaining(['H 5555 SM', 'AB 5555 YK']));
  });
});
