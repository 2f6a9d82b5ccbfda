/**
 * A member moves or cancels their own booking (issue 32, LIFECYCLE.md "Slots"): until the day
 * before, while it is open. One transaction: the record locked, its version checked (409 with the
 * current record when stale), the old place freed and a free one taken (422 when the new slot is
 * not free), a timeline row and an inbox message; availability is emptied on every instance after.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { BOOKING_KINDS, memberMayChange, type BookingKind } from '../../../domain/slots';
import { formatDateId } from '../../../domain/money';
import type { Db } from '../../db/client';
import { recordTimeline } from '../../db/schema';
import { NotFoundError, ok, ValidationError } from '../../http/envelope';
import { requireMember } from '../../plugins/auth';
import { writeOnce } from '../../plugins/idempotency';
import { writeInbox } from '../../services/inbox';
import { BOOKING_TABLES, bookingQuery, lockedBooking, setAppointment, type BookingRow } from '../../services/slot-bookings';
import { cancelSlot, moveSlot, slotOf, SLOTS_READ_PREFIX } from '../../services/slots';
import { viewerOf, type Viewer } from '../../services/visibility';
import { detailPath } from '../forms/slot-note';
import { serviceDetail, testDriveDetail, tradeInDetail } from './detail-repository';
import { memberSecurity } from './schemas';
import { answers } from '../../http/response-schemas';

export const MEMBER_SLOT_MESSAGES = {
  version: '*Versi data tidak valid!.',
  date: '*Pilih tanggal!.',
  time: '*Pilih jam!.',
  reason: '*Masukkan alasan pembatalan!.',
  reasonLong: '*Alasan maksimal 500 karakter!.',
  closed: '*Booking ini sudah tidak dapat diubah.',
  tooLate: '*Perubahan jadwal atau pembatalan paling lambat sehari sebelum jadwal.',
  stale: 'Booking ini sudah berubah; muat ulang lalu coba lagi.',
} as const;
const m = MEMBER_SLOT_MESSAGES;

/** Open statuses a member may still change. */
const OPEN = ['new', 'confirmed', 'inspection'];
const LABELS: Record<BookingKind, string> = { bookingservice: 'Booking Service', testdrive: 'Test Drive', tradein: 'Inspeksi Trade In' };

const DETAIL = { bookingservice: serviceDetail, testdrive: testDriveDetail, tradein: tradeInDetail };

class StaleBooking extends Error {}

const params = { type: 'object', properties: { kind: { type: 'string', enum: [...BOOKING_KINDS] }, id: { type: 'string', pattern: '^[0-9]{1,9}$' } }, required: ['kind', 'id'] } as const;
const rescheduleBody = { type: 'object', properties: { date: { type: 'string', format: 'date' }, time: { type: 'string' }, version: { type: 'integer' } } } as const;
const cancelBody = { type: 'object', properties: { reason: { type: 'string' }, version: { type: 'integer' } } } as const;

/** The record if it is the member's and visible to this session, locked; 404 otherwise. */
async function ownBooking(tx: Db, kind: BookingKind, id: number, viewer: Viewer): Promise<BookingRow> {
  const row = await lockedBooking(tx, kind, id);
  const visible = row && row.memberId === viewer.memberId && (viewer.verified || !row.viaGuest || row.sessionId === viewer.sessionId);
  if (!row || !visible) throw new NotFoundError();
  return row;
}

function versionOf(body: { version?: unknown }): number {
  const v = Number(body.version);
  if (body.version === undefined || body.version === null || body.version === '' || !Number.isInteger(v) || v < 0) throw new ValidationError({ version: [m.version] });
  return v;
}

