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
 *
 * `ServerHtml` is the same gate for content that nothing on screen changes (an article, the footer's
 * links, Home's news and values): it is never hydrated on load, seen or not, only when the visitor
 * reaches into it (a tap on one of its links is then followed by the router, a focus hydrates it before
 * the keyboard moves on). Its code never runs on a server page's load: the browser keeps the server's
 * DOM as it is (issue 35).
 */
import { memo, Suspense, use, useLayoutEffect, type ReactNode } from 'react';
import styles from './hydrate-when-seen.module.css';

interface Gate {
  promise: Promise<void>;
  released: boolean;
  release: () => void;
  element: Element | null;
  /** The part's boundary has committed (hydrated, or drawn by the app): what `afterHydrating` held runs then. */
  hydrated: boolean;
  held: (() => void)[];
}
type Until = 'seen' | 'reached';

const gates = new Map<string, Gate>();
let hydrating = false;

/** How far below (or above) the screen a part starts hydrating. */
const NEAR = '100% 0px';
/**
 * What makes a part hydrate at once: the visitor reaching for it. A value changed without a pointer or a
 * focus first (assistive technology, a browser's form filling, a script) releases it too: React then
 * hydrates the part synchronously and hands it the event.
 */
const REACHING = ['pointerdown', 'touchstart', 'click', 'focusin', 'keydown', 'input', 'change'] as const;

/**
 * Releases every part still waiting: the app calls it when the address changes (browser-router.tsx).
 * Links in a waiting part read the address from the router's context, and React cannot pass a context
 * change into a part it has not hydrated: a move to another page (a transition) would wait for that
 * part for ever, a new address on the same page would draw it afresh (empty while it waits). Released,
 * the parts that stay on screen are hydrated first and then take the change; the ones the new page
 * drops are simply removed.
 */
export function releaseWaitingParts(): void {
  for (const gate of gates.values()) gate.release();
}

/** boot.tsx, before hydrating a server page (a page drawn afresh, with createRoot, renders every part at once). */
export function hydratingServerPage(): void {
  hydrating = true;
  // Every part's gate from the start: React may come to a part's boundary only after the page's content has
  // committed (a later pass), and a visitor reaching into it meanwhile must release it all the same.
  for (const element of document.querySelectorAll<HTMLElement>('[data-hydrate-when-seen]')) {
    const name = element.dataset.hydrateWhenSeen!;
    if (!gates.has(name)) gateFor(name, element.dataset.serverHtml === 'reached' ? 'reached' : 'seen', element.dataset.alsoReachedIn);
  }
}

function gateFor(name: string, until: Until, alsoReachedIn?: string): Gate {
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
    hydrated: false,
    held: [],
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
  if (until === 'seen') {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) gate.release();
    }, { rootMargin: NEAR });
    observer.observe(element);
    // A wrapper in the flow (`display: contents`) has no box of its own: its children are what is seen.
    for (const child of element.children) observer.observe(child);
  }
  // Captured on the document, before React's listener on the root: the part is released before React
  // handles the event, so it hydrates at once and then gets the event.
  function onReach(event: Event) {
    if (!(event.target instanceof Node)) return;
    const target = event.target;
    if (element!.contains(target) || (alsoReachedIn && target instanceof Element && target.closest(alsoReachedIn))) gate.release();
  }
  for (const type of REACHING) document.addEventListener(type, onReach, { capture: true, passive: true });
  return gate;
}

function Gate({ name, until, alsoReachedIn, children }: { name: string; until: Until; alsoReachedIn?: string; children: ReactNode }) {
  const gate = typeof window === 'undefined' || !hydrating ? null : currentGate(name, until, alsoReachedIn);
  // Runs when the part's boundary commits: its hydration, or its first render by the app.
  useLayoutEffect(() => {
    if (gate) committed(gate);
  });
  if (gate && !gate.released) use(gate.promise);
  return children;
}

function currentGate(name: string, until: Until, alsoReachedIn?: string): Gate {
  const known = gates.get(name);
  // The page was left before the part was hydrated: drawn again (a later visit), it renders at once.
  if (known && !known.released && !known.element?.isConnected) known.release();
  return known ?? gateFor(name, until, alsoReachedIn);
}

