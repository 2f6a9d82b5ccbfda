/**
 * The offline catalogue download's state for the /offline page: plan (what is not current yet),
 * progress in items and bytes, pause and resume, storage figures, and when the saved catalogue was
 * last refreshed. Six items move at once; the saved index is written as items land, so a pause,
 * a closed tab or a lost connection resumes where it stopped.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import {
  askPersistentStorage, downloadItem, dropStaleMedia, fetchManifest, planDownload, readSavedIndex, storageStatus, writeSavedIndex,
  type DownloadItem, type SavedIndex,
} from '../../data/offline-catalogue';
import type { CatalogueManifest } from '../../../domain/api/offline-catalogue';

export type DownloadPhase = 'idle' | 'checking' | 'downloading' | 'paused' | 'done' | 'failed';

const PARALLEL = 6;
/** The saved index is written after this many items (and at every stop). */
const SAVE_EVERY = 40;
/**
 * Progress reaches the page at most this often: 2,370 items drew the progress 2,370 times, a render
 * each that a slow tablet pays on the thread the download's own requests need.
 */
const PROGRESS_EVERY_MS = 150;

export class CatalogueDownloadStore {
  phase: DownloadPhase = 'idle';
  itemsTotal = 0;
  itemsDone = 0;
  bytesTotal = 0;
  bytesDone = 0;
  /** Items already current when this run started (skipped). */
  skipped = 0;
  /** The whole catalogue's size (what it takes on the device). */
  catalogueBytes: number | null = null;
  usage: number | null = null;
  quota: number | null = null;
  persisted: boolean | null = null;
  completedAt: number | null = null;
  error: string | null = null;

  private index: SavedIndex = { items: {}, completedAt: null, version: null };
  private queue: DownloadItem[] = [];
  private controller: AbortController | null = null;
  private manifest: CatalogueManifest | null = null;
  private loaded = false;

  constructor() {
    makeAutoObservable<CatalogueDownloadStore, 'index' | 'queue' | 'controller' | 'manifest' | 'loaded'>(this, {
      index: false, queue: false, controller: false, manifest: false, loaded: false,
    });
  }

  get busy(): boolean {
    return this.phase === 'checking' || this.phase === 'downloading';
  }

  /** Share of the bytes to move, 0-1. */
  get fraction(): number {
    if (this.bytesTotal > 0) return Math.min(1, this.bytesDone / this.bytesTotal);
    return this.itemsTotal > 0 ? this.itemsDone / this.itemsTotal : 0;
  }

  /** Reads the saved index and the storage figures (the page's first paint). */
  async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    const [index, storage] = await Promise.all([readSavedIndex(), storageStatus()]);
    runInAction(() => {
      this.index = index;
      this.completedAt = index.completedAt;
      this.usage = storage.usage;
      this.quota = storage.quota;
      this.persisted = storage.persisted;
      if (index.completedAt && this.phase === 'idle') this.phase = 'done';
    });
  }

  /** Asks for persistent storage, reads the manifest and moves what is not current. */
  async start(): Promise<void> {
    if (this.busy) return;
    await this.load();
    this.phase = 'checking';
    this.error = null;
    const controller = new AbortController();
    this.controller = controller;
    try {
      const persisted = await askPersistentStorage();
      const manifest = await fetchManifest(controller.signal);
      const plan = await planDownload(manifest, this.index);
      runInAction(() => {
        this.persisted = persisted || this.persisted;
        this.manifest = manifest;
        this.catalogueBytes = manifest.total_bytes;
        this.queue = plan.todo;
        this.skipped = plan.current;
        this.itemsTotal = plan.todo.length;
        this.bytesTotal = plan.todo.reduce((sum, item) => sum + item.bytes, 0);
        this.itemsDone = 0;
        this.bytesDone = 0;
      });
      await this.run(controller);
    } catch (error) {
      this.stopped(controller, error);
    }
  }

  /** Stops after the items in flight; `resume` continues with the rest. */
  pause(): void {
    if (this.phase !== 'downloading') return;
    this.phase = 'paused';
    this.controller?.abort();
  }

  async resume(): Promise<void> {
    if (this.phase !== 'paused' && this.phase !== 'failed') return;
    if (!this.manifest) return this.start();
    const controller = new AbortController();
    this.controller = controller;
    this.error = null;
    try {
      await this.run(controller);
    } catch (error) {
      this.stopped(controller, error);
    }
  }

  private async run(controller: AbortController): Promise<void> {
    this.phase = 'downloading';
    let sinceSave = 0;
    // Items landed since the page last drew the progress.
    let landed = { items: 0, bytes: 0 };
    let drawTimer: ReturnType<typeof setTimeout> | null = null;
    const draw = () => {
      if (drawTimer) clearTimeout(drawTimer);
      drawTimer = null;
      const { items, bytes } = landed;
      landed = { items: 0, bytes: 0 };
      if (items) runInAction(() => {
        this.itemsDone += items;
        this.bytesDone += bytes;
      });
    };
    const worker = async () => {
      while (!controller.signal.aborted) {
        const item = this.queue.shift();
        if (!item) return;
        try {
          const bytes = await downloadItem(item, controller.signal);
          this.index.items[item.id] = item.hash;
          landed.items += 1;
          landed.bytes += bytes;
          drawTimer ??= setTimeout(draw, PROGRESS_EVERY_MS);
          sinceSave += 1;
          if (sinceSave >= SAVE_EVERY) {
            sinceSave = 0;
            await writeSavedIndex(this.index);
          }
        } catch (error) {
          this.queue.unshift(item);
          controller.abort(); // the other workers stop too; `resume` picks the item up again
          throw error;
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: PARALLEL }, worker));
    } finally {
      draw();
      await writeSavedIndex(this.index);
    }
    if (controller.signal.aborted) return;
    // Complete: media no longer listed go, and the page can say when the catalogue was refreshed.
    if (this.manifest) await dropStaleMedia(this.manifest);
    this.index.completedAt = Date.now();
    this.index.version = this.manifest?.version ?? null;
    await writeSavedIndex(this.index);
    const storage = await storageStatus();
    runInAction(() => {
      this.completedAt = this.index.completedAt;
      this.usage = storage.usage;
      this.quota = storage.quota;
      this.phase = 'done';
    });
  }

  private stopped(controller: AbortController, error: unknown): void {
    runInAction(() => {
      if (controller.signal.aborted && this.phase === 'paused') return;
      this.phase = 'failed';
      this.error = error instanceof Error && error.message ? error.message : 'Unduhan terhenti';
    });
  }
}

let instance: CatalogueDownloadStore | null = null;

/** The one download of this tab (it goes on while the visitor looks at other pages). */
export function catalogueDownload(): CatalogueDownloadStore {
  instance ??= new CatalogueDownloadStore();
  return instance;
}
