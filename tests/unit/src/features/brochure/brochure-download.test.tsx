// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../../src/data/database';
import { BROCHURES_KEY } from '../../../../../src/features/brochure/brochures-repository';
import { downloadsText } from '../../../../../src/features/brochure/brochure-card';
import { useBrochureDownload, type Brochure } from '../../../../../src/features/brochure/use-brochure-download';

const agya: Brochure = { brochure_id: 1, title: 'Brosur Toyota Agya', image: '/a.svg', downloaded: 312, file: '/media/brochures/agya.pdf' };

let steps: string[];
let log: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    steps.push(`fetch ${url} ${init.body as string}`);
    return new Response(JSON.stringify(body), { status });
  }));
}

beforeEach(async () => {
  steps = [];
  await db.responses.clear();
  vi.spyOn(window, 'open').mockImplementation((url) => {
    steps.push(`open ${String(url)}`);
    return null;
  });
  log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('brochure download', () => {
  it('opens the PDF in a new tab first, then counts it and shows the new count', async () => {
    answer(200, { status: 200, message: 'Berhasil Download', data: { brochure_id: 1, downloaded: 313 } });
    const { result } = renderHook(() => useBrochureDownload());
    await act(() => result.current.download(agya));
    expect(window.open).toHaveBeenCalledWith('/media/brochures/agya.pdf', '_blank', 'noopener');
    expect(steps).toEqual(['open /media/brochures/agya.pdf', 'fetch /api/brochure/download {"brochure_id":1,"downloaded":313}']);
    expect(result.current.countOf(agya)).toBe(313);
    expect(log).toHaveBeenCalledWith('Berhasil Download');
  });

  it('writes the new count into the mirrored list, so it also shows offline later', async () => {
    await db.responses.put({ key: BROCHURES_KEY, data: [{ category_name: 'Hatchback', items: [agya] }], fetchedAt: 1 });
    answer(200, { status: 200, message: 'Berhasil Download', data: { brochure_id: 1, downloaded: 313 } });
    const { result } = renderHook(() => useBrochureDownload());
    await act(() => result.current.download(agya));
    const row = await db.responses.get(BROCHURES_KEY);
    expect((row?.data as Array<{ items: Brochure[] }>)[0].items[0].downloaded).toBe(313);
  });

  it('only logs a failed count, keeping the shown number and telling the visitor nothing', async () => {
    answer(404, { status: 404, message: 'Brosur tidak ditemukan', data: null });
    const { result } = renderHook(() => useBrochureDownload());
    await act(() => result.current.download(agya));
    expect(window.open).toHaveBeenCalledOnce();
    expect(result.current.countOf(agya)).toBe(312);
    expect(warn).toHaveBeenCalledWith('Gagal Download');
    expect(log).not.toHaveBeenCalledWith('Berhasil Download');
  });

  it('writes the count the Indonesian way', () => {
    expect(downloadsText(1204)).toBe('1.204 kali diunduh');
  });
});
