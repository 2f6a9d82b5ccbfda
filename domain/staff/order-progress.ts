/**
 * The staff forms of an order after the booking fee (issue 30.4): finance records a payment, staff
 * record the order's facts (SPK, how the rest is paid, the leasing decision, delivery, documents),
 * as Valibot schemas shared by the back office and the server, with the rules between the facts and
 * what a move needs recorded first. The arithmetic they check against is domain/order-money.ts.
 */
import * as v from 'valibot';
import { day, isInt, isString, max, maxLength, min, oneOf, required, rule } from '../forms/rules';
import { field, form, toNumber, trim, type FieldErrors } from '../forms/validate';
import { formatRupiah, isCalendarDay } from '../money';
import {
  LEASING_DECISIONS, MANUAL_PAYMENT_KINDS, NO_FACTS, paymentKindsFor, SETTLEMENTS,
  type LeasingDecision, type OrderFacts, type OrderMoney, type OrderMoneyInput, type OrderPaymentKind, type Settlement,
} from '../order-money';

/** What a move of the order needs recorded first (422 on `to`); '' when nothing. */
export function moveBlocker(stage: string, to: string, f: OrderFacts): string {
  if (to === 'spk' && (!f.spk_number || !f.spk_date)) return 'Isi nomor dan tanggal SPK di bagian Progres pesanan terlebih dahulu.';
  if (to === 'preparing' && !f.settlement) return 'Isi cara pembayaran sisa (tunai atau leasing) di bagian Progres pesanan terlebih dahulu.';
  if (to === 'preparing' && f.settlement === 'leasing' && f.leasing_decision !== 'approved') return 'Leasing belum menyetujui pengajuan ini.';
  if (to === 'delivered' && (!f.delivery_date || !f.delivery_place)) return 'Isi tanggal dan tempat serah terima di bagian Progres pesanan terlebih dahulu.';
  void stage;
  return '';
}

export const ORDER_MONEY_MESSAGES = {
  kind: '*Pilih jenis pembayaran!.',
  kindNotForOrder: '*Jenis pembayaran ini tidak sesuai dengan cara bayar pesanan!.',
  amount: '*Masukkan nominal!.',
  overRemaining: (rest: number) => `*Melebihi sisa yang harus dibayar (${formatRupiah(rest)})!.`,
  paidOn: '*Masukkan tanggal pembayaran!.',
  future: '*Tanggal tidak boleh setelah hari ini!.',
  beforeOrder: '*Tanggal tidak boleh sebelum tanggal pesanan!.',
  reference: '*Maksimal 120 karakter!.',
  leasingNotApproved: '*Pencairan leasing dicatat setelah leasing menyetujui (isi di Progres pesanan)!.',
  bookingFeeFirst: 'Booking fee pesanan ini belum lunas: pembayaran lain dicatat setelah booking fee diverifikasi.',
  cancelled: 'Pesanan ini sudah dibatalkan.',
  settlement: '*Pilih cara pembayaran sisa!.',
  leasingCompany: '*Masukkan nama perusahaan leasing!.',
  decision: '*Pilih keputusan leasing!.',
  text: (limit: number) => `*Maksimal ${limit} karakter!.`,
  date: '*Tanggal tidak valid!.',
  deliveryPair: '*Isi tanggal dan tempat serah terima bersama!.',
  spkPair: '*Isi nomor dan tanggal SPK bersama!.',
  documentsBeforeDelivery: '*Dokumen diserahkan setelah kendaraan diserahkan!.',
} as const;
const mm = ORDER_MONEY_MESSAGES;

/** Highest amount one payment may carry (rupiah). */
export const ORDER_PAYMENT_MAX = 100_000_000_000;

/** Finance records a payment received. */
export const OrderPaymentDto = form({
  kind: v.optional(field(v.pipe(v.unknown(), required(mm.kind), oneOf(MANUAL_PAYMENT_KINDS, mm.kind))), ''),
  amount: v.optional(field(v.pipe(v.unknown(), toNumber, required(mm.amount), isInt(mm.amount), max(ORDER_PAYMENT_MAX, mm.amount), min(1, mm.amount))), ''),
  paid_on: v.optional(field(v.pipe(v.unknown(), trim, required(mm.paidOn), day(mm.paidOn))), ''),
  reference: v.nullish(field(v.pipe(v.unknown(), trim, isString(mm.reference), maxLength(120, mm.reference)))),
});
export type OrderPaymentDto = v.InferOutput<typeof OrderPaymentDto>;

