/** Route-schema pieces shared by the member and session routes (OpenAPI, input checks and answers). */
import type { FastifyRequest } from 'fastify';
import { ROW_ID_MAX } from '../../../domain/forms/limits';
import { bool, int, intOrNull, list, nullable, num, obj, str, strOrNull } from '../../http/response-schemas';
import { orderMoneyAnswer } from '../orders/money-schema';

/** Member calls: the API key plus the member's token. */
export const memberSecurity = [{ apiKey: [], bearer: [] }];

/** A body whose fields are all optional (see `emptyBody` for a body that is absent altogether). */
export function optionalBody<const P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', properties, additionalProperties: true } as const;
}

/** preValidation hook: a POST without a body (a Bearer-only call) is validated as `{}`. */
export async function emptyBody(request: FastifyRequest): Promise<void> {
  if (request.method === 'POST' && request.body === undefined) request.body = {};
}

/** A member token in a body: 43 characters in base64url; longer is never a token. */
export const tokenField = { type: 'string', maxLength: 200, description: 'Member token (or Authorization: Bearer)' } as const;

/** The contract's {token, member_email, unique_id}; only the token decides whose data answers. */
export const memberBody = optionalBody({
  token: tokenField,
  member_email: { type: 'string', maxLength: 254, description: 'Ignored: the token decides' },
  unique_id: { type: 'string', maxLength: 64, description: 'Ignored: the token decides' },
});

/** `?id=`: a positive integer (422 otherwise). */
export const idQuery = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: ROW_ID_MAX } },
  required: ['id'],
} as const;

/* ---------- answers (domain/api/members.ts) ---------- */

const profileProps = {
  unique_id: str, full_name: str, member_email: str, phone: str, gender: str, birth: str, province_id: str, province_name: str,
  city_id: str, city_name: str, address: str, no_rangka: str, image: { type: 'string', description: "photo URL, '' when none" },
  agree1: bool, agree2: bool, email_verified: bool,
};
const appointments = { next_bookingservice: strOrNull, past_bookingservice: strOrNull, next_testdrive: strOrNull, past_testdrive: strOrNull };
/** MemberProfile with the appointment dates (memberprofile, updateprofile). */
export const memberProfileAnswer = obj({ ...profileProps, ...appointments });
/** LoginData: the token and the profile. */
export const loginData = obj({ is_login: bool, token: str, ...profileProps }, ['email_verified']);

const viaGuest = { via_guest: { type: 'boolean', description: 'sent without login by someone who typed the e-mail' } };
const row = { id: int, booking_id: str, booking_date: str, status: str, ...viaGuest };
/** The rows of history/{kind}. */
export const historyAnswers: Record<string, unknown> = {
  bookingservice: list(obj({ ...row, branch_name: str, car_model_type: str, jenis_service: str }, ['via_guest'])),
  testdrive: list(obj({ ...row, branch_name: str, car_type: str, testdrive_date: str, testdrive_time: str }, ['via_guest', 'testdrive_date', 'testdrive_time'])),
  tradein: list(obj({ ...row, branch_name: str, mobil_anda: str, mobil_impian: str }, ['via_guest'])),
  bookingorder: list(obj({ ...row, car_model: str, car_category: str, booking_fee: num }, ['via_guest'])),
};

/** An order's hold on a stock unit (domain/stock.ts OrderReservation). */
export const reservationAnswer = obj({ state: str, held_until: strOrNull, unit: strOrNull, eta_weeks: intOrNull, label: str });

/** Accessories kept with an order and their totals (domain/accessories.ts). */
export const orderAccessoriesAnswer = list(obj({ id: int, name: str, price: num, billing: str }));
export const accessoryTotalsAnswer = obj({ total: num, dp: num, cash: num });

/** A credit order's leasing partner and terms (domain/order-credit.ts `OrderLeasing`); null for cash and orders from before. */
export const orderLeasingAnswer = nullable(obj({
  partner_id: intOrNull, partner_name: str, scheme: str, insurance: str, region: str, flat_rate: num, tdp: num,
  breakdown: list(obj({ label: str, amount: num })),
}));

const customer = { name: str, email: str, phone: str, address: str, gender: str, birth: str, province_name: str, city_name: str };
const timeline = list(obj({ at: str, label: str, note: str }));
const detail = (props: Record<string, unknown>) => obj({ ...row, ...customer, ...props, timeline }, ['via_guest', 'timeline', 'stage_label', 'money']);
/** The slot of a booking (issue 32) and the version the reschedule and cancel calls send back. */
const memberSlot = {
  type: ['object', 'null'],
  properties: {
    status: str, date: str, time: str, may_change: { type: 'boolean' },
    alternatives: { type: 'array', items: obj({ date: str, time: str }) },
    query: obj({ kind: str, branch_id: int, service_type: str, car_model: int }, ['service_type', 'car_model']),
  },
};
const slotted = (props: Record<string, unknown>) => {
  const schema = detail({ ...props, version: int, slot: memberSlot });
  return { ...schema, required: schema.required.filter((k) => k !== 'version' && k !== 'slot') };
};
/** The record of detail/{kind}. */
export const detailAnswers: Record<string, unknown> = {
  bookingservice: slotted({
    car_type: str, km_mobil: int, tahun_mobil: int, no_plat: str, tgl_service: str, jam_service: str, jenis_service: str,
    service_ke: intOrNull, branch_name: str,
  }),
  testdrive: slotted({ car_type: str, branch_name: str, testdrive_date: str, testdrive_time: str, keterangan: str }),
  tradein: slotted({ car_type: str, branch_name: str, old_car: str, new_car: str }),
  bookingorder: detail({
    car_model: str, car_color: str, car_type: str, price_otr: num, harga_otr: num, branch_name: str, payment_type: str, uang_muka: num, tenor: intOrNull,
    angsuran: num, kode_voucher: str, discount: num, angsuran_promo: num, subtotal: num, booking_fee: num, stage_label: str,
    reservation: { anyOf: [reservationAnswer, { type: 'null' }] },
    accessories: orderAccessoriesAnswer, accessories_total: accessoryTotalsAnswer, leasing: orderLeasingAnswer,
    money: orderMoneyAnswer,
  }),
};

const inboxItem = { id: int, tanggal: str, judul: str, image: str, is_read: bool };
export const inboxAnswer = list(obj(inboxItem));
export const inboxDetailAnswer = obj({ ...inboxItem, text: { type: 'string', description: 'HTML' } });
export const orderRefsAnswer = list(obj({ order_id: str, id: int, booking_fee: num, status: str }));
