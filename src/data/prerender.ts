/**
 * Answers rendered by the server (docs/rendering.md): on the server the mirrored queries of a page
 * are collected (`wanted`), answered, and the page rendered again with them (`rows`); the same rows
 * are embedded in the HTML so the browser's first render (hydration) shows exactly what the server
 * drew, then the mirror and the revalidation take over as on any other visit.
 */
import { createContext, useContext } from 'react';
import type { MirrorRow } from './db';

export interface Prerendered {
  /** Answers known for this render, by mirror key. */
  rows: ReadonlyMap<string, MirrorRow<unknown>>;
  /** Keys the API answered 404 for (an unknown car, article, branch), with when: the screen shows its not-found state. */
  missing?: ReadonlyMap<string, number>;
  /** Server only: the keys a render asked for that `rows` lacks, with their fetchers. */
  wanted?: Map<string, () => Promise<unknown>>;
}

const PrerenderedContext = createContext<Prerendered | null>(null);

export const PrerenderedProvider = PrerenderedContext.Provider;

/** The prerendered answer of `key` (undefined when none), noting on the server that it is wanted. */
export function usePrerendered<T>(key: string | null, fetcher: () => Promise<T>): MirrorRow<T> | undefined {
  const prerendered = useContext(PrerenderedContext);
  if (!key || !prerendered) return undefined;
  const row = prerendered.rows.get(key) as MirrorRow<T> | undefined;
  if (!row && prerendered.wanted && !prerendered.wanted.has(key)) prerendered.wanted.set(key, fetcher);
  return row;
}

/** When the API answered 404 for `key` in this render (the server's, or the hydration of its page); undefined if it did not. */
export function usePrerenderedMissing(key: string | null): number | undefined {
  const prerendered = useContext(PrerenderedContext);
  return key ? prerendered?.missing?.get(key) : undefined;
}

/** What the server embeds in the page (`PRERENDERED_SCRIPT_ID`): the answers and the keys found missing. */
export interface EmbeddedAnswers {
  rows: Array<MirrorRow<unknown>>;
  missing: string[];
}

/** Reads the embedded answers (a page from before `missing` carried a bare array of rows). */
export function parseEmbedded(text: string): EmbeddedAnswers {
  const parsed = JSON.parse(text) as unknown;
  if (Array.isArray(parsed)) return { rows: parsed as Array<MirrorRow<unknown>>, missing: [] };
  const embedded = parsed as Partial<EmbeddedAnswers> | null;
  return { rows: Array.isArray(embedded?.rows) ? embedded.rows : [], missing: Array.isArray(embedded?.missing) ? embedded.missing : [] };
}

/** The id of the script element carrying the answers in the HTML. */
export const PRERENDERED_SCRIPT_ID = 'prerendered-data';
