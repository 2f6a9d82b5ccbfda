/** Payment verification: the proof for finance only (audited), verify makes the order Paid everywhere, reject asks a reason and lets the member confirm again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { StaffRole } from '../../domain/staff/roles';
import { inboxMessages, orderPayments, orders, paymentConfirmations, recordTimeline, staffAudit } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { allTokens, auth, confirmation, confirmedPayment, memberEmail, move, placedOrder, record } from './staff-fixtures';

let t: TestApp;
let tokens: Record<StaffRole, string>;
let buyer: { token: string; unique_id: string };

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  tokens = await allTokens(t);
  buyer = await registered(t, 'pembeli@example.com');
});
afterAll(() => t.close());

const latestInbox = async () => {
  const [m] = await t.database.db.select().from(inboxMessages).orderBy(desc(inboxMessages.id)).limit(1);
  return m;
};

describe('payment confirmations', () => {
  it('shows finance the confirmation beside its order and the proof, each viewing audited; sales may not', async () => {
    const { order, paymentId } = await confirmedPayment(t, buyer.token);
    const queue = (await t.get('/api/staff/queue/payment?status=pending', auth(tokens.finance))).json().data;
    expect(queue.items[0]).toMatchObject({ id: paymentId, booking_id: order.order_id, status_label: 'Menunggu Verifikasi', name: 'Budi Santoso' });
    expect(queue.items[0].summary).toMatch(/^Rp 5\.000\.000 · BRI → Bank Mandiri/);
    const rec = await record(t, tokens.finance, 'payment', paymentId);
    expect(rec.related).toEqual([{ kind: 'order', id: order.id, booking_id: order.order_id, status_label: 'Menunggu Pembayaran' }]);
    expect(rec.fields).toContainEqual({ label: 'Status Order', value: 'Unpaid' });
    expect(rec.moves.map((m: { to: string }) => m.to)).toEqual(['verified', 'rejected']);
    expect(rec.files).toHaveLength(1);
    const file = await t.get(rec.files[0].url, auth(tokens.finance));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const [viewed] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'file.view'));
    expect(viewed).toMatchObject({ kind: 'payment', recordId: String(paymentId), detail: { upload_id: rec.files[0].id, file: 'payment' } });
    expect((await t.get(rec.files[0].url, auth(tokens.sales))).statusCode).toBe(403);
    expect((await t.get(`/api/staff/queue/order/${order.id}`, auth(tokens.sales))).json().data.files).toEqual([]);
    expect((await t.get(`/api/staff/queue/payment/${paymentId}`, auth(tokens.sales))).statusCode).toBe(403);
  });

  it('shows the order record\'s OTR and, below it, the discount price the order charges (Avanza 1.5 G CVT)', async () => {
    const order = await placedOrder(t, buyer.token);
    const rec = await record(t, tokens.sales, 'order', order.id);
    expect(rec.fields).toContainEqual({ label: 'Harga OTR', value: 'Rp 280.800.000' });
    expect(rec.fields).toContainEqual({ label: 'Harga Diskon', value: 'Rp 272.500.000' });
    expect(rec.fields).toContainEqual({ label: 'Total', value: 'Rp 272.500.000' });
  });

  it('verifying makes the order Paid in tab 3, the order detail and the inbox, in the same transaction', async () => {
    const { order, paymentId } = await confirmedPayment(t, buyer.token);
    const res = await move(t, tokens.finance, 'payment', paymentId, { to: 'verified', version: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'verified', status_label: 'Terverifikasi', related: [{ kind: 'order', status_label: 'Lunas Booking Fee' }] });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ stage: 'paid', version: 1 });
    expect(await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)))
      .toMatchObject([{ kind: 'booking_fee', amount: row.bookingFee, confirmationId: paymentId }]);
    const history = (await t.post('/api/history/bookingorder', {}, auth(buyer.token))).json().data;
    expect(history.find((h: { id: number }) => h.id === order.id).status).toBe('Paid');
    const refs = (await t.get(`/api/member/orderid?unique_id=${buyer.unique_id}`, auth(buyer.token))).json().data;
    expect(refs.find((r: { id: number }) => r.id === order.id).status).toBe('Paid');
    const detail = (await t.get(`/api/detail/bookingorder?id=${order.id}`, auth(buyer.token))).json().data;
    expect(detail).toMatchObject({ status: 'Paid', stage_label: 'Lunas Booking Fee' });
    expect(detail.timeline.map((s: { label: string }) => s.label)).toEqual(['Diterima', 'Konfirmasi Pembayaran Dikirim', 'Pembayaran Terverifikasi', 'Lunas Booking Fee']);
    const message = await latestInbox();
    expect(message.judul).toBe(`Pembayaran order ${order.order_id}: Terverifikasi`);
    expect(message.text).toContain('status order kini <strong>Paid</strong>');
    const orderSteps = await t.database.db.select().from(recordTimeline).where(and(eq(recordTimeline.kind, 'order'), eq(recordTimeline.recordId, order.id)));
    expect(orderSteps).toMatchObject([{ fromStatus: 'booked', toStatus: 'paid' }]);
    const [audit] = await t.database.db.select().from(staffAudit).where(and(eq(staffAudit.kind, 'payment'), eq(staffAudit.recordId, String(paymentId))));
    expect(audit.detail).toMatchObject({ from: 'pending', to: 'verified', order_id: order.id, order_stage: 'paid' });
    // An order view loaded before the verification is now stale.
    expect((await move(t, tokens.sales, 'order', order.id, { to: 'spk', version: 0 })).statusCode).toBe(409);
    expect((await t.post('/api/member/payment', confirmation(order, { email: await memberEmail(t, buyer.token) }), auth(buyer.token))).json().message).toEqual({ alert: 'Order ini sudah lunas' });
  });

  it('rejecting asks for a reason, keeps the order Unpaid, tells the member, who then confirms again', async () => {
    const { order, paymentId } = await confirmedPayment(t, buyer.token);
    const noReason = await move(t, tokens.finance, 'payment', paymentId, { to: 'rejected', version: 0 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['*Masukkan alasan!.'] });
    const res = await move(t, tokens.finance, 'payment', paymentId, { to: 'rejected', version: 0, reason: 'Nominal di bukti transfer tidak terbaca' });
    expect(res.json().data.status_label).toBe('Ditolak');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ stage: 'booked' });
    expect(await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toEqual([]);
    const message = await latestInbox();
    expect(message.judul).toBe(`Pembayaran order ${order.order_id}: Ditolak`);
    expect(message.text).toContain('Alasan: Nominal di bukti transfer tidak terbaca');
    expect(message.text).toContain('kirim ulang Konfirmasi Pembayaran');
    const detail = (await t.get(`/api/detail/bookingorder?id=${order.id}`, auth(buyer.token))).json().data;
    expect(detail.status).toBe('Unpaid');
    expect(detail.timeline.at(-1)).toMatchObject({ label: 'Pembayaran Ditolak', note: 'Alasan: Nominal di bukti transfer tidak terbaca' });
    const again = await t.post('/api/member/payment', confirmation(order, { email: await memberEmail(t, buyer.token) }), auth(buyer.token));
    expect(again.statusCode).toBe(200);
    const second = again.json().data.id;
    expect((await move(t, tokens.admin, 'payment', second, { to: 'verified', version: 0 })).statusCode).toBe(200);
    expect((await t.get(`/api/detail/bookingorder?id=${order.id}`, auth(buyer.token))).json().data.status).toBe('Paid');
  });

  it('refuses to verify the payment of a cancelled order, and the member cannot confirm one', async () => {
    const { order, paymentId } = await confirmedPayment(t, buyer.token);
    expect((await move(t, tokens.finance, 'order', order.id, { to: 'cancelled', version: 0, reason: 'Pembeli membatalkan' })).statusCode).toBe(200);
    const verify = await move(t, tokens.finance, 'payment', paymentId, { to: 'verified', version: 0 });
    expect(verify.statusCode).toBe(422);
    expect(verify.json().errors.to).toEqual(['Order ini sudah dibatalkan; pembayarannya tidak dapat diverifikasi']);
    expect((await t.database.db.select().from(paymentConfirmations).where(eq(paymentConfirmations.id, paymentId)))[0].status).toBe('pending');
    expect((await move(t, tokens.finance, 'payment', paymentId, { to: 'rejected', version: 0, reason: 'Order dibatalkan' })).statusCode).toBe(200);
    const fresh = await placedOrder(t, buyer.token);
    expect((await move(t, tokens.admin, 'order', fresh.id, { to: 'cancelled', version: 0, reason: 'Stok habis' })).statusCode).toBe(200);
    const refused = await t.post('/api/member/payment', confirmation(fresh, { email: await memberEmail(t, buyer.token) }), auth(buyer.token));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual({ alert: 'Order ini sudah dibatalkan' });
  });

  it('shows a KTP of an instant approval to finance, audited against its record', async () => {
    const { carAndBranch, JPEG } = await import('./form-fixtures');
    const { car } = await carAndBranch(t.database.db);
    const res = await t.post('/api/instantapprove', { ...car, uang_muka: 90_000_000, tenor: 24, email: 'ktp@example.com', ktp: JPEG, agree1: true, agree2: true });
    const id = res.json().data.id;
    const rec = await record(t, tokens.finance, 'instantapproval', id);
    expect(rec.files).toMatchObject([{ kind: 'ktp' }]);
    expect((await t.get(rec.files[0].url, auth(tokens.admin))).statusCode).toBe(200);
    const audits = await t.database.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'file.view'), eq(staffAudit.kind, 'instantapproval')));
    expect(audits.map((a) => a.recordId)).toEqual([String(id)]);
    expect((await t.get(rec.files[0].url, auth(tokens.content))).statusCode).toBe(403);
  });
});
