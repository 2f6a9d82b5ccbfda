/**
 * Parts of a server page that are hydrated when they come near the screen, not with the page
 * (docs/rendering.md). The server draws them like any other part; while the browser hydrates its
 * page, such a part stays the server's DOM (React keeps a suspended Suspense boundary as it is) until
 * it is within a screen's height of being seen, or is touched, focused or typed into: a phone's first
 * load hydrates what it shows, not the whole page below it.
 *
 * A part is `memo`'d with a render function of the module: nothing the page draws again may update it
 * before it is hydrated (React would then draw it afresh). Drawn in the browser without hydrating (a
 * client navigation, a member's page, the offline shell) a part renders at once.
 */
import { memo, Suspense, use, type ReactNode } from 'react';
import styles from './hydrate-when-seen.module.css';

interface Gate { promise: Promise<void>; released: boolean; release: () => void; element: Element | null }

const gates = new Map<string, Gate>();
let hydrating = false;

/** How far below (or above) the screen a part starts hydrating. */
const NEAR = '100% 0px';
/** What makes a part hydrate at once: the visitor reaching for it. */
const REACHING = ['pointerdown', 'touchstart', 'click', 'focusin', 'keydown'] as const;

/** boot.tsx, before hydrating a server page (a page drawn afresh, with createRoot, renders every part at once). */
export function hydratingServerPage(): void {
  hydrating = true;
}

function gateFor(name: string): Gate {
  const known = gates.get(name);
  if (known) return known;
  let resolve!: () => void;
  // The server's DOM of the part: present only while it waits to be hydrated (a part drawn later by the
  // app, after a client navigation, has none yet when it renders).
  const element = document.querySelector(`[data-hydrate-when-seen="${name}"]`);
  let observer: IntersectionObserver | null = null;
  const gate: Gate = {
    promise: new Promise<void>((r) => { resolve = r; }),
    released: false,
    element,
    release: () => {
      if (gate.released) return;
      gate.released = true;
      observer?.disconnect();
      for (const type of REACHING) document.removeEventListener(type, onReach, true);
      resolve();
    },
  };
  gates.set(name, gate);
  if (!element || typeof IntersectionObserver === 'undefined') {
    gate.release();
    return gate;
  }
  observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) gate.release();
  }, { rootMargin: NEAR });
  observer.observe(element);
  // Captured on the document, before React's listener on the root: the part is released before React
  // handles the event, so it hydrates at once and then gets the event.
  function onReach(event: Event) {
    if (event.target instanceof Node && element!.contains(event.target)) gate.release();
  }
  for (const type of REACHING) document.addEventListener(type, onReach, { capture: true, passive: true });
  return gate;
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  if (typeof window === 'undefined' || !hydrating) return children;
  const known = gates.get(name);
  // The page was left before the part was hydrated: drawn again (a later visit), it renders at once.
  if (known && !known.released && !known.element?.isConnected) known.release();
  const gate = known ?? gateFor(name);
  if (!gate.released) use(gate.promise);
  return children;
}

/** A part of a server page hydrated when near the screen; `name` is unique on its page. */
export const HydrateWhenSeen = memo(function HydrateWhenSeen({ name, render }: { name: string; render: () => ReactNode }) {
  return (
    <Suspense fallback={null}>
      <div data-hydrate-when-seen={name} className={styles.part}>
        <Gate name={name}>{render()}</Gate>
      </div>
    </Suspense>
  );
});
