/**
 * Entry: the global styles, then the app (boot.tsx) once the browser has painted what it has: the
 * server's HTML shows before any of the app's code runs, and on a slow line the page's pictures have
 * the connection to themselves until then (docs/rendering.md).
 */
import './app/global.css';

/** The server lists the rendered screens' code here (server/plugins/ssr.ts); absent in the precached shell. */
const AFTER_PAINT_MODULES_ID = 'after-paint-modules';

// After the next paint (rAF, then a task); a hidden tab gets no frames, so a timer starts it anyway.
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 200);
});

// The screens' code is fetched alongside the app's start rather than after it (one round trip, not two),
// a few links per task: each modulepreload starts its fetch at once, about a millisecond of main-thread
// work apiece (a car page lists 25: 40 ms in one go on this machine's Chromium), and in batches a slow
// phone can draw and answer input in between. The list is in the order the app needs it (the start first).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const LINKS_PER_TASK = 4;
const listed = document.getElementById(AFTER_PAINT_MODULES_ID)?.textContent;
const hrefs = listed ? (JSON.parse(listed) as string[]) : [];
for (let i = 0; i < hrefs.length; i += LINKS_PER_TASK) {
  if (i > 0) await nextTask();
  // One insertion per batch: each link appended on its own costs the head a separate update.
  const links = document.createDocumentFragment();
  for (const href of hrefs.slice(i, i + LINKS_PER_TASK)) {
    links.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
  document.head.append(links);
}
// The libraries are run one task each before the app: evaluating the whole module graph in one go is one
// long task that keeps a slow phone from responding; between these the browser can handle input.
await import('react-dom/client');
await nextTask();
await import('mobx-react-lite');
await nextTask();
// A top-level await (here and in boot.tsx) turns off rolldown's chunk merging for the whole build. That keeps
// each back-office screen its own `staff-…` chunk, fetched after the login page, once the service worker
// controls the tablet, so the worker caches it for offline reloads (docs/testing.md, nineteenth session).
await import('./boot');
