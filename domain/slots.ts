/**
 * Appointment slots (issue 32, docs/slots.md): a branch's capacity (opening hours per weekday,
 * closed days, slot length, places per slot), the booking window, and the availability kernel:
 * given the capacity, the resources (bays, test-drive units, inspection places) and the places
 * already taken, which slots of which days are open and how many places are left. Pure: the
 * server and the forms both call it.
 */
import { APPOINTMENT_MIN_DAYS, SERVICE_TYPES } from './constants';
import { addDays, formatDateId, isCalendarDay } from './money';

/** What a slot is for: a service booking, a test drive, a trade-in inspection. */
export const SLOT_KINDS = ['service', 'testdrive', 'inspection'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number]['value'];

/** The record kinds of the staff queues that hold a slot, and the slot kind each takes. */
export const BOOKING_KINDS = ['bookingservice', 'testdrive', 'tradein'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export const SLOT_KIND_OF: Record<BookingKind, SlotKind> = { bookingservice: 'service', testdrive: 'testdrive', tradein: 'inspection' };

/** The latest bookable day, counted from today. */
export const APPOINTMENT_MAX_DAYS = 60;
/** Longest range one availability call answers. */
export const SLOT_RANGE_MAX_DAYS = 62;
/** Free times offered when the asked one is taken. */
export const ALTERNATIVES = 3;

/** Opening of one weekday, 'HH:MM' both; null when closed that weekday. */
export interface DayHours { open: string; close: string }

/** A branch's capacity, as content (admin and content roles edit it). */
export interface BranchCapacity {
  branchId: number;
  /** Minutes per slot (15..240). */
  slotMinutes: number;
  /** Workshop hours by weekday, index 0 = Sunday (Date.getUTCDay); service and inspection slots. */
  hours: ReadonlyArray<DayHours | null>;
  /** Showroom hours by weekday: test-drive slots. */
  testdriveHours: ReadonlyArray<DayHours | null>;
  /** Holidays and other closed days, YYYY-MM-DD. */
  closedDays: readonly string[];
  /** Places per slot by service type (bays). */
  service: Readonly<Record<ServiceType, number>>;
  /** Inspection places per slot for trade-ins. */
  inspection: number;
}

/** One place that can be booked per slot: a bay, a test-drive unit, an inspection place. */
export interface SlotResource { id: string; name: string }

/** The availability answer of one day. */
export interface SlotDay { date: string; open: boolean; slots: Array<{ time: string; left: number }> }
export interface SlotTime { date: string; time: string }
/** The query of GET /api/slots. */
export interface SlotsQuery { kind: SlotKind; branch_id: number; date_from?: string; date_to?: string; service_type?: string; car_model?: number }

export const SLOT_MESSAGES = {
  kind: '*Pilih jenis jadwal (service, testdrive atau inspection)!.',
  branch: '*Pilih Cabang!.',
  serviceType: '*Pilih Jenis Service!.',
  carModel: '*Pilih Model Mobil!.',
  date: '*Tanggal tidak valid (YYYY-MM-DD)!.',
  range: `*Rentang tanggal maksimal ${SLOT_RANGE_MAX_DAYS} hari!.`,
  order: '*Tanggal akhir tidak boleh sebelum tanggal mulai!.',
  /** The earliest day, with the date itself (issue 30 item 7). */
  early: (earliest: string) => `*Min. ${APPOINTMENT_MIN_DAYS} hari dari hari ini (paling cepat ${formatDateId(earliest)})`,
  late: (latest: string) => `*Maks. ${APPOINTMENT_MAX_DAYS} hari dari hari ini (paling lambat ${formatDateId(latest)})`,
  closed: '*Cabang tutup pada tanggal ini, pilih tanggal lain!.',
  noSlot: '*Jam ini tidak tersedia, pilih jam lain!.',
  full: '*Jadwal ini sudah penuh, pilih jadwal lain!.',
  time: '*Pilih jam!.',
} as const;

/** The booking window: from the earliest day the dealer allows to 60 days ahead. */
export function bookingWindow(now: Date = new Date()): { first: string; last: string } {
  return { first: addDays(APPOINTMENT_MIN_DAYS, now), last: addDays(APPOINTMENT_MAX_DAYS, now) };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const isHhmm = (x: unknown): x is string => typeof x === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(x);

/** '08:00-16:30' (or '' for closed) -> hours. */
export function parseHours(text: string): DayHours | null | undefined {
  const t = text.trim();
  if (!t || t === '-') return null;
  const m = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(t);
  if (!m || !isHhmm(m[1]) || !isHhmm(m[2]) || toMinutes(m[2]) <= toMinutes(m[1])) return undefined;
  return { open: m[1], close: m[2] };
}
export const formatHours = (h: DayHours | null) => (h ? `${h.open}-${h.close}` : '');

/** Weekday of a YYYY-MM-DD (0 = Sunday). */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

/** The hours that apply to `kind` slots. */
const hoursOf = (capacity: BranchCapacity, kind: SlotKind) => (kind === 'testdrive' ? capacity.testdriveHours : capacity.hours);

/** The slot start times of a day ([] when closed): from opening, every slot length, the last one ending by closing. */
export function slotTimes(capacity: BranchCapacity, kind: SlotKind, date: string): string[] {
  if (capacity.closedDays.includes(date)) return [];
  const hours = hoursOf(capacity, kind)[weekday(date)];
  if (!hours || capacity.slotMinutes <= 0) return [];
  const times: string[] = [];
  for (let m = toMinutes(hours.open); m + capacity.slotMinutes <= toMinutes(hours.close); m += capacity.slotMinutes) times.push(toHhmm(m));
  return times;
}

/** The resources of a kind at a branch: bays of a service type, the test-drive units of a model, inspection places. */
export function resourcesFor(capacity: BranchCapacity, kind: SlotKind, units: readonly SlotResource[], serviceType?: ServiceType): SlotResource[] {
  if (kind === 'testdrive') return [...units];
  if (kind === 'inspection') return Array.from({ length: capacity.inspection }, (_, i) => ({ id: `inspection:${i + 1}`, name: `Inspeksi ${i + 1}` }));
  const types = serviceType ? SERVICE_TYPES.filter((s) => s.value === serviceType) : SERVICE_TYPES;
  return types.flatMap((s) => Array.from({ length: capacity.service[s.value] }, (_, i) => ({
    id: `${s.value}:${i + 1}`, name: `${s.value === 'body-paint' ? 'Bay Body & Paint' : 'Bay Servis'} ${i + 1}`,
  })));
}

/** Key of a day's slot in the taken counts. */
export const slotKey = (date: string, time: string) => `${date} ${time}`;

/**
 * The availability kernel: per day of [from, to] clipped to the booking window, whether the branch
 * is open and each slot's places left (`places` per slot minus `taken`, never below 0).
 */
export function availability(input: {
  capacity: BranchCapacity; kind: SlotKind; places: number; taken: ReadonlyMap<string, number>;
  from: string; to: string; now?: Date;
}): SlotDay[] {
  const window = bookingWindow(input.now);
  const from = input.from > window.first ? input.from : window.first;
  const to = input.to < window.last ? input.to : window.last;
  if (from > to) return [];
  return daysBetween(from, to).map((date) => {
    const times = input.places > 0 ? slotTimes(input.capacity, input.kind, date) : [];
    return {
      date, open: times.length > 0,
      slots: times.map((time) => ({ time, left: Math.max(0, input.places - (input.taken.get(slotKey(date, time)) ?? 0)) })),
    };
  });
}

/** Why a date and time cannot be booked (field -> Indonesian message), or null when the slot exists. */
export function slotProblem(capacity: BranchCapacity, kind: SlotKind, date: string, time: string, now?: Date): { field: 'date' | 'time'; message: string } | null {
  if (!isCalendarDay(date)) return { field: 'date', message: SLOT_MESSAGES.date };
  const window = bookingWindow(now);
  if (date < window.first) return { field: 'date', message: SLOT_MESSAGES.early(window.first) };
  if (date > window.last) return { field: 'date', message: SLOT_MESSAGES.late(window.last) };
  const times = slotTimes(capacity, kind, date);
  if (!times.length) return { field: 'date', message: SLOT_MESSAGES.closed };
  if (!isHhmm(time) || !times.includes(time)) return { field: 'time', message: SLOT_MESSAGES.noSlot };
  return null;
}

/** The `count` free slots nearest to the asked one (by time apart; the earlier first on a tie). */
export function nearestFree(days: readonly SlotDay[], date: string, time: string, count = ALTERNATIVES): SlotTime[] {
  const at = (d: string, t: string) => Date.parse(`${d}T${t}:00Z`) / 60_000;
  const asked = at(date, isHhmm(time) ? time : '00:00');
  const free = days.flatMap((d) => d.slots.filter((s) => s.left > 0 && !(d.date === date && s.time === time)).map((s) => ({ date: d.date, time: s.time, at: at(d.date, s.time) })));
  free.sort((a, b) => Math.abs(a.at - asked) - Math.abs(b.at - asked) || a.at - b.at);
  return free.slice(0, count).map(({ date: d, time: t }) => ({ date: d, time: t }));
}

/** The queued text of a booking form sent offline: the slot is only confirmed when it arrives. */
export const slotQueuedText = (date: string, time: string) =>
  `Koneksi terputus. Permintaan Anda tersimpan dan akan dikirim otomatis saat online. Jadwal ${date ? formatDateId(date) : ''}${time ? ` pukul ${time}` : ''} dikonfirmasi saat terkirim; bila sudah penuh, permintaan tetap tercatat dan Anda mendapat jadwal terdekat yang masih tersedia.`;

/** What the success dialog adds when the slot was full: the request is kept, with the nearest free times. */
export function slotRequestText(slot: { status: string; date: string; time: string; alternatives: readonly SlotTime[] } | undefined): string {
  if (!slot || slot.status !== 'request') return '';
  const alternatives = slot.alternatives.map((a) => `${formatDateId(a.date)} pukul ${a.time}`).join('; ');
  return `Jadwal ${formatDateId(slot.date)} pukul ${slot.time} sudah penuh: permintaan Anda tetap tercatat dan tim cabang akan menghubungi Anda.${alternatives ? ` Jadwal terdekat yang masih tersedia: ${alternatives}.` : ''}`;
}

/** Half-hour times 08:00 ... 16:00 labelled '08.00 WIB' (the forms' choice when no availability is known). */
export function halfHourTimes(): Array<{ value: string; label: string }> {
  const out: Array<{ value: string; label: string }> = [];
  for (let m = 8 * 60; m <= 16 * 60; m += 30) {
    const time = toHhmm(m);
    out.push({ value: time, label: `${time.replace(':', '.')} WIB` });
  }
  return out;
}

/** Whether a booking may still be moved or cancelled by its member: until the day before. */
export const memberMayChange = (date: string, now: Date = new Date()) => date > addDays(0, now);

/** Demo capacity of a branch (the seed; admins change it as content). */
export function demoCapacity(branchId: number): BranchCapacity {
  const week: DayHours = { open: '08:00', close: '16:30' };
  const year = Number(addDays(0).slice(0, 4));
  return {
    branchId, slotMinutes: 30,
    hours: [{ open: '08:00', close: '12:00' }, week, week, week, week, week, week],
    testdriveHours: [week, week, week, week, week, week, week],
    closedDays: [year, year + 1].flatMap((y) => [`${y}-01-01`, `${y}-12-25`]),
    service: { 'general-service': 3 + (branchId % 2), 'body-paint': 1 },
    inspection: 1,
  };
}
