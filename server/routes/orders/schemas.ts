/** Route-schema pieces of the order endpoints: inputs and answers. */
import { body } from '../../http/schema';
import { int, intOrNull, num, obj, str } from '../../http/response-schemas';
import { intId, transmission } from '../cars/schemas';
import { accessoryTotalsAnswer, loginData, orderAccessoriesAnswer, orderLeasingAnswer, reservationAnswer } from '../member/schemas';

export const TAGS = ['orders'];

/** Member calls: the API key plus the member's token. */
export const memberSecurity = [{ apiKey: [], bearer: [] }];

/** POST order/type. */
export const typesBody = body({ car_model_id: intId, car_transmission: transmission });
/** POST order/warna. */
export const coloursBody = body({ car_model_id: intId });

/* ---------- answers (domain/api/orders.ts) ---------- */

const bank = { bank_name: str, branch: str, account_name: str, account_number: str };
export const orderBankAnswer = obj({ ...bank, bookingfee: num });

export const orderAnswer = obj({
  order_id: str, id: int, tanggal: str, car_category: str, car_model: str, car_transmission: str, car_type: str, car_color: str,
  cabang: str, payment_type: str, biaya_mobil: num, harga_otr: num, kode_voucher: str, potongan: num, grand_total: num, uang_muka: num,
  tenor: intOrNull, angsuran: num, angsuran_promo: num, bookingfee: num, bayar_sebelum: str, full_name: str, member_email: str, phone: str, address: str,
  bank: obj(bank), reservation: reservationAnswer, accessories: orderAccessoriesAnswer, accessories_total: accessoryTotalsAnswer, leasing: orderLeasingAnswer, login: loginData,
}, ['login']);

/** 'Valid': the cash or the kredit numbers; 'Invalid': null. */
export const voucherAnswer = {
  anyOf: [
    obj({ promotion_code: str, sub_total: num, potongan: num, total: num }),
    obj({ promotion_code: str, angsuran: num, angsuran_promo: num }),
    { type: 'null' },
  ],
};

export const paymentAnswer = obj({ id: int, no_order: str, nominal: num, bank_tujuan: str, tanggal: str, status: str, order_status: str });
