/**
 * Placing an order inside one transaction: references checked, every number computed by the
 * server and compared with the page's, the owner (member, or a new account for a guest), the
 * voucher use claimed within its quota, the KTP kept private, an inbox note.
 */
import type { FastifyRequest } from 'fastify';
import type { OrderResult } from '../../../domain/api';
import { BOOKING_FEE_PAY_HOURS, type PaymentType } from '../../../domain/constants';
import type { OrderDto } from '../../../domain/forms/order';
import { isoDay } from '../../../domain/money';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { BusinessError, fieldError, ValidationError } from '../../http/envelope';
import { insertWithBookingId } from '../../services/booking-ids';
import { VIA_GUEST_NOTE, writeInbox } from '../../services/inbox';
import { loginDataWith } from '../../services/members';
import { createGuestMember } from '../../services/orders/guest-member';
import { orderInbox } from '../../services/orders/messages';
import { orderMoney, PRICE_CHANGED, priceChanges } from '../../services/orders/money';
import { resolveAccessories, storeOrderAccessories } from '../../services/accessories';
import { accessoryTotals } from '../../../domain/accessories';
import { orderTotal } from '../../../domain/order-money';
import { creditChoiceOf } from '../../../domain/order-credit';
import { normaliseCode, VOUCHER_MESSAGES, voucherVerdict, type VoucherRow } from '../../services/orders/vouchers';
import { openSession, type Member } from '../../services/sessions';
import { isTicked } from '../../../domain/consents';
import { recordConsents } from '../../services/consents';
import { routeNewRecord } from '../../services/staff/routing';
import { holdUnit } from '../../services/stock';
import { assignmentOf, submitterOf } from '../../services/submitter';
import { type decodeJpeg, storeUpload } from '../../services/uploads';
import { fromSession, type Visibility } from '../../services/visibility';
import { checkRegion, resolveBranch, resolveCarType } from '../forms/references';
import { chassisFields } from '../session/repository';
import { bookingFeeBank, categoryName, resolveColour, toBank } from './order-repository';
import { claimVoucher, recordVoucherUse, voucherByCode } from './voucher-repository';

export interface OrderInput {
  form: OrderDto;
  /** The body as sent, for comparing the page's numbers. */
  sent: Record<string, unknown>;
  ktp: ReturnType<typeof decodeJpeg> | null;
  /** Guest only: the hash of the step-1 password. */
  passwordHash: string | null;
}

/** The voucher for this car and payment type: 422 when it does not apply, 400 when it cannot be used now. */
async function usableVoucher(db: Db, code: string, carTypeId: number, paymentType: PaymentType): Promise<VoucherRow> {
  const voucher = await voucherByCode(db, code);
  const verdict = voucherVerdict(voucher, carTypeId, paymentType);
  if (verdict === 'invalid') throw fieldError('promotion_code', VOUCHER_MESSAGES.invalid);
  if (verdict !== 'ok') throw new BusinessError(VOUCHER_MESSAGES[verdict]);
  return voucher!;
}

/**
 * The guest's new account and session (its order is flagged as sent without login), or the member's
 * own. A buyer served by a sales person (assisted mode) gets the account but no session: the tablet
 * keeps the sales person's.
 */
async function orderOwner(tx: Tx, request: FastifyRequest, input: OrderInput): Promise<{ owner: Member; visibility: Visibility; newToken: string | null; created: boolean }> {
  const submitter = submitterOf(request);
  if (submitter.member) return { owner: submitter.member, visibility: fromSession(submitter.sessionId), newToken: null, created: false };
  const { form } = input;
  const owner = await createGuestMember(tx, {
    identity: { name: form.name, email: form.email, phone: form.phone, birth: form.birth, gender: form.gender, province: form.province, city: form.city, address: form.address },
    passwordHash: input.passwordHash!,
    chassis: await chassisFields(tx, form.no_rangka ?? undefined),
  });
  if (submitter.assistedBy) return { owner, visibility: { sessionId: null, viaGuest: true }, newToken: null, created: true };
  const session = await openSession(tx, owner.id, request.server.config.sessionTtlHours);
  return { owner, visibility: { sessionId: session.sessionId, viaGuest: true }, newToken: session.token, created: true };
}

