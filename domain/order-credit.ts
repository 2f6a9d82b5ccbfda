/**
 * The leasing partner of a credit order (issue 34): which partner, scheme, insurance and region the
 * buyer chose (on the deal sheet or in the wizard), and the partner's terms as the order was placed:
 * the flat rate, the TDP and its breakdown. The server computes them with the one credit kernel
 * (domain/credit.ts `creditQuote`) from stored terms and keeps them with the order; the wizard
 * computes the same with the mirrored terms; every screen showing the order's instalment names them.
 */
import * as v from 'valibot';
import {
  CREDIT_REGION_LABELS, CREDIT_REGIONS, CREDIT_SCHEMES, creditQuote, INSURANCE_LABELS, INSURANCE_TYPES, termsFromRow,
  type BreakdownLine, type CreditQuote, type CreditRegion, type CreditScheme, type InsuranceType, type LeasingPartnerRow, type LeasingTerms,
  type QuoteResult,
} from './credit';
import { DEAL_MESSAGES } from './deal';
import { field } from './forms/validate';
import { oneOf } from './forms/rules';
import { wholeNumber } from './forms/fields';
import { ROW_ID_MAX } from './forms/limits';

/** What the buyer chose besides the down payment and tenor; every part optional (the spec's order call sends none). */
export type CreditChoice = {
  /** Left out or null: the dealer's default partner. */
  partner_id?: number | null;
  scheme?: CreditScheme | null;
  insurance?: InsuranceType | null;
  region?: CreditRegion | null;
};

/** The deal's messages (one home): the order's choice fields refuse as POST /api/deal does. */
const m = DEAL_MESSAGES;
const optionalPick = <const V>(values: readonly V[], message: string) => v.nullish(field(v.pipe(v.unknown(), oneOf(values, message))));

/** The choice's fields as an order (and the voucher check) takes them: each optional (null too), checked when sent. */
export const creditChoiceFields = {
  partner_id: v.nullish(wholeNumber(m.partner, 1, ROW_ID_MAX)),
  scheme: optionalPick(CREDIT_SCHEMES, m.scheme),
  insurance: optionalPick(INSURANCE_TYPES, m.insurance),
  region: optionalPick(CREDIT_REGIONS, m.region),
};

/** The choice of a validated body (OrderDto, VoucherCheckDto): what was sent, nothing filled in. */
export function creditChoiceOf(body: { partner_id?: unknown; scheme?: unknown; insurance?: unknown; region?: unknown }): CreditChoice {
  return {
    partner_id: body.partner_id ? Number(body.partner_id) : null,
    scheme: (body.scheme as CreditScheme | null | undefined) ?? null,
    insurance: (body.insurance as InsuranceType | null | undefined) ?? null,
    region: (body.region as CreditRegion | null | undefined) ?? null,
  };
}

/** The scheme a partner quotes when none was chosen: ADDM when it serves it (leasing sheets' usual), else its first. */
export const defaultScheme = (terms: Pick<LeasingTerms, 'schemes'>): CreditScheme =>
  terms.schemes.includes('ADDM') ? 'ADDM' : terms.schemes[0] ?? 'ADDB';

/** The choice with its gaps filled for a partner: its default scheme, all-risk cover, Central Java. */
export function filledChoice(terms: LeasingTerms, choice: CreditChoice): { scheme: CreditScheme; insurance: InsuranceType; region: CreditRegion } {
  return { scheme: choice.scheme ?? defaultScheme(terms), insurance: choice.insurance ?? 'all_risk', region: choice.region ?? 'jateng' };
}

/** The partner a choice names among mirrored or stored partners (the default one when it names none); null when unknown. */
export function chosenPartner<T extends Pick<LeasingTerms, 'id' | 'is_default'>>(partners: readonly T[], partnerId: number | null | undefined): T | null {
  if (partnerId) return partners.find((p) => p.id === partnerId) ?? null;
  return partners.find((p) => p.is_default) ?? partners[0] ?? null;
}

/** A mirrored partner's quote for the wizard (the same kernel the server runs; rows carry the effective rates). */
export function rowQuote(row: LeasingPartnerRow, price: number, dp: number, tenor: number, choice: CreditChoice): QuoteResult {
  const terms = termsFromRow(row);
  return creditQuote(terms, {}, { price, dp, tenor, ...filledChoice(terms, choice) });
}

/** The partner's terms kept with a credit order and answered with it. */
export interface OrderLeasing {
  /** Null when the partner was removed later (its name stays). 0: no partner stored, the dealer's own rates. */
  partner_id: number | null;
  partner_name: string;
  scheme: CreditScheme;
  insurance: InsuranceType;
  region: CreditRegion;
  flat_rate: number;
  /** Total first payment by the partner's terms (domain/credit.ts), and its lines. */
  tdp: number;
  breakdown: BreakdownLine[];
}

/** What an order keeps of a quote. */
export function orderLeasingOf(q: CreditQuote): OrderLeasing {
  return {
    partner_id: q.partner_id, partner_name: q.partner_name, scheme: q.scheme, insurance: q.insurance, region: q.region,
    flat_rate: q.flat_rate, tdp: q.tdp, breakdown: q.breakdown,
  };
}

/** 'ADDM · All Risk · Jawa Tengah · bunga flat 3,9%': the terms beside the partner's name. */
export function leasingTermsText(l: Pick<OrderLeasing, 'scheme' | 'insurance' | 'region' | 'flat_rate'>): string {
  return `${l.scheme} · ${INSURANCE_LABELS[l.insurance]} · ${CREDIT_REGION_LABELS[l.region]} · bunga flat ${String(l.flat_rate).replace('.', ',')}%`;
}
