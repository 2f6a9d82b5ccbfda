import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { validateForm } from '../../../domain/forms/validate';
import { campaignMatches, CampaignDto, GarageCarDto, GARAGE_MESSAGES, isChassis, normalisePlate, ServiceRecordDto } from '../../../domain/garage/forms';
import {
  daysBetween, DEFAULT_PLAN, dueReminders, plusDays, plusMonths, scheduleOf, stepOf, stepForKm, stepsPassed, type CarFacts,
} from '../../../domain/garage/schedule';

const plan = DEFAULT_PLAN;
const car = (over: Partial<CarFacts> = {}): CarFacts => ({ deliveryDate: '2026-01-10', km: 0, kmDate: '2026-01-10', services: [], ...over });

describe('calendar arithmetic', () => {
  it('adds months clamping to the month end', () => {
    expect(plusMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(plusMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(plusMonths('2026-08-15', 6)).toBe('2027-02-15');
    expect(plusDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
  });
});

describe('the plan', () => {
  it('has the first check at 1,000 km or 1 month, then every 10,000 km or 6 months, free up to the 7th', () => {
    expect(stepOf(plan, 1)).toMatchObject({ km: 1000, months: 1, free: true });
    expect(stepOf(plan, 2)).toMatchObject({ km: 10_000, months: 6, free: true });
    expect(stepOf(plan, 7)).toMatchObject({ km: 60_000, months: 36, free: true });
    expect(stepOf(plan, 8)).toMatchObject({ km: 70_000, months: 42, free: false });
    // Past the seeded steps the interval repeats.
    expect(stepOf(plan, 14)).toMatchObject({ km: 130_000, months: 78, free: false });
  });
  it("takes the marks an owner's car has passed as done when no service is reported, and counts from the km report", () => {
    expect(stepsPassed(plan, 500)).toBe(0);
    expect(stepsPassed(plan, 12_500)).toBe(2);
    const s = scheduleOf(plan, { deliveryDate: null, km: 12_500, kmDate: '2026-03-01', services: [], priorServices: 2 }, '2026-03-01');
    expect(s.next).toMatchObject({ n: 3, dueKm: 20_000, dueDate: '2026-09-01' });
  });
  it('places a reported last service on its step by km', () => {
    expect(stepForKm(plan, 900)).toBe(1);
    expect(stepForKm(plan, 19_500)).toBe(3);
  });
});

describe('scheduleOf', () => {
  it('a new car is due for the first check a month after delivery or at 1,000 km', () => {
    const s = scheduleOf(plan, car(), '2026-01-12');
    expect(s.next).toMatchObject({ n: 1, dueDate: '2026-02-10', dueKm: 1000, date: '2026-02-10', free: true });
    expect(s.underWarranty).toBe(true);
    expect(s.warrantyUntil).toBe('2029-01-10');
  });
  it('the km mark comes first for a car that drives a lot', () => {
    // 500 km in 5 days: 1,000 km on day 10.
    const s = scheduleOf(plan, car({ km: 500, kmDate: '2026-01-15' }), '2026-01-15');
    expect(s.next.kmDate).toBe('2026-01-20');
    expect(s.next.date).toBe('2026-01-20');
  });
  it('the next service counts from the last one done', () => {
    const s = scheduleOf(plan, car({ km: 1200, kmDate: '2026-02-08', services: [{ date: '2026-02-08', km: 1200 }] }), '2026-02-09');
    // The plan's marks are 1 and 6 months, 1,000 and 10,000 km: five months and 9,000 km after the first check.
    expect(s.next).toMatchObject({ n: 2, dueDate: '2026-07-08', dueKm: 10_200 });
    expect(s.onTime).toBe(true);
  });
  it('a late service loses free labour and warranty', () => {
    const s = scheduleOf(plan, car({ km: 1500, kmDate: '2026-04-20', services: [{ date: '2026-04-20', km: 1500 }] }), '2026-04-21');
    expect(s.onTime).toBe(false);
    expect(s.next.free).toBe(false);
    expect(s.underWarranty).toBe(false);
    expect(s.warrantyEnd).toBe('late');
  });
  it('the warranty ends at 100,000 km or three years', () => {
    expect(scheduleOf(plan, car({ km: 100_000, kmDate: '2026-06-01' }), '2026-06-01').warrantyEnd).not.toBeNull();
    const services = Array.from({ length: 6 }, (_, i) => ({ date: i === 0 ? '2026-02-09' : plusMonths('2026-02-09', 6 * i), km: i === 0 ? 1000 : 10_000 * i }));
    const later = scheduleOf(plan, car({ km: 50_000, kmDate: '2029-01-20', services }), '2029-01-20');
    expect(later.warrantyEnd).toBe('date');
  });
});

describe('dueReminders', () => {
  it('reminds within 14 days or 1,000 km of the due, and once overdue of the lapse', () => {
    expect(dueReminders(plan, car(), '2026-01-20')).toEqual([]);
    expect(dueReminders(plan, car(), '2026-01-28').map((r) => r.key)).toEqual(['service:1']);
    expect(dueReminders(plan, car({ km: 100, kmDate: '2026-01-11' }), '2026-01-12').map((r) => r.key)).toEqual(['service:1']);
    expect(dueReminders(plan, car(), '2026-02-15').map((r) => r.key)).toEqual(['service:1', 'lapse:1']);
    // Past the grace, nothing is left to save: only the due service.
    expect(dueReminders(plan, car(), '2026-03-20').map((r) => r.key)).toEqual(['service:1']);
  });
});

const day = fc.integer({ min: 0, max: 3650 }).map((d) => plusDays('2020-01-01', d));

describe('properties', () => {
  it('the next service date is never after its calendar due date, and its km is past the last service', () => {
    fc.assert(fc.property(day, fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 20_000 })), { maxLength: 8 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 30_000 }),
      (delivery, steps, reportDays, reportKm) => {
        let date = delivery; let km = 0;
        const services = steps.map(([d, k]) => { date = plusDays(date, d); km += k; return { date, km }; });
        const kmDate = plusDays(date, reportDays);
        const s = scheduleOf(plan, { deliveryDate: delivery, km: km + reportKm, kmDate, services }, kmDate);
        expect(s.next.date <= s.next.dueDate).toBe(true);
        expect(s.next.dueKm).toBeGreaterThan(km);
        expect(s.next.n).toBe(services.length + 1);
        // Free labour implies on time, and the plan's free step.
        if (s.next.free) expect(s.onTime && stepOf(plan, s.next.n).free).toBe(true);
        if (s.underWarranty) expect(s.onTime).toBe(true);
      }));
  });
  it('driving more never makes the next service later', () => {
    fc.assert(fc.property(day, fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (delivery, days, a, b) => {
      const kmDate = plusDays(delivery, days);
      const lo = scheduleOf(plan, { deliveryDate: delivery, km: Math.min(a, b), kmDate, services: [] }, kmDate);
      const hi = scheduleOf(plan, { deliveryDate: delivery, km: Math.max(a, b), kmDate, services: [] }, kmDate);
      expect(hi.next.date <= lo.next.date).toBe(true);
    }));
  });
  it('a reminder key stays the same for the same due, whatever day it is computed on', () => {
    fc.assert(fc.property(day, fc.integer({ min: 0, max: 60 }), (delivery, offset) => {
      const today = plusDays(delivery, offset);
      for (const r of dueReminders(plan, { deliveryDate: delivery, km: 0, kmDate: delivery, services: [] }, today)) {
        expect(r.key).toMatch(/^(service|lapse):1$|^warranty-end$/);
      }
    }));
  });
});

