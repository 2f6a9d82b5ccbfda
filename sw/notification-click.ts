/**
 * What a click on a push notification opens (issue 31.2), kept apart from the service worker's
 * globals so the decision is unit-tested with the code the worker runs (tests/unit/sw). The
 * worker calls it with `self.clients` and its origin (sw/sw.ts).
 */

/** The part of a WindowClient the click uses. */
export interface ClickWindow {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<ClickWindow | null>;
}

/** The part of the worker's Clients the click uses. */
export interface ClickClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly ClickWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/** A path on this site from a push's `data.url` (a push never opens another site; anything else is '/'). */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Shows `path`: a window already on it is focused, a window of the site is taken there, and with
 * no window (the app was closed), or none that can be taken there, a new one opens. Focus is best
 * effort (a browser may refuse it). Resolves with what it did.
 */
export async function openRecord(clients: ClickClients, origin: string, path: string): Promise<'focused' | 'navigated' | 'opened'> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = new URL(path, origin).href;
  const same = windows.find((w) => w.url === target);
  if (same) {
    await same.focus().catch(() => undefined);
    return 'focused';
  }
  const ours = windows.find((w) => new URL(w.url).origin === origin);
  // navigate() rejects for a window this worker does not control: then a new window opens instead.
  const moved = ours ? await ours.navigate(target).catch(() => null) : null;
  if (moved) {
    await moved.focus().catch(() => undefined);
    return 'navigated';
  }
  await clients.openWindow(target);
  return 'opened';
}
