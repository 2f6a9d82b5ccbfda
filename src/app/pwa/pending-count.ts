/**
 * The pending badge's numbers from the first paint: the last stored count (localStorage, written by
 * every tab as it changes) is shown at once, then the count from IndexedDB's status index replaces
 * it and follows every change (counts, no records read, at most four times a second, so it stays
 * quick while a drain writes).
 */
import { makeAutoObservable } from 'mobx';

const STORAGE_KEY = 'merapi-outbox-pending';

interface Counts { waiting: number; refused: number }

function storedCounts(): Counts {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Counts> | null;
    return { waiting: Number(value?.waiting) || 0, refused: Number(value?.refused) || 0 };
  } catch {
    return { waiting: 0, refused: 0 };
  }
}

/** Waiting and refused submission counts, live. */
export class PendingCount {
  waiting: number;
  refused: number;
  private started = false;
  /** While a server-rendered page hydrates, the badge is what the server drew (none), so the DOM matches. */
  private hydrating = false;

  constructor(initial: Counts = storedCounts()) {
    this.waiting = initial.waiting;
    this.refused = initial.refused;
    makeAutoObservable<PendingCount, 'started'>(this, { started: false });
  }

  /** Everything not yet delivered (the number on the badge); 0 while a server-rendered page hydrates. */
  get total(): number {
    return this.hydrating ? 0 : this.waiting + this.refused;
  }

  /** A server-rendered page is about to hydrate: draw no badge until `hydrated()`. */
  holdForHydration(): void {
    this.hydrating = true;
  }

  /** Hydration committed: the stored (then live) count shows in the next render. */
  hydrated(): void {
    this.hydrating = false;
  }

  /** Follows the outbox from now on (once). */
  start(): void {
    // The server's render has no outbox (docs/rendering.md).
    if (this.started || typeof indexedDB === 'undefined') return;
    this.started = true;
    // The outbox's code comes after the first paint (the stored count shows until then).
    void import('../../data/outbox').then(({ pendingCounts, watchOutbox }) => {
      const read = () => void pendingCounts().then((counts) => this.set(counts), (error) => console.warn('[outbox] pending count', error));
      read();
      watchOutbox(read);
    }, (error: unknown) => console.warn('[outbox] pending count', error));
  }

  set(counts: Counts): void {
    this.waiting = counts.waiting;
    this.refused = counts.refused;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(counts));
    } catch {
      // Private mode without storage: the live count still shows.
    }
  }
}

/** The page's pending counts (the badge reads it). */
export const pendingCount = new PendingCount();
