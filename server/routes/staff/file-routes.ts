/**
 * KTP scans and payment proofs for finance and admin only; every viewing is written to the audit
 * log, and the image is watermarked with the viewer's name and the time (media/watermark.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_FILE_ROLES } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { creditApplications, orders, paymentConfirmations, uploads } from '../../db/schema';
import { NotFoundError } from '../../http/envelope';
import { fileAnswers } from '../../http/response-schemas';
import { watermarked } from '../../media/watermark';
import { writeAudit } from '../../services/staff/audit';
import { requireStaff, staffOf } from './auth';
import * as s from './schemas';

/** The record a private upload belongs to, for the audit row. */
async function ownerOf(db: Db, uploadId: string, kind: 'ktp' | 'payment'): Promise<{ kind: string; id: number } | null> {
  if (kind === 'payment') {
    const [row] = await db.select({ id: paymentConfirmations.id }).from(paymentConfirmations).where(eq(paymentConfirmations.proofUploadId, uploadId));
    return row ? { kind: 'payment', id: row.id } : null;
  }
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.ktpUploadId, uploadId));
  if (order) return { kind: 'order', id: order.id };
  const [application] = await db.select({ id: creditApplications.id }).from(creditApplications).where(eq(creditApplications.ktpUploadId, uploadId));
  return application ? { kind: 'instantapproval', id: application.id } : null;
}

export default async function fileRoutes(app: FastifyInstance) {
  app.get('/files/:uploadId', {
    onRequest: requireStaff(PRIVATE_FILE_ROLES),
    schema: {
      tags: s.TAGS, security: s.staffSecurity, summary: "A KTP scan or payment proof (image/jpeg) watermarked with the viewer's name and time, finance and admin only; each viewing is audited; 404 once the retention job destroyed it",
      params: { type: 'object', properties: { uploadId: { type: 'string', pattern: '^[0-9a-f-]{36}$' } }, required: ['uploadId'] } as const,
      response: fileAnswers('image/jpeg', 'JPEG'),
    },
  }, async (request, reply) => {
    const { uploadId } = request.params;
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.id, uploadId));
    if (!upload || (upload.kind !== 'ktp' && upload.kind !== 'payment')) throw new NotFoundError('Berkas tidak ditemukan');
    if (upload.destroyedAt) throw new NotFoundError('Berkas sudah dimusnahkan sesuai aturan retensi data');
    // Through the blob store: the database with PostgreSQL (every instance sees it), the disk otherwise.
    const file = await app.blobs.get(upload.path);
    if (!file) throw new NotFoundError('Berkas tidak ditemukan');
    const owner = await ownerOf(app.db, uploadId, upload.kind);
    await writeAudit(app.db, {
      staffId: staffOf(request).id, action: 'file.view', kind: owner?.kind ?? upload.kind, recordId: owner?.id ?? '',
      detail: { upload_id: uploadId, file: upload.kind },
    });
    // Made per viewing and never cached: each copy names the person who opened it.
    const image = await watermarked(file.bytes, staffOf(request).name);
    return reply.type('image/jpeg').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(image);
  });
}
