/** Staff sign-in and submissions to work on, for the back-office API tests. */
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { QueueKind, StaffRole } from '../../domain/staff/roles';
import { downPaymentRange, effectivePrice } from '../../domain/credit';
import { addDays } from '../../domain/money';
import { branches, carTypes, creditSimulations, members, serviceBookings, testDrives } from '../../server/db/schema';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../server/seed/staff';
import { bookingServiceBody, carAndBranch, JPEG, testDriveBody, tradeInBody } from './form-fixtures';
import { cashBody, orderCar } from './orders-fixtures';
import type { TestApp } from './helpers';

export { DEMO_STAFF_PASSWORD };

/** The demo account of each role. */
export const DEMO_EMAIL = Object.fromEntries(DEMO_STAFF.map((s) => [s.role, s.email])) as Record<StaffRole, string>;

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs a demo account in; returns its token. */
export async function staffToken(t: TestApp, role: StaffRole, ip = '10.9.0.1'): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/staff/login', payload: { email: DEMO_EMAIL[role], password: DEMO_STAFF_PASSWORD }, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`staff login ${role}: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

/** Tokens of every demo role. */
export async function allTokens(t: TestApp): Promise<Record<StaffRole, string>> {
  const roles: StaffRole[] = ['admin', 'sales', 'service', 'finance', 'content'];
  const tokens = {} as Record<StaffRole, string>;
  for (const role of roles) tokens[role] = await staffToken(t, role);
  return tokens;
}

/** A guest submission of `kind` (test drive, service booking, trade-in) at the first Semarang branch; returns its id and the guest's login. */
export async function submitted(t: TestApp, kind: 'testdrive' | 'bookingservice' | 'tradein', email: string): Promise<{ id: number; bookingId: string; memberToken: string | null }> {
  const db = t.database.db;
  const [url, body] = kind === 'testdrive' ? ['/api/testdrive', await testDriveBody(db, email)]
    : kind === 'bookingservice' ? ['/booking-api/bookingonlinenet.php', await bookingServiceBody(db, email)]
      : ['/api/tradein', await tradeInBody(db, email)];
  const res = await t.post(url, body);
  if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { id: data.id, bookingId: data.booking_id, memberToken: data.login?.token ?? null };
}

/** A branch outside Semarang (for scoping tests). */
export async function otherBranch(t: TestApp) {
  const [row] = await t.database.db.select().from(branches).where(eq(branches.cityCode, '33.72')).limit(1);
  return row;
}

export async function memberId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(and(eq(members.email, email)));
  return row.id;
}

/** POST a move as a staff member. */
export function move(t: TestApp, token: string, kind: QueueKind, id: number, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.post(`/api/staff/queue/${kind}/${id}/status`, body, auth(token));
}

