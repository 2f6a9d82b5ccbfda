import { describe, expect, it } from 'vitest';
import {
  availability, bookingWindow, demoCapacity, halfHourTimes, slotQueuedText, slotRequestText, memberMayChange, nearestFree, parseHours, resourcesFor, slotKey, slotProblem, slotTimes,
  type BranchCapacity,
} from '../../../domain/slots';

// A fixed clock: Friday 27 November 2026, 10:00 in Jakarta.
const NOW = new Date('2026-11-27T03:00:00Z');
const open = { open: '08:00', close: '10:00' };
const capacity: BranchCapacity = {
  branchId: 1, slotMinutes: 30,
  hours: [null, open, open, open, open, open, { open: '08:00', close: '09:00' }],
  testdriveHours: [open, open, open, open, open, open, open],
  closedDays: ['2026-12-03'],
  service: { 'general-service': 2, 'body-paint': 1 },
  inspection: 1,
};

describe('booking window', () => {
  it('runs from three days ahead to sixty days ahead (Jakarta calendar)', () => {
    expect(bookingWindow(NOW)).toEqual({ first: '2026-11-30', last: '2027-01-26' });
  });
});

describe('slot times', () => {
  it('cuts opening hours into slots that end by closing', () => {
    expect(slotTimes(capacity, 'service', '2026-11-30')).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(slotTimes(capacity, 'service', '2026-12-05')).toEqual(['08:00', '08:30']); // Saturday
  });
  it('has none on a closed weekday or a closed day, while the showroom hours are its own', () => {
    expect(slotTimes(capacity, 'service', '2026-12-06')).toEqual([]); // Sunday
    expect(slotTimes(capacity, 'testdrive', '2026-12-06')).toHaveLength(4);
    expect(slotTimes(capacity, 'testdrive', '2026-12-03')).toEqual([]);
  });
  it('reads hours written as text', () => {
    expect(parseHours('08:00-16:30')).toEqual({ open: '08:00', close: '16:30' });
    expect(parseHours('')).toBeNull();
    expect(parseHours('16:00-08:00')).toBeUndefined();
    expect(parseHours('8-16')).toBeUndefined();
  });
});

describe('resources', () => {
  it('are the bays of one service type, the units given, or the inspection places', () => {
    expect(resourcesFor(capacity, 'service', [], 'general-service').map((r) => r.id)).toEqual(['general-service:1', 'general-service:2']);
    expect(resourcesFor(capacity, 'service', []).map((r) => r.id)).toEqual(['general-service:1', 'general-service:2', 'body-paint:1']);
    expect(resourcesFor(capacity, 'testdrive', [{ id: 'unit:4', name: 'Avanza 1' }])).toEqual([{ id: 'unit:4', name: 'Avanza 1' }]);
    expect(resourcesFor(capacity, 'inspection', [])).toEqual([{ id: 'inspection:1', name: 'Inspeksi 1' }]);
  });
});

