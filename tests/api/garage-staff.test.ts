/**
 * The garage's staff writes (issue 33): every one leaves its audit row (a service record, a claim
 * confirmed or refused, a campaign drafted and published, the reminder pass, a car's correction),
 * and the back office's correction of a car's plate and chassis number with the owner's checks,
 * branch scope and a chassis number held in another garage refused; the demo owners' garage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { GarageCarView } from '../../domain/api/garage';
import { GARAGE_MESSAGES } from '../../domain/garage/forms';
import type { StaffRole } from '../../domain/staff/roles';
import { carModels, carTypes, garageCars, inboxMessages, staffAudit, staffAccounts } from '../../server/db/schema';
import { bookingServiceBody, carAndBranch } from './form-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { bearer, registered } from './member-fixtures';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../../server/seed/garage-demo';
import { runReminders } from '../../server/services/garage/reminders';
import { addDays } from '../../domain/money';
import { allTokens, auth, DEMO_EMAIL, freeSlot, memberId, move, otherBranch } from './staff-fixtures';

let t: TestApp;
let tokens: Record<StaffRole, string>;
let avanza: { modelId: number; typeId: number };

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
  const { type } = await carAndBranch(t.database.db);
  avanza = { modelId: type.modelId, typeId: type.id };
});
afterAll(() => t.close());

let chassisSeq = 50_000;
const nextChassis = () => `MHKA6GJ6JNJ0${chassisSeq++}`;
const carBody = (extra: Record<string, unknown> = {}) => ({
  plate: 'H 4321 CD', chassis: nextChassis(), car_model_id: avanza.modelId, car_type_id: avanza.typeId, year: 2020, km: 12_000, ...extra,
});
const garage = async (token: string) => (await t.get('/api/member/garage', bearer(token))).json().data as GarageCarView[];
const addCar = async (token: string, body: Record<string, unknown>) => {
  const res = await t.post('/api/member/garage', body, bearer(token));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as GarageCarView[]).at(-1)!;
};
const staffId = async (role: StaffRole) => (await t.database.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, DEMO_EMAIL[role])))[0].id;
/** The newest audit row of an action on a record. */
const audit = async (action: string, kind: string, recordId: number | string) => {
  const rows = await t.database.db.select().from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.kind, kind), eq(staffAudit.recordId, String(recordId)))).orderBy(desc(staffAudit.id));
  return rows;
};

describe('audit rows of garage writes', () => {
  it('a service record, a claim confirmed and one refused, a campaign drafted and published, the reminder pass', async () => {
    const email = 'audit.garasi@example.com';
    const m = await registered(t, email);
    const car = await addCar(m.token, carBody());

    // A done service booking of the car and the adviser's record.
    const body = { ...(await bookingServiceBody(t.database.db, email)), garage_car_id: car.id };
    const booking = (await t.post('/booking-api/bookingonlinenet.php', body, bearer(m.token))).json().data.id as number;
    expect((await move(t, tokens.service, 'bookingservice', booking, { to: 'confirmed', version: 0, ...(await freeSlot(t, 'bookingservice', booking)) })).statusCode).toBe(200);
    expect((await move(t, tokens.service, 'bookingservice', booking, { to: 'in_service', version: 1 })).statusCode).toBe(200);
    expect((await move(t, tokens.service, 'bookingservice', booking, { to: 'done', version: 2 })).statusCode).toBe(200);
    // A refused record writes no row (nothing half-written).
    expect((await t.post(`/api/staff/garage/bookings/${booking}/service`, { km: 'x', work: [], total: 0 }, auth(tokens.service))).statusCode).toBe(422);
    expect(await audit('garage.service', 'bookingservice', booking)).toHaveLength(0);
    expect((await t.post(`/api/staff/garage/bookings/${booking}/service`, { km: 13_000, work: ['Servis berkala'], total: 450_000 }, auth(tokens.service))).statusCode).toBe(200);
    const [serviceRow] = await audit('garage.service', 'bookingservice', booking);
    expect(serviceRow).toMatchObject({ staffId: await staffId('service'), detail: { car_id: car.id, km: 13_000 } });

    // Two claims of that chassis number: one confirmed, one refused (its owner told).
    const chassis = car.chassis;
    const claimant = await registered(t, 'audit.klaim@example.com');
    const refused = await registered(t, 'audit.tolak@example.com');
    const claim = await addCar(claimant.token, carBody({ chassis }));
    const wrong = await addCar(refused.token, carBody({ chassis }));
    expect([claim.status, wrong.status]).toEqual(['pending', 'pending']);
    expect((await t.post(`/api/staff/garage/cars/${wrong.id}/refuse`, {}, auth(tokens.sales))).statusCode).toBe(403);
    const refusal = await t.post(`/api/staff/garage/cars/${wrong.id}/refuse`, {}, auth(tokens.admin));
    expect(refusal.statusCode, refusal.body).toBe(200);
    expect(await garage(refused.token)).toEqual([]);
    const told = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, await memberId(t, 'audit.tolak@example.com')));
    expect(told.map((x) => x.judul)).toContain('Klaim mobil di garasi tidak dapat dikonfirmasi');
    expect(await audit('garage.refuse', 'garage', wrong.id)).toMatchObject([{ staffId: await staffId('admin') }]);
    expect((await t.post(`/api/staff/garage/cars/${car.id}/refuse`, {}, auth(tokens.admin))).statusCode).toBe(400);
    // The claimant has no record at a Semarang branch: outside the Semarang adviser's scope.
    expect((await t.post(`/api/staff/garage/cars/${claim.id}/confirm`, {}, auth(tokens.service))).statusCode).toBe(404);
    expect((await t.post(`/api/staff/garage/cars/${claim.id}/confirm`, {}, auth(tokens.admin))).statusCode).toBe(200);
    expect(await audit('garage.confirm', 'garage', claim.id)).toMatchObject([{ staffId: await staffId('admin') }]);

    // A campaign drafted and published.
    const drafted = await t.post('/api/staff/garage/campaigns', {
      title: 'Audit kampanye', text: 'Pemeriksaan sabuk pengaman.', car_model_ids: [avanza.modelId], year_from: 2020, year_to: 2020,
    }, auth(tokens.service));
    const campaign = drafted.json().data.find((c: { title: string }) => c.title === 'Audit kampanye');
    expect(await audit('campaign.create', 'campaign', campaign.id)).toMatchObject([{ staffId: await staffId('service'), detail: { car_model_ids: [avanza.modelId] } }]);
    const published = (await t.post(`/api/staff/garage/campaigns/${campaign.id}/publish`, {}, auth(tokens.admin))).json().data.find((c: { id: number }) => c.id === campaign.id);
    expect(await audit('campaign.publish', 'campaign', campaign.id)).toMatchObject([{ staffId: await staffId('admin'), detail: { reached: published.reached } }]);

    // The reminder pass on demand.
    const result = (await t.post('/api/staff/jobs/reminders', {}, auth(tokens.admin))).json().data;
    expect(await audit('reminders.run', 'garage', '')).toMatchObject([{ staffId: await staffId('admin'), detail: result }]);
    // The admin's audit screen reads them with their labels.
    const log = (await t.get('/api/staff/audit?action=garage.refuse', auth(tokens.admin))).json().data;
    expect(JSON.stringify(log)).toContain('Tolak klaim nomor rangka');
  });
});