export default async function memberBookingRoutes(app: FastifyInstance) {
  const tags = ['member'];

  /** Runs a change once (Idempotency-Key); a stale version answers 409 with the current record. */
  const change = async (request: FastifyRequest & { params: { kind: BookingKind; id: string }; body: { version?: number } }, reply: FastifyReply, message: string, work: (tx: Db, kind: BookingKind, row: BookingRow) => Promise<void>) => {
    const { kind, id: rawId } = request.params;
    const id = Number(rawId);
    const viewer = viewerOf(request);
    try {
      return await writeOnce(request, reply, async (tx, afterCommit) => {
        const row = await ownBooking(tx, kind, id, viewer);
        if (row.version !== versionOf(request.body)) throw new StaleBooking();
        await work(tx, kind, row);
        await tx.execute(sql`update ${BOOKING_TABLES[kind]} set version = version + 1, updated_at = now() where id = ${id}`);
        afterCommit(() => app.readCache.invalidate(undefined, [SLOTS_READ_PREFIX]));
        return ok(await DETAIL[kind](tx, viewer, id), message);
      });
    } catch (error) {
      if (!(error instanceof StaleBooking)) throw error;
      return reply.code(409).send({ status: 409, message: m.stale, data: await DETAIL[kind](app.db, viewer, id) });
    }
  };

  /** Open, and its current day after today. */
  const mayChange = async (tx: Db, kind: BookingKind, row: BookingRow) => {
    if (!OPEN.includes(row.status)) throw new ValidationError({ status: [m.closed] });
    const slot = await slotOf(tx, { kind, id: row.id });
    if (slot?.status === 'cancelled') throw new ValidationError({ status: [m.closed] });
    if (slot && !memberMayChange(slot.date)) throw new ValidationError({ date: [m.tooLate] });
    return slot;
  };

  /** The options of a member's change to one booking: signed in, the booking's path, and the detail record back. */
  const changeRoute = <B>(body: B, summary: string) => ({
    preHandler: requireMember,
    schema: {
      tags, security: memberSecurity, params, body, summary,
      response: answers({ type: 'object', additionalProperties: true, description: 'the detail record (detail/{kind}), with version and slot' }),
    },
  } as const);

  app.post('/member/bookings/:kind/:id/reschedule', changeRoute(rescheduleBody,
    'Move one of the member\'s bookings to a free slot {date, time, version} until the day before; 409 when version is stale, 422 when the slot is not free'), async (request, reply) => change(request, reply, 'Jadwal berhasil diubah', async (tx, kind, row) => {
    const body = request.body;
    const date = typeof body.date === 'string' ? body.date.trim() : '';
    const time = typeof body.time === 'string' ? body.time.trim() : '';
    const errors: Record<string, string[]> = {};
    if (!date) errors.date = [m.date];
    if (!time) errors.time = [m.time];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const before = await mayChange(tx, kind, row);
    const q = await bookingQuery(tx, kind, row);
    await moveSlot(tx, q, { kind, id: row.id }, date, time);
    await setAppointment(tx, kind, row.id, date, time);
    const note = `Jadwal diubah oleh Anda${before ? ` dari ${formatDateId(before.date)} pukul ${before.time}` : ''} ke ${formatDateId(date)} pukul ${time}.`;
    await tx.insert(recordTimeline).values({ kind, recordId: row.id, fromStatus: row.status, toStatus: row.status, memberNote: note, detail: { date, time } });
    if (row.memberId) {
      await writeInbox(tx, row.memberId, `${LABELS[kind]} ${row.bookingId}: jadwal diubah`, `<p>${note}</p>`, { purpose: 'status', link: detailPath(kind, row.id) });
    }
  }));

  app.post('/member/bookings/:kind/:id/cancel', changeRoute(cancelBody,
    'Cancel one of the member\'s bookings with a reason {reason, version} until the day before; the place is freed; 409 when version is stale'), async (request, reply) => change(request, reply, 'Booking dibatalkan', async (tx, kind, row) => {
    const body = request.body;
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if (!reason) throw new ValidationError({ reason: [m.reason] });
    if (reason.length > 500) throw new ValidationError({ reason: [m.reasonLong] });
    await mayChange(tx, kind, row);
    await cancelSlot(tx, { kind, id: row.id }, reason);
    await tx.execute(sql`update ${BOOKING_TABLES[kind]} set status = 'cancelled' where id = ${row.id}`);
    const note = `Dibatalkan oleh Anda: ${reason}`;
    await tx.insert(recordTimeline).values({ kind, recordId: row.id, fromStatus: row.status, toStatus: 'cancelled', memberNote: note, detail: { reason } });
    if (row.memberId) {
      await writeInbox(tx, row.memberId, `${LABELS[kind]} ${row.bookingId} dibatalkan`, '<p>Booking Anda sudah dibatalkan dan jadwalnya dilepas untuk pelanggan lain.</p>', { purpose: 'status', link: detailPath(kind, row.id) });
    }
  }));
}
