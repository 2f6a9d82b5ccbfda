/**
 * Stock per branch (issue 34.4, docs/stock.md): the unit statuses, the staff forms (edit one unit,
 * one CSV row), the CSV reading and the note the car page and the wizard show ('Tersedia di N
 * cabang' / 'Inden ± N minggu'). Page and server share them.
 */
import * as v from 'valibot';
import { isInt, isString, max, maxLength, min, oneOf, required, rule, is } from './forms/rules';
import { field, form, toNumber, trim, validateForm } from './forms/validate';
import { ROW_ID_MAX } from './forms/limits';

export const STOCK_STATUSES = ['available', 'reserved', 'sold', 'on_the_way'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  available: 'Tersedia',
  reserved: 'Dipesan',
  sold: 'Terjual',
  on_the_way: 'Dalam Perjalanan',
};

/** Statuses staff may set by hand or by CSV: 'reserved' belongs to orders (a hold), never typed in. */
export const STAFF_STOCK_STATUSES = ['available', 'sold', 'on_the_way'] as const satisfies readonly StockStatus[];

/** Weeks an order waits when no unit of its type and colour is in stock nor on the way. */
export const DEFAULT_INDEN_WEEKS = 8;

/** Most rows one CSV import takes (the whole group's stock is a few thousand units). */
export const STOCK_CSV_MAX_ROWS = 5000;

/** The columns of the CSV, in order (the export writes the same). */
export const STOCK_CSV_HEADER = ['no_rangka', 'tipe_id', 'warna_id', 'cabang_id', 'status', 'perkiraan_tiba'] as const;

export const STOCK_MESSAGES = {
  chassis: '*Nomor rangka harus 17 huruf/angka (tanpa I, O, Q)!.',
  chassisTaken: 'Nomor rangka sudah terdaftar',
  type: '*Pilih Tipe Mobil!.',
  colour: '*Pilih Warna Mobil!.',
  colourOfType: 'Warna tidak tersedia untuk tipe ini',
  branch: '*Pilih Cabang!.',
  branchScope: 'Cabang di luar wilayah Anda',
  status: '*Status harus salah satu dari: available, sold, on_the_way!.',
  expected: '*Isi perkiraan tiba (YYYY-MM-DD) untuk unit dalam perjalanan!.',
  expectedDay: '*Tanggal tidak valid (YYYY-MM-DD)!.',
  held: 'Unit sedang dipesan oleh pesanan; lepaskan pesanannya dahulu',
  version: 'Data unit sudah diubah orang lain, muat ulang halaman.',
  csvEmpty: 'File CSV kosong',
  csvHeader: `Baris judul harus: ${STOCK_CSV_HEADER.join(',')}`,
  csvTooMany: `Maksimal ${STOCK_CSV_MAX_ROWS} baris per impor`,
  csvColumns: `Jumlah kolom harus ${STOCK_CSV_HEADER.length}`,
  csvDuplicate: (line: number) => `Nomor rangka sama dengan baris ${line}`,
  csvQuote: 'Tanda kutip tidak tertutup',
} as const;
const m = STOCK_MESSAGES;

/** A chassis number (VIN): 17 letters and digits without I, O and Q, upper-cased. */
export const CHASSIS_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const normaliseChassis = (text: string): string => text.trim().toUpperCase().replace(/[\s-]/g, '');

const id = (message: string) => v.optional(field(v.pipe(v.unknown(), toNumber, isInt(message), min(1, message), max(ROW_ID_MAX, message))), '');

/** Adding or editing one unit (staff); `expected_date` is required for 'on_the_way'. */
export const StockUnitDto = form({
  chassis_number: v.optional(field(v.pipe(v.unknown(), trim, required(m.chassis), isString(m.chassis), v.transform((x: string) => normaliseChassis(x)),
    rule((x) => typeof x === 'string' && CHASSIS_PATTERN.test(x), m.chassis))), ''),
  car_type_id: id(m.type),
  color_id: id(m.colour),
  branch_id: id(m.branch),
  status: v.optional(field(v.pipe(v.unknown(), trim, oneOf(STAFF_STOCK_STATUSES, m.status))), ''),
  expected_date: v.nullish(field(v.pipe(v.unknown(), trim, is((x) => x === '' || typeof x === 'string', m.expectedDay), rule((x) => x === '' || (typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x) && !Number.isNaN(Date.parse(`${x}T00:00:00Z`))), m.expectedDay)))),
  version: v.nullish(field(v.pipe(v.unknown(), toNumber, isInt(m.version), min(0, m.version), max(ROW_ID_MAX, m.version)))),
}, {
  expected_date: (value, all) => (all.status === 'on_the_way' && !value ? m.expected : undefined),
});
export type StockUnitDto = v.InferOutput<typeof StockUnitDto>;
/** The body of the back office's unit form as sent (StockUnitDto checks it): a select not chosen yet is ''. */
export interface StockUnitBody { chassis_number: string; car_type_id: number | ''; color_id: number | ''; branch_id: number | ''; status: string; expected_date: string; version?: number }

