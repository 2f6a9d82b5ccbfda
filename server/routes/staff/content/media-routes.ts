/**
 * The media library (issue 11.2) under /api/staff/content/media: upload (the file as a data URL in
 * JSON `{file}`, which the one transport sends, or the raw bytes with their Content-Type), list
 * (with what uses each, `?unused=1` for the removable ones), remove. Roles content and admin.
 */
import type { FastifyInstance } from 'fastify';
import { PDF_MAX_BYTES } from '../../../../domain/media';
import { CONTENT_ROLES } from '../../../../domain/staff/roles';
import { fieldError, ok } from '../../../http/envelope';
import { MEDIA_MESSAGES, processUpload } from '../../../services/media';
import { requireStaff, staffOf } from '../auth';
import * as s from '../schemas';
import { listMedia, removeMedia, storeMedia } from './media-repository';

/** The biggest upload (a PDF) as base64 in JSON, plus room for the envelope. */
const MEDIA_BODY_LIMIT = Math.ceil((PDF_MAX_BYTES * 4) / 3) + 64 * 1024;
const DATA_URL = /^data:[a-z]+\/[a-z0-9.+-]+;base64,/i;

const mediaItem = {
  type: 'object',
  properties: {
    id: { type: 'string' }, kind: { type: 'string' }, url: { type: 'string' }, widths: { type: 'array', items: { type: 'integer' } },
    width: { type: 'integer' }, height: { type: 'integer' }, bytes: { type: 'integer' }, created_at: { type: 'string' }, used_by: { type: 'array', items: { type: 'string' } },
  },
  required: ['id', 'kind', 'url', 'widths', 'width', 'height', 'bytes', 'created_at', 'used_by'],
};

function bytesOf(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  // text/plain has Fastify's own parser: judged by its bytes all the same.
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  const file = body && typeof body === 'object' ? (body as { file?: unknown }).file : undefined;
  if (typeof file !== 'string' || !file) throw fieldError('file', MEDIA_MESSAGES.empty);
  if (!DATA_URL.test(file)) throw fieldError('file', MEDIA_MESSAGES.notMedia);
  const b64 = file.slice(file.indexOf(',') + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw fieldError('file', MEDIA_MESSAGES.notMedia);
  return Buffer.from(b64, 'base64');
}

export default async function mediaRoutes(app: FastifyInstance) {
  const guard = requireStaff(CONTENT_ROLES);
  const common = { tags: ['staff content'], security: s.staffSecurity };
  // Raw uploads: every other type is read as bytes and judged by its content, never by its label.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MEDIA_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/content/media', {
    onRequest: guard,
    bodyLimit: MEDIA_BODY_LIMIT,
    schema: {
      ...common,
      summary: 'Upload a photo (JPEG, PNG, WebP: WebP variants at 480/960/1600 px) or a PDF brochure, as JSON {file: data URL} or the raw bytes; 422 when it is not one, too big or too many pixels',
      body: {
        description: 'JSON {file: data URL}, or the raw bytes (any Content-Type; judged by content)',
        anyOf: [{ type: 'object', properties: { file: { type: 'string', maxLength: MEDIA_BODY_LIMIT } } }, { type: 'string' }],
      },
      response: { 200: s.ok(mediaItem), '4xx': s.failure },
    },
  }, async (request) => {
    const file = await processUpload(bytesOf(request.body));
    return ok(await storeMedia(app.db, app.blobs, file, staffOf(request).id), 'Media diunggah');
  });

  app.get('/content/media', {
    onRequest: guard,
    schema: {
      ...common, summary: 'Uploaded media, newest first, with the records using each; ?unused=1 lists only what may be removed',
      querystring: { type: 'object', properties: { unused: { type: 'integer', enum: [0, 1] }, page: { type: 'integer', minimum: 1, maximum: 100_000 } } } as const,
      response: { 200: s.ok({ type: 'object', properties: { items: { type: 'array', items: mediaItem }, meta: { type: 'object', additionalProperties: true } }, required: ['items', 'meta'] }), '4xx': s.failure },
    },
  }, async (request) => {
    const q = request.query;
    const page = q.page ?? 1;
    const perPage = 60;
    const { items, total } = await listMedia(app.db, { unused: q.unused === 1, page, perPage });
    return ok({ items, meta: { total, page, per_page: perPage } });
  });

  app.delete('/content/media/:id', {
    onRequest: guard,
    schema: {
      ...common, summary: 'Remove an unused upload and its files; 400 while a record uses it',
      params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } }, required: ['id'] } as const,
      response: { 200: s.ok({}), '4xx': s.failure },
    },
  }, async (request) => {
    await removeMedia(app.db, app.blobs, request.params.id, staffOf(request).id);
    return ok(null, 'Media dihapus');
  });
}
