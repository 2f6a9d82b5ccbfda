/**
 * The order wizard's values under the contract's field names, what each step validates, and the
 * body POST order receives. Pure functions: the store calls them, the tests can too.
 */
import type { CarColor, CarType, CashVoucherResult, CreditVoucherResult, MemberProfile } from '../../../domain/api';
import { DEFAULT_TENOR, DEFAULT_TRANSMISSION, type Channel, type PaymentType, type Transmission } from '../../../domain/constants';
import type { DownPaymentRange } from '../../../domain/credit';
import type { CreditChoice } from '../../../domain/order-credit';

/** Everything the user chooses or types, flat, named as POST order names it. */
export interface OrderValues {
  name: string;
  email: string;
  phone: string;
  birth: string;
  gender: string;
  province: string;
  province_name: string;
  city: string;
  city_name: string;
  address: string;
  no_rangka: string;
  /** 'valid', 'not valid' or '' when not checked. */
  no_rangka_status: string;
  cek_list_agree: boolean;
  cek_list_penawaran: boolean;
  kota_cabang: string;
  cabang_id: number | '';
  car_category: number | '';
  car_model: number | '';
  car_transmission: Transmission | '';
  car_type: number | '';
  car_color: number | '';
  payment_type: PaymentType | '';
}

/** Guest-only values, kept out of IndexedDB (see OrderPersistence). */
export interface OrderSecrets { password: string; confirm_password: string }

/** Names of the chosen lookups, for the summaries. */
export interface OrderLabels { kota_cabang: string; cabang_id: string; car_category: string; car_model: string }

/** Green or red. */
export type AlertKind = 'success' | 'danger';
/** A message line under a field (promo code, chassis number). */
export interface Alert { kind: AlertKind; text: string }

/** One payment type's promo: the typed code, the alert under it, the server's numbers when 'Valid'. */
export interface PromoState<R> { code: string; alert: Alert | null; result: R | null }

/** Cash and credit promo state, kept apart. */
export interface Promos { cash: PromoState<CashVoucherResult>; kredit: PromoState<CreditVoucherResult> }

/** A new wizard's values (transmission AT; the down payment and tenor live in the credit simulation). */
export const emptyValues = (): OrderValues => ({
  name: '', email: '', phone: '', birth: '', gender: '', province: '', province_name: '', city: '', city_name: '', address: '',
  no_rangka: '', no_rangka_status: '', cek_list_agree: false, cek_list_penawaran: false,
  kota_cabang: '', cabang_id: '', car_category: '', car_model: '', car_transmission: DEFAULT_TRANSMISSION, car_type: '', car_color: '',
  payment_type: '',
});

/** No lookup names yet. */
export const emptyLabels = (): OrderLabels => ({ kota_cabang: '', cabang_id: '', car_category: '', car_model: '' });

/** No codes, alerts or results. */
export const emptyPromos = (): Promos => ({ cash: { code: '', alert: null, result: null }, kredit: { code: '', alert: null, result: null } });

/** The step-1 fields of a member, from the session's profile (shown disabled). */
export function profileValues(profile: MemberProfile): Pick<OrderValues, 'name' | 'email' | 'phone' | 'birth' | 'gender' | 'province' | 'province_name' | 'city' | 'city_name' | 'address' | 'no_rangka'> {
  return {
    name: profile.full_name ?? '', email: profile.member_email ?? '', phone: profile.phone ?? '', birth: profile.birth ?? '',
    gender: profile.gender ?? '', province: profile.province_id ?? '', province_name: profile.province_name ?? '',
    city: profile.city_id ?? '', city_name: profile.city_name ?? '', address: profile.address ?? '', no_rangka: profile.no_rangka ?? '',
  };
}

/** What the order body is built from. */
export interface OrderBodyInput {
  values: OrderValues;
  secrets: OrderSecrets;
  token: string | null;
  type: CarType | null;
  colour: CarColor | null;
  angsuran: number;
  promos: Promos;
  ktp: string;
  /** The credit simulation's down payment, tenor and range. */
  credit: { uangMuka: number; tenor: number; range: DownPaymentRange | null };
  /** Credit: the leasing partner, scheme, insurance and region (empty: the server's default partner). */
  choice?: CreditChoice;
}

/** The POST order body: OrderDto's fields plus province and city names, the applied promo and the token. */
export function orderBody({ values, secrets, token, type, angsuran, promos, ktp, credit: simulation, choice = {} }: OrderBodyInput): Record<string, unknown> {
  const credit = values.payment_type === 'kredit';
  const promo = credit ? promos.kredit : promos.cash;
  const range = simulation.range ?? { min: 0, max: 0 };
  const body: Record<string, unknown> = {
    ...values,
    cek_list_agree: values.cek_list_agree ? 'accepted' : '',
    cek_list_penawaran: values.cek_list_penawaran ? 'accepted' : '',
    price_otr: type?.price ?? 0,
    promotion_code: promo.result?.promotion_code ?? '',
    price_otr_promo: !credit && promos.cash.result ? promos.cash.result.total : 0,
    uang_muka: credit ? simulation.uangMuka : 0,
    uang_min: credit ? range.min : 0,
    uang_max: credit ? range.max : 0,
    tenor: credit ? simulation.tenor : DEFAULT_TENOR,
    angsuran: credit ? angsuran : 0,
    angsuran_promo: credit && promos.kredit.result ? promos.kredit.result.angsuran_promo : 0,
    ktp: credit ? ktp : '',
    channel: 'booking-order' satisfies Channel,
    ...(credit ? choice : {}),
  };
  if (token) body.token = token;
  else Object.assign(body, secrets);
  return body;
}
