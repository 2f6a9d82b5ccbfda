/**
 * The trade-in reference values as GET /api/tradein/values answers them (issue 34), and the one
 * estimate of an old car from its model's values: the server answers POST /api/tradein/estimate
 * with it from the table, the trade-in form computes it with the mirrored list when offline, so
 * both give the same range and the same explanation (domain/tradein-estimate.ts).
 */
import type { CreditRegion } from './credit';
import { DEAL_MESSAGES, type DealTradeIn, type TradeInEstimateAnswer } from './deal';
import { estimateTradeIn, type ReferenceValue } from './tradein-estimate';

/** One model of the trade-in list with its reference values (build year and value in good condition at the norm km). */
export interface TradeInValueModel {
  brand_id: number;
  brand_model_id: number;
  /** 'Toyota Avanza': brand and model, as the estimate's basis names the car. */
  name: string;
  values: ReferenceValue[];
}

/** The estimate, or the field that refuses it with its message (422 on the server, a message on the form). */
export type EstimateOutcome =
  | { ok: true; estimate: TradeInEstimateAnswer }
  | { ok: false; field: 'brand_model_id' | 'brand_year'; message: string };

/**
 * The estimate of `car` from its model's reference values on `today` (YYYY-MM-DD, Asia/Jakarta).
 * `model` is the list's entry for the car's model (undefined: unknown); a model of another brand is unknown too.
 */
export function estimateOfModel(model: TradeInValueModel | undefined, car: DealTradeIn & { region: CreditRegion }, today: string): EstimateOutcome {
  if (!model || model.brand_id !== car.brand_id || model.brand_model_id !== car.brand_model_id) {
    return { ok: false, field: 'brand_model_id', message: DEAL_MESSAGES.unknownBrand };
  }
  const estimate = estimateTradeIn(model.values, { name: model.name, year: car.brand_year, km: car.km, condition: car.condition, region: car.region, today });
  if (!estimate) return { ok: false, field: 'brand_year', message: DEAL_MESSAGES.noReference };
  return { ok: true, estimate: { ...estimate, name: model.name } };
}
