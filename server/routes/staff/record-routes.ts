/**
 * One record: read it, move it (409 with the current record when the view was stale), assign it,
 * note on it, message its member. Every write answers the record as it now is.
 */
import { STOCK_READS } from '../cars/stock';
import { SLOTS_READ_PREFIX } from '../../services/slots';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StaffAssignDto, StaffMessageDto, StaffMoveDto, StaffNoteDto } from '../../../domain/staff/dto';
import type { QueueKind } from '../../../domain/staff/roles';
import { OrderPaymentDto, OrderProgressDto } from '../../../domain/staff/order-progress';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { recordPayment, saveProgress } from '../../services/orders/order-money';
import { writeAudit } from '../../services/staff/audit';
import type { Tx } from '../../db/client';
import { writeOnce } from '../../plugins/idempotency';
import { NotFoundError, ok } from '../../http/envelope';
import { markAlertsRead } from '../../services/staff/alerts';
import { dtoSchema, validated } from '../../http/validated';
import { requireQueue, requireStaff, type StaffContext, staffOf } from './auth';
import { STALE_MESSAGE, StaleVersionError } from './errors';
import { SOURCES, type KindSource } from './kinds';
import { addNote, assignRecord, lockedRow, messageMember, moveRecord, takeIfUnassigned } from './move-repository';
import { queueRow } from './queue-repository';
import { assigneesFor, queueRecord } from './record-repository';
import * as s from './schemas';
import { fieldOf } from '../../http/request-parts';

/** A record route's request: its `{kind}/{id}` typed by s.recordParams. */
type RecordRequest = FastifyRequest & { params: { kind: QueueKind; id: number } };

const target = (request: RecordRequest) => {
  const { kind, id } = request.params;
  return { src: SOURCES[kind], id };
};

