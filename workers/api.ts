/** The workers' interfaces, shared by the workers and the page (types only; valid in both libs). */
import type { FlatRates } from '../domain/credit';
import type { MirrorRow } from '../shared/mirror-rows';

export interface CreditEstimate { price: number; uang_min: number; uang_max: number; step: number; angsuran: number | null }

export interface CreditWorkerApi {
  /** Range for a type's price, and the instalment when a down payment and tenor are given (`rates`: the mirrored dealer rates). */
  estimate(priceOtr: number, priceDisc: number, uangMuka?: number, tenor?: number, rates?: FlatRates): CreditEstimate;
}

/** A fetched frame: decoded when raster, a blob for the page to decode when SVG. */
export interface LoadedFrame { url: string; bitmap?: ImageBitmap; blob?: Blob }

export interface FramesWorkerApi {
  /** All frames in order; rejects if any fails so the viewer never starts half-loaded. */
  load(urls: string[]): Promise<LoadedFrame[]>;
}

export interface MirrorWorkerApi {
  /** Stores each answer unless the mirror holds a newer one for its key (shared/merapi-db.ts). */
  store(rows: Array<MirrorRow<unknown>>): Promise<void>;
}
