/**
 * The HTTP status of a server-rendered page, told by the screen that knows it: a screen showing that
 * what the address names does not exist (an unknown car, article, branch or page) calls
 * `useNotFoundStatus`, and the server answers that page with 404 (its HTML is the same not-found
 * screen), so search engines drop the address instead of indexing a "not found" page as content.
 * In the browser it does nothing.
 */

/** The server render in progress, if any (renders are synchronous: one at a time). */
let collecting: { notFound: boolean } | null = null;

/** Runs a (synchronous) server render and answers its status: 404 when a screen said so, else 200. */
export function collectPageStatus<T>(render: () => T): { result: T; status: number } {
  const page = { notFound: false };
  collecting = page;
  try {
    const result = render();
    return { result, status: page.notFound ? 404 : 200 };
  } finally {
    collecting = null;
  }
}

/** The screen shows that its address names nothing: the server answers 404. */
export function useNotFoundStatus(): void {
  if (collecting) collecting.notFound = true;
}