export default async function recordRoutes(app: FastifyInstance) {
  const guard = [requireStaff(), requireQueue];
  const common = { tags: s.TAGS, security: s.staffSecurity, params: s.recordParams };
  const recordAnswer = { 200: s.ok(s.queueRecord), 409: s.ok(s.queueRecord), '4xx': s.failure };

  /** The record as it now is (404 when it is gone from the staff member's scope). */
  const current = async (request: FastifyRequest, src: KindSource, id: number) => {
    const record = await queueRecord(app.db, src, staffOf(request), id);
    if (!record) throw new NotFoundError();
    return record;
  };

  /**
   * Runs a write and answers the record, in one transaction with its Idempotency-Key (a tablet's
   * outbox replays a move with the same key and gets the first answer); a stale move is 409 with
   * the current record.
   */
  const write = async (request: RecordRequest, reply: FastifyReply, message: string, work: (tx: Tx, src: KindSource, id: number) => Promise<void>) => {
    const { src, id } = target(request);
    try {
      return await writeOnce(request, reply, async (tx, afterCommit) => {
        await work(tx, src, id);
        // A move may take or free a slot (issue 32): availability is emptied on every instance after the commit.
        if (src.kind === 'bookingservice' || src.kind === 'testdrive' || src.kind === 'tradein') afterCommit(() => app.readCache.invalidate(undefined, [SLOTS_READ_PREFIX]));
        const record = await queueRecord(tx, src, staffOf(request), id);
        if (!record) throw new NotFoundError();
        return ok(record, message);
      });
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error;
      return reply.code(409).send({ status: 409, message: STALE_MESSAGE, data: await current(request, src, id) });
    }
  };

  app.get('/queue/:kind/:id', {
    onRequest: guard,
    schema: { ...common, summary: 'The whole record: fields, member and their records, timeline, notes, moves this role may make, private files (finance/admin), related records', response: { 200: s.ok(s.queueRecord), '4xx': s.failure } },
  }, async (request) => {
    const { src, id } = target(request);
    const record = await current(request, src, id);
    await markAlertsRead(app.db, staffOf(request).id, { kind: src.kind, id });
    return ok(record);
  });

  app.post('/queue/:kind/:id/status', {
    onRequest: guard,
    // Paying or cancelling an order firms or frees its stock unit (docs/stock.md).
    config: { invalidatesReads: STOCK_READS },
    schema: {
      ...common, body: dtoSchema(StaffMoveDto, 'StaffMoveDto'), response: recordAnswer,
      summary: 'Move the record {to, version, note?, date?, time?, place?, amount?, reason?}: one transaction with a timeline row, an audit row and the member\'s inbox message. 409 (with the current record) when version is stale, 422 when the workflow does not allow it or a field it needs is missing, 403 when the role may not.',
    },
  }, async (request, reply) => {
    const dto = validated(StaffMoveDto, request.body);
    return write(request, reply, 'Status berhasil diubah', (tx, src, id) => moveRecord(tx, src, staffOf(request), id, dto));
  });

  app.post('/queue/:kind/:id/assign', {
    onRequest: guard,
    schema: { ...common, body: dtoSchema(StaffAssignDto, 'StaffAssignDto'), response: recordAnswer, summary: 'Assign the record to a colleague who may work it ({staff_id}), or release it ({staff_id: null}); audited' },
  }, async (request, reply) => {
    const dto = validated(StaffAssignDto, request.body);
    const staffId = dto.staff_id ?? null;
    return write(request, reply, 'Penugasan tersimpan', (tx, src, id) => assignRecord(tx, src, staffOf(request), id, staffId));
  });

  app.post('/queue/:kind/:id/note', {
    onRequest: guard,
    schema: { ...common, body: dtoSchema(StaffNoteDto, 'StaffNoteDto'), response: recordAnswer, summary: 'An internal note ({text}), never shown to the member; audited' },
  }, async (request, reply) => {
    const dto = validated(StaffNoteDto, request.body);
    return write(request, reply, 'Catatan tersimpan', (tx, src, id) => addNote(tx, src, staffOf(request), id, dto.text));
  });

  app.post('/queue/:kind/:id/message', {
    onRequest: guard,
    schema: { ...common, body: dtoSchema(StaffMessageDto, 'StaffMessageDto'), response: recordAnswer, summary: "A message ({text}) into the member's inbox, escaped; 400 when the sender is not a member; audited" },
  }, async (request, reply) => {
    const dto = validated(StaffMessageDto, request.body);
    return write(request, reply, 'Pesan terkirim ke inbox member', (tx, src, id) => messageMember(tx, src, staffOf(request), id, dto.text));
  });

  /** An order's own writes: 404 for another kind. */
  const onlyOrders = async (request: FastifyRequest) => {
    if (fieldOf(request.params, 'kind') !== 'order') throw new NotFoundError();
  };
  /** The order, locked, in the staff member's scope (404 otherwise); its first actor becomes its handler. */
  const lockedOrder = async (tx: Tx, src: KindSource, staff: StaffContext, id: number) => {
    const row = await lockedRow(tx, src, staff, id);
    await takeIfUnassigned(tx, src, row, staff);
    const [order] = await tx.select().from(orders).where(eq(orders.id, id));
    return order;
  };

  app.post('/queue/:kind/:id/payment', {
    onRequest: [requireStaff(['admin', 'finance']), requireQueue, onlyOrders],
    schema: {
      ...common, body: dtoSchema(OrderPaymentDto, 'OrderPaymentDto'), response: recordAnswer,
      summary: "Finance records a payment the order received ({kind: down_payment|cash|leasing, amount, paid_on, reference?}): checked against what is left of the part it pays (the down payment or the cash total; the leasing's share), after the booking fee only; the member is told. 422 with field errors, 400 before the booking fee or on a cancelled order, 403 for other roles.",
    },
  }, async (request, reply) => {
    const dto = validated(OrderPaymentDto, request.body);
    return write(request, reply, 'Pembayaran tercatat', async (tx, src, id) => {
      await recordPayment(tx, await lockedOrder(tx, src, staffOf(request), id), staffOf(request).id, dto);
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'order.payment', kind: 'order', recordId: id, detail: { kind: dto.kind, amount: Number(dto.amount) } });
    });
  });

  app.post('/queue/:kind/:id/progress', {
    onRequest: [...guard, onlyOrders],
    schema: {
      ...common, body: dtoSchema(OrderProgressDto, 'OrderProgressDto'), response: recordAnswer,
      summary: "The order's facts after the booking fee ({spk_number, spk_date, settlement: cash|leasing, leasing_company, leasing_decision: pending|approved|rejected, leasing_decided_on, delivery_date, delivery_place, stnk_on, bpkb_on}); the whole form, an empty field clears its fact. The moves to SPK, Kendaraan Disiapkan and Diserahkan need them. Audited.",
    },
  }, async (request, reply) => {
    const dto = validated(OrderProgressDto, request.body);
    return write(request, reply, 'Progres pesanan tersimpan', async (tx, src, id) => {
      const facts = await saveProgress(tx, await lockedOrder(tx, src, staffOf(request), id), dto);
      await writeAudit(tx, { staffId: staffOf(request).id, action: 'order.progress', kind: 'order', recordId: id, detail: { filled: Object.keys(facts).filter((k) => facts[k as keyof typeof facts]) } });
    });
  });

  app.get('/queue/:kind/:id/assignees', {
    onRequest: guard,
    schema: {
      ...common, summary: 'Active staff the record may be assigned to (their role sees the queue and, when branch-scoped, covers its branch)',
      response: { 200: s.ok({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, role: { type: 'string' } } } }), '4xx': s.failure },
    },
  }, async (request) => {
    const { src, id } = target(request);
    const row = await queueRow(app.db, src, staffOf(request), id);
    if (!row) throw new NotFoundError();
    return ok(await assigneesFor(app.db, src.kind, row.branch_id));
  });
}
