/** The answer schema of an order's money block (domain/order-money OrderMoneyView), shared by the member's detail and the staff record. */
import { bool, list, nullable, num, obj, str, strOrNull } from '../../http/response-schemas';

const part = obj({ due: num, paid: num, remaining: num });

export const orderMoneyAnswer = obj({
  total: num, paid: num, remaining: num, booking_fee: num, booking_fee_paid: bool,
  buyer: part, leasing: nullable(part),
  summary: str, next_step: str,
  payments: list(obj({ kind: str, label: str, amount: num, paid_on: str })),
  facts: obj({
    spk_number: strOrNull, spk_date: strOrNull, settlement: strOrNull, leasing_company: strOrNull, leasing_decision: strOrNull,
    leasing_decided_on: strOrNull, delivery_date: strOrNull, delivery_place: strOrNull, stnk_on: strOrNull, bpkb_on: strOrNull,
  }),
  fact_rows: list(obj({ label: str, value: str })),
});
