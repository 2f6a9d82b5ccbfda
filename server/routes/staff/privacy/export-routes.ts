/**
 * A person's data on a written request (admin, issue 29 item 5): by e-mail or member id, as a JSON
 * download. The audit row keeps the request's reference, the member id and the counts per kind,
 * never the e-mail or the data.
 */
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../../../../domain/money';
import { NotFoundError, ValidationError } from '../../../http/envelope';
import { fileAnswers } from '../../../http/response-schemas';
import { collectPersonData, type PersonKey } from '../../../services/staff/person-export';
import { writeAudit } from '../../../services/staff/audit';
import { requireStaff, staffOf } from '../auth';
import * as s from '../schemas';

interface ExportBody { reference: string; email?: string; member_id?: number }

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['reference'],
  properties: {
    reference: { type: 'string', minLength: 3, maxLength: 120, description: "The written request's reference (letter number, ticket)" },
    email: { type: 'string', maxLength: 254, description: 'The person’s e-mail (members and guest records)' },
    member_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
} as const;

export const EXPORT_MESSAGES = {
  reference: 'Nomor referensi permintaan tertulis wajib diisi (3-120 karakter)',
  who: 'Isi salah satu: e-mail atau ID member',
  nothing: 'Tidak ada data untuk orang ini',
};

/** The key the body names, or a 422. */
function personKey(input: ExportBody): PersonKey {
  const email = input.email?.trim() ?? '';
  if (input.reference.trim().length < 3) throw new ValidationError({ reference: [EXPORT_MESSAGES.reference] });
  if ((email ? 1 : 0) + (input.member_id ? 1 : 0) !== 1) throw new ValidationError({ email: [EXPORT_MESSAGES.who] });
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ValidationError({ email: ['Format e-mail tidak valid'] });
  return email ? { email } : { memberId: input.member_id! };
}

export default async function exportRoutes(app: FastifyInstance) {
  app.post('/privacy/export', {
    onRequest: requireStaff(['admin']),
    schema: {
      tags: s.TAGS, security: s.staffSecurity, body,
      summary: "A person's data as a JSON download, on a written request (admin): {reference, email | member_id}; audited with the reference",
      response: fileAnswers('application/json', 'The JSON archive (attachment)'),
    },
  }, async (request, reply) => {
    const input = request.body;
    const key = personKey(input);
    const data = await collectPersonData(app.db, key);
    if (!data) throw new NotFoundError(EXPORT_MESSAGES.nothing);
    const memberId = data.member ? Number(data.member.id) : null;
    const counts = Object.fromEntries(Object.entries(data.records).map(([kind, rows]) => [kind, rows.length]));
    await writeAudit(app.db, {
      staffId: staffOf(request).id, action: 'privacy.export', kind: 'member', recordId: memberId ?? '',
      detail: { reference: input.reference.trim(), by: 'email' in key ? 'email' : 'member_id', records: counts },
    });
    const archive = {
      generated_at: new Date().toISOString(), reference: input.reference.trim(), generated_by: staffOf(request).name,
      member: data.member, records: data.records,
      note: 'Berkas gambar (KTP, bukti transfer) tidak disertakan; daftar "uploads" menyebut jenis dan tanggalnya.',
    };
    const name = `data-pribadi-${memberId ?? 'tamu'}-${isoDay()}.json`;
    // A Buffer is sent as is (no response serialiser); never kept by a cache.
    return reply.type('application/json; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store').send(Buffer.from(JSON.stringify(archive, null, 2)));
  });
}
