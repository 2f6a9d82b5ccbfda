/** The app's workers, each behind the bridge. */
import type { CreditWorkerApi, FramesWorkerApi, MirrorWorkerApi } from '../../workers/api';
import { workerBridge } from './worker-bridge';

/** Credit estimates (down-payment range, instalment) with the domain formula, off the main thread. */
export const creditWorker = workerBridge<CreditWorkerApi>(
  () => new Worker(new URL('../../workers/credit.worker.ts', import.meta.url), { type: 'module' }),
);

/** Fetches the 18 exterior frames of the 360 viewer off the main thread. */
export const framesWorker = workerBridge<FramesWorkerApi>(
  () => new Worker(new URL('../../workers/frames.worker.ts', import.meta.url), { type: 'module' }),
);

/** Stores mirrored answers while the page has not loaded its own database (src/data/db.ts). */
export const mirrorWorker = workerBridge<MirrorWorkerApi>(
  () => new Worker(new URL('../../workers/mirror.worker.ts', import.meta.url), { type: 'module' }),
);
