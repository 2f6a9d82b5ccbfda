/**
 * Assisted submissions (showroom tablets): a sales person's `X-Staff-Token` assigns the record to
 * them, the buyer gets an account and messages but no session, and a token that is not live is
 * refused at delivery.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, inboxMessages, members, orders, sessions, testDrives, tradeIns } from '../../server/db/schema';
import { ASSIST_NOT_ALLOWED, ASSIST_SESSION_ENDED } from '../../server/services/assisted';
import { testDriveBody, tradeInBody } from './form-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { cashBody, orderCar } from './orders-fixtures';
import { DEMO_EMAIL, staffToken } from './staff-fixtures';

let t: TestApp;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  sales = await staffToken(t, 'sales');
});
afterAll(() => t?.close());

const assisted = (token: string) => ({ 'x-staff-token': token });

async function staffId(role: 'sales'): Promise<number> {
  const res = await t.get('/api/staff/me', { authorization: `Bearer ${sales}` });
  expect(res.json().data.staff.email).toBe(DEMO_EMAIL[role]);
  return res.json().data.staff.id;
}

describe('assisted submissions', () => {
  it('places an order for a buyer: assigned to the sales person, the buyer\'s account made without a session or login', async () => {
    const car = await orderCar(t.database.db);
    const res = await t.post('/api/order', cashBody(car, { email: 'pembeli.order@example.com' }), { ...assisted(sales), 'idempotency-key': 'assisted-order-1' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.login).toBeUndefined();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.bookingId, data.order_id));
    expect(row.assignedStaffId).toBe(await staffId('sales'));
    expect(row.sessionId).toBeNull();
    const [buyer] = await t.database.db.select().from(members).where(eq(members.email, 'pembeli.order@example.com'));
    expect(row.memberId).toBe(buyer.id);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.memberId, buyer.id))).toHaveLength(0);
    const notes = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, buyer.id));
    expect(notes.length).toBeGreaterThan(0);
  });

  it('assigns a test drive to the sales person, creates the buyer\'s account and messages, and answers no login', async () => {
    const body = await testDriveBody(t.database.db, 'pembeli.satu@example.com');
    const res = await t.post('/api/testdrive', body, assisted(sales));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.login).toBeUndefined();
    const [row] = await t.database.db.select().from(testDrives).where(eq(testDrives.bookingId, data.booking_id));
    expect(row.assignedStaffId).toBe(await staffId('sales'));
    expect(row.branchId).toBe(body.cabang_id);
    const [buyer] = await t.database.db.select().from(members).where(eq(members.email, 'pembeli.satu@example.com'));
    expect(row.memberId).toBe(buyer.id);
    expect(row.sessionId).toBeNull();
    const notes = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, buyer.id));
    expect(notes.map((n) => n.judul)).toEqual(expect.arrayContaining(['Selamat datang di Merapi Toyota', `Test Drive ${data.booking_id} diterima`]));
  });

  it('makes the typed buyer the owner even when a member token is also sent', async () => {
    const member = await t.post('/api/testdrive', await testDriveBody(t.database.db, 'pemilik.tablet@example.com'));
    const memberToken = member.json().data.login.token as string;
    const res = await t.post('/api/tradein', await tradeInBody(t.database.db, 'pembeli.dua@example.com'), { ...assisted(sales), authorization: `Bearer ${memberToken}` });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(tradeIns).where(eq(tradeIns.bookingId, res.json().data.booking_id));
    const [buyer] = await t.database.db.select().from(members).where(eq(members.email, 'pembeli.dua@example.com'));
    expect(row.memberId).toBe(buyer.id);
    expect(row.assignedStaffId).not.toBeNull();
  });

  it('assigns a contact question taken for a buyer too, stored as the buyer typed it', async () => {
    const body = { name: 'Sari Pembeli', email: 'sari.pembeli@example.com', phone: '081298765432', address: 'Salatiga', text: 'Berapa cicilan Raize?' };
    const res = await t.post('/api/contact', body, assisted(sales));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.bookingId, res.json().data.booking_id));
    expect(row).toMatchObject({ name: 'Sari Pembeli', email: 'sari.pembeli@example.com', assignedStaffId: await staffId('sales') });
  });

  it('refuses a staff token that is not live (401) or of a role that takes no leads (400), writing nothing', async () => {
    const before = (await t.database.db.select().from(testDrives)).length;
    const dead = await t.post('/api/testdrive', await testDriveBody(t.database.db, 'pembeli.tiga@example.com'), assisted('stf_not-a-live-token'));
    expect(dead.statusCode).toBe(401);
    expect(dead.json().message).toBe(ASSIST_SESSION_ENDED);
    const finance = await t.post('/api/testdrive', await testDriveBody(t.database.db, 'pembeli.tiga@example.com'), assisted(await staffToken(t, 'finance')));
    expect(finance.statusCode).toBe(400);
    expect(JSON.stringify(finance.json().message)).toContain(ASSIST_NOT_ALLOWED);
    expect((await t.database.db.select().from(testDrives)).length).toBe(before);
    expect(await t.database.db.select().from(members).where(eq(members.email, 'pembeli.tiga@example.com'))).toEqual([]);
  });

  it('a sales person who signed out cannot send a queued item any more', async () => {
    const token = await staffToken(t, 'sales', '10.9.0.2');
    expect((await t.post('/api/staff/logout', {}, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const res = await t.post('/api/testdrive', await testDriveBody(t.database.db, 'pembeli.empat@example.com'), assisted(token));
    expect(res.statusCode).toBe(401);
  });
});
