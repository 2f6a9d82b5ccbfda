/** Opening-hours arithmetic of the first-response targets and the report statistics (domain/staff/sla). */
import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, businessMinutesBetween, formatDuration, quantile, responseDue } from '../../../domain/staff/sla';

const wib = (iso: string) => new Date(`${iso}+07:00`);

describe('opening hours (08:00-17:00 WIB, Monday to Saturday)', () => {
  it('adds minutes inside a working day', () => {
    expect(addBusinessMinutes(wib('2026-03-02T09:00:00'), 15)).toEqual(wib('2026-03-02T09:15:00'));
  });
  it('starts at opening for a record received before it, and carries over the close to the next working day', () => {
    expect(addBusinessMinutes(wib('2026-03-02T06:30:00'), 15)).toEqual(wib('2026-03-02T08:15:00'));
    expect(addBusinessMinutes(wib('2026-03-02T16:50:00'), 15)).toEqual(wib('2026-03-03T08:05:00'));
  });
  it('skips Sunday: Saturday 16:55 plus 15 minutes is Monday 08:10', () => {
    expect(addBusinessMinutes(wib('2026-03-07T16:55:00'), 15)).toEqual(wib('2026-03-09T08:10:00'));
    expect(addBusinessMinutes(wib('2026-03-08T12:00:00'), 15)).toEqual(wib('2026-03-09T08:15:00'));
  });
  it('counts only opening minutes between two instants', () => {
    expect(businessMinutesBetween(wib('2026-03-02T16:50:00'), wib('2026-03-03T08:45:00'))).toBe(55);
    expect(businessMinutesBetween(wib('2026-03-07T20:00:00'), wib('2026-03-09T07:00:00'))).toBe(0);
    expect(businessMinutesBetween(wib('2026-03-02T10:00:00'), wib('2026-03-02T09:00:00'))).toBe(0);
  });
  it('gives payment confirmations 24 hours around the clock and orders no target', () => {
    expect(responseDue('payment', wib('2026-03-07T20:00:00'))).toEqual(wib('2026-03-08T20:00:00'));
    expect(responseDue('order', wib('2026-03-07T20:00:00'))).toBeNull();
  });
});

describe('statistics', () => {
  it('interpolates quantiles like percentile_cont', () => {
    expect(quantile([55, 10, 30], 0.5)).toBe(30);
    expect(quantile([10, 30, 55], 0.9)).toBeCloseTo(50);
    expect(quantile([10, 30], 0.5)).toBe(20);
    expect(quantile([], 0.5)).toBeNull();
  });
  it('writes durations short', () => {
    expect(formatDuration(12 * 60_000)).toBe('12 mnt');
    expect(formatDuration(65 * 60_000)).toBe('1 j 5 mnt');
    expect(formatDuration(27 * 3_600_000)).toBe('1 hr 3 j');
  });
});
