/**
 * One tab speaks for all: the tab holding the 'merapi-outbox-voice' Web Lock. A tab that becomes
 * visible takes the lock over (the person is looking at it); the others queue for it, so when the
 * speaking tab closes the next one speaks. Where Web Locks are missing every tab may speak (the
 * outbox still announces each item once: takeFinished is one transaction).
 */
const VOICE_LOCK = 'merapi-outbox-voice';

/** A tab's place in the election; `isLeader` says whether it speaks now. */
export interface Leadership {
  readonly isLeader: boolean;
  stop(): void;
}

/** Joins the election; `onLead` is called each time this tab starts speaking. */
export function joinLeadership(onLead: () => void): Leadership {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) {
    onLead();
    return { isLeader: true, stop: () => {} };
  }
  let leading = false;
  let stopped = false;
  let endHold: (() => void) | null = null;
  let waiting: AbortController | null = null;

  const hold = () => {
    waiting = null;
    leading = true;
    onLead();
    return new Promise<void>((resolve) => (endHold = resolve));
  };
  // Lost the lock (another tab took it over): queue for it again.
  const lost = () => {
    leading = false;
    endHold = null;
    if (!stopped) wait();
  };
  const wait = () => {
    const controller = new AbortController();
    waiting = controller;
    locks.request(VOICE_LOCK, { signal: controller.signal }, hold).then(lost, () => {
      if (!controller.signal.aborted) lost();
    });
  };
  const takeOver = () => {
    if (leading || stopped) return;
    waiting?.abort();
    waiting = null;
    locks.request(VOICE_LOCK, { steal: true }, hold).then(lost, lost);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') takeOver();
  };

  if (document.visibilityState === 'visible') takeOver();
  else wait();
  document.addEventListener('visibilitychange', onVisibility);
  return {
    get isLeader() { return leading; },
    stop() {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      waiting?.abort();
      endHold?.();
    },
  };
}
