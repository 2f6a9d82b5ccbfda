/** The breach register (admin, UU PDP art. 46): what happened, when found, who is affected, when told; the 3 × 24-hour deadline from 'found'. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { breaches } from '../../../db/schema';
import { NotFoundError, ok } from '../../../http/envelope';
import { int, intOrNull, list, obj, str, strOrNull } from '../../../http/response-schemas';
import { writeAudit } from '../../../services/staff/audit';
import { requireStaff, staffOf } from '../auth';
import * as s from '../schemas';
import { breachValues, breachView, breachViews } from './breach-repository';

const when = { type: ['string', 'null'], maxLength: 40, description: 'ISO 8601 date-time' } as const;
const body = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'found_at'],
  properties: {
    title: { type: 'string', maxLength: 300 },
    occurred_at: when,
    found_at: { type: 'string', maxLength: 40, description: 'ISO 8601 date-time' },
    affected: { type: 'string', maxLength: 1000 },
    affected_count: { type: ['integer', 'null'], minimum: 0, maximum: 100_000_000 },
    notified_at: when,
    notes: { type: 'string', maxLength: 5000 },
  },
} as const;
const breachSchema = obj({
  id: int, title: str, occurred_at: strOrNull, found_at: str, deadline_at: str, affected: str, affected_count: intOrNull,
  notified_at: strOrNull, notes: str, state: str, created_by: strOrNull, updated_at: str,
});
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;

/** Which fields an edit changed (names only, for the audit row). */
const changed = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.keys(after).filter((key) => String(before[key] ?? '') !== String(after[key] ?? ''));

export default async function breachRoutes(app: FastifyInstance) {
  const admin = requireStaff(['admin']);
  const common = { tags: s.TAGS, security: s.staffSecurity };

  app.get('/breaches', {
    onRequest: admin,
    schema: { ...common, summary: 'The breach register (admin), not yet notified first; each with its 3 × 24-hour deadline and state', response: { 200: s.ok(list(breachSchema)), '4xx': s.failure } },
  }, async () => ok(await breachViews(app.db)));

  app.post('/breaches', {
    onRequest: admin,
    schema: { ...common, body, summary: 'Records a breach (admin); audited', response: { 200: s.ok(breachSchema), '4xx': s.failure } },
  }, async (request) => {
    const values = breachValues(request.body);
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx.insert(breaches).values({ ...values, createdBy: staffOf(request).id }).returning({ id: breaches.id });
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'breach.create', kind: 'breach', recordId: row.id, detail: { affected_count: values.affectedCount, notified: values.notifiedAt !== null } });
      return row.id;
    });
    return ok(await breachView(app.db, id));
  });

  app.patch('/breaches/:id', {
    onRequest: admin,
    schema: { ...common, params: idParams, body, summary: 'Edits a breach, e.g. sets when the people affected were told (admin); audited', response: { 200: s.ok(breachSchema), '4xx': s.failure } },
  }, async (request) => {
    const { id } = request.params;
    const values = breachValues(request.body);
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(breaches).where(eq(breaches.id, id)).for('update');
      if (!before) throw new NotFoundError('Insiden tidak ditemukan');
      await tx.update(breaches).set({ ...values, updatedAt: new Date() }).where(eq(breaches.id, id));
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'breach.update', kind: 'breach', recordId: id, detail: { fields: changed(before, values) } });
    });
    return ok(await breachView(app.db, id));
  });
}

