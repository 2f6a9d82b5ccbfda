/**
 * GET catalogue/manifest: every API read and media file a device saves to show the whole
 * catalogue offline (docs/showroom.md), each with a content hash and size. The reads' hashes come
 * from the answers themselves (each read is run through the app, so the hash is of exactly what
 * the device would store); the media are every '/media/' URL those answers name, 360 frames and
 * interior panoramas included.
 */
import type { FastifyInstance } from 'fastify';
import type { CatalogueManifest, ManifestMedia, ManifestRead } from '../../../domain/api/offline-catalogue';
import { ok } from '../../http/envelope';
import { answers } from '../../http/response-schemas';
import { blobKeyOf } from '../../services/media';
import { catalogueScope, mediaFile, shortHash, type CatalogueScope } from './manifest-repository';
import { READ_TAG } from './schemas';

/** Where uploaded media are served (server/routes/media-files.ts). */
const UPLOADED = '/media/u/';

type ReadSpec = Omit<ManifestRead, 'hash' | 'bytes'>;

/** The reads the catalogue screens make, under the mirror keys they read (src/data/repositories). */
function readsOf(scope: CatalogueScope): ReadSpec[] {
  const get = (path: string, pick?: string): ReadSpec => ({ key: path, method: 'GET', path, ...(pick ? { pick } : {}) });
  const post = (key: string, path: string, body: Record<string, string | number>): ReadSpec => ({ key, method: 'POST', path, body });
  return [
    get('carcategory'), get('vehicles', 'category'), get('recomendedproduct'), get('pricelist', 'category'),
    get('creditrates'), get('leasing'), get('tradein/values'), get('brochure', 'category'), get('provinsi'), get('cabang/kota'),
    ...scope.categoryIds.map((id) => post(`carmodel:${id}`, 'carmodel', { category_id: id })),
    ...scope.models.flatMap(({ id, seo, transmissions }) => [
      post(`cardetail:${seo}`, 'cardetail', { car_seo: seo }),
      ...['cardefault', 'caryoutube', 'interior360', 'exterior360', 'cartypedetail'].map((p) => post(`${p}:${seo}`, p, { seo })),
      ...transmissions.flatMap((t) => ['cartype', 'comparison/type'].map((p) => post(`${p}:${id}:${t}`, p, { car_model_id: id, car_transmission: t }))),
    ]),
    ...scope.provinceCodes.map((code) => post(`kota:${code}`, 'kota', { province_code: code })),
    ...scope.branchCityCodes.map((code) => post(`cabang:${code}`, 'cabang', { city_code: code })),
  ];
}

/** Every '/media/...' URL in an answer; an exterior-360 colour names its frames as `path` + `filename[]`. */
function collectMedia(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) into.add(value.split(/[?#]/)[0]);
  } else if (Array.isArray(value)) {
    for (const v of value) collectMedia(v, into);
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.path === 'string' && Array.isArray(o.filename)) for (const f of o.filename) if (typeof f === 'string') collectMedia(o.path + f, into);
    for (const v of Object.values(o)) collectMedia(v, into);
  }
}

/** Runs `task` over `items` with at most `limit` at once, keeping the order. */
async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]);
    }
  }));
  return out;
}

const item = { type: 'object', properties: { url: { type: 'string' }, hash: { type: 'string' }, bytes: { type: 'integer' } } };
const read = {
  type: 'object',
  properties: {
    key: { type: 'string' }, method: { type: 'string' }, path: { type: 'string' },
    body: { type: 'object', additionalProperties: { type: ['string', 'number'] } }, pick: { type: 'string' },
    hash: { type: 'string' }, bytes: { type: 'integer' },
  },
};

export default async function manifestRoutes(app: FastifyInstance): Promise<void> {
  app.get('/catalogue/manifest', {
    schema: {
      tags: [READ_TAG],
      summary: 'Every catalogue read (with its mirror key) and media file, each with a content hash and size, for the offline download',
      response: answers({
        type: 'object',
        properties: { version: { type: 'string' }, total_bytes: { type: 'integer' }, reads: { type: 'array', items: read }, media: { type: 'array', items: item } },
      }),
    },
  }, async () => {
    const specs = readsOf(await catalogueScope(app.db));
    const urls = new Set<string>();
    const reads = (await mapLimited(specs, 4, async (spec): Promise<ManifestRead | null> => {
      const res = await app.inject({
        method: spec.method, url: `/api/${spec.path}`, headers: { 'x-api-key': app.config.apiKey },
        ...(spec.body ? { payload: spec.body } : {}),
      });
      if (res.statusCode !== 200) return null;
      const data = (res.json() as { data: Record<string, unknown> }).data;
      const stored = spec.pick ? data?.[spec.pick] : data;
      collectMedia(stored, urls);
      const json = JSON.stringify(stored ?? null);
      return { ...spec, hash: shortHash(json), bytes: Buffer.byteLength(json) };
    })).filter((r): r is ManifestRead => r !== null);
    const mediaDir = `${app.config.dataDir}/media`;
    const media = (await mapLimited([...urls].sort(), 16, async (url): Promise<ManifestMedia | null> => {
      if (url.startsWith(UPLOADED)) {
        // An uploaded photo or PDF lives in the blob store; its name is its content hash.
        const name = url.slice(UPLOADED.length);
        const key = blobKeyOf(name);
        const blob = key ? await app.blobs.get(key) : null;
        return blob && { url, hash: shortHash(name), bytes: blob.bytes.length };
      }
      const file = await mediaFile(mediaDir, url);
      return file && { url, ...file };
    })).filter((m): m is ManifestMedia => m !== null);
    const manifest: CatalogueManifest = {
      version: shortHash([...reads, ...media].map((x) => x.hash).join('')),
      reads,
      media,
      total_bytes: [...reads, ...media].reduce((sum, x) => sum + x.bytes, 0),
    };
    return ok(manifest);
  });
}