describe("the back office's correction of plate and chassis", () => {
  it('checks them as the owner form does, refuses a chassis number held elsewhere, keeps to the branch scope and audits', async () => {
    const db = t.database.db;
    const email = 'koreksi.semarang@example.com';
    const m = await registered(t, email);
    // A Semarang booking puts the member in the Semarang staff's scope.
    await t.post('/booking-api/bookingonlinenet.php', await bookingServiceBody(db, email), bearer(m.token));
    const car = await addCar(m.token, carBody({ plate: 'H 1 AA' }));
    const second = await addCar(m.token, carBody({ plate: 'H 2 AA' }));
    const other = await registered(t, 'koreksi.lain@example.com');
    const elsewhere = await addCar(other.token, carBody({ plate: 'H 3 AA' }));
    const url = `/api/staff/garage/cars/${car.id}`;

    const bad = await t.post(url, { plate: '1234', chassis: 'ABC' }, auth(tokens.service));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ plate: [GARAGE_MESSAGES.plate], chassis: [GARAGE_MESSAGES.chassis] });
    expect((await t.post(url, { plate: '' }, auth(tokens.service))).json().errors).toEqual({ plate: [GARAGE_MESSAGES.plateEmpty] });
    const taken = await t.post(url, { chassis: elsewhere.chassis.toLowerCase() }, auth(tokens.service));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ chassis: [GARAGE_MESSAGES.chassisTaken] });
    expect((await t.post(url, { chassis: second.chassis }, auth(tokens.service))).json().errors).toEqual({ chassis: [GARAGE_MESSAGES.chassisTwice] });
    expect(await audit('garage.update', 'garage', car.id)).toHaveLength(0);

    expect((await t.post(url, { plate: 'H 9 ZZ' }, auth(tokens.finance))).statusCode).toBe(403);
    const fresh = nextChassis();
    const saved = await t.post(url, { plate: 'h9zz', chassis: ` ${fresh.toLowerCase()} ` }, auth(tokens.sales));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Data mobil diperbarui', data: { car: { plate: 'H 9 ZZ', chassis: fresh } } });
    expect((await garage(m.token)).find((c) => c.id === car.id)).toMatchObject({ plate: 'H 9 ZZ', chassis: fresh });
    // The row names the fields, not the values (a plate is personal data).
    expect(await audit('garage.update', 'garage', car.id)).toMatchObject([{ staffId: await staffId('sales'), detail: { fields: ['plate', 'chassis'] } }]);
    expect((await t.post(url, { plate: 'H 9 ZZ' }, auth(tokens.sales))).json().message).toBe('Tidak ada perubahan');
    expect(await audit('garage.update', 'garage', car.id)).toHaveLength(1);

    // A member whose records are at another city's branch: outside the Semarang scope (404), admin may.
    const far = await registered(t, 'koreksi.jauh@example.com');
    const away = await otherBranch(t);
    await t.post('/booking-api/bookingonlinenet.php', { ...(await bookingServiceBody(db, 'koreksi.jauh@example.com')), kota_cabang: away.cityCode, cabang_id: away.id }, bearer(far.token));
    const farCar = await addCar(far.token, carBody({ plate: 'AB 7 YK' }));
    expect((await t.post(`/api/staff/garage/cars/${farCar.id}`, { plate: 'AB 8 YK' }, auth(tokens.service))).statusCode).toBe(404);
    expect((await t.post(`/api/staff/garage/cars/${farCar.id}`, { plate: 'AB 8 YK' }, auth(tokens.admin))).statusCode).toBe(200);
    expect((await garage(far.token))[0].plate).toBe('AB 8 YK');
  });

  it("a pending claim whose chassis number is corrected to a free one becomes active; a delivered car's missing plate and chassis are filled in", async () => {
    const first = await registered(t, 'koreksi.pemilik1@example.com');
    const claimant = await registered(t, 'koreksi.pemilik2@example.com');
    const held = await addCar(first.token, carBody());
    const claim = await addCar(claimant.token, carBody({ chassis: held.chassis }));
    expect(claim.status).toBe('pending');
    const fresh = nextChassis();
    const res = await t.post(`/api/staff/garage/cars/${claim.id}`, { chassis: fresh }, auth(tokens.admin));
    expect(res.json().data.car).toMatchObject({ status: 'active', chassis: fresh });
    expect((await garage(first.token))[0]).toMatchObject({ status: 'active', chassis: held.chassis });

    // A car with neither (as a delivered order makes it) takes both.
    const [fortuner] = await t.database.db.select({ modelId: carTypes.modelId, typeId: carTypes.id }).from(carTypes)
      .innerJoin(carModels, eq(carModels.id, carTypes.modelId)).where(eq(carModels.seo, 'fortuner')).limit(1);
    const bare = await addCar(first.token, carBody({ car_model_id: fortuner.modelId, car_type_id: fortuner.typeId }));
    await t.database.db.update(garageCars).set({ plate: '', chassis: '' }).where(eq(garageCars.id, bare.id));
    const filled = await t.post(`/api/staff/garage/cars/${bare.id}`, { plate: 'H 8080 QA', chassis: 'MHFAB8GS1K' }, auth(tokens.admin));
    expect(filled.json().data.car).toMatchObject({ plate: 'H 8080 QA', chassis: 'MHFAB8GS1K' });
  });
});

