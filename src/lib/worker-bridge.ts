/**
 * The one bridge to comlink workers: a call can be aborted, and a worker idle for a while is
 * ended (and started again on the next call), so no worker holds memory it no longer needs.
 */
import { wrap, releaseProxy, type Remote } from 'comlink';

const IDLE_MS = 30_000;

/** A lazily started worker whose methods are called through `call`. */
export function workerBridge<Api extends object>(create: () => Worker, idleMs = IDLE_MS) {
  let worker: Worker | null = null;
  let remote: Remote<Api> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let running = 0;

  function end() {
    if (running > 0) return;
    remote?.[releaseProxy]();
    worker?.terminate();
    worker = null;
    remote = null;
  }

  function touch() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(end, idleMs);
  }

  /** Runs `use` against the worker; an abort ends the worker at once so its work stops too. */
  async function call<T>(use: (api: Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (!worker) {
      worker = create();
      remote = wrap<Api>(worker);
    }
    const current = remote!;
    running++;
    try {
      return await new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          running = 0;
          end();
          reject(new DOMException('Aborted', 'AbortError'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        use(current).then(resolve, reject).finally(() => signal?.removeEventListener('abort', onAbort));
      });
    } finally {
      running = Math.max(0, running - 1);
      touch();
    }
  }

  return { call, terminate: () => { running = 0; end(); } };
}