/** Places the order in `tx`; `created` is the guest's new account (for its verification mail), null for a member. */
export async function placeOrder(tx: Tx, request: FastifyRequest, input: OrderInput): Promise<{ result: OrderResult; created: Member | null }> {
  const { form } = input;
  const { config } = request.server;
  const paymentType = form.payment_type as PaymentType;
  if (!submitterOf(request).member) await checkRegion(tx, form.province, form.city);
  const car = await resolveCarType(tx, form);
  const colour = await resolveColour(tx, car.model.id, form.car_color);
  const branch = await resolveBranch(tx, form.kota_cabang, form.cabang_id);
  const code = normaliseCode(form.promotion_code);
  const voucher = code ? await usableVoucher(tx, code, car.type.id, paymentType) : null;
  const money = await orderMoney(tx, car.type, paymentType, voucher, Number(form.uang_muka), Number(form.tenor), creditChoiceOf(form));
  const changed = priceChanges(input.sent, money, paymentType, Boolean(code));
  // Accessories at their stored prices; a total the page sent is only compared (docs/stock.md).
  const chosen = await resolveAccessories(tx, car.model.id, input.sent.accessories);
  const extras = accessoryTotals(chosen, paymentType);
  const sentExtras = input.sent.accessories_total;
  if (sentExtras !== undefined && sentExtras !== null && sentExtras !== '' && Number(sentExtras) !== extras.total) changed.accessories_total = [PRICE_CHANGED];
  if (Object.keys(changed).length) throw new ValidationError(changed);

  const { owner, visibility, newToken, created } = await orderOwner(tx, request, input);
  if (voucher && !(await claimVoucher(tx, voucher.id))) throw new BusinessError(VOUCHER_MESSAGES.exhausted);
  const ktpUploadId = input.ktp ? await storeUpload(tx, request.server.blobs, 'ktp', owner.id, input.ktp) : null;
  const row = await insertWithBookingId(tx, orders, 'BO', {
    memberId: owner.id, channel: 'booking-order', ...visibility,
    name: owner.fullName, email: owner.email, phone: owner.phone, address: owner.address,
    carTypeId: car.type.id, colorId: colour.id, branchId: branch.id, paymentType,
    priceOtr: money.price, otrAtOrder: money.otr, voucherId: voucher?.id ?? null, discount: money.potongan,
    // The whole purchase, car and accessories (domain/purchase.ts via orderTotal).
    grandTotal: orderTotal({ paymentType, priceOtr: money.price, otrAtOrder: money.otr, discount: money.potongan, accessories: extras }),
    uangMuka: money.uangMuka, tenor: money.tenor, angsuran: money.angsuran, angsuranPromo: money.angsuranPromo,
    // Credit: the partner and its terms the instalment and TDP were computed with (issue 34).
    leasingPartnerId: money.leasing?.partner_id || null, leasing: money.leasing,
    bookingFee: config.bookingFee, ktpUploadId, ...assignmentOf(submitterOf(request)),
  });
  await routeNewRecord(tx, { kind: 'order', id: row.id, bookingId: row.bookingId, branchId: branch.id, assistedBy: submitterOf(request).assistedBy });
  if (voucher) await recordVoucherUse(tx, voucher.id, row.id);
  await storeOrderAccessories(tx, row.id, chosen);
  const payBy = new Date(row.createdAt.getTime() + BOOKING_FEE_PAY_HOURS * 3_600_000);
  // One available unit at the branch is held until the booking fee is due (none: the order is inden).
  const reservation = await holdUnit(tx, { orderId: row.id, carTypeId: car.type.id, colorId: colour.id, branchId: branch.id, until: payBy, now: row.createdAt });
  // A new account decides offers either way; a member's unticked box on an order withdraws nothing (the profile does that).
  const offers = isTicked(form.cek_list_penawaran);
  await recordConsents(tx, {
    memberId: owner.id, email: owner.email, source: 'booking-order',
    purposes: created || offers ? { processing: true, offers } : { processing: true },
  });

  const bankRow = await bookingFeeBank(tx);
  const bank = bankRow ? toBank(bankRow) : { bank_name: '', branch: '', account_name: '', account_number: '' };
  const carName = `${car.model.name} ${car.type.name}`;
  const note = orderInbox({ bookingId: row.bookingId, car: carName, colour: colour.name, branch: branch.name, code: voucher?.code ?? '', money, bookingFee: row.bookingFee, bank: bankRow ? bank : null, payBy });
  await writeInbox(tx, owner.id, note.judul, visibility.viaGuest ? note.html + VIA_GUEST_NOTE : note.html, visibility);

  const result: OrderResult = {
    order_id: row.bookingId, id: row.id, tanggal: isoDay(row.createdAt),
    car_category: await categoryName(tx, car.model.categoryId), car_model: car.model.name,
    car_transmission: car.type.transmission, car_type: car.type.name, car_color: colour.name, cabang: branch.name,
    payment_type: paymentType, biaya_mobil: row.priceOtr, harga_otr: row.otrAtOrder, kode_voucher: voucher?.code ?? '', potongan: row.discount,
    grand_total: row.grandTotal, uang_muka: row.uangMuka, tenor: row.tenor, angsuran: row.angsuran,
    angsuran_promo: row.angsuranPromo, bookingfee: row.bookingFee, bayar_sebelum: payBy.toISOString(),
    full_name: row.name, member_email: row.email, phone: row.phone, address: row.address, bank, reservation,
    accessories: chosen, accessories_total: extras, leasing: money.leasing,
  };
  if (newToken) result.login = await loginDataWith(tx, owner, newToken);
  return { result, created: created ? owner : null };
}
