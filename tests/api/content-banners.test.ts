/**
 * Home's hero banners (issue 30.7): one record with a desktop and a mobile picture, an optional title
 * overlay and a start and end date; GET slider still answers the spec's Slide list, derived from the
 * records shown now, and its cached answer expires at the next start or end.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Slide } from '../../domain/api';
import { addDays } from '../../domain/money';
import { sliders } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { auth, staffToken } from './staff-fixtures';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  token = await staffToken(t, 'content');
}, 60_000);
afterAll(async () => { await t?.close(); });

const DESKTOP = '/media/content/slider/desktop-1.svg';
const MOBILE = '/media/content/slider/mobile-1.svg';

async function slides(): Promise<Slide[]> {
  const res = await t.get('/api/slider');
  expect(res.statusCode).toBe(200);
  return res.json().data as Slide[];
}

const save = (payload: Record<string, unknown>, id?: number) =>
  t.call({ method: id ? 'PATCH' : 'POST', url: `/api/staff/content/sliders${id ? `/${id}` : ''}`, payload: payload as never, headers: auth(token) });

/** A published banner made in the back office; returns its id. */
async function banner(title: string, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await save({ title, image: DESKTOP, image_mobile: MOBILE, link: '/promo', status: 'published', ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const titles = (list: Slide[], type: Slide['type']) => list.filter((s) => s.type === type).map((s) => s.title);

describe('GET slider from banner records', () => {
  it("answers the spec's Slide list: every banner as a desktop slide, then every banner as a mobile slide, with the same id, title and link", async () => {
    const list = await slides();
    const desktop = list.filter((s) => s.type === 'desktop');
    const mobile = list.filter((s) => s.type === 'mobile');
    expect(desktop).toHaveLength(3);
    expect(list.map((s) => s.type)).toEqual([...desktop.map(() => 'desktop'), ...mobile.map(() => 'mobile')]);
    expect(mobile.map(({ id, title, link }) => ({ id, title, link }))).toEqual(desktop.map(({ id, title, link }) => ({ id, title, link })));
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(['id', 'image', 'link', 'overlay', 'title', 'type']);
      expect(s.image).toMatch(s.type === 'desktop' ? /^\/media\/content\/slider\/desktop-\d\.svg$/ : /^\/media\/content\/slider\/mobile-\d\.svg$/);
    }
    // The phone's title is its own banner's: 'Promo Akhir Tahun Merapi Toyota' over mobile-1, not another slide's.
    expect(mobile[0]).toMatchObject({ title: 'Promo Akhir Tahun Merapi Toyota', image: '/media/content/slider/mobile-1.svg', overlay: true });
  });

  it('shows a banner only between its start and end day (Jakarta), both days included; no dates means always', async () => {
    const today = addDays(0);
    const ids = {
      now: await banner('Banner Hari Ini', { start_date: today, end_date: today }),
      soon: await banner('Banner Besok', { start_date: addDays(1) }),
      over: await banner('Banner Kemarin', { end_date: addDays(-1) }),
      always: await banner('Banner Tanpa Tanggal', { overlay: false }),
    };
    const list = await slides();
    for (const type of ['desktop', 'mobile'] as const) {
      expect(titles(list, type)).toEqual(expect.arrayContaining(['Banner Hari Ini', 'Banner Tanpa Tanggal']));
      expect(titles(list, type)).not.toContain('Banner Besok');
      expect(titles(list, type)).not.toContain('Banner Kemarin');
    }
    expect(list.find((s) => s.id === ids.always && s.type === 'mobile')).toEqual({ id: ids.always, type: 'mobile', image: MOBILE, link: '/promo', title: 'Banner Tanpa Tanggal', overlay: false });
    // The staff record reads the days back as entered.
    const record = (await t.call({ method: 'GET', url: `/api/staff/content/sliders/${ids.now}`, headers: auth(token) })).json().data;
    expect(record).toMatchObject({ start_date: today, end_date: today, image_mobile: MOBILE, overlay: true });
    // A draft is never shown, whatever its dates.
    expect((await save({ status: 'draft' }, ids.now)).statusCode).toBe(200);
    expect(titles(await slides(), 'desktop')).not.toContain('Banner Hari Ini');
    for (const id of Object.values(ids)) await t.call({ method: 'DELETE', url: `/api/staff/content/sliders/${id}`, headers: auth(token) });
  });

  it('refuses an end day before the start day and a banner without both pictures, in Indonesian, changing nothing', async () => {
    const before = (await slides()).length;
    const order = await save({ title: 'Terbalik', image: DESKTOP, image_mobile: MOBILE, link: '/promo', start_date: '2026-12-10', end_date: '2026-12-09' });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({ end_date: ['*Tanggal akhir tidak boleh sebelum tanggal mulai!.'] });
    const pictures = await save({ title: 'Tanpa Gambar', link: '/promo', start_date: 'besok' });
    expect(pictures.statusCode).toBe(422);
    expect(pictures.json().errors).toMatchObject({
      image: ['*Unggah gambar desktop atau pilih dari media!.'], image_mobile: ['*Unggah gambar mobile atau pilih dari media!.'], start_date: ['*Masukkan tanggal (YYYY-MM-DD)!.'],
    });
    expect((await slides()).length).toBe(before);
  });

  it('expires the cached answer at the next start or end, though nothing was written', async () => {
    // The test moves the clock: the route's now and the read cache's expiry timer (the database's I/O stays real).
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const db = t.database.db;
    const starts = new Date(Date.now() + 60_000);
    const ends = new Date(starts.getTime() + 60_000);
    const [row] = await db.insert(sliders).values({ title: 'Mulai Sebentar Lagi', image: DESKTOP, imageMobile: MOBILE, link: '/promo', startsAt: starts, endsAt: ends }).returning();
    try {
      await t.app.readCache.invalidate();
      const first = await t.get('/api/slider');
      expect(titles(first.json().data, 'mobile')).not.toContain('Mulai Sebentar Lagi');
      const etag = { 'if-none-match': String(first.headers.etag) };
      // Cached up to the last millisecond before the start: the same answer, not modified.
      await vi.advanceTimersByTimeAsync(starts.getTime() - Date.now() - 1);
      expect((await t.get('/api/slider', etag)).statusCode).toBe(304);
      await vi.advanceTimersByTimeAsync(1);
      const started = await t.get('/api/slider', etag);
      expect(started.statusCode).toBe(200);
      expect(titles(started.json().data, 'mobile')).toContain('Mulai Sebentar Lagi');
      const shown = { 'if-none-match': String(started.headers.etag) };
      await vi.advanceTimersByTimeAsync(ends.getTime() - Date.now() - 1);
      expect((await t.get('/api/slider', shown)).statusCode).toBe(304);
      await vi.advanceTimersByTimeAsync(1);
      expect(titles((await slides()), 'mobile')).not.toContain('Mulai Sebentar Lagi');
    } finally {
      vi.useRealTimers();
      await db.delete(sliders).where(eq(sliders.id, row.id));
    }
  });
});
