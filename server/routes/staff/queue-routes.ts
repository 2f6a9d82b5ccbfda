/** GET queue/{kind}: the filtered page with counts per status; GET queue/{kind}/export.csv: the whole filtered list. */
import type { FastifyInstance } from 'fastify';
import { formatDateId, isoDay } from '../../../domain/money';
import { FILTER_MESSAGES, isQueueStatus, type QueueFilter, type QueueQuery } from '../../../domain/staff/queue-filter';
import type { QueueKind } from '../../../domain/staff/roles';
import { ok, ValidationError } from '../../http/envelope';
import { writeAudit } from '../../services/staff/audit';
import { csvFileName, toCsv } from '../../services/staff/csv';
import { requireQueue, requireStaff, staffOf } from './auth';
import { checkRange } from './input';
import { SOURCES } from './kinds';
import { queuePage, queueRows } from './queue-repository';
import * as s from './schemas';

/** The filter of a request: a status the kind does not have and a range that ends before it starts are 422. */
export function filterOf(request: { params: { kind: QueueKind }; query: QueueQuery }): { kind: QueueKind; filter: QueueFilter; page: number } {
  const kind = request.params.kind;
  const { page = 1, ...filter } = request.query;
  if (filter.status && !isQueueStatus(kind, filter.status)) throw new ValidationError({ status: [FILTER_MESSAGES.status] });
  checkRange(filter);
  return { kind, filter, page };
}

/** The filter as the audit keeps it: the search text may be a customer's name or phone, so only its presence. */
const auditFilter = ({ q, ...rest }: QueueFilter) => ({ ...rest, ...(q ? { search: true } : {}) });

const CSV_HEADER = ['Booking ID', 'Diterima', 'Status', 'Nama', 'Telepon', 'Email', 'Cabang', 'Ditangani', 'Ringkasan', 'Menunggu > 24 jam'];
const jakartaTime = (iso: string) => `${formatDateId(iso)} ${new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))}`;

export default async function queueRoutes(app: FastifyInstance) {
  const guard = [requireStaff(), requireQueue];

  app.get('/queue/:kind', {
    onRequest: guard,
    schema: {
      tags: s.TAGS, security: s.staffSecurity, params: s.kindParams, querystring: s.queueQuery,
      summary: 'A queue page (20 a page) with the total and the counts per status of the same filter without its status; 403 for a kind the role does not see',
      response: { 200: s.ok(s.queuePage), '4xx': s.failure },
    },
  }, async (request) => {
    const { kind, filter, page } = filterOf(request);
    return ok(await queuePage(app.db, SOURCES[kind], staffOf(request), filter, page));
  });

  app.get('/queue/:kind/export.csv', {
    onRequest: guard,
    schema: {
      tags: s.TAGS, security: s.staffSecurity, params: s.kindParams, querystring: s.queueQuery,
      summary: 'Everything the filter shows as CSV (no page limit; cells that would start a spreadsheet formula are defused); audited',
      response: { 200: s.csvResponse, '4xx': s.failure },
    },
  }, async (request, reply) => {
    const { kind, filter } = filterOf(request);
    const staff = staffOf(request);
    const rows = await queueRows(app.db, SOURCES[kind], staff, filter);
    await writeAudit(app.db, { staffId: staff.id, action: 'export', kind, detail: { rows: rows.length, filter: auditFilter(filter) } });
    const csv = toCsv(CSV_HEADER, rows.map((r) => [
      r.booking_id, jakartaTime(r.created_at), r.status_label, r.name, r.phone, r.email, r.branch_name, r.assigned_to?.name ?? '', r.summary, r.overdue ? 'Ya' : '',
    ]));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName(`antrian-${kind}`, isoDay())}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
