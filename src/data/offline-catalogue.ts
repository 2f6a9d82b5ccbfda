/**
 * The offline catalogue download (docs/showroom.md): reads the server's manifest, stores every
 * catalogue read in the mirror under the key the screens read, and every media file in the Cache
 * Storage cache the service worker serves '/media/' from first. An item whose hash equals the one
 * saved last time (and is still on the device) is skipped, so an update moves only what changed.
 */
import { CATALOGUE_DOWNLOAD_PARAM, CATALOGUE_MEDIA_CACHE, type CatalogueManifest, type ManifestMedia, type ManifestRead } from '../../domain/api/offline-catalogue';
import { endpointUrl, requestEnvelope, send } from '../../shared/transport';
import { openDb, readMirror, writeMirror } from './db';

/** Mirror key of what was saved: item -> hash, and when the last complete download ended. */
const INDEX_KEY = 'offline-catalogue:index';

export interface SavedIndex {
  /** Read key or media URL -> hash saved. */
  items: Record<string, string>;
  /** Epoch ms of the last complete download; null until one finished. */
  completedAt: number | null;
  /** The manifest version of that download. */
  version: string | null;
}

/** One thing to move: a read or a media file. */
export type DownloadItem = { kind: 'read'; id: string; bytes: number; hash: string; read: ManifestRead } | { kind: 'media'; id: string; bytes: number; hash: string; media: ManifestMedia };

export interface DownloadPlan {
  manifest: CatalogueManifest;
  /** Everything not current on the device. */
  todo: DownloadItem[];
  /** How many items are already current. */
  current: number;
}

/** GET catalogue/manifest. */
export async function fetchManifest(signal?: AbortSignal): Promise<CatalogueManifest> {
  return (await requestEnvelope<CatalogueManifest>({ method: 'GET', url: endpointUrl('catalogue/manifest'), signal })).data;
}

/** What was saved so far (an empty index on a fresh device). */
export async function readSavedIndex(): Promise<SavedIndex> {
  const row = await readMirror<SavedIndex>(INDEX_KEY);
  return row?.data ?? { items: {}, completedAt: null, version: null };
}

export async function writeSavedIndex(index: SavedIndex): Promise<void> {
  await writeMirror({ key: INDEX_KEY, data: index, fetchedAt: Date.now() });
}

/** The items of the manifest that the device lacks or holds in another version. */
export async function planDownload(manifest: CatalogueManifest, index: SavedIndex): Promise<DownloadPlan> {
  const mirrored = new Set(await (await openDb()).responses.toCollection().primaryKeys());
  const cache = await caches.open(CATALOGUE_MEDIA_CACHE);
  const cached = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  const items: DownloadItem[] = [
    ...manifest.reads.map((read): DownloadItem => ({ kind: 'read', id: read.key, bytes: read.bytes, hash: read.hash, read })),
    ...manifest.media.map((media): DownloadItem => ({ kind: 'media', id: media.url, bytes: media.bytes, hash: media.hash, media })),
  ];
  const isCurrent = (item: DownloadItem) =>
    index.items[item.id] === item.hash && (item.kind === 'read' ? mirrored.has(item.id) : cached.has(item.id));
  const todo = items.filter((item) => !isCurrent(item));
  return { manifest, todo, current: items.length - todo.length };
}

/** Moves one item onto the device; resolves with the bytes moved. */
export async function downloadItem(item: DownloadItem, signal?: AbortSignal): Promise<number> {
  if (item.kind === 'read') {
    const { read } = item;
    const envelope = await requestEnvelope<Record<string, unknown>>({ method: read.method, url: endpointUrl(read.path), body: read.method === 'POST' ? read.body ?? {} : undefined, signal });
    const data = read.pick ? envelope.data?.[read.pick] : envelope.data;
    await (await openDb()).responses.put({ key: read.key, data, fetchedAt: Date.now() });
    return item.bytes;
  }
  const response = await send({ method: 'GET', url: `${item.media.url}?${CATALOGUE_DOWNLOAD_PARAM}=${item.hash}`, signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // The response goes into the cache as it came, its body streamed there: no copy of each file (a
  // brochure's PDF is megabytes) is read into the page's memory on the way. The bytes counted are the
  // manifest's, which the progress totals are made of.
  await (await caches.open(CATALOGUE_MEDIA_CACHE)).put(item.media.url, response);
  return item.bytes;
}

/** The media saved earlier that the manifest no longer lists (deleted after a complete download). */
export async function dropStaleMedia(manifest: CatalogueManifest): Promise<number> {
  const keep = new Set(manifest.media.map((m) => m.url));
  const cache = await caches.open(CATALOGUE_MEDIA_CACHE);
  let dropped = 0;
  for (const request of await cache.keys()) {
    if (!keep.has(new URL(request.url).pathname) && (await cache.delete(request))) dropped += 1;
  }
  return dropped;
}

/** Used and available storage of this site, and whether it is persistent; nulls where the browser does not say. */
export async function storageStatus(): Promise<{ usage: number | null; quota: number | null; persisted: boolean | null }> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  const estimate = await storage?.estimate?.().catch(() => null);
  const persisted = await storage?.persisted?.().catch(() => null);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted: persisted ?? null };
}

/** Asks the browser to keep this site's storage under pressure; false when refused or unsupported. */
export async function askPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
