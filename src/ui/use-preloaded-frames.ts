/**
 * Preloads the 360 viewer's frames through the frames worker (fetched off the main thread),
 * turns them into object URLs and decodes every one before the viewer starts, so turning never
 * waits for the network. Object URLs are revoked when the frames change or the viewer unmounts.
 */
import { useEffect, useState } from 'react';
import type { LoadedFrame } from '../../workers/api';
import { framesWorker } from '../lib/workers';

/** The preload state of the frames. */
export interface PreloadedFrames {
  /** Object URLs in frame order once every frame is decoded; null before. */
  urls: string[] | null;
  /** Frames decoded so far. */
  decoded: number;
  failed: boolean;
  retry: () => void;
}

async function toObjectUrl(frame: LoadedFrame): Promise<string> {
  if (frame.blob) return URL.createObjectURL(frame.blob);
  if (!frame.bitmap) throw new Error(`frame ${frame.url} arrived empty`);
  // Raster frames come decoded as bitmaps; a canvas turns them back into an <img>-able blob.
  const canvas = document.createElement('canvas');
  canvas.width = frame.bitmap.width;
  canvas.height = frame.bitmap.height;
  canvas.getContext('2d')?.drawImage(frame.bitmap, 0, 0);
  frame.bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
  if (!blob) throw new Error(`frame ${frame.url} could not be encoded`);
  return URL.createObjectURL(blob);
}

async function decode(url: string): Promise<void> {
  const img = new Image();
  img.src = url;
  await img.decode();
}

/** The frames of `sources` (absolute or root-relative URLs), preloaded and decoded. */
export function usePreloadedFrames(sources: readonly string[]): PreloadedFrames {
  const key = sources.join('\n');
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string; urls: string[] | null; decoded: number; failed: boolean }>({ key, urls: null, decoded: 0, failed: false });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let created: string[] = [];
    setState({ key, urls: null, decoded: 0, failed: false });
    (async () => {
      const absolute = key.split('\n').map((u) => new URL(u, document.baseURI).href);
      const loaded = await framesWorker.call((api) => api.load(absolute), signal);
      const urls = await Promise.all(loaded.map(toObjectUrl));
      // Left while converting: nobody will show these, so they are released at once.
      if (signal.aborted) {
        urls.forEach((u) => URL.revokeObjectURL(u));
        return;
      }
      created = urls;
      let decoded = 0;
      await Promise.all(created.map((url) => decode(url).then(() => !signal.aborted && setState((s) => ({ ...s, decoded: ++decoded })))));
      if (!signal.aborted) setState({ key, urls: created, decoded, failed: false });
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      console.warn('[360] frames could not be loaded:', error instanceof Error ? error.message : error);
      setState({ key, urls: null, decoded: 0, failed: true });
    });
    return () => {
      controller.abort();
      created.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [key, round]);

  const current = state.key === key ? state : { urls: null, decoded: 0, failed: false };
  return { urls: current.urls, decoded: current.decoded, failed: current.failed, retry: () => setRound((n) => n + 1) };
}
