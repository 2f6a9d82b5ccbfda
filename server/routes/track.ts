/**
 * 'Lacak booking' (issue 30.5): POST /api/track/code mails a one-time code for a booking to its own
 * address, POST /api/track/verify answers that one booking for the right code, POST /api/track/password
 * mails a link to set a password (the reset machinery: the link proves the address). Rules:
 * server/services/track.ts; docs/orders.md.
 */
import type { FastifyInstance } from 'fastify';
import { TRACK_CODES_PER_HOUR, TRACK_MESSAGES, TrackRequestDto, TrackVerifyDto } from '../../domain/track';
import { BusinessError, ok, ValidationError } from '../http/envelope';
import { perAddress } from '../http/client-address';
import { answers, bool, list, nothing, nullable, num, obj, str } from '../http/response-schemas';
import { countResetRequest, RESET_ACCOUNT_MAX, tooManyAttempts } from '../services/login-throttle';
import { normaliseEmail } from '../services/members';
import { escapeHtml } from '../http/html';
import { findBooking, requestTrackCode, trackedBooking, useTrackCode } from '../services/track';
import { createResetToken } from './session/repository';
import { dtoSchema, validated } from '../http/validated';
import { members } from '../db/schema';
import { eq } from 'drizzle-orm';

const tracked = obj({
  booking_id: str, kind: str, kind_label: str, status: str, booking_date: str, car: str, branch_name: str, schedule: str,
  timeline: list(obj({ at: str, label: str, note: str })),
  money: nullable(obj({ summary: str, next_step: str, remaining: num })),
  can_create_password: bool,
});

export default async function trackRoutes(app: FastifyInstance) {
  const limit = (name: string) => ({ rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000, keyGenerator: perAddress(name) } });

  app.post('/track/code', {
    config: limit('trackcode'),
    schema: {
      tags: ['orders'], body: dtoSchema(TrackRequestDto, 'TrackRequestDto'), response: answers(nothing),
      summary: `Mails a one-time code for the booking to the address it was made with, when {booking_id, email} match (the same answer when they do not); 429 after ${TRACK_CODES_PER_HOUR} codes for the booking in an hour`,
    },
  }, async (request, reply) => {
    const dto = validated(TrackRequestDto, request.body);
    const outcome = await requestTrackCode(app, dto.booking_id, dto.email);
    if (outcome === 'too-many') return reply.code(429).send({ status: 429, message: TRACK_MESSAGES.tooMany, data: null });
    return ok(null, TRACK_MESSAGES.sent);
  });

  app.post('/track/verify', {
    config: limit('trackverify'),
    schema: {
      tags: ['orders'], body: dtoSchema(TrackVerifyDto, 'TrackVerifyDto'), response: answers(tracked),
      summary: 'The booking for its live code (single use, expiring, dead after 5 wrong tries): status, steps, for orders what is paid and left; 422 on `code` otherwise',
    },
  }, async (request) => {
    const dto = validated(TrackVerifyDto, request.body);
    const found = await useTrackCode(app.db, dto.booking_id, dto.code);
    if (!found) throw new ValidationError({ code: [TRACK_MESSAGES.codeWrong] });
    return ok(await trackedBooking(app.db, found));
  });

  app.post('/track/password', {
    config: limit('trackpassword'),
    schema: {
      tags: ['orders'], body: dtoSchema(TrackRequestDto, 'TrackRequestDto'), response: answers(nothing),
      summary: "'Buat password': when {booking_id, email} match a booking whose account never proved its address, mails a single-use link to set a password to that address (the same answer otherwise)",
    },
  }, async (request, reply) => {
    const dto = validated(TrackRequestDto, request.body);
    const found = await findBooking(app.db, dto.booking_id);
    if (!found?.memberId || normaliseEmail(found.email) !== normaliseEmail(dto.email)) return ok(null, TRACK_MESSAGES.passwordSent);
    const [member] = await app.db.select().from(members).where(eq(members.id, found.memberId));
    if (!member || member.emailVerifiedAt || normaliseEmail(member.email) !== normaliseEmail(found.email)) return ok(null, TRACK_MESSAGES.passwordSent);
    if (await countResetRequest(app.db, member.email) > RESET_ACCOUNT_MAX) return reply.code(429).send(tooManyAttempts('reset'));
    const minutes = app.config.resetTtlMinutes;
    const link = `${app.config.publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(await createResetToken(app.db, member.id, minutes))}`;
    try {
      await app.mailer.send({
        to: member.email,
        subject: 'Buat Password Member Merapi Toyota',
        text: `Halo ${member.fullName},\n\nAkun member Anda dibuat saat Anda mengirim ${found.bookingId} (${found.car}). Untuk membuat password, buka tautan berikut (berlaku ${minutes} menit dan hanya sekali pakai):\n${link}\n\nSetelah itu Anda dapat masuk di perangkat mana pun dan melihat semua riwayat Anda.\n\nMerapi Toyota`,
        html: `<p>Halo ${escapeHtml(member.fullName)},</p><p>Akun member Anda dibuat saat Anda mengirim <strong>${escapeHtml(found.bookingId)}</strong> (${escapeHtml(found.car)}). Untuk membuat password, buka tautan berikut (berlaku ${minutes} menit dan hanya sekali pakai):</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Setelah itu Anda dapat masuk di perangkat mana pun dan melihat semua riwayat Anda.</p><p>Merapi Toyota</p>`,
      });
    } catch (err) {
      request.log.error({ err }, 'create-password mail not sent');
      throw new BusinessError('Email gagal dikirim, silakan coba lagi');
    }
    return ok(null, TRACK_MESSAGES.passwordSent);
  });
}