/** The record as a staff member sees it. */
export async function record(t: TestApp, token: string, kind: QueueKind, id: number) {
  const res = await t.get(`/api/staff/queue/${kind}/${id}`, auth(token));
  if (res.statusCode !== 200) throw new Error(`record ${kind}/${id}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A payment confirmation body for an order placed by the test (booking id and fee from its answer). */
export const confirmation = (order: { order_id: string; bookingfee: number }, extra: Record<string, unknown> = {}) => ({
  no_order: order.order_id, bank_anda: 'BRI', nama_rekening_anda: 'Budi Santoso', nomor_rekening_anda: '0123456789',
  bank_tujuan: 'Bank Mandiri', methode_transfer: 'Mobile Banking', nominal: order.bookingfee, tanggal: '2026-11-21', bukti_transfer: JPEG, ...extra,
});

/** A cash order of the member (Semarang branch); returns the order answer. */
export async function placedOrder(t: TestApp, memberToken: string): Promise<{ id: number; order_id: string; bookingfee: number }> {
  const res = await t.post('/api/order', cashBody(await orderCar(t.database.db), { member: true }), auth(memberToken));
  if (res.statusCode !== 200) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** The e-mail of the token's member (a payment confirmation carries it). */
export async function memberEmail(t: TestApp, memberToken: string): Promise<string> {
  return (await t.post('/api/memberprofile', {}, auth(memberToken))).json().data.member_email;
}

/** A pending payment confirmation of a new order; returns both ids. */
export async function confirmedPayment(t: TestApp, memberToken: string) {
  const order = await placedOrder(t, memberToken);
  const res = await t.post('/api/member/payment', confirmation(order, { email: await memberEmail(t, memberToken) }), auth(memberToken));
  if (res.statusCode !== 200) throw new Error(`payment: ${res.statusCode} ${res.body}`);
  return { order, paymentId: res.json().data.id as number };
}

/** One record of every kind, all the member's, in Semarang where a kind has a branch. */
export async function oneOfEach(t: TestApp, memberToken: string): Promise<Record<QueueKind, number>> {
  const db = t.database.db;
  const as = auth(memberToken);
  const idOf = async (url: string, body: unknown) => {
    const res = await t.post(url, body, as);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data.id as number;
  };
  const { car, type } = await carAndBranch(db);
  const price = effectivePrice(type.priceOtr, type.priceDisc);
  const { order, paymentId } = await confirmedPayment(t, memberToken);
  await t.post('/api/creditsimulation', { car_model_id: car.car_model, car_model_transmission: 'AT', car_model_type: car.car_type, uang_muka: downPaymentRange(price).min, tenor: 36 }, as);
  const [simulation] = await db.select({ id: creditSimulations.id }).from(creditSimulations).orderBy(desc(creditSimulations.id)).limit(1);
  return {
    testdrive: await idOf('/api/testdrive', await testDriveBody(db)),
    bookingservice: await idOf('/booking-api/bookingonlinenet.php', await bookingServiceBody(db)),
    tradein: await idOf('/api/tradein', await tradeInBody(db)),
    order: order.id,
    payment: paymentId,
    contact: await idOf('/api/contact', { name: 'Budi', email: 'budi@example.com', phone: '081234567890', address: 'Semarang', text: 'Mohon info promo' }),
    leadsales: await idOf('/api/leadsales', { name: 'Budi', phone: '081234567890', agree1: true, agree2: true }),
    creditsimulation: simulation.id,
    instantapproval: await idOf('/api/instantapprove', { ...car, uang_muka: downPaymentRange(price).min, tenor: 24, email: 'kredit@example.com', ktp: JPEG, agree1: true, agree2: true }),
  };
}

/**
 * A free slot for confirming a test drive or service booking (issue 32: a confirmation takes a real
 * place), read from GET /api/slots for the record's branch and model or service type: the first
 * time with a place left from 5 days ahead that this test file was not given before.
 */
const handedOut = new Set<string>();
export async function freeSlot(t: TestApp, kind: 'testdrive' | 'bookingservice', id: number): Promise<{ date: string; time: string }> {
  const db = t.database.db;
  let query: string;
  if (kind === 'testdrive') {
    const [r] = await db.select({ branchId: testDrives.branchId, modelId: carTypes.modelId }).from(testDrives)
      .innerJoin(carTypes, eq(carTypes.id, testDrives.carTypeId)).where(eq(testDrives.id, id));
    query = `kind=testdrive&branch_id=${r.branchId}&car_model=${r.modelId}`;
  } else {
    const [r] = await db.select({ branchId: serviceBookings.branchId, serviceType: serviceBookings.serviceType }).from(serviceBookings).where(eq(serviceBookings.id, id));
    query = `kind=service&branch_id=${r.branchId}&service_type=${r.serviceType}`;
  }
  const res = await t.get(`/api/slots?${query}&date_from=${addDays(5)}&date_to=${addDays(40)}`);
  if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
  for (const day of res.json().data.days as Array<{ date: string; open: boolean; slots: Array<{ time: string; left: number }> }>) {
    // The read may be a moment behind a confirmation just made (its cache is emptied after the commit):
    // a place this file was already given is not offered twice.
    const slot = day.open ? day.slots.find((s) => s.left > 0 && !handedOut.has(`${query}|${day.date}|${s.time}`)) : undefined;
    if (slot) {
      handedOut.add(`${query}|${day.date}|${slot.time}`);
      return { date: day.date, time: slot.time };
    }
  }
  throw new Error(`no free ${kind} slot for record ${id}`);
}
