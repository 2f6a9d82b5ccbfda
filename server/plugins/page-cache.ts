/**
 * Rendered pages kept per URL (server/plugins/ssr.ts): public content, the same for every visitor, so a
 * visitor rarely waits for a render. A page remembers the API URLs its render read and is dropped when a
 * write empties one of them (`drop`, called by ssr.ts for this instance's writes and for the read cache's
 * events from the others).
 */

/** How long a rendered page is reused as it is (a write or a clock expiry that changes what it shows drops it sooner, on every instance). */
const PAGE_TTL_MS = 30_000;
/**
 * After that, how long the page may still be sent while a render in the background replaces it
 * (stale-while-revalidate): the first visitor after a quiet half-minute gets it at once instead of waiting
 * for its reads and its render (90-160 ms for Home and a car page on the project's machine). Only age ends
 * here: a page dropped by a write or by a clock expiry is gone, and the next visitor waits for a fresh one.
 */
const PAGE_STALE_MS = 5 * 60_000;
const PAGE_CACHE_MAX = 500;

/** A render's result: the page (null when none is sent: a redirect, a failed render) and the API URLs it read. */
export interface Rendered<P> { page: P | null; reads: string[] }

export interface PageCache<P> {
  /** The page of `url`: kept, kept and renewed behind it, or rendered now (and kept). */
  get(url: string): Promise<P | null>;
  /** Drops the pages that read a URL under one of `prefixes` ('/api/news'), or every page. */
  drop(prefixes?: readonly string[]): void;
}

/** A cache of the pages `render` draws. */
export function pageCache<P>(render: (url: string) => Promise<Rendered<P>>): PageCache<P> {
  const kept = new Map<string, { at: number; page: P | null; reads: string[] }>();
  // Counts drops: a render that saw one may have read what changed.
  let generation = 0;
  /** Renders `url` and keeps it unless pages were dropped meanwhile (then it is sent, not kept); `replacing` a page still sent, a failed render leaves it. */
  async function renderAndKeep(url: string, replacing: boolean): Promise<P | null> {
    const started = generation;
    const { page, reads } = await render(url);
    if (started === generation && (page || !replacing)) {
      kept.delete(url);
      if (kept.size >= PAGE_CACHE_MAX) kept.delete(kept.keys().next().value as string);
      kept.set(url, { at: Date.now(), page, reads });
    }
    return page;
  }
  // One render at a time per page replacing what is sent meanwhile.
  const renewing = new Set<string>();
  function renewInBackground(url: string): void {
    if (renewing.has(url)) return;
    renewing.add(url);
    // The render logs its own failure (ssr.ts): the old page stays.
    void renderAndKeep(url, true).catch(() => null).finally(() => renewing.delete(url));
  }
  return {
    async get(url) {
      const known = kept.get(url);
      const age = known ? Date.now() - known.at : Infinity;
      if (known && age < PAGE_TTL_MS) return known.page;
      if (known?.page && age < PAGE_TTL_MS + PAGE_STALE_MS) {
        renewInBackground(url);
        return known.page;
      }
      return renderAndKeep(url, false);
    },
    drop(prefixes) {
      generation += 1;
      if (!prefixes?.length) return kept.clear();
      for (const [url, page] of kept) if (page.reads.some((read) => prefixes.some((prefix) => read.startsWith(prefix)))) kept.delete(url);
    },
  };
}
