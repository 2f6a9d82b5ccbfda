/**
 * The one bridge to comlink workers, after Squoosh's worker bridge: calls run one at a time in
 * arrival order, so aborting the running call may end the worker (stopping its work) without
 * stranding another call, which simply starts a fresh worker when its turn comes. A call aborted
 * while it waits leaves the queue at once; a worker idle for a while is ended.
 */
import { wrap, releaseProxy, type Remote } from 'comlink';

const IDLE_MS = 30_000;

const abortError = () => new DOMException('Aborted', 'AbortError');

/** `promise`, or an AbortError as soon as `signal` aborts. */
function abortable<T>(signal: AbortSignal | undefined, promise: Promise<T>): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A lazily started worker whose methods are called through `call`, one call at a time. */
export function workerBridge<Api extends object>(create: () => Worker, idleMs = IDLE_MS) {
  let worker: Worker | null = null;
  let remote: Remote<Api> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  // Rejects the running call when the worker is ended under it (terminate), so it never hangs.
  let stopRunning: ((reason: unknown) => void) | null = null;

  function end() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    stopRunning?.(abortError());
    remote?.[releaseProxy]();
    worker?.terminate();
    worker = null;
    remote = null;
  }

  async function run<T>(work: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw abortError();
    if (idleTimer) clearTimeout(idleTimer);
    if (!worker) {
      worker = create();
      remote = wrap<Api>(worker);
    }
    const stopped = new Promise<never>((_, reject) => (stopRunning = reject));
    try {
      return await abortable(signal, Promise.race([work(remote!), stopped]));
    } catch (error) {
      // Only this call runs in the worker: ending it stops the aborted work and strands nobody.
      if (signal?.aborted) end();
      throw error;
    } finally {
      stopRunning = null;
      idleTimer = setTimeout(end, idleMs);
    }
  }

  /** Runs `work` against the worker after the calls before it; `signal` aborts it waiting or running. */
  function call<T>(work: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const turn = queue.then(() => run(work, signal));
    queue = turn.catch(() => undefined);
    return abortable(signal, turn);
  }

  return { call, terminate: end };
}