describe('plates and chassis numbers', () => {
  it('normalises and accepts Indonesian plates', () => {
    expect(normalisePlate('h1234ab')).toBe('H 1234 AB');
    expect(normalisePlate(' AB 1234 XY ')).toBe('AB 1234 XY');
    expect(normalisePlate('B 1 RI')).toBe('B 1 RI');
  });
  it('takes a 17-character VIN without I, O, Q or the dealer format', () => {
    expect(isChassis('MHKA6GJ6JNJ012345')).toBe(true);
    expect(isChassis('MHKA6GJ6JNJ01234O')).toBe(false);
    expect(isChassis('MHKA6GJ6')).toBe(true);
    expect(isChassis('MHK')).toBe(false);
  });
  const good = { plate: 'H 1234 AB', chassis: 'mhka6gj6jnj012345', car_model_id: 1, car_type_id: 2, year: 2022, km: 12000 };
  it('answers Indonesian messages per field', () => {
    const ok = validateForm(GarageCarDto, good);
    expect(ok.valid).toBe(true);
    expect(ok.value.chassis).toBe('MHKA6GJ6JNJ012345');
    const bad = validateForm(GarageCarDto, { ...good, plate: '1234 H', chassis: 'ABCDEFGHIJKLMNOPQ', km: -1, last_service_date: '2026-01-01' });
    expect(bad.errors).toEqual({ plate: [GARAGE_MESSAGES.plate], chassis: [GARAGE_MESSAGES.chassis], km: [GARAGE_MESSAGES.km], last_service_km: [GARAGE_MESSAGES.lastBoth] });
  });
  it('a service record needs a work line and a total', () => {
    expect(validateForm(ServiceRecordDto, { km: 10_100, work: ['', ' '], total: 'x' }).errors).toMatchObject({ work: [GARAGE_MESSAGES.lines], total: [GARAGE_MESSAGES.total] });
    expect(v.parse(ServiceRecordDto, { km: 10_100, work: ['Ganti oli', ''], total: 450000 })).toMatchObject({ work: ['Ganti oli'], parts: [], recommendation: '' });
  });
});

describe('campaigns', () => {
  const c = { carModelIds: [3], yearFrom: 2020, yearTo: 2022, chassisFrom: null, chassisTo: null };
  it('match by model and year range, or chassis range', () => {
    expect(campaignMatches(c, { carModelId: 3, year: 2021, chassis: '' })).toBe(true);
    expect(campaignMatches(c, { carModelId: 3, year: 2023, chassis: '' })).toBe(false);
    expect(campaignMatches(c, { carModelId: 4, year: 2021, chassis: '' })).toBe(false);
    const byChassis = { ...c, yearFrom: null, yearTo: null, chassisFrom: 'MHKA6GJ6JNJ010000', chassisTo: 'MHKA6GJ6JNJ019999' };
    expect(campaignMatches(byChassis, { carModelId: 3, year: 2010, chassis: 'MHKA6GJ6JNJ012345' })).toBe(true);
    expect(campaignMatches(byChassis, { carModelId: 3, year: 2010, chassis: 'MHKA6GJ6JNJ022345' })).toBe(false);
  });
  it('a campaign needs a range', () => {
    expect(validateForm(CampaignDto, { title: 'Recall', text: 'Ganti airbag', car_model_ids: [1] }).errors.year_from).toEqual([GARAGE_MESSAGES.campaignRange]);
  });
});
