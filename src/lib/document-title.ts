/**
 * The document title of a screen, the same in the browser and in the server's HTML: the server
 * render collects what the screens ask for (`collectDocumentTitle`) and writes that <title>, so
 * hydration never changes it.
 */
import { useEffect } from 'react';
import { BRAND } from '../../domain/brand';

export const DEFAULT_TITLE = `${BRAND.name} - Dealer Resmi Toyota Jawa Tengah & DIY`;

const escaped = BRAND.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A brand suffix a stored title may carry ('Toyota Avanza - Merapi Toyota', 'Kebijakan Privasi | Merapi Toyota'). */
const BRAND_SUFFIX = new RegExp(`\\s*[|\\-–—:]\\s*${escaped}\\s*$`, 'i');
const HAS_BRAND = new RegExp(escaped, 'i');

/**
 * '{title} | Merapi Toyota', naming the brand once: a brand suffix already in `title` (meta titles
 * from the content) is dropped first, and a title that names the brand elsewhere gets no suffix.
 * Without a title, the site's default title.
 */
export function documentTitle(title?: string | null): string {
  const own = (title ?? '').replace(BRAND_SUFFIX, '').trim();
  if (!own) return DEFAULT_TITLE;
  return HAS_BRAND.test(own) ? own : `${own} | ${BRAND.name}`;
}

/** What the screens asked for during a server render (null: the default title), in render order. */
let collected: Array<string | null> | null = null;

/**
 * Runs a (synchronous) server render and answers the title its screens set: the outermost one,
 * as in the browser, where the parent's effect runs last. `undefined` when no screen sets one.
 */
export function collectDocumentTitle<T>(render: () => T): { result: T; title: string | null | undefined } {
  const titles: Array<string | null> = [];
  collected = titles;
  try {
    return { result: render(), title: titles.length ? titles[0] : undefined };
  } finally {
    collected = null;
  }
}

/** Sets the document title of a screen (see `documentTitle`). */
export function useDocumentTitle(title?: string | null): void {
  // Server render: effects never run there, so the title is noted while rendering.
  if (collected) collected.push(title ?? null);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
