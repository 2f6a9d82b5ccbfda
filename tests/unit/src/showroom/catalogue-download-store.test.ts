/**
 * The offline catalogue download's store (docs/showroom.md) with its data module replaced: every item
 * lands and is counted, the saved index holds each, and the page's progress is drawn in a few batches,
 * not once per item (2,370 renders of the progress for the demo catalogue before).
 */
import { reaction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueManifest } from '../../../../domain/api/offline-catalogue';
import type { DownloadItem, SavedIndex } from '../../../../src/data/offline-catalogue';
import { CatalogueDownloadStore } from '../../../../src/stores/showroom/catalogue-download-store';

const data = vi.hoisted(() => ({
  askPersistentStorage: vi.fn(async () => true),
  downloadItem: vi.fn(),
  dropStaleMedia: vi.fn(async () => 0),
  fetchManifest: vi.fn(),
  planDownload: vi.fn(),
  readSavedIndex: vi.fn(),
  storageStatus: vi.fn(async () => ({ usage: 1, quota: 100, persisted: true })),
  writeSavedIndex: vi.fn(async (_index: SavedIndex) => undefined),
}));
vi.mock('../../../../src/data/offline-catalogue', () => data);

const ITEMS = 300;
const items: DownloadItem[] = Array.from({ length: ITEMS }, (_, i) => ({
  kind: 'media', id: `/media/cars/x/${i}.svg`, bytes: 1000 + i, hash: `h${i}`, media: { url: `/media/cars/x/${i}.svg`, bytes: 1000 + i, hash: `h${i}` },
}) as DownloadItem);
const manifest = { version: 'v1', total_bytes: 0, reads: [], media: [] } as unknown as CatalogueManifest;

/** Each item takes this long on the test's clock. */
const ITEM_MS = 10;
const lands = (item: DownloadItem) => new Promise((resolve) => setTimeout(() => resolve(item.bytes), ITEM_MS));

/** Runs `work` to its end on the test's clock: every timer (an item's landing, a draw) fires in turn. */
async function onClock<T>(work: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return work;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  data.readSavedIndex.mockResolvedValue({ items: {}, completedAt: null, version: null } satisfies SavedIndex);
  data.fetchManifest.mockResolvedValue(manifest);
  data.planDownload.mockResolvedValue({ manifest, todo: [...items], current: 0 });
  // Each item lands a little after it was asked for, as over a network.
  data.downloadItem.mockImplementation(lands);
});
afterEach(() => { vi.useRealTimers(); });

describe('the catalogue download', () => {
  it('moves every item and saves each in the index, drawing the progress in batches', async () => {
    const store = new CatalogueDownloadStore();
    const drawn: number[] = [];
    const stop = reaction(() => store.itemsDone, (done) => drawn.push(done));
    await onClock(store.start());
    stop();

    expect(store.phase).toBe('done');
    expect(store.itemsDone).toBe(ITEMS);
    expect(store.bytesDone).toBe(items.reduce((sum, item) => sum + item.bytes, 0));
    expect(drawn.at(-1)).toBe(ITEMS);
    // 300 items at six at a time take 500 ms: a draw every 150 ms and the last at the end, never one per item.
    expect(drawn.length).toBeLessThanOrEqual(Math.ceil((ITEMS / 6) * ITEM_MS / 150) + 1);
    const saved = data.writeSavedIndex.mock.calls.at(-1)![0] as SavedIndex;
    expect(Object.keys(saved.items)).toHaveLength(ITEMS);
    expect(saved.completedAt).not.toBeNull();
  });

  it('keeps the count of what landed when the connection drops, and resumes with the rest', async () => {
    let calls = 0;
    data.downloadItem.mockImplementation((item: DownloadItem) => new Promise((resolve, reject) => setTimeout(() => {
      calls += 1;
      if (calls === 120) reject(new Error('Failed to fetch'));
      else resolve(item.bytes);
    }, ITEM_MS)));
    const store = new CatalogueDownloadStore();
    await onClock(store.start());
    expect(store.phase).toBe('failed');
    // The items in flight at the failure still land; then the page shows exactly what the index holds.
    await vi.runAllTimersAsync();
    const landed = Object.keys((data.writeSavedIndex.mock.calls.at(-1)![0] as SavedIndex).items).length;
    expect(landed).toBeGreaterThanOrEqual(119);
    expect(store.itemsDone).toBe(landed);
    expect(landed).toBeLessThan(ITEMS);

    data.downloadItem.mockImplementation(lands);
    await onClock(store.resume());
    expect(store.phase).toBe('done');
    expect(store.itemsDone).toBe(ITEMS);
  });
});