const optionalDay = v.nullish(field(v.pipe(v.unknown(), trim, rule((x) => x === '' || isCalendarDay(x), mm.date))));
const optionalText = (limit: number) => v.nullish(field(v.pipe(v.unknown(), trim, isString(mm.text(limit)), maxLength(limit, mm.text(limit)))));

/** The order's facts after the booking fee; an empty field clears it. */
export const OrderProgressDto = form({
  spk_number: optionalText(60),
  spk_date: optionalDay,
  settlement: v.nullish(field(v.pipe(v.unknown(), trim, oneOf(['', ...SETTLEMENTS], mm.settlement)))),
  leasing_company: optionalText(120),
  leasing_decision: v.nullish(field(v.pipe(v.unknown(), trim, oneOf(['', ...LEASING_DECISIONS], mm.decision)))),
  leasing_decided_on: optionalDay,
  delivery_date: optionalDay,
  delivery_place: optionalText(200),
  stnk_on: optionalDay,
  bpkb_on: optionalDay,
});
export type OrderProgressDto = v.InferOutput<typeof OrderProgressDto>;

/** The facts a progress form stores: empty text is null. */
export function factsOf(dto: OrderProgressDto): OrderFacts {
  const s = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : null);
  const settlement = s(dto.settlement) as Settlement | null;
  const leasing = settlement === 'leasing';
  return {
    spk_number: s(dto.spk_number), spk_date: s(dto.spk_date), settlement,
    leasing_company: leasing ? s(dto.leasing_company) : null,
    leasing_decision: leasing ? (s(dto.leasing_decision) as LeasingDecision | null) ?? 'pending' : null,
    leasing_decided_on: leasing ? s(dto.leasing_decided_on) : null,
    delivery_date: s(dto.delivery_date), delivery_place: s(dto.delivery_place),
    stnk_on: s(dto.stnk_on), bpkb_on: s(dto.bpkb_on),
  };
}

/** The rules between the facts (field errors; `today` YYYY-MM-DD). */
export function progressErrors(f: OrderFacts, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!!f.spk_number !== !!f.spk_date) errors[f.spk_number ? 'spk_date' : 'spk_number'] = [mm.spkPair];
  if (f.settlement === 'leasing' && !f.leasing_company) errors.leasing_company = [mm.leasingCompany];
  if (!!f.delivery_date !== !!f.delivery_place) errors[f.delivery_date ? 'delivery_place' : 'delivery_date'] = [mm.deliveryPair];
  for (const k of ['spk_date', 'leasing_decided_on', 'stnk_on', 'bpkb_on'] as const) {
    if (f[k] && f[k]! > today && !errors[k]) errors[k] = [mm.future];
  }
  for (const k of ['stnk_on', 'bpkb_on'] as const) {
    if (f[k] && (!f.delivery_date || f[k]! < f.delivery_date) && !errors[k]) errors[k] = [mm.documentsBeforeDelivery];
  }
  return errors;
}

/**
 * Whether a payment fits the order (field errors; a refusal of the whole order as `order`).
 * `placedOn` is the order's day; amounts above what is left of the part it pays are refused.
 */
export function paymentErrors(o: Pick<OrderMoneyInput, 'paymentType' | 'stage'>, m: OrderMoney, dto: OrderPaymentDto, today: string, placedOn: string, facts: OrderFacts = NO_FACTS): FieldErrors {
  if (o.stage === 'cancelled') return { order: [mm.cancelled] };
  if (!m.booking_fee_paid) return { order: [mm.bookingFeeFirst] };
  const errors: FieldErrors = {};
  const kind = dto.kind as OrderPaymentKind;
  if (!paymentKindsFor(o.paymentType).includes(kind)) errors.kind = [mm.kindNotForOrder];
  else if (kind === 'leasing' && facts.leasing_decision !== 'approved') errors.kind = [mm.leasingNotApproved];
  else {
    const rest = kind === 'leasing' ? m.leasing?.remaining ?? 0 : m.buyer.remaining;
    if (Number(dto.amount) > rest) errors.amount = [mm.overRemaining(rest)];
  }
  if (dto.paid_on > today) errors.paid_on = [mm.future];
  else if (dto.paid_on < placedOn) errors.paid_on = [mm.beforeOrder];
  return errors;
}
