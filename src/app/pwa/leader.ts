/**
 * One tab speaks for all: the tab the person looked at last. Each tab that becomes visible (or
 * starts visible) writes its id under one localStorage key; only the tab named there announces, and
 * a tab going away gives the word up, so the next tab that is looked at takes it. No lock is held
 * for a tab's lifetime (a page holding a Web Lock may be kept out of the back/forward cache), and
 * each item is announced once whoever speaks (takeFinished is one transaction).
 */
const SPEAKER_KEY = 'merapi-outbox-speaker';

/** A tab's part in the election; `isLeader` says whether it speaks now. */
export interface Leadership {
  readonly isLeader: boolean;
  stop(): void;
}

function read(): string | null | undefined {
  try {
    return localStorage.getItem(SPEAKER_KEY);
  } catch {
    return undefined; // no storage (private mode): every visible tab may speak
  }
}

function write(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(SPEAKER_KEY);
    else localStorage.setItem(SPEAKER_KEY, value);
  } catch {
    // No storage: see read().
  }
}

/** What a tab tells the election: whether it is on screen, and its page events. */
export interface TabSignals {
  visible(): boolean;
  /** Listens to 'visibilitychange', 'pageshow', 'pagehide' or 'storage'; returns the unsubscribe. */
  listen(type: 'visibilitychange' | 'pageshow' | 'pagehide' | 'storage', listener: (event: Event) => void): () => void;
}

/** This page's signals. */
export function pageSignals(): TabSignals {
  return {
    visible: () => document.visibilityState === 'visible',
    listen(type, listener) {
      const target: EventTarget = type === 'visibilitychange' ? document : window;
      target.addEventListener(type, listener);
      return () => target.removeEventListener(type, listener);
    },
  };
}

/** Joins the election; `onLead` is called each time this tab takes the word. */
export function joinLeadership(onLead: () => void, tab: TabSignals = pageSignals()): Leadership {
  const id = crypto.randomUUID();
  const take = () => {
    write(id);
    onLead();
  };
  const giveUp = () => {
    if (read() === id) write(null);
  };
  const onVisible = () => {
    if (tab.visible()) take();
  };
  // Another tab gave the word up: the one on screen takes it.
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === SPEAKER_KEY && newValue === null && tab.visible()) take();
  };

  if (tab.visible()) take();
  const stops = [
    tab.listen('visibilitychange', onVisible),
    tab.listen('pageshow', onVisible),
    tab.listen('pagehide', giveUp),
    tab.listen('storage', onStorage),
  ];
  return {
    get isLeader() {
      const speaker = read();
      return speaker === undefined ? tab.visible() : speaker === id;
    },
    stop() {
      for (const stop of stops) stop();
      giveUp();
    },
  };
}