function committed(gate: Gate): void {
  if (gate.hydrated) return;
  gate.hydrated = true;
  for (const change of gate.held.splice(0)) change();
}

/**
 * Applies `change` (to state that the part `name` reads: an observer inside follows a store) once that
 * part no longer waits: at once if it is hydrated, drawn by the app or not on the page; else it is
 * released now and `change` runs when its hydration has committed. A part hydrated after the change would
 * draw the new state over the server's DOM, and React does not patch attributes that differ at
 * hydration (the car page's order links kept the server's colour). Changes held for a part run in order.
 */
export function afterHydrating(name: string, change: () => void): void {
  // Every part of the server's HTML has its gate from the hydration's start (`hydratingServerPage`), even
  // if React has not come to its boundary yet: released, it hydrates as soon as React renders it.
  const gate = gates.get(name);
  if (!gate || gate.hydrated || !gate.element?.isConnected) {
    change();
    return;
  }
  gate.held.push(change);
  gate.release();
}

/** A part of a server page hydrated when near the screen; `name` is unique on its page. */
export const HydrateWhenSeen = memo(function HydrateWhenSeen({ name, render }: { name: string; render: () => ReactNode }) {
  return (
    <Suspense fallback={null}>
      <div data-hydrate-when-seen={name} className={styles.part}>
        <Gate name={name} until="seen">{render()}</Gate>
      </div>
    </Suspense>
  );
});

/** Whether the part `name` still waits (its server DOM kept as is): nothing may update it meanwhile. */
function waiting(name: string): boolean {
  const gate = typeof window !== 'undefined' && hydrating ? gates.get(name) : undefined;
  return gate !== undefined && !gate.released;
}

/**
 * Server HTML kept as it is until the visitor reaches into it (a tap, a focus, a key): content nothing
 * on screen changes. `name` is unique on its page. While it waits, a new render of the page leaves it
 * alone (its props count as equal: React would otherwise draw a waiting boundary afresh); released, it
 * hydrates with the props of the render the server's HTML came from, then takes the page's updates.
 * `below` marks a part under the first screen: its style, layout and paint wait until it is near too.
 * With `until="seen"` it is an interactive part hydrated when it comes near, like `HydrateWhenSeen`,
 * for a page whose parts take props (the car page's sections). Released, it is hydrated with the props
 * the server drew it from; what the page changed meanwhile reaches it with the page's next render (an
 * observer inside follows its store at once).
 */
export const ServerHtml = memo(function ServerHtml({ name, below = false, until = 'reached', alsoReachedIn, children }: ServerHtmlProps) {
  return (
    <Suspense fallback={null}>
      <div data-hydrate-when-seen={name} data-server-html={until} data-also-reached-in={alsoReachedIn} className={below ? styles.part : styles.inFlow}>
        <Gate name={name} until={until} alsoReachedIn={alsoReachedIn}>{children}</Gate>
      </div>
    </Suspense>
  );
}, (before, after) => waiting(after.name)
  || (before.children === after.children && before.below === after.below && before.name === after.name && before.until === after.until
    && before.alsoReachedIn === after.alsoReachedIn));

interface ServerHtmlProps {
  /**
   * Unique on its page, and naming what the page shows (`car-avanza-credit`, `article-<link>`): a
   * client navigation to the same route with other content draws its part while the page before is
   * still on screen, and must not take that page's waiting part for its own.
   */
  name: string;
  /** Under the first screen: style, layout and paint wait until it is near (content-visibility). */
  below?: boolean;
  /**
   * `reached` (content nothing on screen changes): hydrated only when the visitor reaches into it;
   * `seen` (a part that answers input, far down the page): also when it comes within a screen of view.
   */
  until?: Until;
  /**
   * Elements elsewhere on the page (a selector) whose reach releases the part too: the controls that change
   * what it reads, so that it is hydrated, or well on its way, when their change comes (`afterHydrating`).
   */
  alsoReachedIn?: string;
  children: ReactNode;
}
