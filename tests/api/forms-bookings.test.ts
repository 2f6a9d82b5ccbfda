import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inboxMessages, members, serviceBookings, testDrives, tradeIns } from '../../server/db/schema';
import { addDays, formatDateId } from '../../domain/money';
import { createTestApp, type TestApp } from './helpers';
import { bookingServiceBody, testDriveBody, tradeInBody } from './form-fixtures';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

describe('POST /api/testdrive', () => {
  it('stores the test drive, creates the guest account and answers with its login data', async () => {
    const res = await t.post('/api/testdrive', await testDriveBody(t.database.db, 'guest.td@example.com'));
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Test Drive berhasil ditambahkan');
    expect(data.booking_id).toMatch(/^TD-\d{8}-[A-Z2-9]{7}$/);
    expect(data.login).toMatchObject({ is_login: true, member_email: 'guest.td@example.com', full_name: 'Budi Santoso', city_name: expect.any(String) });
    expect(data.login.token.length).toBeGreaterThan(30);
    const [row] = await t.database.db.select().from(testDrives).where(eq(testDrives.id, data.id));
    expect(row.status).toBe('new');
    expect(row.channel).toBe('test-drive');
    const inbox = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, row.memberId!));
    expect(inbox.length).toBeGreaterThanOrEqual(2);
  });
  it('attaches a second guest submission with the same e-mail to the same member, without login data', async () => {
    const body = await testDriveBody(t.database.db, 'Guest.TD@example.com ');
    const res = await t.post('/api/testdrive', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.login).toBeUndefined();
    const accounts = await t.database.db.select().from(members).where(eq(members.email, 'guest.td@example.com'));
    expect(accounts).toHaveLength(1);
    const rows = await t.database.db.select().from(testDrives).where(eq(testDrives.memberId, accounts[0].id));
    expect(rows).toHaveLength(2);
  });
  it('uses the member of a valid token and refuses an invalid one', async () => {
    const first = await t.post('/api/testdrive', await testDriveBody(t.database.db, 'token.owner@example.com'));
    const token = first.json().data.login.token;
    const res = await t.post('/api/testdrive', { ...(await testDriveBody(t.database.db, 'someone.else@example.com')), name: 'Nama Lain' }, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(testDrives).where(eq(testDrives.id, res.json().data.id));
    expect(row.email).toBe('token.owner@example.com');
    expect(row.name).toBe('Budi Santoso');
    const bad = await t.post('/api/testdrive', await testDriveBody(t.database.db), { authorization: 'Bearer not-a-token' });
    expect(bad.statusCode).toBe(401);
  });
  it('refuses a date less than 3 days ahead', async () => {
    const res = await t.post('/api/testdrive', { ...(await testDriveBody(t.database.db)), appointment_date: addDays(1) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.appointment_date).toEqual([`*Min. 3 hari dari hari ini (paling cepat ${formatDateId(addDays(3))})`]);
  });
  it('refuses a type of another model and a branch of another city, leaving nothing behind', async () => {
    const before = (await t.database.db.select().from(members)).length;
    const body = await testDriveBody(t.database.db, 'nothing.left@example.com');
    const wrongType = await t.post('/api/testdrive', { ...body, car_type: 999999 });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.car_type).toEqual(['*Pilih Tipe Mobil!.']);
    const wrongBranch = await t.post('/api/testdrive', { ...body, kota_cabang: '34.04' });
    expect(wrongBranch.statusCode).toBe(422);
    expect(wrongBranch.json().errors.cabang_id).toEqual(['*Pilih Cabang!.']);
    expect((await t.database.db.select().from(members)).length).toBe(before);
  });
  it('answers every missing field at once', async () => {
    const res = await t.post('/api/testdrive', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'car_type', 'cabang_id', 'appointment_date', 'kebijakan1']));
  });
});

describe('POST /booking-api/bookingonlinenet.php', () => {
  it('stores the booking with the plate upper-cased and the kilometres as a number', async () => {
    const res = await t.post('/booking-api/bookingonlinenet.php', await bookingServiceBody(t.database.db, 'service.guest@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Booking Service berhasil ditambahkan');
    expect(res.json().data.login.member_email).toBe('service.guest@example.com');
    const [row] = await t.database.db.select().from(serviceBookings).where(eq(serviceBookings.id, res.json().data.id));
    expect(row).toMatchObject({ policeNumber: 'H 1234 AB', carKm: 45000, serviceKe: 3, channel: 'booking-service' });
  });
  it('keeps service_ke out of body & paint bookings', async () => {
    const res = await t.post('/booking-api/bookingonlinenet.php', { ...(await bookingServiceBody(t.database.db)), service_type: 'body-paint', service_ke: 99 });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(serviceBookings).where(eq(serviceBookings.id, res.json().data.id));
    expect(row.serviceKe).toBeNull();
  });
  it('needs the API key on the booking base too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/booking-api/bookingonlinenet.php', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/tradein', () => {
  it('stores the old car by name and the dream car', async () => {
    const body = await tradeInBody(t.database.db, 'trade.guest@example.com');
    const res = await t.post('/api/tradein', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Trade In berhasil ditambahkan');
    const [row] = await t.database.db.select().from(tradeIns).where(eq(tradeIns.id, res.json().data.id));
    expect(row.oldYear).toBe(body.brand_year);
    expect(row.oldBrand.length).toBeGreaterThan(0);
  });
  it('refuses an old-car type from another year', async () => {
    const body = await tradeInBody(t.database.db);
    const res = await t.post('/api/tradein', { ...body, brand_year: 1901 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.brand_type).toEqual(['Pilih Tipe Mobil!']);
  });
  it('writes the trade-in messages without the star', async () => {
    const res = await t.post('/api/tradein', { ...(await tradeInBody(t.database.db)), email: 'bukan-email' });
    expect(res.json().errors.email).toEqual(['Email tidak valid!']);
  });
});