describe('availability', () => {
  const taken = new Map([[slotKey('2026-11-30', '08:00'), 2], [slotKey('2026-11-30', '08:30'), 1], [slotKey('2026-11-30', '09:00'), 5]]);
  it('answers places left per slot, clipped to the window', () => {
    const days = availability({ capacity, kind: 'service', places: 2, taken, from: '2026-11-28', to: '2026-12-01', now: NOW });
    expect(days.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01']);
    expect(days[0]).toEqual({ date: '2026-11-30', open: true, slots: [{ time: '08:00', left: 0 }, { time: '08:30', left: 1 }, { time: '09:00', left: 0 }, { time: '09:30', left: 2 }] });
    expect(days[1].slots.every((s) => s.left === 2)).toBe(true);
  });
  it('marks closed days and a branch without places as not open', () => {
    const days = availability({ capacity, kind: 'service', places: 2, taken, from: '2026-12-03', to: '2026-12-06', now: NOW });
    expect(days.map((d) => [d.date, d.open])).toEqual([['2026-12-03', false], ['2026-12-04', true], ['2026-12-05', true], ['2026-12-06', false]]);
    expect(availability({ capacity, kind: 'testdrive', places: 0, taken, from: '2026-12-01', to: '2026-12-01', now: NOW })[0]).toEqual({ date: '2026-12-01', open: false, slots: [] });
  });
  it('is empty when the range is outside the window', () => {
    expect(availability({ capacity, kind: 'service', places: 2, taken, from: '2027-02-01', to: '2027-02-10', now: NOW })).toEqual([]);
  });
});

describe('slot problems', () => {
  it('refuses days outside the window with the earliest and latest date', () => {
    expect(slotProblem(capacity, 'service', '2026-11-29', '08:00', NOW)).toEqual({ field: 'date', message: '*Min. 3 hari dari hari ini (paling cepat 30 November 2026)' });
    expect(slotProblem(capacity, 'service', '2027-01-27', '08:00', NOW)?.message).toBe('*Maks. 60 hari dari hari ini (paling lambat 26 Januari 2027)');
  });
  it('refuses closed days and times that are not slots', () => {
    expect(slotProblem(capacity, 'service', '2026-12-03', '08:00', NOW)?.message).toMatch(/tutup/);
    expect(slotProblem(capacity, 'service', '2026-12-06', '08:00', NOW)?.message).toMatch(/tutup/);
    expect(slotProblem(capacity, 'service', '2026-12-01', '08:15', NOW)).toEqual({ field: 'time', message: '*Jam ini tidak tersedia, pilih jam lain!.' });
    expect(slotProblem(capacity, 'service', '2026-12-01', '09:30', NOW)).toBeNull();
    expect(slotProblem(capacity, 'service', '2026-12-05', '09:30', NOW)?.field).toBe('time');
  });
});

describe('nearest free', () => {
  it('gives the three free slots nearest the asked one, the earlier first on a tie', () => {
    const days = [
      { date: '2026-12-01', open: true, slots: [{ time: '08:00', left: 1 }, { time: '08:30', left: 0 }, { time: '09:00', left: 0 }, { time: '09:30', left: 1 }] },
      { date: '2026-12-02', open: true, slots: [{ time: '08:00', left: 1 }, { time: '08:30', left: 1 }] },
    ];
    expect(nearestFree(days, '2026-12-01', '08:30')).toEqual([
      { date: '2026-12-01', time: '08:00' }, { date: '2026-12-01', time: '09:30' }, { date: '2026-12-02', time: '08:00' },
    ]);
    expect(nearestFree(days.slice(0, 1), '2026-12-01', '09:00', 5)).toHaveLength(2);
  });
});

describe('member changes', () => {
  it('are allowed until the day before', () => {
    expect(memberMayChange('2026-11-28', NOW)).toBe(true);
    expect(memberMayChange('2026-11-27', NOW)).toBe(false);
  });
});

describe('demo capacity', () => {
  it('opens the workshop six and a half days and keeps the showroom open daily', () => {
    const demo = demoCapacity(3);
    expect(demo.hours.filter(Boolean)).toHaveLength(7);
    expect(slotTimes(demo, 'service', '2026-12-01')).toContain('16:00');
    expect(slotTimes(demo, 'service', '2026-12-06')).not.toContain('12:00');
    expect(slotTimes(demo, 'testdrive', '2026-12-25')).toEqual([]);
  });
});

describe('texts', () => {
  it('says a full slot was kept as a request, with the alternatives; nothing for a held one', () => {
    expect(slotRequestText({ status: 'held', date: '2026-12-01', time: '08:00', alternatives: [] })).toBe('');
    expect(slotRequestText({ status: 'request', date: '2026-12-01', time: '08:00', alternatives: [{ date: '2026-12-01', time: '08:30' }] }))
      .toBe('Jadwal 1 Desember 2026 pukul 08:00 sudah penuh: permintaan Anda tetap tercatat dan tim cabang akan menghubungi Anda. Jadwal terdekat yang masih tersedia: 1 Desember 2026 pukul 08:30.');
    expect(slotQueuedText('2026-12-01', '08:00')).toMatch(/Jadwal 1 Desember 2026 pukul 08:00 dikonfirmasi saat terkirim/);
    expect(halfHourTimes()[0]).toEqual({ value: '08:00', label: '08.00 WIB' });
    expect(halfHourTimes()).toHaveLength(17);
  });
});
