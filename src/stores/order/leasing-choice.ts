/**
 * The order wizard's leasing partner (issue 34): the partners' terms from the mirrored GET
 * /api/leasing (offline too), the buyer's choice of partner, scheme, insurance and region (the
 * dealer's default partner until another is picked), and each partner's quote for the car, down
 * payment and tenor by the one credit kernel (domain/order-credit.ts `rowQuote`), the figures the
 * server computes again when the order arrives.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CreditRegion, CreditScheme, InsuranceType, LeasingPartnerRow, QuoteResult } from '../../../domain/credit';
import { chosenPartner, defaultScheme, rowQuote, type CreditChoice } from '../../../domain/order-credit';

/** What the wizard keeps of the choice across a reload. */
export interface LeasingSnapshot { partnerId: number | null; scheme: CreditScheme | null; insurance: InsuranceType; region: CreditRegion }

/** The figures a quote is computed from; null while no type or down payment is set. */
export interface QuoteBasis { price: number; dp: number; tenor: number }

/** The partner choice of one wizard (part of OrderStore). */
export class LeasingChoiceStore {
  /** The partners' terms; null until read (then the wizard quotes the chosen partner on the device). */
  partners: LeasingPartnerRow[] | null = null;
  /** Null: the dealer's default partner. */
  partnerId: number | null = null;
  /** Null: the partner's default scheme (ADDM when it serves it). */
  scheme: CreditScheme | null = null;
  insurance: InsuranceType = 'all_risk';
  region: CreditRegion = 'jateng';

  /**
   * `basis`: the wizard's price, down payment and tenor (null while there is none to quote);
   * `onChange`: the buyer changed partner or terms (the wizard checks a credit code again).
   */
  constructor(
    private readonly fetchPartners: (force?: boolean) => Promise<LeasingPartnerRow[]>,
    private readonly basis: () => QuoteBasis | null = () => null,
    private readonly onChange: () => void = () => undefined,
  ) {
    makeAutoObservable<LeasingChoiceStore, 'fetchPartners' | 'basis' | 'onChange'>(this, { fetchPartners: false, basis: false, onChange: false });
  }

  /** Reads the partners (the mirror when offline); a failure keeps what was read (the default partner's instalment then comes from creditsimulation). */
  async load(force = false): Promise<void> {
    try {
      const rows = await this.fetchPartners(force);
      runInAction(() => (this.partners = rows.length ? rows : null));
    } catch {
      /* no partners known: the order goes to the default partner */
    }
  }

  /** The partner the order goes to: the chosen one, else the default. */
  get partner(): LeasingPartnerRow | null {
    return this.partners ? chosenPartner(this.partners, this.partnerId) : null;
  }

  /** The scheme quoted: the chosen one, else the partner's default. */
  get effectiveScheme(): CreditScheme {
    return this.scheme ?? (this.partner ? defaultScheme(this.partner) : 'ADDM');
  }

  /** What the order and the voucher check send (empty while no partner is known: the server's default partner). */
  get choice(): CreditChoice {
    const partner = this.partner;
    return partner ? { partner_id: partner.id, scheme: this.effectiveScheme, insurance: this.insurance, region: this.region } : {};
  }

  /** One partner's quote for the wizard's basis with the chosen insurance and region (and scheme, when it serves it); null without a basis. */
  quoteOf(row: LeasingPartnerRow): QuoteResult | null {
    const basis = this.basis();
    if (!basis) return null;
    const scheme = this.scheme && row.schemes.includes(this.scheme) ? this.scheme : defaultScheme(row);
    return rowQuote(row, basis.price, basis.dp, basis.tenor, { scheme, insurance: this.insurance, region: this.region });
  }

  /** The chosen partner's quote for the wizard's basis; null while no partner or basis is known. */
  get current(): QuoteResult | null {
    const partner = this.partner;
    const basis = this.basis();
    return partner && basis ? rowQuote(partner, basis.price, basis.dp, basis.tenor, this.choice) : null;
  }

  /** Picks a partner; its default scheme unless it serves the one chosen. */
  choosePartner(id: number): void {
    this.partnerId = id;
    const partner = this.partner;
    if (this.scheme && partner && !partner.schemes.includes(this.scheme)) this.scheme = null;
    this.onChange();
  }
  /** Scheme, insurance or region of the partner's terms. */
  setTerm(term: { scheme?: CreditScheme; insurance?: InsuranceType; region?: CreditRegion }): void {
    if (term.scheme) this.scheme = term.scheme;
    if (term.insurance) this.insurance = term.insurance;
    if (term.region) this.region = term.region;
    this.onChange();
  }

  /** A deal sheet's choice (src/lib/order-prefill.ts); the parts it leaves out keep their defaults. */
  take(choice: CreditChoice): void {
    this.partnerId = choice.partner_id ?? null;
    this.scheme = choice.scheme ?? null;
    this.insurance = choice.insurance ?? 'all_risk';
    this.region = choice.region ?? 'jateng';
  }

  snapshot(): LeasingSnapshot {
    return { partnerId: this.partnerId, scheme: this.scheme, insurance: this.insurance, region: this.region };
  }

  restore(s: Partial<LeasingSnapshot> | undefined): void {
    this.take({ partner_id: s?.partnerId, scheme: s?.scheme, insurance: s?.insurance, region: s?.region });
  }
}
