// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetTradeIn, saveTradeIn, savedTradeIn, type SavedTradeIn } from '../../../../src/lib/deal/deal-trade-in';

const saved = (validUntil: string) => ({
  car: { brand_id: 1, brand_model_id: 2, brand_year: 2018, km: 60_000, condition: 'baik' },
  estimate: { name: 'Avanza 1.3 G', low: 120_000_000, high: 132_000_000, valid_until: validUntil },
}) as unknown as SavedTradeIn;

describe('savedTradeIn', () => {
  beforeEach(() => forgetTradeIn());

  it('does not ask for the day when no estimate is kept (the car page asks on mount)', () => {
    const today = vi.fn(() => '2026-11-28');
    expect(savedTradeIn(today)).toBeNull();
    expect(today).not.toHaveBeenCalled();
  });

  it('gives the kept estimate while it is valid and none after its last day', () => {
    saveTradeIn(saved('2026-12-05'));
    expect(savedTradeIn(() => '2026-12-05')?.estimate.low).toBe(120_000_000);
    expect(savedTradeIn(() => '2026-12-06')).toBeNull();
  });
});
