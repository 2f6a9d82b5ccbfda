/**
 * Entry: the global styles, then the app (boot.tsx) once the browser has painted what it has: the
 * server's HTML shows before any of the app's code runs (docs/rendering.md).
 */
import './app/global.css';

// After the next paint (rAF, then a task); a hidden tab gets no frames, so a timer starts it anyway.
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 200);
});
await import('./boot');
