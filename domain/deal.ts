/**
 * The deal (issue 34): the bodies of POST /api/credit/quote, /api/tradein/estimate and /api/deal
 * (Valibot, Indonesian messages), and the deal sheet's totals computed from the credit kernel and
 * the trade-in estimate. The server computes every figure from its stored terms; the page uses the
 * same function offline with mirrored terms.
 */
import * as v from 'valibot';
import { CREDIT_REGIONS, CREDIT_SCHEMES, INSURANCE_TYPES, type CreditQuote, type CreditRegion, type CreditScheme, type InsuranceType } from './credit';
import { PAYMENT_TYPES, type PaymentType } from './constants';
import { formatNumberId } from './money';
import { field, form } from './forms/validate';
import { is, rule } from './forms/rules';
import { pick, wholeNumber } from './forms/fields';
import { ROW_ID_MAX, RUPIAH_MAX } from './forms/limits';
import { KM_MAX, TRADE_IN_CONDITIONS, type TradeInCondition, type TradeInEstimate } from './tradein-estimate';
import { accessoryTotals, type OrderAccessory } from './accessories';
import { purchaseTotals, type PurchaseTotals } from './purchase';

export const DEAL_MESSAGES = {
  carType: '*Pilih Tipe Mobil!.',
  colour: '*Pilih Warna!.',
  dp: '*Masukkan Uang Muka!.',
  tenor: '*Pilih Tenor!.',
  partner: '*Pilih Perusahaan Pembiayaan!.',
  scheme: '*Pilih skema angsuran (ADDM atau ADDB)!.',
  insurance: '*Pilih jenis asuransi (All Risk, TLO atau Kombinasi)!.',
  region: '*Pilih wilayah (Jawa Tengah atau DI Yogyakarta)!.',
  paymentType: '*Pilih Cara Pembayaran!.',
  brand: '*Pilih Merek Mobil!.',
  brandModel: '*Pilih Model Mobil!.',
  brandYear: '*Pilih Tahun Mobil!.',
  km: `*Masukkan kilometer 0 sampai ${formatNumberId(KM_MAX)}!.`,
  condition: '*Pilih kondisi mobil (baik, sedang atau kurang)!.',
  accessories: '*Aksesori harus daftar nomor aksesori (paling banyak 30)!.',
  tradeIn: '*Data trade-in tidak valid!.',
  noReference: 'Belum ada nilai acuan untuk mobil dan tahun ini. Ajukan trade-in untuk penilaian langsung.',
  unknownPartner: 'Perusahaan pembiayaan tidak ditemukan',
  unknownType: 'Tipe Mobil tidak ditemukan',
  unknownColour: 'Warna tidak tersedia untuk tipe ini',
  unknownBrand: 'Mobil lama tidak ditemukan',
} as const;
const m = DEAL_MESSAGES;

const id = (message: string) => v.optional(wholeNumber(message, 1, ROW_ID_MAX), '');
const optionalId = (message: string) => v.optional(wholeNumber(message, 1, ROW_ID_MAX));

/** POST /api/credit/quote. `partner_id` left out: the dealer's default partner; `region` left out: Central Java. */
export const CreditQuoteDto = form({
  car_type_id: id(m.carType),
  uang_muka: v.optional(wholeNumber(m.dp, 1, RUPIAH_MAX), ''),
  tenor: v.optional(wholeNumber(m.tenor, 1, 120), ''),
  partner_id: optionalId(m.partner),
  scheme: pick(CREDIT_SCHEMES, m.scheme, 'ADDM'),
  insurance: pick(INSURANCE_TYPES, m.insurance, 'all_risk'),
  region: pick(CREDIT_REGIONS, m.region, 'jateng'),
});
export type CreditQuoteDto = v.InferOutput<typeof CreditQuoteDto>;

/** POST /api/tradein/estimate: the old car as the trade-in form's cascade names it, its km and condition. */
export const TradeInEstimateDto = form({
  brand_id: id(m.brand),
  brand_model_id: id(m.brandModel),
  brand_year: v.optional(wholeNumber(m.brandYear, 1900, 2100), ''),
  km: v.optional(wholeNumber(m.km, 0, KM_MAX), ''),
  condition: pick(TRADE_IN_CONDITIONS, m.condition),
  region: pick(CREDIT_REGIONS, m.region, 'jateng'),
});
export type TradeInEstimateDto = v.InferOutput<typeof TradeInEstimateDto>;

