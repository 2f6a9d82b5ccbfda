/** The audit log for admins: who did what to which record and when, who viewed which KTP or proof; filterable, exportable. */
import type { FastifyInstance } from 'fastify';
import type { AuditPage } from '../../../domain/api';
import { AUDIT_PAGE_SIZE } from '../../../domain/staff/audit';
import { isoDay } from '../../../domain/money';
import { ok } from '../../http/envelope';
import { writeAudit } from '../../services/staff/audit';
import { csvFileName, toCsv } from '../../services/staff/csv';
import { requireStaff, staffOf } from './auth';
import { auditEntries, auditTotal, type AuditFilter } from './audit-repository';
import { checkRange } from './input';
import * as s from './schemas';

function filterOf(query: AuditFilter & { page?: number }): { filter: AuditFilter; page: number } {
  const { page = 1, ...filter } = query;
  checkRange(filter);
  return { filter, page };
}

export default async function auditRoutes(app: FastifyInstance) {
  const admin = requireStaff(['admin']);

  app.get('/audit', {
    onRequest: admin,
    schema: {
      tags: s.TAGS, security: s.staffSecurity, querystring: s.auditQuery,
      summary: 'The audit log, newest first, 50 a page (admin); filters: staff_id, action, kind, record_id, from, to',
      response: { 200: s.ok({ type: 'object', properties: { items: { type: 'array', items: s.auditEntry }, meta: { type: 'object', properties: { total: { type: 'integer' }, page: { type: 'integer' }, per_page: { type: 'integer' } } } } }), '4xx': s.failure },
    },
  }, async (request) => {
    const { filter, page } = filterOf(request.query);
    const data: AuditPage = {
      items: await auditEntries(app.db, filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
      meta: { total: await auditTotal(app.db, filter), page, per_page: AUDIT_PAGE_SIZE },
    };
    return ok(data);
  });

  app.get('/audit/export.csv', {
    onRequest: admin,
    schema: { tags: s.TAGS, security: s.staffSecurity, querystring: s.auditQuery, summary: 'The filtered audit log as CSV (admin)', response: { 200: s.csvResponse, '4xx': s.failure } },
  }, async (request, reply) => {
    const { filter } = filterOf(request.query);
    const entries = await auditEntries(app.db, filter, null);
    await writeAudit(app.db, { staffId: staffOf(request).id, action: 'export', kind: 'audit', detail: { rows: entries.length, filter: { ...filter } } });
    const csv = toCsv(
      ['Waktu', 'Staf', 'Tindakan', 'Jenis', 'Data', 'Rincian'],
      entries.map((e) => [e.at, e.staff?.name ?? '', e.action_label, e.kind, e.record_id, JSON.stringify(e.detail)]),
    );
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${csvFileName('audit', isoDay())}"`).header('cache-control', 'no-store').send(csv);
  });
}
