/**
 * Uploaded media for everyone: GET /media/u/<hash>-<width>.webp and /media/u/<hash>.pdf from the
 * blob store (so every instance serves what any instance stored), immutable for a year: the name
 * is the content's hash, a new photo is a new name.
 *
 * A PDF is whatever a staff account uploaded, script included, so it is never a document of the
 * site's origin (issue 29.7): sent as an attachment, and with CSP `sandbox` (an opaque origin, no
 * script) should a browser render it anyway. docs/security.md says why not inline.
 */
import type { FastifyInstance } from 'fastify';
import { blobKeyOf } from '../services/media';

/** A served PDF's own CSP: the site's policy plus `sandbox`. */
const sandboxed = (csp: unknown) => `${typeof csp === 'string' && csp ? `${csp};` : ''}sandbox`;

export default async function mediaFileRoutes(app: FastifyInstance) {
  app.get('/media/u/:name', {
    schema: { hide: true, params: { type: 'object', properties: { name: { type: 'string', maxLength: 80 } }, required: ['name'] } as const },
  }, async (request, reply) => {
    const key = blobKeyOf(request.params.name);
    const blob = key ? await app.blobs.get(key) : null;
    if (!blob) return reply.code(404).send({ status: 404, message: 'Tidak ditemukan', data: null });
    const etag = `"${request.params.name}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('content-type', blob.contentType);
    if (blob.contentType === 'application/pdf') {
      reply.header('content-disposition', `attachment; filename="${request.params.name}"`)
        .header('content-security-policy', sandboxed(reply.getHeader('content-security-policy')));
    }
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(blob.bytes);
  });
}
