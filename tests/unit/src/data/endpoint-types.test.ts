import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Club, NewsArticle, SubmissionResult } from '../../../../domain/api';
import { api } from '../../../../src/data/api-client';

function respond(data: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ status: 200, message: 'ok', data }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('calls typed by endpoint', () => {
  it('builds the path from params and query and answers the mapped data type', async () => {
    const fetchMock = respond({ news_detail: {}, news_popular: [] });
    const article: NewsArticle = await api.get('newsdetail/:seo', { params: { seo: 'promo avanza' } });
    expect(article.news_popular).toEqual([]);
    respond({ id: 1 });
    const club: Club = await api.get('{product}club/detail/:seo', { params: { seo: 'avanza-club' } });
    expect(club.id).toBe(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/newsdetail/promo%20avanza');
  });

  it('sends the member token and the query of a member read', async () => {
    const fetchMock = respond([]);
    await api.get('detail/bookingorder', { query: { id: 'BO-1' }, token: 'tok' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/detail/bookingorder?id=BO-1');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('types bodies, options and answers at compile time (checked by tsc -b)', async () => {
    respond({ id: 1, booking_id: 'CU-1', status: 'new' });
    const sent: SubmissionResult = await api.post('contact', { name: 'Sari', email: 'sari@example.com' });
    expect(sent.booking_id).toBe('CU-1');
    // @ts-expect-error a path with params needs them
    void api.get('newsdetail/:seo').catch(() => {});
    // @ts-expect-error the body of a typed endpoint is checked
    void api.post('carname', { category: 'SUV' }).catch(() => {});
    // The untyped overload still answers for paths outside the map (deprecated).
    respond(['x']);
    await expect(api.get<string[]>('unmapped/path')).resolves.toEqual(['x']);
  });
});
