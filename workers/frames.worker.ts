/// <reference lib="webworker" />
/**
 * Fetches the 18 exterior frames of the 360 viewer off the main thread. Raster frames are decoded
 * here into ImageBitmaps; SVG frames (which a worker cannot rasterise) come back as blobs for the
 * page to decode with `img.decode()`.
 */
import { expose, transfer } from 'comlink';
import type { FramesWorkerApi, LoadedFrame } from './api';

async function loadOne(url: string, signal: AbortSignal): Promise<LoadedFrame> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`frame ${url}: HTTP ${res.status}`);
  const blob = await res.blob();
  if (blob.type.startsWith('image/svg')) return { url, blob };
  return { url, bitmap: await createImageBitmap(blob) };
}

const api: FramesWorkerApi = {
  /** All frames in order; rejects if any fails so the viewer never starts half-loaded. */
  async load(urls: string[]): Promise<LoadedFrame[]> {
    const controller = new AbortController();
    try {
      const frames = await Promise.all(urls.map((u) => loadOne(u, controller.signal)));
      const bitmaps = frames.flatMap((f) => (f.bitmap ? [f.bitmap] : []));
      return transfer(frames, bitmaps);
    } catch (error) {
      controller.abort();
      throw error;
    }
  },
};

expose(api);
