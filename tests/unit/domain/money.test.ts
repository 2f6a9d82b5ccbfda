import { describe, expect, it } from 'vitest';
import { addDays, formatDateId, formatDateTimeId, formatNumberId, formatRupiah, isCalendarDay, isoDay } from '../../../domain/money';

describe('formatRupiah', () => {
  it('writes Rp with dot thousands and no decimals', () => {
    expect(formatRupiah(180_900_000)).toBe('Rp 180.900.000');
    expect(formatRupiah(1_647_900_000)).toBe('Rp 1.647.900.000');
  });
  it('rounds away decimals', () => {
    expect(formatRupiah(5_000_000.6)).toBe('Rp 5.000.001');
  });
  it('accepts numeric strings and treats junk as zero', () => {
    expect(formatRupiah('250000')).toBe('Rp 250.000');
    expect(formatRupiah('abc')).toBe('Rp 0');
    expect(formatRupiah(null)).toBe('Rp 0');
  });
});

describe('formatNumberId', () => {
  it('groups like Intl id-ID for every size and sign', () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 42, 999, 1000, 1840, 12_345, 999_999, 1_000_000, 180_900_000, 1_647_900_000, -5, -1234, -180_900_000, 12.5, 2 ** 40]) {
      expect(formatNumberId(n)).toBe(intl.format(Math.round(n)));
    }
  });
  it('treats a non-finite number as zero', () => {
    expect(formatNumberId(Number.NaN)).toBe('0');
    expect(formatNumberId(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('Indonesian dates', () => {
  it('formats a calendar day in Indonesian', () => {
    expect(formatDateId('2026-11-21')).toBe('21 November 2026');
    expect(formatDateId('2026-08-17')).toBe('17 Agustus 2026');
  });
  it('keeps the Jakarta calendar day for late-evening UTC timestamps', () => {
    // 20:00 UTC on the 21st is already the 22nd in Jakarta (UTC+7).
    expect(isoDay(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });
  it('adds days across a month end', () => {
    expect(addDays(3, new Date('2026-11-29T03:00:00Z'))).toBe('2026-12-02');
  });
  it('knows a real calendar day from one Date.parse would roll over', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay(20260101)).toBe(false);
  });
  it('writes every day and time as Intl id-ID writes it in Asia/Jakarta (1970-2100, without Intl at run time)', () => {
    const long = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
    const withTime = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Jakarta' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });
    // A step of 37 h 13 min walks through every hour, minute class, weekday and month end.
    for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2100, 0, 1); t += 37 * 3_600_000 + 13 * 60_000) {
      const d = new Date(t);
      expect(formatDateId(d)).toBe(long.format(d));
      expect(formatDateTimeId(d)).toBe(`${withTime.format(d)} WIB`);
      expect(isoDay(d)).toBe(day.format(d));
    }
    // Around Jakarta's midnight (17:00 UTC).
    expect(formatDateTimeId('2026-01-05T16:59:00Z')).toBe('5 Januari 2026 pukul 23.59 WIB');
    expect(formatDateTimeId('2026-01-05T17:00:00Z')).toBe('6 Januari 2026 pukul 00.00 WIB');
  });
  it('gives an empty string for a missing date', () => {
    expect(formatDateTimeId(null)).toBe('');
    expect(formatDateTimeId('not a date')).toBe('');
    expect(formatDateId(undefined)).toBe('');
    expect(formatDateId('not a date')).toBe('');
  });
});
