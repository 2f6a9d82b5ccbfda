// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../src/data/database';
import { createElement, type ReactNode } from 'react';
import { adoptPrerendered, forgetRecentAnswers, revalidate, useMirroredQuery } from '../../../../src/data/mirrored-query';
import { PrerenderedProvider } from '../../../../src/data/prerender';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Watches the reads of the mirror from now on (the hooks' live queries read through db.responses.get):
 * `settled` waits until one has been made and all have answered, then lets React apply what they set
 * off. No clock: the wait is on IndexedDB's own pace.
 */
function watchMirrorReads() {
  const get = db.responses.get.bind(db.responses);
  const reads: Array<Promise<unknown>> = [];
  const spy = vi.spyOn(db.responses, 'get').mockImplementation(((...args: Parameters<typeof get>) => {
    const read = get(...args);
    reads.push(read);
    return read;
  }) as typeof db.responses.get);
  return {
    async settled() {
      await vi.waitFor(() => expect(reads.length).toBeGreaterThan(0));
      await Promise.allSettled(reads);
      spy.mockRestore();
      await act(async () => undefined);
    },
  };
}

beforeEach(async () => {
  await db.responses.clear();
  forgetRecentAnswers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('adoptPrerendered', () => {
  it('stores the server\'s answers in one transaction, never over a newer mirrored answer', async () => {
    await db.responses.put({ key: 'kept', data: 'mirrored', fetchedAt: 2_000 });
    await db.responses.put({ key: 'replaced', data: 'older', fetchedAt: 500 });
    const transaction = vi.spyOn(db, 'transaction');
    adoptPrerendered([
      { key: 'kept', data: 'page', fetchedAt: 1_000 },
      { key: 'added', data: 'page', fetchedAt: 1_000 },
      { key: 'replaced', data: 'page', fetchedAt: 1_000 },
    ]);
    await waitFor(async () => expect((await db.responses.get('added'))?.data).toBe('page'));
    expect((await db.responses.get('kept'))?.data).toBe('mirrored');
    expect((await db.responses.get('replaced'))?.data).toBe('page');
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
  });
});

describe('useMirroredQuery', () => {
  it('hydrates on the server\'s answer and renders no more: no fetch, no fetching flag, no second render', async () => {
    const row = { key: 'values', data: ['server'], fetchedAt: Date.now() - 60_000 };
    adoptPrerendered([row]);
    const fetcher = vi.fn(() => Promise.resolve(['again']));
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => createElement(PrerenderedProvider, { value: { rows: new Map([[row.key, row]]) } }, children);
    const reads = watchMirrorReads();
    const { result } = renderHook(() => {
      renders++;
      return useMirroredQuery('values', fetcher);
    }, { wrapper });
    expect(result.current.data).toEqual(['server']);
    // The mirror takes the server's answer; the reader's live query finds nothing newer in it.
    await waitFor(async () => expect((await db.responses.where('key').equals('values').first())?.data).toEqual(['server']));
    await reads.settled();
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.isFetching).toBe(false);
    expect(renders).toBe(1);
  });

  it('renders the mirror first, then revalidates and writes the answer into the mirror', async () => {
    await db.responses.put({ key: 'slider', data: ['mirrored'], fetchedAt: 1 });
    const answer = deferred<string[]>();
    const fetcher = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useMirroredQuery('slider', fetcher));

    await waitFor(() => expect(result.current.data).toEqual(['mirrored']));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.isFetching).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve(['fresh']));
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
    expect(result.current.isFetching).toBe(false);
    expect((await db.responses.get('slider'))?.data).toEqual(['fresh']);
  });

  it('follows the mirror: a newer answer written later shows in a mounted reader, an older one changes nothing', async () => {
    const { result } = renderHook(() => useMirroredQuery('inbox', () => Promise.resolve(['unread'])));
    await waitFor(() => expect(result.current.data).toEqual(['unread']));
    const shownAt = result.current.fetchedAt!;
    // Another part of the page marks the message read in the mirror (patchMirror), as the newest answer.
    await act(async () => { await db.responses.put({ key: 'inbox', data: ['read'], fetchedAt: shownAt + 1000 }); });
    await waitFor(() => expect(result.current.data).toEqual(['read']));
    // An answer older than the one on screen is left out.
    const reads = watchMirrorReads();
    await act(async () => { await db.responses.put({ key: 'inbox', data: ['stale'], fetchedAt: 1 }); });
    await reads.settled();
    expect(result.current.data).toEqual(['read']);
  });

  it('is loading until the first answer when nothing is mirrored', async () => {
    const answer = deferred<number>();
    const { result } = renderHook(() => useMirroredQuery('values', () => answer.promise));
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await act(async () => answer.resolve(42));
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(result.current.isLoading).toBe(false);
  });

  it('keeps the mirrored answer and reports the error when revalidation fails', async () => {
    await db.responses.put({ key: 'icon', data: 'old', fetchedAt: 1 });
    const { result } = renderHook(() => useMirroredQuery('icon', () => Promise.reject(new Error('offline'))));
    await waitFor(() => expect(result.current.error?.message).toBe('offline'));
    expect(result.current.data).toBe('old');
    expect(result.current.isLoading).toBe(false);
  });

  it('ends loading with an error and no data when nothing is mirrored and the fetch fails', async () => {
    const { result } = renderHook(() => useMirroredQuery('news/home', () => Promise.reject(new Error('down'))));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error?.message).toBe('down');
  });

  it('shares one request between concurrent readers of the same key', async () => {
    const answer = deferred<string>();
    const fetcher = vi.fn(() => answer.promise);
    const first = renderHook(() => useMirroredQuery('vehicles', fetcher));
    const second = renderHook(() => useMirroredQuery('vehicles', fetcher));
    await act(async () => answer.resolve('cars'));
    await waitFor(() => expect(first.result.current.data).toBe('cars'));
    await waitFor(() => expect(second.result.current.data).toBe('cars'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the key is null', async () => {
    const fetcher = vi.fn(async () => 1);
    const { result } = renderHook(() => useMirroredQuery(null, fetcher));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('revalidate', () => {
  it('reuses an answer fetched moments ago instead of asking again', async () => {
    const fetcher = vi.fn(async () => 'answer');
    await revalidate('slider', fetcher);
    await revalidate('slider', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('stores the answer with its time', async () => {
    const row = await revalidate('question', async () => ({ question_1: [] }));
    expect(row.data).toEqual({ question_1: [] });
    expect((await db.responses.get('question'))?.fetchedAt).toBe(row.fetchedAt);
  });
});