/** The old car of a deal (the estimate's fields). */
export interface DealTradeIn { brand_id: number; brand_model_id: number; brand_year: number; km: number; condition: TradeInCondition }

const isPlainObject = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * POST /api/deal. Credit fields are needed with `kredit` only. `accessories` is a list of accessory
 * ids, priced by the server into the totals (docs/deal.md). `trade_in` is null or the
 * estimate's fields (checked by TradeInEstimateDto, its messages under `trade_in.<field>`).
 */
export const DealDto = form({
  car_type_id: id(m.carType),
  color_id: id(m.colour),
  payment_type: pick(PAYMENT_TYPES, m.paymentType, 'kredit'),
  accessories: v.optional(field(v.pipe(
    v.unknown(),
    rule((x) => Array.isArray(x) && x.length <= 30 && x.every((n) => Number.isInteger(n) && n >= 1 && n <= ROW_ID_MAX), m.accessories),
    is<unknown, number[]>((x) => Array.isArray(x), m.accessories),
  )), () => []),
  trade_in: v.optional(field(v.pipe(v.unknown(), is<unknown, Record<string, unknown> | null>((x) => x === null || isPlainObject(x), m.tradeIn))), null),
  partner_id: optionalId(m.partner),
  tenor: v.optional(wholeNumber(m.tenor, 1, 120)),
  uang_muka: v.optional(wholeNumber(m.dp, 1, RUPIAH_MAX)),
  scheme: pick(CREDIT_SCHEMES, m.scheme, 'ADDM'),
  insurance: pick(INSURANCE_TYPES, m.insurance, 'all_risk'),
  region: pick(CREDIT_REGIONS, m.region, 'jateng'),
}, {
  tenor: (x, o) => (o.payment_type === 'kredit' && (x === undefined || x === '') ? m.tenor : undefined),
  uang_muka: (x, o) => (o.payment_type === 'kredit' && (x === undefined || x === '') ? m.dp : undefined),
});

/** A deal as stored and shared: choices only, never a name, phone or e-mail. */
export interface DealBody {
  car_type_id: number;
  color_id: number;
  payment_type: PaymentType;
  accessories: number[];
  trade_in: DealTradeIn | null;
  partner_id: number | null;
  tenor: number | null;
  uang_muka: number | null;
  scheme: CreditScheme;
  insurance: InsuranceType;
  region: CreditRegion;
}

/** The car of a deal as the sheet names it. */
export interface DealCar {
  category_id: number; car_model_id: number; car_model_name: string; car_seo: string; car_type_id: number; car_type_name: string; transmission: string;
  color_id: number; color_name: string; color_palette: string; image: string;
}

/** Everything the deal sheet shows, in rupiah integers. */
export interface DealTotals {
  car: DealCar;
  payment_type: PaymentType;
  /** The type's OTR, its price by the price rule, and the difference (the discount). */
  otr: number;
  price: number;
  discount: number;
  /** The old car's estimate and its name; `trade_in_value` is its low end, the figure the totals count. */
  trade_in: (TradeInEstimate & { name: string; km: number; condition: TradeInCondition }) | null;
  trade_in_value: number;
  /** The accessories at the stored prices and their totals (domain/accessories.ts); `in_totals` false on sheets made before they counted. */
  accessories: { ids: number[]; lines: OrderAccessory[]; total: number; dp: number; cash: number; in_totals: boolean };
  credit: CreditQuote | null;
  /** The purchase by the one rule (domain/purchase.ts): car + accessories, first payment, paid apart, after the trade-in. */
  purchase: PurchaseTotals;
  /** Credit: the TDP + accessories billed with it; cash: the price after discount + accessories. */
  first_payment: number;
  /** What the buyer pays before delivery after the trade-in's low estimate (never below 0). */
  first_payment_after_trade_in: number;
  angsuran: number;
  booking_fee: number;
  /** The day the figures hold until (the trade-in estimate's validity; 7 days for every deal). */
  valid_until: string;
}

