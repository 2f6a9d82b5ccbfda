/**
 * The choices of a partner's terms as the car page's comparison and the order wizard offer them
 * (issue 34): scheme, insurance type and region, labelled from domain/credit.ts.
 */
import { CREDIT_REGION_LABELS, INSURANCE_LABELS, type CreditRegion, type CreditScheme, type InsuranceType } from '../../../domain/credit';

/** What each scheme means for the buyer. */
const SCHEME_TEXT: Record<CreditScheme, string> = { ADDM: 'ADDM (angsuran pertama di muka)', ADDB: 'ADDB (angsuran pertama bulan depan)' };
/** The schemes a partner serves (both when unknown) as radio options. */
export const schemeOptions = (schemes: readonly CreditScheme[] = ['ADDM', 'ADDB']) => schemes.map((value) => ({ value, label: SCHEME_TEXT[value] }));
/** All-risk, TLO, mix. */
export const INSURANCE_OPTIONS = (Object.keys(INSURANCE_LABELS) as InsuranceType[]).map((value) => ({ value, label: INSURANCE_LABELS[value] }));
/** Central Java, DIY. */
export const REGION_OPTIONS = (Object.keys(CREDIT_REGION_LABELS) as CreditRegion[]).map((value) => ({ value, label: CREDIT_REGION_LABELS[value] }));
