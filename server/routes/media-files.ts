/**
 * Uploaded media for everyone: GET /media/u/<hash>-<width>.webp and /media/u/<hash>.pdf from the
 * blob store (so every instance serves what any instance stored), immutable for a year: the name
 * is the content's hash, a new photo is a new name.
 */
import type { FastifyInstance } from 'fastify';
import { blobKeyOf } from '../services/media';

export default async function mediaFileRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/media/u/:name', {
    schema: { hide: true, params: { type: 'object', properties: { name: { type: 'string', maxLength: 80 } }, required: ['name'] } },
  }, async (request, reply) => {
    const key = blobKeyOf(request.params.name);
    const blob = key ? await app.blobs.get(key) : null;
    if (!blob) return reply.code(404).send({ status: 404, message: 'Tidak ditemukan', data: null });
    const etag = `"${request.params.name}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('content-type', blob.contentType);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(blob.bytes);
  });
}
