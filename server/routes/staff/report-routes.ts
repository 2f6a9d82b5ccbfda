/**
 * Reports (LIFECYCLE.md "Notifications", docs/speed-to-lead.md): first-response times, the funnel,
 * bookings per day, no-shows and paid orders for a date range and branch, and each as CSV.
 * Admins see every branch, branch heads their branches, sales and service people their own
 * records; other roles 403, a branch outside the viewer's 403. Counts only: no personal data.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addDays, isoDay } from '../../../domain/money';
import {
  activity, daysOf, funnel, REPORT_DEFAULT_DAYS, REPORT_EXPORTS, REPORT_MAX_DAYS, REPORT_MESSAGES, responseTimes, type ReportRow,
} from '../../../domain/staff/reports';
import { QUEUE_KIND_LABELS, type QueueKind } from '../../../domain/staff/roles';
import { percent, REPORT_ROLES } from '../../../domain/staff/sla';
import { ok, ValidationError } from '../../http/envelope';
import { int, list, num, obj, str } from '../../http/response-schemas';
import { writeAudit } from '../../services/staff/audit';
import { csvFileName, toCsv } from '../../services/staff/csv';
import { reportRows, staffNames, type ReportScope } from '../../services/staff/reports';
import { requireStaff, type StaffContext, staffOf } from './auth';
import { ForbiddenError } from './errors';
import { checkRange, jakartaMidnight } from './input';
import * as s from './schemas';

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Jakarta day)' } as const;
const rangeQuery = {
  type: 'object', additionalProperties: false,
  properties: { from: day, to: day, branch_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
const numOrNull = { type: ['number', 'null'] };

interface ReportQuery { from?: string; to?: string; branch_id?: number }
interface Range { from: string; to: string; start: Date; end: Date }

/** The range asked for (default: the last 30 days); 422 for bad days, a reversed range or one longer than a year. */
function rangeOf(q: ReportQuery): Range {
  checkRange(q);
  const to = q.to ?? isoDay();
  const from = q.from ?? addDays(-(REPORT_DEFAULT_DAYS - 1), jakartaMidnight(to, 0));
  if (from > to) throw new ValidationError({ to: ['*Tanggal akhir tidak boleh sebelum tanggal awal!.'] });
  if (daysOf(from, to).length > REPORT_MAX_DAYS) throw new ValidationError({ from: [REPORT_MESSAGES.range] });
  return { from, to, start: jakartaMidnight(from), end: jakartaMidnight(to, 1) };
}

/** What the viewer may count: admin everything, a head their branches, others their own records (403 for a branch not theirs). */
export function scopeOf(staff: StaffContext, branchId: number | undefined): ReportScope {
  if (staff.role === 'admin') return { branchIds: branchId ? [branchId] : null, ownerId: null };
  if (branchId && !staff.branchIds.includes(branchId)) throw new ForbiddenError(REPORT_MESSAGES.branch);
  return { branchIds: branchId ? [branchId] : staff.branchIds, ownerId: staff.branchHead ? null : staff.id };
}

const responseTimesSchema = obj({
  by_kind: list(obj({ kind: str, count: int, median_minutes: numOrNull, p90_minutes: numOrNull })),
  by_person: list(obj({ staff_id: int, name: str, count: int, median_minutes: numOrNull })),
});
const funnelSchema = obj({ leads: int, appointments: int, came: int, deals: int });
const activitySchema = obj({
  days: list(obj({ date: str, testdrive: int, bookingservice: int, tradein: int })),
  no_show: obj({ done: int, no_show: int, rate: numOrNull }),
  paid_orders: obj({ count: int, total: num, days: list(obj({ date: str, count: int, total: num })) }),
});

