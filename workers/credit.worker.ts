/// <reference lib="webworker" />
/** Credit estimates off the main thread, with the same domain/ function the server uses. */
import { expose } from 'comlink';
import { DEFAULT_FLAT_RATES, downPaymentRange, effectivePrice, monthlyInstalment, type FlatRates } from '../domain/credit';
import type { CreditEstimate, CreditWorkerApi } from './api';

const api: CreditWorkerApi = {
  /** Range for a type's price, and the instalment when a down payment and tenor are given. */
  estimate(priceOtr: number, priceDisc: number, uangMuka?: number, tenor?: number, rates: FlatRates = DEFAULT_FLAT_RATES): CreditEstimate {
    const price = effectivePrice(priceOtr, priceDisc);
    const range = downPaymentRange(price);
    const angsuran = uangMuka && tenor && rates[tenor] !== undefined ? monthlyInstalment(price, uangMuka, tenor, rates) : null;
    return { price, uang_min: range.min, uang_max: range.max, step: range.step, angsuran };
  },
};

expose(api);