describe('the demo garage', () => {
  it("gives the demo owners cars with history, one due within days (reminder and 'Servis jatuh tempo'), one with an open recall", async () => {
    const login = await t.post('/api/login', { email: DEMO_MEMBERS[0].email, password: DEMO_MEMBER_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.token as string;
    const cars = await garage(token);
    expect(cars.map((c) => c.plate)).toEqual(['H 1821 SW', 'H 7703 KL']);
    const [due, recalled] = cars;
    expect(due.next_service.date <= addDays(14) && due.next_service.date >= addDays(0)).toBe(true);
    expect(due.services).toHaveLength(1);
    expect(recalled.services.length).toBeGreaterThanOrEqual(5);
    expect(recalled.under_warranty).toBe(true);
    expect(recalled.campaigns).toMatchObject([{ title: 'Recall: pemeriksaan kantong udara pengemudi', open: true }]);
    const hendra = (await t.post('/api/login', { email: DEMO_MEMBERS[1].email, password: DEMO_MEMBER_PASSWORD })).json().data.token as string;
    expect((await garage(hendra)).map((c) => [c.plate, c.campaigns.length])).toEqual([['H 9 RZ', 0], ['AB 1234 KJ', 0]]);

    // The Semarang adviser's queue lists both Semarang cars due within 30 days.
    const queue = (await t.get('/api/staff/garage/due', auth(tokens.service))).json().data as Array<{ plate: string }>;
    expect(queue.map((r) => r.plate)).toEqual(expect.arrayContaining(['H 1821 SW', 'H 9 RZ']));
    // The reminder pass (today's, whoever ran it first) has written the Avanza's message with its booking link.
    await runReminders(t.database.db);
    const inbox = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, await memberId(t, DEMO_MEMBERS[0].email)));
    expect(inbox.some((x) => x.judul.startsWith('Waktunya servis Avanza H 1821 SW') && x.text.includes(`/booking-service?garage_car=${due.id}`))).toBe(true);
  });
});
