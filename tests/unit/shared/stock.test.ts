/** The stock and accessory rules of domain/ (docs/stock.md): CSV reading by line, the notes, the accessory totals, the countdown. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accessoryIds, accessoryTotals } from '../../../domain/accessories';
import { checkStockCsv, countdownText, DEFAULT_INDEN_WEEKS, readCsv, stockNote, STOCK_MESSAGES, weeksUntil } from '../../../domain/stock';

describe('readCsv', () => {
  it('keeps file line numbers across blank lines and quoted line breaks; `;` from the header', () => {
    const { lines, error } = readCsv('\uFEFFa;b\r\n\r\n"x\ny";2\n3;"q""t"\n');
    expect(error).toBeNull();
    expect(lines).toEqual([{ line: 1, cells: ['a', 'b'] }, { line: 3, cells: ['x\ny', '2'] }, { line: 5, cells: ['3', 'q"t'] }]);
  });
  it('an open quote is reported on the line it opened', () => {
    expect(readCsv('a,b\n1,"2\n3,4').error).toEqual({ line: 2, message: STOCK_MESSAGES.csvQuote });
  });
});

describe('checkStockCsv', () => {
  it('a good row is taken; the chassis number is normalised', () => {
    const { rows, errors } = checkStockCsv('no_rangka,tipe_id,warna_id,cabang_id,status,perkiraan_tiba\nmhf-ab8gs0r0123456,1,2,3,on_the_way,2030-01-02\n');
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, chassis_number: 'MHFAB8GS0R0123456', car_type_id: 1, color_id: 2, branch_id: 3, status: 'on_the_way', expected_date: '2030-01-02' }]);
  });
});

describe('notes and totals', () => {
  it('available somewhere: the branches counted; nowhere: the soonest weeks, at most the usual inden', () => {
    expect(stockNote([{ branch_id: 1, branch_name: 'A', available: 2, eta_weeks: null }, { branch_id: 2, branch_name: 'B', available: 0, eta_weeks: 3 }]).text).toBe('Tersedia di 1 cabang');
    expect(stockNote([{ branch_id: 1, branch_name: 'A', available: 0, eta_weeks: 5 }, { branch_id: 2, branch_name: 'B', available: 0, eta_weeks: 3 }]).text).toBe('Inden ± 3 minggu');
    expect(stockNote([]).text).toBe(`Inden ± ${DEFAULT_INDEN_WEEKS} minggu`);
    expect(weeksUntil('2026-01-15', new Date('2026-01-01T00:00:00+07:00'))).toBe(2);
  });
  it('accessory totals: cash pays everything with the car; credit splits dp and cash; the parts add up', () => {
    fc.assert(fc.property(fc.array(fc.record({ price: fc.nat(50_000_000), billing: fc.constantFrom('dp' as const, 'cash' as const) }), { maxLength: 10 }), (items) => {
      const credit = accessoryTotals(items, 'kredit');
      const cash = accessoryTotals(items, 'cash');
      expect(credit.dp + credit.cash).toBe(credit.total);
      expect(cash).toEqual({ total: credit.total, dp: 0, cash: credit.total });
    }));
    expect(accessoryIds('3,1,3')).toEqual([3, 1]);
    expect(accessoryIds([{ id: 1 }])).toBeNull();
  });
  it('the countdown reads hours and minutes, and nothing once passed', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(countdownText('2026-11-28T09:30:00Z', now)).toBe('Sisa 23 jam 30 menit');
    expect(countdownText('2026-11-27T10:00:30Z', now)).toBe('Sisa 1 menit');
    expect(countdownText('2026-11-27T09:59:00Z', now)).toBeNull();
  });
});
