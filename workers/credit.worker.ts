/// <reference lib="webworker" />
/** Credit estimates off the main thread, with the same domain/ check the server answers with. */
import { expose } from 'comlink';
import { checkedInstalment, DEFAULT_FLAT_RATES, downPaymentRange, effectivePrice, type FlatRates } from '../domain/credit';
import type { CreditEstimate, CreditWorkerApi } from './api';

const api: CreditWorkerApi = {
  /** Range for a type's price, and the instalment the server would answer when a down payment and tenor are given. */
  estimate(priceOtr: number, priceDisc: number, uangMuka?: number, tenor?: number, rates: FlatRates = DEFAULT_FLAT_RATES): CreditEstimate {
    const price = effectivePrice(priceOtr, priceDisc);
    const range = downPaymentRange(price);
    const check = uangMuka && tenor ? checkedInstalment(price, uangMuka, tenor, rates) : null;
    return { price, uang_min: range.min, uang_max: range.max, step: range.step, angsuran: check?.ok ? check.angsuran : null };
  },
};

expose(api);