/** The totals of a deal from the server's own figures (price, quote, estimate, booking fee). */
export function dealTotals(input: {
  car: DealCar; paymentType: PaymentType; otr: number; price: number; accessories: OrderAccessory[];
  tradeIn: DealTotals['trade_in']; credit: CreditQuote | null; bookingFee: number; validUntil: string;
}): DealTotals {
  const tradeInValue = input.tradeIn?.low ?? 0;
  const credit = input.paymentType === 'kredit' ? input.credit : null;
  const extras = accessoryTotals(input.accessories, input.paymentType);
  const purchase = purchaseTotals({
    paymentType: input.paymentType, price: input.price, accessories: extras, carFirstPayment: credit?.tdp, downPayment: credit?.dp, tradeIn: tradeInValue,
  });
  return {
    car: input.car, payment_type: input.paymentType, otr: input.otr, price: input.price, discount: Math.max(0, input.otr - input.price),
    trade_in: input.tradeIn, trade_in_value: tradeInValue,
    accessories: { ids: input.accessories.map((a) => a.id), lines: input.accessories, ...extras, in_totals: true },
    credit, purchase,
    first_payment: purchase.first_payment, first_payment_after_trade_in: purchase.to_pay,
    angsuran: input.paymentType === 'kredit' && input.credit ? input.credit.angsuran : 0,
    booking_fee: input.bookingFee, valid_until: input.validUntil,
  };
}

/**
 * A deal sheet stored before accessories counted (issue 34.1): its figures as they were offered,
 * with the accessory and purchase fields the answer now carries (accessories not in its totals).
 */
export function withPurchase(totals: DealTotals): DealTotals {
  if (totals.purchase && totals.accessories.lines) return totals;
  const before = totals.first_payment;
  return {
    ...totals,
    accessories: { ids: totals.accessories?.ids ?? [], lines: [], total: 0, dp: 0, cash: 0, in_totals: false },
    purchase: {
      car: totals.price, accessories: 0, grand_total: totals.price, first_payment: before, paid_apart: 0,
      financed: totals.credit ? Math.max(totals.price - totals.credit.dp, 0) : 0, trade_in: totals.trade_in_value,
      to_pay: totals.first_payment_after_trade_in, trade_in_surplus: Math.max(totals.trade_in_value - before, 0),
    },
  };
}

/** What the leasing company still checks after the instant pre-qualification, and the documents it asks for. */
export const PREQUALIFICATION = {
  title: 'Pra-kualifikasi, bukan persetujuan kredit',
  intro: 'Angka di lembar ini dihitung dari ketentuan perusahaan pembiayaan yang tersimpan di sistem kami. Persetujuan akhir tetap diputuskan perusahaan pembiayaan setelah memeriksa:',
  checks: [
    'Riwayat kredit di SLIK OJK (BI checking)',
    'Penghasilan dan kemampuan bayar (angsuran umumnya paling banyak sepertiga penghasilan)',
    'Survei tempat tinggal dan tempat kerja atau usaha',
    'Kebenaran data dan dokumen yang diserahkan',
  ],
  documents: [
    'KTP pemohon (dan pasangan bila sudah menikah)',
    'Kartu Keluarga',
    'NPWP',
    'Slip gaji 3 bulan terakhir atau surat keterangan penghasilan',
    'Rekening koran atau buku tabungan 3 bulan terakhir',
    'Wiraswasta: SIUP/NIB dan akta usaha',
  ],
} as const;

/** A trade-in estimate as POST /api/tradein/estimate answers it (with the car's name). */
export type TradeInEstimateAnswer = TradeInEstimate & { name: string };

/** POST /api/deal and GET /api/deal/{id}: the stored deal with its link and the pre-qualification text. */
export interface DealView {
  id: string;
  url: string;
  created_at: string;
  body: DealBody;
  totals: DealTotals;
  prequalification: { title: string; intro: string; checks: string[]; documents: string[] };
}

/** The request of POST /api/deal. */
export interface DealRequest {
  car_type_id: number; color_id: number; payment_type: PaymentType; accessories: number[]; trade_in: DealTradeIn | null;
  partner_id?: number | null; tenor?: number | null; uang_muka?: number | null; scheme?: CreditScheme; insurance?: InsuranceType; region?: CreditRegion;
}
