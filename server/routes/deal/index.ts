/**
 * The deal (issue 34, LIFECYCLE.md "The deal"): leasing partners, a partner's full credit quote, the
 * instant trade-in estimate, and the shareable deal sheet. Every figure comes from stored terms.
 */
import type { FastifyInstance } from 'fastify';
import { effectivePrice, partnerTenors } from '../../../domain/credit';
import { CreditQuoteDto, DealDto, PREQUALIFICATION, TradeInEstimateDto, withPurchase, type DealBody, type DealTotals } from '../../../domain/deal';
import { validateForm } from '../../../domain/forms/validate';
import { ok, NotFoundError, ValidationError } from '../../http/envelope';
import { answers, list } from '../../http/response-schemas';
import { loadFlatRates, loadPartners, quoteFor } from '../../services/credit';
import { createDeal, estimateFor, findDeal, tradeInValueModels } from '../../services/deal';
import { findType } from '../cars/catalogue-repository';
import { dtoSchema, validated } from '../../http/validated';
import { dealAnswer, estimateAnswer, partnerAnswer, quoteAnswer, TAG, tradeInValuesAnswer } from './schemas';

/** The answer of a stored deal. */
export function dealView(id: string, body: DealBody, totals: DealTotals, createdAt: Date) {
  return { id, url: `/deal/${id}`, created_at: createdAt.toISOString(), body, totals: withPurchase(totals), prequalification: { ...PREQUALIFICATION, checks: [...PREQUALIFICATION.checks], documents: [...PREQUALIFICATION.documents] } };
}

export default async function dealRoutes(app: FastifyInstance): Promise<void> {
  app.get('/leasing', {
    config: { readCache: true },
    schema: { tags: [TAG], summary: 'Leasing partners with their full terms (flat_rates are the effective ones: the dealer rates for a partner without its own)', response: answers(list(partnerAnswer)) },
  }, async () => {
    const [dealer, partners] = await Promise.all([loadFlatRates(app.db), loadPartners(app.db)]);
    return ok(partners.map((p) => {
      const tenors = partnerTenors(p, dealer);
      const rates = Object.keys(p.flat_rates).length ? p.flat_rates : dealer;
      return { ...p, tenors, flat_rates: tenors.map((tenor) => ({ tenor, flat_rate: rates[tenor] })) };
    }));
  });

  app.post('/credit/quote', {
    schema: { tags: [TAG], summary: "One partner's credit quote: TDP, instalment and the breakdown (rupiah integers)", body: dtoSchema(CreditQuoteDto, 'CreditQuoteDto'), response: answers(quoteAnswer) },
  }, async (request) => {
    const b = validated(CreditQuoteDto, request.body);
    const type = await findType(app.db, Number(b.car_type_id));
    if (!type) throw new ValidationError({ car_type_id: ['Tipe Mobil tidak ditemukan'] });
    const price = effectivePrice(type.priceOtr, type.priceDisc);
    return ok(await quoteFor(app.db, b.partner_id ?? null, { price, dp: Number(b.uang_muka), tenor: Number(b.tenor), scheme: b.scheme, insurance: b.insurance, region: b.region }));
  });

  app.get('/tradein/values', {
    config: { readCache: true },
    schema: { tags: [TAG], summary: "Trade-in reference values per model (build year and value in good condition at the norm km): what the device estimates with offline, by the server's kernel", response: answers(list(tradeInValuesAnswer)) },
  }, async () => ok(await tradeInValueModels(app.db)));

  app.post('/tradein/estimate', {
    schema: { tags: [TAG], summary: 'Instant trade-in estimate: a range valid 7 days and how it was made', body: dtoSchema(TradeInEstimateDto, 'TradeInEstimateDto'), response: answers(estimateAnswer) },
  }, async (request) => {
    const b = validated(TradeInEstimateDto, request.body);
    return ok(await estimateFor(app.db, {
      brand_id: Number(b.brand_id), brand_model_id: Number(b.brand_model_id), brand_year: Number(b.brand_year), km: Number(b.km), condition: b.condition, region: b.region,
    }));
  });

  app.post('/deal', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    schema: { tags: [TAG], summary: 'Builds a deal sheet from choices (no personal data) and gives its shareable link', body: dtoSchema(DealDto, 'DealDto'), response: answers(dealAnswer) },
  }, async (request) => {
    const b = validated(DealDto, request.body);
    let tradeIn: DealBody['trade_in'] = null;
    if (b.trade_in) {
      const checked = validateForm(TradeInEstimateDto, b.trade_in);
      if (!checked.valid) throw new ValidationError(Object.fromEntries(Object.entries(checked.errors).map(([k, m]) => [`trade_in.${k}`, m])));
      const t = checked.value;
      tradeIn = { brand_id: Number(t.brand_id), brand_model_id: Number(t.brand_model_id), brand_year: Number(t.brand_year), km: Number(t.km), condition: t.condition };
    }
    const kredit = b.payment_type === 'kredit';
    const body: DealBody = {
      car_type_id: Number(b.car_type_id), color_id: Number(b.color_id), payment_type: b.payment_type, accessories: [...new Set(b.accessories)],
      trade_in: tradeIn, partner_id: kredit ? b.partner_id ?? null : null, tenor: kredit ? Number(b.tenor) : null, uang_muka: kredit ? Number(b.uang_muka) : null,
      scheme: b.scheme, insurance: b.insurance, region: b.region,
    };
    const { id, totals, createdAt } = await createDeal(app.db, body, app.config.bookingFee);
    return ok(dealView(id, body, totals, createdAt));
  });

  app.get('/deal/:id', {
    schema: { tags: [TAG], summary: 'A stored deal sheet (the figures as computed when it was made)', params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] } as const, response: answers(dealAnswer) },
  }, async (request) => {
    const row = await findDeal(app.db, request.params.id);
    if (!row) throw new NotFoundError('Lembar penawaran tidak ditemukan');
    return ok(dealView(row.id, row.body, row.totals, row.createdAt));
  });
}
