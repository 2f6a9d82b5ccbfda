/**
 * The pending badge's numbers from the first paint: the last stored count (localStorage, written by
 * every tab as it changes) is shown at once, then the count from IndexedDB's status index replaces
 * it and follows every change (counts, no records read, at most four times a second, so it stays
 * quick while a drain writes).
 */
import { makeAutoObservable } from 'mobx';
import { OUTBOX_COUNT_KEY } from '../../../domain/outbox-names';

interface Counts { waiting: number; refused: number }

function storedCounts(): Counts {
  try {
    const value = JSON.parse(localStorage.getItem(OUTBOX_COUNT_KEY) ?? 'null') as Partial<Counts> | null;
    return { waiting: Number(value?.waiting) || 0, refused: Number(value?.refused) || 0 };
  } catch {
    return { waiting: 0, refused: 0 };
  }
}

/** Waiting and refused submission counts, live. */
export class PendingCount {
  waiting = 0;
  refused = 0;
  private started = false;
  /** While a server-rendered page hydrates, the badge is what the server drew (none), so the DOM matches. */
  private hydrating = false;
  /** The stored count was taken, or the live one came (which the stored one must not overwrite). */
  private known = false;

  constructor(initial?: Counts) {
    if (initial) this.take(initial);
    makeAutoObservable<PendingCount, 'started' | 'known'>(this, { started: false, known: false });
  }

  /** Everything not yet delivered (the number on the badge); 0 while a server-rendered page hydrates. */
  get total(): number {
    return this.hydrating ? 0 : this.waiting + this.refused;
  }

  /**
   * The last stored count, for the first paint of a page drawn in the browser (boot.tsx). Read here, not
   * when the module loads: a page's first `localStorage` access waits on the browser's storage (1-12 ms
   * measured in a fresh page), which in the app chunk's evaluation lengthened one of the boot's tasks.
   */
  showStored(): void {
    if (!this.known) this.take(storedCounts());
  }

  /** A server-rendered page is about to hydrate: draw no badge until `hydrated()`. */
  holdForHydration(): void {
    this.hydrating = true;
  }

  /** Hydration committed: the stored (then live) count shows, a task later (not in hydration's last task). */
  hydrated(): void {
    if (!this.hydrating) return;
    setTimeout(() => this.reveal(), 0);
  }

  private reveal(): void {
    this.showStored();
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
    this.take(counts);
    try {
      localStorage.setItem(OUTBOX_COUNT_KEY, JSON.stringify(counts));
    } catch {
      // Private mode without storage: the live count still shows.
    }
  }

  private take(counts: Counts): void {
    this.known = true;
    this.waiting = counts.waiting;
    this.refused = counts.refused;
  }
}

/** The page's pending counts (the badge reads it). */
export const pendingCount = new PendingCount();
