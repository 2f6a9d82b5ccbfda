/** Lead sales and contact: short forms that store what was sent, with the member when logged in. */
import type { FastifyInstance } from 'fastify';
import { ContactDto } from '../../../domain/forms/contact';
import { LeadSalesDto } from '../../../domain/forms/lead-sales';
import type { Db } from '../../db/client';
import { contacts, leads } from '../../db/schema';
import { ok } from '../../http/envelope';
import { optionalMember } from '../../plugins/auth';
import { writeInbox } from '../../services/inbox';
import { escapeHtml } from '../../services/members';
import { dtoSchema, validated } from './dto';
import { newBookingId } from './submission';

export default async function leadRoutes(app: FastifyInstance) {
  const rateLimit = { max: app.config.formRateLimit, timeWindow: 60_000 };

  app.post('/leadsales', {
    config: { rateLimit },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Lead sales (personal-data consent); the IP is taken from the request', body: dtoSchema(LeadSalesDto, 'LeadSalesDto') },
  }, async (request) => {
    const form = validated(LeadSalesDto, request.body);
    const [row] = await (app.db as Db).insert(leads).values({
      bookingId: newBookingId('LS'),
      memberId: request.member?.id ?? null,
      channel: 'lead-sales',
      name: form.name,
      // A member's phone is locked to the profile.
      phone: request.member?.phone ?? form.phone,
      agree1: true,
      agree2: true,
      ipAddress: request.ip,
    }).returning();
    return ok({ id: row.id, booking_id: row.bookingId, status: row.status }, 'Data Anda berhasil disimpan');
  });

  app.post('/contact', {
    config: { rateLimit },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Contact us (Konsultasi Pembelian)', body: dtoSchema(ContactDto, 'ContactDto') },
  }, async (request) => {
    const form = validated(ContactDto, request.body);
    const m = request.member;
    const [row] = await app.db.insert(contacts).values({
      bookingId: newBookingId('CU'),
      memberId: m?.id ?? null,
      channel: 'contact',
      name: m?.fullName ?? form.name,
      email: m?.email ?? form.email,
      phone: m?.phone ?? form.phone,
      address: form.address,
      text: form.text,
    }).returning();
    // A member gets a copy of the question in the inbox, so it can be found again.
    if (m) await writeInbox(app.db, m.id, `Pesan Anda ${row.bookingId} kami terima`, `<p>Terima kasih, tim Customer Care kami akan segera menghubungi Anda.</p><blockquote>${escapeHtml(form.text)}</blockquote>`);
    return ok({ id: row.id, booking_id: row.bookingId, status: row.status }, 'Terimakasih telah menghubungi kami');
  });
}
