/**
 * The daily reminder pass (issue 33.4, docs/garage.md): cars whose next service is due within 14
 * days or 1,000 km, whose free labour and warranty lapse unless serviced soon, or whose warranty
 * ends within 30 days get one inbox message per car and due. Each message is written in the same
 * transaction as its `garage_reminders` row (`insert ... on conflict do nothing`): a second run,
 * another instance running at the same moment, or a run after a restart mid-way writes nothing twice.
 * Cars with reminders off and members who withdrew the 'reminders' consent are skipped.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { dueReminders, scheduleOf, type DueReminder, type MaintenancePlan } from '../../../domain/garage/schedule';
import { formatDateId, formatNumberId, isoDay } from '../../../domain/money';
import type { Db } from '../../db/client';
import { carModels, consents, garageCars, garageReminders, garageServices } from '../../db/schema';
import { writeInbox } from '../inbox';
import { escapeHtml } from '../../http/html';
import { factsOf } from './cars';
import { loadPlan } from './plan';

/** Booking Service opened with the car filled in (the form reads `garage_car`). */
export const bookingLink = (carId: number) => `/booking-service?garage_car=${carId}`;

export interface ReminderRunResult { cars_checked: number; messages_written: number }

/** Members whose latest 'reminders' consent row withdrew it. */
async function withdrawnMembers(db: Db, memberIds: number[]): Promise<Set<number>> {
  if (!memberIds.length) return new Set();
  const rows = await db.selectDistinctOn([consents.memberId], { memberId: consents.memberId, granted: consents.granted }).from(consents)
    .where(and(eq(consents.purpose, 'reminders'), inArray(consents.memberId, memberIds)))
    .orderBy(consents.memberId, desc(consents.createdAt), desc(consents.id));
  return new Set(rows.filter((r) => !r.granted && r.memberId !== null).map((r) => r.memberId!));
}

type Car = typeof garageCars.$inferSelect & { modelName: string };

/** The message of one due. */
export function reminderMessage(car: Car, due: DueReminder, plan: MaintenancePlan, facts: ReturnType<typeof factsOf>, today: string): { judul: string; html: string } {
  const s = scheduleOf(plan, facts, today);
  const name = [car.modelName, car.plate].filter(Boolean).join(' ');
  const button = `<p><a href="${bookingLink(car.id)}">Booking Service sekarang</a></p>`;
  const standing = `<p>${s.next.free ? 'Jasa servis ini <strong>gratis</strong>.' : 'Jasa servis ini berbayar.'} ${s.underWarranty ? `Garansi berlaku sampai ${escapeHtml(formatDateId(s.warrantyUntil))}.` : ''}</p>`;
  if (due.kind === 'service') {
    const work = s.next.work.map((w) => `<li>${escapeHtml(w)}</li>`).join('');
    return {
      judul: `Waktunya servis ${name}: ${s.next.label}`,
      html: `<p>${escapeHtml(s.next.label)} untuk <strong>${escapeHtml(name)}</strong> jatuh tempo sekitar <strong>${escapeHtml(formatDateId(s.next.date))}</strong> atau pada <strong>${formatNumberId(s.next.dueKm)} km</strong>, mana yang lebih dulu.</p>`
        + (work ? `<p>Yang dikerjakan:</p><ul>${work}</ul>` : '') + standing + button,
    };
  }
  if (due.kind === 'lapse') {
    return {
      judul: `${name}: servis terlambat, jaga garansi Anda`,
      html: `<p>${escapeHtml(s.next.label)} untuk <strong>${escapeHtml(name)}</strong> sudah lewat jatuh tempo. Lakukan servis paling lambat <strong>${escapeHtml(formatDateId(s.graceUntil))}</strong> agar jasa servis gratis dan garansi tetap berlaku.</p>${button}`,
    };
  }
  return {
    judul: `Garansi ${name} segera berakhir`,
    html: `<p>Garansi <strong>${escapeHtml(name)}</strong> berakhir pada <strong>${escapeHtml(formatDateId(s.warrantyUntil))}</strong>. Periksakan kendaraan Anda sebelum tanggal tersebut.</p>${button}`,
  };
}

/**
 * Writes a message once per car and key: the row and the message commit together, and a row that
 * is already there (written by an earlier run or another instance) means nothing is written.
 */
export async function writeOncePerCar(db: Db, carId: number, key: string, memberId: number, message: { judul: string; html: string }, link: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(garageReminders).values({ carId, dueKey: key }).onConflictDoNothing().returning({ carId: garageReminders.carId });
    if (!inserted.length) return false;
    await writeInbox(tx, memberId, message.judul, message.html, { purpose: 'reminders', link });
    return true;
  });
}

/** One pass over every active car with reminders on. */
export async function runReminders(db: Db, today = isoDay()): Promise<ReminderRunResult> {
  const plan = await loadPlan(db);
  const cars: Car[] = (await db.select({ car: garageCars, modelName: carModels.name }).from(garageCars)
    .innerJoin(carModels, eq(carModels.id, garageCars.carModelId))
    .where(and(eq(garageCars.status, 'active'), eq(garageCars.reminders, true))).orderBy(garageCars.id))
    .map((r) => ({ ...r.car, modelName: r.modelName }));
  const withdrawn = await withdrawnMembers(db, [...new Set(cars.map((c) => c.memberId))]);
  let written = 0;
  let checked = 0;
  for (const car of cars) {
    if (withdrawn.has(car.memberId)) continue;
    checked++;
    const services = await db.select({ date: garageServices.date, km: garageServices.km }).from(garageServices).where(eq(garageServices.carId, car.id));
    const facts = factsOf(car, services);
    for (const due of dueReminders(plan, facts, today)) {
      if (await writeOncePerCar(db, car.id, due.key, car.memberId, reminderMessage(car, due, plan, facts, today), bookingLink(car.id))) written++;
    }
  }
  return { cars_checked: checked, messages_written: written };
}

let lastDailyRun = '';

/** The housekeeping's daily call: once per day per instance (the pass itself never writes twice). */
export async function runDailyReminders(db: Db, now = new Date()): Promise<ReminderRunResult | null> {
  const today = isoDay(now);
  if (lastDailyRun === today) return null;
  const result = await runReminders(db, today);
  // Only a finished pass counts: after an error the next round tries again.
  lastDailyRun = today;
  return result;
}