/** The staff list's filter. */
export const StockFilterDto = form({
  branch_id: v.nullish(field(v.pipe(v.unknown(), toNumber, isInt(m.branch), min(1, m.branch), max(ROW_ID_MAX, m.branch)))),
  status: v.nullish(field(v.pipe(v.unknown(), trim, oneOf(['', ...STOCK_STATUSES], m.status)))),
  q: v.nullish(field(v.pipe(v.unknown(), trim, isString(m.chassis), maxLength(40, m.chassis)))),
});

/* ---------- CSV ---------- */

/** One data row of the file with its line number in the file (the header is line 1). */
export interface CsvLine { line: number; cells: string[] }

/**
 * The records of a CSV text: RFC 4180 quotes, CRLF or LF, a leading BOM dropped, `,` or (Excel
 * with Indonesian settings) `;` as separator, taken from the header line. Empty lines are skipped
 * but counted. A quote left open is reported on the line it opened.
 */
export function readCsv(text: string): { lines: CsvLine[]; error: { line: number; message: string } | null } {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const lines: CsvLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let any = false;
  const endRecord = () => {
    cells.push(cell);
    if (any || cells.length > 1 || cell.trim() !== '') lines.push({ line: startLine, cells });
    cells = [];
    cell = '';
    any = false;
  };
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') { cell += '"'; i += 1; } else if (ch === '"') quoted = false;
      else { if (ch === '\n') line += 1; cell += ch; }
      continue;
    }
    if (ch === '"') { quoted = true; any = true; } else if (ch === sep) { cells.push(cell); cell = ''; any = true; } else if (ch === '\r' && body[i + 1] === '\n') { /* CRLF: the LF ends it */ } else if (ch === '\n') {
      endRecord();
      line += 1;
      startLine = line;
    } else cell += ch;
  }
  if (quoted) return { lines, error: { line: startLine, message: m.csvQuote } };
  if (cell !== '' || cells.length) endRecord();
  return { lines, error: null };
}

/** One checked CSV row (references still to be resolved by the server against its tables). */
export interface StockCsvRow {
  line: number;
  chassis_number: string;
  car_type_id: number;
  color_id: number;
  branch_id: number;
  status: (typeof STAFF_STOCK_STATUSES)[number];
  expected_date: string | null;
}

/** Each data line checked alone (format, duplicates within the file): good rows and the messages per line. */
export function checkStockCsv(text: string): { rows: StockCsvRow[]; errors: Array<{ line: number; messages: string[] }> } {
  const { lines, error } = readCsv(text);
  const errors: Array<{ line: number; messages: string[] }> = [];
  if (error) return { rows: [], errors: [{ line: error.line, messages: [error.message] }] };
  if (!lines.length) return { rows: [], errors: [{ line: 1, messages: [m.csvEmpty] }] };
  const [head, ...data] = lines;
  const header = head.cells.map((c) => c.trim().toLowerCase());
  if (header.join(',') !== STOCK_CSV_HEADER.join(',')) return { rows: [], errors: [{ line: head.line, messages: [m.csvHeader] }] };
  if (!data.length) return { rows: [], errors: [{ line: 2, messages: [m.csvEmpty] }] };
  if (data.length > STOCK_CSV_MAX_ROWS) return { rows: [], errors: [{ line: data[STOCK_CSV_MAX_ROWS].line, messages: [m.csvTooMany] }] };
  const rows: StockCsvRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of data) {
    if (cells.length !== STOCK_CSV_HEADER.length) { errors.push({ line, messages: [m.csvColumns] }); continue; }
    const [chassis, type, colour, branch, status, expected] = cells.map((c) => c.trim());
    const { value, errors: fieldErrors, valid } = validateForm(StockUnitDto, { chassis_number: chassis, car_type_id: type, color_id: colour, branch_id: branch, status, expected_date: expected || null });
    const messages: string[] = [];
    if (!valid) {
      for (const key of ['chassis_number', 'car_type_id', 'color_id', 'branch_id', 'status', 'expected_date']) if (fieldErrors[key]?.length) messages.push(fieldErrors[key][0]);
    } else {
      const earlier = seen.get(value.chassis_number);
      if (earlier) messages.push(m.csvDuplicate(earlier));
      else seen.set(value.chassis_number, line);
      if (!messages.length) {
        rows.push({
          line, chassis_number: value.chassis_number, car_type_id: Number(value.car_type_id), color_id: Number(value.color_id), branch_id: Number(value.branch_id),
          status: value.status as StockCsvRow['status'], expected_date: value.status === 'on_the_way' ? (String(value.expected_date ?? '') || null) : null,
        });
      }
    }
    if (messages.length) errors.push({ line, messages });
  }
  return { rows, errors };
}

