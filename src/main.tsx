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

// The screens' code is fetched alongside the app's start rather than after it (one round trip, not two).
// One insertion for all of them: each link appended on its own costs the head a separate update.
const listed = document.getElementById(AFTER_PAINT_MODULES_ID)?.textContent;
const links = document.createDocumentFragment();
for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
  links.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
}
document.head.append(links);
// The libraries are run one task each before the app: evaluating the whole module graph in one go is one
// long task that keeps a slow phone from responding; between these the browser can handle input.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
await import('react-dom/client');
await nextTask();
await import('mobx-react-lite');
await nextTask();
await import('./boot');
