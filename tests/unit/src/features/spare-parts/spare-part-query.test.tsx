// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SparePart } from '../../../../../domain/api';
import { db } from '../../../../../src/data/database';
import { forgetRecentAnswers } from '../../../../../src/data/mirrored-query';
import { partQuestion } from '../../../../../src/features/spare-parts/spare-part-card';
import { readSearch, SEARCH_DEBOUNCE_MS, writeSearch } from '../../../../../src/features/spare-parts/spare-part-query';
import { useSparePartQuery } from '../../../../../src/features/spare-parts/use-spare-part-query';

const part = (id: number, title: string): SparePart => ({ id, category: 'sparepart', image: '', harga: 1000, title, keterangan: null });

/** Each request waits until the test answers it; `asked` lists the query strings in order. */
function controlledApi() {
  const pending = new Map<string, (items: SparePart[]) => void>();
  const asked: string[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string) => {
    const query = url.slice(url.indexOf('?') + 1);
    asked.push(query);
    return new Promise<Response>((resolve) => {
      pending.set(query, (items) => resolve(new Response(JSON.stringify({ status: 200, message: 'success', data: items, data_count: items.length }), { status: 200 })));
    });
  }));
  return {
    asked,
    answer: (query: string, items: SparePart[]) => act(async () => pending.get(query)!(items)),
  };
}

function renderQuery(initial = '/sparepart-accesoris') {
  let location = '';
  function Probe({ children }: { children: ReactNode }) {
    const here = useLocation();
    location = `${here.pathname}${here.search}`;
    return <>{children}</>;
  }
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '/sparepart-accesoris', element: <Probe>{children}</Probe> }], { initialEntries: [initial] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => useSparePartQuery(), { wrapper });
  return { ...view, location: () => location };
}

beforeEach(async () => {
  await db.responses.clear();
  forgetRecentAnswers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spare-parts search in the URL', () => {
  it('reads the filter and the trimmed text, treating an unknown filter as all', () => {
    expect(readSearch(new URLSearchParams('q=%20oli%20&filter=accesories'))).toEqual({ filter: 'accesories', q: 'oli' });
    expect(readSearch(new URLSearchParams('filter=ban'))).toEqual({ filter: '', q: '' });
  });

  it('writes only non-empty values, keeping other parameters', () => {
    const next = writeSearch(new URLSearchParams('q=oli&x=1'), { q: ' ', filter: 'sparepart' });
    expect(next.toString()).toBe('x=1&filter=sparepart');
  });

  it('prefills the WhatsApp question with the part and its price', () => {
    expect(partQuestion({ title: 'Filter Oli', harga: 65000 })).toBe('Halo Merapi Toyota, saya ingin menanyakan ketersediaan Filter Oli (Rp 65.000).');
    expect(partQuestion({ title: 'V-Belt Mesin', harga: null })).toBe('Halo Merapi Toyota, saya ingin menanyakan ketersediaan V-Belt Mesin.');
  });
});

describe('useSparePartQuery', () => {
  it('asks once for the search in the URL when it opens', async () => {
    const api = controlledApi();
    const { result } = renderQuery('/sparepart-accesoris?q=oli&filter=sparepart');
    await waitFor(() => expect(api.asked).toEqual(['filter=sparepart&q=oli']));
    expect(result.current.text).toBe('oli');
    await api.answer('filter=sparepart&q=oli', [part(1, 'Oli Mesin')]);
    await waitFor(() => expect(result.current.items?.map((p) => p.title)).toEqual(['Oli Mesin']));
  });

  it('waits until typing pauses, then reloads once with the last text and keeps it in the URL', async () => {
    const api = controlledApi();
    const view = renderQuery();
    await waitFor(() => expect(api.asked).toEqual(['filter=&q=']));
    await api.answer('filter=&q=', [part(1, 'Oli Mesin'), part(2, 'Filter Udara')]);

    // The test's clock from here: each key restarts the wait, and only a full pause reloads.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    act(() => view.result.current.setText('f'));
    await pause(SEARCH_DEBOUNCE_MS - 1);
    act(() => view.result.current.setText('fi'));
    await pause(SEARCH_DEBOUNCE_MS - 1);
    act(() => view.result.current.setText('filter'));
    await pause(SEARCH_DEBOUNCE_MS - 1);
    expect(api.asked).toHaveLength(1);
    expect(view.location()).toBe('/sparepart-accesoris');
    // While the text settles the earlier list stays, marked as updating.
    expect(view.result.current.items).toHaveLength(2);
    expect(view.result.current.isUpdating).toBe(true);

    await pause(1);
    vi.useRealTimers();
    await waitFor(() => expect(api.asked).toEqual(['filter=&q=', 'filter=&q=filter']));
    expect(view.location()).toBe('/sparepart-accesoris?q=filter');
    await api.answer('filter=&q=filter', [part(2, 'Filter Udara')]);
    await waitFor(() => expect(view.result.current.items?.map((p) => p.title)).toEqual(['Filter Udara']));
    expect(view.result.current.isUpdating).toBe(false);
  });

  it('shows the last search\'s answer even when an earlier one arrives after it', async () => {
    const api = controlledApi();
    const view = renderQuery();
    await waitFor(() => expect(api.asked).toHaveLength(1));
    await api.answer('filter=&q=', [part(1, 'Oli Mesin')]);

    act(() => view.result.current.setText('filter'));
    await waitFor(() => expect(api.asked).toContain('filter=&q=filter'));
    act(() => view.result.current.setFilter('accesories'));
    await waitFor(() => expect(api.asked).toContain('filter=accesories&q=filter'));

    await api.answer('filter=accesories&q=filter', []);
    await waitFor(() => expect(view.result.current.items).toEqual([]));
    // The slower, earlier search answers last and must not replace the list.
    await api.answer('filter=&q=filter', [part(2, 'Filter Udara')]);
    // Not a time rule: wait until the late answer has reached the mirror, then flush what it set off.
    await waitFor(async () => expect(await db.responses.get('sparepart?filter=&q=filter')).toBeDefined());
    await act(async () => undefined);
    expect(view.result.current.items).toEqual([]);
    expect(view.result.current.search).toEqual({ filter: 'accesories', q: 'filter' });
  });
});
