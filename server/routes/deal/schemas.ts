/** Answer schemas of the deal routes (issue 34): every field listed, as the serialiser keeps only those. */
import { bool, int, list, num, obj, str } from '../../http/response-schemas';

export const TAG = 'Deal';

const line = obj({ label: str, amount: int });
const premium = obj({ year: int, type: str, rate: num, insured: int, amount: int });

export const partnerAnswer = obj({
  id: int, name: str, is_default: bool, min_dp_percent: num, tenors: list(int), schemes: list(str),
  flat_rates: list(obj({ tenor: int, flat_rate: num })),
  insurance_rates: list(obj({ band_max: int, region: str, all_risk: num, tlo: num })),
  mix_all_risk_years: int, insurance_payment: str, admin_fee: int, provisi_percent: num, credit_life_percent: num, credit_life_payment: str,
});

export const quoteAnswer = obj({
  partner_id: int, partner_name: str, otr: int, dp: int, tenor: int, scheme: str, insurance: str, region: str, flat_rate: num,
  principal: int, angsuran: int, tdp: int, instalments_after: int, breakdown: list(line), premiums: list(premium), later_premiums: int, total_paid: int,
});

export const estimateAnswer = obj({ name: str, low: int, high: int, mid: int, valid_until: str, basis: list(line) });

/** GET tradein/values: a model of the trade-in list with its reference values (domain/tradein-values.ts). */
export const tradeInValuesAnswer = obj({ brand_id: int, brand_model_id: int, name: str, values: list(obj({ year: int, value: int })) });

const car = obj({
  category_id: int, car_model_id: int, car_model_name: str, car_seo: str, car_type_id: int, car_type_name: str, transmission: str,
  color_id: int, color_name: str, color_palette: str, image: str,
});

export const totalsAnswer = obj({
  car, payment_type: str, otr: int, price: int, discount: int,
  trade_in: { ...obj({ name: str, low: int, high: int, mid: int, valid_until: str, basis: list(line), km: int, condition: str }), type: ['object', 'null'] },
  trade_in_value: int,
  accessories: obj({ ids: list(int), lines: list(obj({ id: int, name: str, price: int, billing: str })), total: int, dp: int, cash: int, in_totals: bool }),
  credit: { ...quoteAnswer, type: ['object', 'null'] },
  purchase: obj({ car: int, accessories: int, grand_total: int, first_payment: int, paid_apart: int, financed: int, trade_in: int, to_pay: int, trade_in_surplus: int }),
  first_payment: int, first_payment_after_trade_in: int, angsuran: int, booking_fee: int, valid_until: str,
});

export const dealBodyAnswer = obj({
  car_type_id: int, color_id: int, payment_type: str, accessories: list(int),
  trade_in: { ...obj({ brand_id: int, brand_model_id: int, brand_year: int, km: int, condition: str }), type: ['object', 'null'] },
  partner_id: { type: ['integer', 'null'] }, tenor: { type: ['integer', 'null'] }, uang_muka: { type: ['integer', 'null'] },
  scheme: str, insurance: str, region: str,
});

export const dealAnswer = obj({ id: str, url: str, created_at: str, body: dealBodyAnswer, totals: totalsAnswer, prequalification: obj({ title: str, intro: str, checks: list(str), documents: list(str) }) });
