/**
 * GET/POST /api/staff/content/{collection}, GET/PATCH/DELETE /api/staff/content/{collection}/{id}
 * (issue 11): roles content and admin; the engine does the work (content-repository.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffContentEndpoints } from '../../../../domain/api';
import { CONTENT_COLLECTIONS, isContentCollection, type ContentCollection } from '../../../../domain/content/collections';
import { COLLECTIONS } from '../../../../domain/content/descriptions';
import { CONTENT_ROLES } from '../../../../domain/staff/roles';
import { NotFoundError, ok } from '../../../http/envelope';
import { requireStaff, staffOf } from '../auth';
import * as s from '../schemas';
import {
  collectionTotals, createRecord, deleteRecord, getRecord, listRecords, parseId, updateRecord, type WriteContext,
} from './content-repository';

const collectionParam = { type: 'string', maxLength: 40, description: CONTENT_COLLECTIONS.join(', ') } as const;
const listParams = { type: 'object', properties: { collection: collectionParam }, required: ['collection'] } as const;
const recordParams = { type: 'object', properties: { collection: collectionParam, id: { type: 'string', maxLength: 20 } }, required: ['collection', 'id'] } as const;
const listQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100 }, sort: { type: 'string', maxLength: 40 },
    page: { type: 'integer', minimum: 1, maximum: 100_000 }, per_page: { type: 'integer', minimum: 1, maximum: 200 },
  },
  additionalProperties: { type: 'string', maxLength: 20 },
} as const;
const record = { type: 'object', additionalProperties: true, properties: { id: { type: ['integer', 'string'] } }, required: ['id'] };
const recordBody = { type: 'object', additionalProperties: true, description: 'The fields of the collection (GET /api/staff/content describes them; DTOs in domain/content/dto.ts)' };
const listPage = s.ok({ type: 'object', properties: { items: { type: 'array', items: record }, meta: { type: 'object', additionalProperties: true } }, required: ['items', 'meta'] });

function collectionOf(request: { params: { collection: string } }): ContentCollection {
  const name = request.params.collection;
  if (!isContentCollection(name)) throw new NotFoundError('Koleksi tidak ditemukan');
  return name;
}

export default async function contentRoutes(app: FastifyInstance) {
  const guard = requireStaff(CONTENT_ROLES);
  const common = { tags: ['staff content'], security: s.staffSecurity };
  const ctx = (request: FastifyRequest): WriteContext => ({ staffId: staffOf(request).id, notify: (tx) => app.readCache.notify(tx) });

  app.get('/content', {
    onRequest: guard,
    schema: { ...common, summary: 'Every collection: its fields (how to edit them), drafts, and its record count', response: { 200: s.ok({ type: 'array', items: { type: 'object', additionalProperties: true } }), '4xx': s.failure } },
  }, async () => {
    const totals = await collectionTotals(app.db);
    return ok(CONTENT_COLLECTIONS.map((name) => ({ ...COLLECTIONS[name], total: totals[name] })));
  });

  app.get('/content/:collection', {
    onRequest: guard,
    schema: { ...common, summary: 'Records of a collection: ?q= search, ?sort=field or -field, ?page=, ?per_page=, ?<select field>=id', params: listParams, querystring: listQuery, response: { 200: listPage, '4xx': s.failure } },
  }, async (request) => {
    const page: StaffContentEndpoints['GET content/:collection']['data'] = await listRecords(app.db, collectionOf(request), request.query);
    return ok(page);
  });

  app.get('/content/:collection/:id', {
    onRequest: guard,
    schema: { ...common, summary: 'One record', params: recordParams, response: { 200: s.ok(record), '4xx': s.failure } },
  }, async (request) => {
    const collection = collectionOf(request);
    return ok(await getRecord(app.db, collection, parseId(collection, request.params.id)));
  });

  app.post('/content/:collection', {
    onRequest: guard,
    schema: { ...common, summary: 'Create a record (422 with field messages; duplicate slug or code refused on its field)', params: listParams, body: recordBody, response: { 200: s.ok(record), '4xx': s.failure } },
  }, async (request) => {
    const collection = collectionOf(request);
    const created = await createRecord(app.db, collection, request.body, ctx(request));
    app.readCache.clearLocal();
    return ok(created, 'Data disimpan');
  });

  app.patch('/content/:collection/:id', {
    onRequest: guard,
    schema: { ...common, summary: 'Edit a record: the fields sent replace the current ones, then the whole record is checked', params: recordParams, body: recordBody, response: { 200: s.ok(record), '4xx': s.failure } },
  }, async (request) => {
    const collection = collectionOf(request);
    const id = parseId(collection, request.params.id);
    const updated = await updateRecord(app.db, collection, id, request.body, ctx(request));
    app.readCache.clearLocal();
    return ok(updated, 'Perubahan disimpan');
  });

  app.delete('/content/:collection/:id', {
    onRequest: guard,
    schema: { ...common, summary: 'Delete a record; 400 with the reason while something still uses it', params: recordParams, response: { 200: s.ok({}), '4xx': s.failure } },
  }, async (request) => {
    const collection = collectionOf(request);
    await deleteRecord(app.db, collection, parseId(collection, request.params.id), ctx(request));
    app.readCache.clearLocal();
    return ok(null, 'Data dihapus');
  });
}
