/**
 * What a buyer picked before the order wizard (a model on Home, a type and colour on the car page),
 * as the /order link carries it: `paths.order.getHref` writes it, the wizard reads it back.
 */
import { PAYMENT_TYPES, TENORS, TRANSMISSIONS, type PaymentType, type Transmission } from '../../domain/constants';
import { CREDIT_REGIONS, CREDIT_SCHEMES, INSURANCE_TYPES, type CreditRegion, type CreditScheme, type InsuranceType } from '../../domain/credit';

/** Ids as the API names them; a type needs its transmission (the wizard lists types per transmission). */
export interface OrderPrefill {
  category: number;
  model: number;
  transmission?: Transmission;
  type?: number;
  colour?: number;
  /** From a deal sheet (issue 34): cash or credit, and for credit the down payment and tenor. */
  payment?: PaymentType;
  dp?: number;
  tenor?: number;
  /** From a deal sheet (issue 34): the leasing partner, scheme, insurance and region of the credit. */
  partner?: number;
  scheme?: CreditScheme;
  insurance?: InsuranceType;
  region?: CreditRegion;
}

/** The query of /order: `?category=&model=` and, when picked, `&transmission=&type=&colour=`; a deal adds `&payment=&dp=&tenor=` and for credit `&partner=&scheme=&insurance=&region=`. */
export function orderQuery(prefill?: Partial<OrderPrefill>): Record<string, number | string | undefined> {
  const withType = prefill?.type && prefill.transmission;
  return {
    category: prefill?.category,
    model: prefill?.model,
    transmission: prefill?.transmission,
    type: withType ? prefill.type : undefined,
    colour: prefill?.colour,
    payment: prefill?.payment,
    dp: prefill?.payment === 'kredit' ? prefill.dp : undefined,
    tenor: prefill?.payment === 'kredit' ? prefill.tenor : undefined,
    partner: prefill?.payment === 'kredit' ? prefill.partner : undefined,
    scheme: prefill?.payment === 'kredit' ? prefill.scheme : undefined,
    insurance: prefill?.payment === 'kredit' ? prefill.insurance : undefined,
    region: prefill?.payment === 'kredit' ? prefill.region : undefined,
  };
}

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The prefill an /order address carries; null without a category and model (the wizard then starts as saved). */
export function readOrderPrefill(search: URLSearchParams): OrderPrefill | null {
  const category = positive(search.get('category'));
  const model = positive(search.get('model'));
  if (!category || !model) return null;
  const transmission = TRANSMISSIONS.find((t) => t === search.get('transmission'));
  const type = transmission ? positive(search.get('type')) : undefined;
  const payment = PAYMENT_TYPES.find((p) => p === search.get('payment'));
  const tenor = positive(search.get('tenor'));
  return {
    category, model, transmission, type, colour: positive(search.get('colour')),
    ...(payment ? { payment } : {}),
    ...(payment === 'kredit' ? {
      dp: positive(search.get('dp')), tenor: TENORS.find((t) => t === tenor), partner: positive(search.get('partner')),
      scheme: CREDIT_SCHEMES.find((x) => x === search.get('scheme')), insurance: INSURANCE_TYPES.find((x) => x === search.get('insurance')),
      region: CREDIT_REGIONS.find((x) => x === search.get('region')),
    } : {}),
  };
}