export default async function reportRoutes(app: FastifyInstance) {
  const guard = requireStaff(REPORT_ROLES);
  const common = { tags: s.TAGS, security: s.staffSecurity, querystring: rangeQuery };

  /** The range, the scope and the rows of a request. */
  const load = async (request: FastifyRequest & { query: ReportQuery }) => {
    const q = request.query;
    const range = rangeOf(q);
    const scope = scopeOf(staffOf(request), q.branch_id);
    const rows = await reportRows(app.db, scope, range.start, range.end);
    return { q, range, scope, rows };
  };
  const timesOf = async (rows: ReportRow[]) => responseTimes(rows, await staffNames(app.db, [...new Set(rows.flatMap((r) => (r.firstBy === null ? [] : [r.firstBy])))]));

  app.get('/reports/response-times', {
    onRequest: guard,
    schema: { ...common, summary: 'First-response minutes (opening hours for kinds with an opening-hours target) per kind (median, p90) and per person (median) for records received in the range', response: { 200: s.ok(responseTimesSchema), '4xx': s.failure } },
  }, async (request) => ok(await timesOf((await load(request)).rows)));

  app.get('/reports/funnel', {
    onRequest: guard,
    schema: { ...common, summary: 'lead -> appointment -> came -> deal counts for records received in the range', response: { 200: s.ok(funnelSchema), '4xx': s.failure } },
  }, async (request) => ok(funnel((await load(request)).rows)));

  app.get('/reports/activity', {
    onRequest: guard,
    schema: { ...common, summary: 'Bookings per day (test drive, service, trade-in), test-drive no-show rate, paid orders (count, total, per day)', response: { 200: s.ok(activitySchema), '4xx': s.failure } },
  }, async (request) => {
    const { rows, range } = await load(request);
    return ok(activity(rows, range.from, range.to));
  });

  app.get('/reports/export.csv', {
    onRequest: guard,
    schema: {
      ...common,
      querystring: { ...rangeQuery, properties: { ...rangeQuery.properties, report: { type: 'string', enum: [...REPORT_EXPORTS] } }, required: ['report'] } as const,
      summary: 'One report table as CSV (report: response-kind, response-person, funnel, bookings, no-show, paid-orders); audited',
      response: { 200: s.csvResponse, '4xx': s.failure },
    },
  }, async (request, reply) => {
    const report = request.query.report;
    const { rows, range, q } = await load(request);
    let header: string[];
    let body: unknown[][];
    if (report === 'response-kind' || report === 'response-person') {
      const times = await timesOf(rows);
      if (report === 'response-kind') {
        header = ['Jenis', 'Jumlah Direspons', 'Median (menit)', 'P90 (menit)'];
        body = times.by_kind.map((k) => [QUEUE_KIND_LABELS[k.kind as QueueKind], k.count, k.median_minutes ?? '', k.p90_minutes ?? '']);
      } else {
        header = ['Staf', 'Jumlah Respons Pertama', 'Median (menit)'];
        body = times.by_person.map((p) => [p.name, p.count, p.median_minutes ?? '']);
      }
    } else if (report === 'funnel') {
      const f = funnel(rows);
      header = ['Tahap', 'Jumlah', 'Konversi dari tahap sebelumnya (%)'];
      body = [['Lead', f.leads, ''], ['Janji Temu', f.appointments, percent(f.appointments, f.leads) ?? ''], ['Datang', f.came, percent(f.came, f.appointments) ?? ''], ['Deal', f.deals, percent(f.deals, f.came) ?? '']];
    } else {
      const a = activity(rows, range.from, range.to);
      if (report === 'no-show') {
        header = ['Test Drive', 'Jumlah'];
        body = [['Datang', a.no_show.done], ['Tidak datang', a.no_show.no_show], ['Tingkat tidak hadir (%)', a.no_show.rate ?? '']];
      } else if (report === 'bookings') {
        header = ['Tanggal', 'Test Drive', 'Booking Service', 'Trade In'];
        body = a.days.map((d) => [d.date, d.testdrive, d.bookingservice, d.tradein]);
      } else {
        header = ['Tanggal', 'Pesanan Lunas Booking Fee', 'Nilai (Rp)'];
        body = a.paid_orders.days.map((d) => [d.date, d.count, d.total]);
      }
    }
    await writeAudit(app.db, { staffId: staffOf(request).id, action: 'report.export', kind: 'report', detail: { report, from: range.from, to: range.to, branch_id: q.branch_id ?? null } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName(`laporan-${report}`, `${range.from}-${range.to}`)}"`)
      .header('cache-control', 'no-store')
      .send(toCsv(header, body));
  });
}
