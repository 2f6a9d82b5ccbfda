/**
 * Notices a member coming back after idleness: the page becomes visible again, the window gets
 * focus or the network comes back, after at least `idleMs` without any activity.
 */

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;
const RETURN_EVENTS = ['focus', 'online'] as const;

/** What to watch and what to call. */
export interface IdleWatchOptions {
  idleMs: number;
  /** Called once per return from idleness. */
  onReturn: () => void;
  now?: () => number;
  win?: Window;
  doc?: Document;
}

/** Starts watching; returns the function that stops it. */
export function watchReturnFromIdle({ idleMs, onReturn, now = Date.now, win = window, doc = document }: IdleWatchOptions): () => void {
  let lastActive = now();
  const active = () => {
    lastActive = now();
  };
  const back = () => {
    if (doc.visibilityState === 'hidden') return;
    const wasIdle = now() - lastActive >= idleMs;
    lastActive = now();
    if (wasIdle) onReturn();
  };
  // Leaving the page is the last activity; coming back is a possible return.
  const onVisibility = () => (doc.visibilityState === 'hidden' ? active() : back());

  const options = { passive: true, capture: true } as const;
  for (const name of ACTIVITY_EVENTS) win.addEventListener(name, active, options);
  for (const name of RETURN_EVENTS) win.addEventListener(name, back);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    for (const name of ACTIVITY_EVENTS) win.removeEventListener(name, active, options);
    for (const name of RETURN_EVENTS) win.removeEventListener(name, back);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
