/**
 * The trade-in estimate a buyer last got on the trade-in form, kept on this device so the deal
 * builder on the car page can add it to a deal (the choice only: the server estimates again).
 */
import type { DealTradeIn, TradeInEstimateAnswer } from '../../../domain/deal';

const KEY = 'merapi.deal.trade-in';

export interface SavedTradeIn { car: DealTradeIn; estimate: TradeInEstimateAnswer }

export function saveTradeIn(saved: SavedTradeIn): void {
  try { localStorage.setItem(KEY, JSON.stringify(saved)); } catch { /* private mode: the deal goes without it */ }
}

/**
 * The saved estimate while it is still valid, else null. `today` is asked only when an estimate is
 * kept: its Jakarta date formatter is a few milliseconds of a phone's main thread to build, and the car
 * page asks on mount, in hydration's commit.
 */
export function savedTradeIn(today: () => string): SavedTradeIn | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SavedTradeIn | null;
    return saved && saved.estimate.valid_until >= today() ? saved : null;
  } catch {
    return null;
  }
}

export function forgetTradeIn(): void {
  try { localStorage.removeItem(KEY); } catch { /* nothing kept */ }
}
