/** The instant trade-in estimate: a hand-computed case and monotonic in age and km. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimateTradeIn, referenceFor, TRADE_IN_CONDITIONS, type EstimateInput, type ReferenceValue } from '../../../domain/tradein-estimate';

const ROWS: ReferenceValue[] = [
  { year: 2024, value: 230_000_000 }, { year: 2022, value: 200_000_000 }, { year: 2021, value: 199_000_000 }, { year: 2019, value: 160_000_000 },
];
const BASE: EstimateInput = { name: 'Toyota Avanza', year: 2020, km: 120_000, condition: 'sedang', region: 'diy', today: '2026-11-27' };

describe('trade-in estimate, by hand', () => {
  it('reference, km over the norm, condition, region, then the range rounded outwards to Rp 100.000', () => {
    // 2024: 230 jt; 2023 (missing) 97 % = 223.100.000; 2022 min(200 jt, 216.407.000) = 200 jt;
    // 2021 min(199 jt, 194 jt) = 194.000.000; 2020 (missing) = 188.180.000.
    expect(referenceFor(ROWS, 2020)).toBe(188_180_000);
    // Age 6: norm 90.000 km; 30.000 km over -> -4,5 % -> 179.711.900; sedang -7 % -> 167.132.067; DIY -2 % -> 163.789.426.
    const e = estimateTradeIn(ROWS, BASE)!;
    expect(e.mid).toBe(163_789_426);
    expect(e.low).toBe(155_500_000); // 95 % = 155.599.954,7 down to 155.500.000
    expect(e.high).toBe(172_000_000); // 105 % = 171.978.897,3 up to 172.000.000
    expect(e.valid_until).toBe('2026-12-04');
    expect(e.basis.map((b) => b.amount)).toEqual([188_180_000, 179_711_900 - 188_180_000, 167_132_067 - 179_711_900, 163_789_426 - 167_132_067, 163_789_426]);
    expect(e.basis[1].label).toBe('Kilometer 120.000 km, wajar 90.000 km untuk 6 tahun: -4,5%');
  });
  it('has no figure for a model without reference values', () => {
    expect(estimateTradeIn([], BASE)).toBeNull();
    expect(estimateTradeIn(ROWS, { ...BASE, year: 2025 })).toBeNull();
  });
});

const rowsArb = fc.array(fc.record({ year: fc.integer({ min: 2005, max: 2026 }), value: fc.integer({ min: 20_000_000, max: 1_500_000_000 }) }), { minLength: 1, maxLength: 12 });
const inputArb = fc.record({
  year: fc.integer({ min: 2000, max: 2026 }), km: fc.integer({ min: 0, max: 600_000 }),
  condition: fc.constantFrom(...TRADE_IN_CONDITIONS), region: fc.constantFrom('jateng' as const, 'diy' as const),
}).map((r): EstimateInput => ({ ...r, name: 'Uji', today: '2026-06-01' }));

describe('trade-in estimate properties', () => {
  it('an older car is never worth more (same km)', () => {
    fc.assert(fc.property(rowsArb, inputArb, (rows, input) => {
      const newer = estimateTradeIn(rows, input);
      const older = estimateTradeIn(rows, { ...input, year: input.year - 1 });
      // A year newer than every reference has no figure; one year older always has one then.
      if (!newer) return;
      if (!older) throw new Error('an older year lost its figure');
      expect(older.mid).toBeLessThanOrEqual(newer.mid);
      expect(older.low).toBeLessThanOrEqual(newer.low);
      expect(older.high).toBeLessThanOrEqual(newer.high);
    }), { numRuns: 500 });
  });
  it('more km is never worth more', () => {
    fc.assert(fc.property(rowsArb, inputArb, fc.integer({ min: 1, max: 200_000 }), (rows, input, more) => {
      const less = estimateTradeIn(rows, input);
      const moreKm = estimateTradeIn(rows, { ...input, km: input.km + more });
      if (!less || !moreKm) { expect(less).toEqual(moreKm); return; }
      expect(moreKm.low).toBeLessThanOrEqual(less.low);
      expect(moreKm.high).toBeLessThanOrEqual(less.high);
    }), { numRuns: 500 });
  });
  it('low <= mid <= high, all whole rupiah', () => {
    fc.assert(fc.property(rowsArb, inputArb, (rows, input) => {
      const e = estimateTradeIn(rows, input);
      if (!e) return;
      expect(e.low).toBeLessThanOrEqual(e.mid);
      expect(e.mid).toBeLessThanOrEqual(e.high);
      expect(e.low % 100_000).toBe(0);
      expect(e.high % 100_000).toBe(0);
    }));
  });
});