/** The 422 field key of a CSV line's messages: `baris_7`. */
export const csvLineKey = (line: number): string => `baris_${line}`;

/* ---------- availability ---------- */

/** GET /api/stock: one row per branch (LIFECYCLE.md "The deal"). */
export interface BranchStock { branch_id: number; branch_name: string; available: number; eta_weeks: number | null }

/** Whole weeks (at least 1) from `now` until `expected` (an ISO day, Asia/Jakarta). */
export function weeksUntil(expected: string, now: Date): number {
  const days = (new Date(`${expected}T00:00:00+07:00`).getTime() - now.getTime()) / 86_400_000;
  return Math.max(1, Math.ceil(days / 7));
}

/** What the car page and the wizard say for a type and colour. */
export type StockNote = { kind: 'available'; branches: number; text: string } | { kind: 'inden'; weeks: number; text: string };

export function stockNote(rows: readonly BranchStock[]): StockNote {
  const branches = rows.filter((r) => r.available > 0).length;
  if (branches > 0) return { kind: 'available', branches, text: `Tersedia di ${branches} cabang` };
  const weeks = Math.min(DEFAULT_INDEN_WEEKS, ...rows.map((r) => r.eta_weeks ?? DEFAULT_INDEN_WEEKS));
  return { kind: 'inden', weeks, text: `Inden ± ${weeks} minggu` };
}

/** The note for one branch (the wizard, once a branch is chosen). */
export function branchStockNote(row: BranchStock | undefined): StockNote {
  if (row && row.available > 0) return { kind: 'available', branches: 1, text: `Tersedia ${row.available} unit di cabang ini` };
  const weeks = row?.eta_weeks ?? DEFAULT_INDEN_WEEKS;
  return { kind: 'inden', weeks, text: `Inden ± ${weeks} minggu di cabang ini` };
}

/* ---------- reservation ---------- */

/** What an order holds: a unit until a time (unpaid), a unit for good (paid), nothing (inden), or a hold that lapsed. */
export type ReservationState = 'held' | 'secured' | 'inden' | 'lapsed' | 'released';

/** An order's reservation as the member and staff see it. */
export interface OrderReservation {
  state: ReservationState;
  /** ISO time an unpaid hold lapses; null otherwise. */
  held_until: string | null;
  /** The unit's chassis number shown masked to the member (last 6 characters). */
  unit: string | null;
  eta_weeks: number | null;
  label: string;
}

export const RESERVATION_LABELS: Record<ReservationState, string> = {
  held: 'Unit ditahan untuk Anda sampai booking fee dibayar',
  secured: 'Unit sudah disiapkan untuk Anda',
  inden: 'Inden: belum ada unit tersedia di cabang ini',
  lapsed: 'Penahanan unit berakhir karena booking fee belum dibayar',
  released: 'Unit dilepas',
};

export const maskChassis = (chassis: string): string => `•••${chassis.slice(-6)}`;

/** 'Sisa 23 jam 14 menit' until `until`, or null once it passed. */
export function countdownText(until: string, now: Date): string | null {
  const ms = new Date(until).getTime() - now.getTime();
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `Sisa ${hours} jam ${minutes % 60} menit` : `Sisa ${Math.max(1, minutes)} menit`;
}

/* ---------- staff screen ---------- */

/** One unit on the staff stock screen. */
export interface StaffStockUnit {
  id: number;
  chassis_number: string;
  car_type_id: number;
  car_name: string;
  color_id: number;
  color_name: string;
  branch_id: number;
  branch_name: string;
  status: StockStatus;
  status_label: string;
  expected_date: string | null;
  /** The order holding it (reserved), with the time an unpaid hold ends. */
  order_booking_id: string | null;
  held_until: string | null;
  version: number;
}

export interface StaffStockPage {
  items: StaffStockUnit[];
  meta: { total: number; page: number; per_page: number; counts: Record<StockStatus, number> };
}

/** The choices of the unit form: types with their colours, and the branches the staff member may use. */
export interface StockOptions {
  types: Array<{ id: number; name: string; colours: Array<{ id: number; name: string }> }>;
  branches: Array<{ id: number; name: string }>;
}

/** POST import: how many rows added and updated. */
export interface StockImportResult { created: number; updated: number }

export const STOCK_PAGE_SIZE = 50;
