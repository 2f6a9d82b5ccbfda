import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_TEXT, SERVER_ERROR_TEXT } from '../../../domain/api/envelope';
import { ApiError, endpointUrl, exchange, requestEnvelope, requestHeaders, send } from '../../../shared/transport';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the shared transport', () => {
  it('builds URLs from the endpoint map: encoded params, the brand slug, the query, the booking base', () => {
    expect(endpointUrl('newsdetail/:seo', { params: { seo: 'promo akhir/tahun' } })).toBe('/api/newsdetail/promo%20akhir%2Ftahun');
    expect(endpointUrl('{product}club', { query: { page: 2 } })).toBe('/api/merapiclub?page=2');
    expect(endpointUrl('sparepart', { query: { filter: '', q: 'oli & filter' } })).toBe('/api/sparepart?filter=&q=oli+%26+filter');
    expect(endpointUrl('news/promo', { query: { category: undefined } })).toBe('/api/news/promo');
    expect(endpointUrl('bookingonlinenet.php')).toBe('/booking-api/bookingonlinenet.php');
    expect(endpointUrl('/vehicles')).toBe('/api/vehicles');
  });

  it('sends the API key on every call, JSON content type only with a body, the token and the idempotency key', () => {
    expect(requestHeaders({}, false)).toEqual({ accept: 'application/json', 'x-api-key': 'merapi-demo-key' });
    expect(requestHeaders({ token: 'abc', idempotencyKey: 'key-12345678' }, true)).toEqual({
      accept: 'application/json', 'x-api-key': 'merapi-demo-key', 'content-type': 'application/json', authorization: 'Bearer abc', 'idempotency-key': 'key-12345678',
    });
  });

  it('answers the whole envelope of a 2xx and posts the body as JSON', async () => {
    const fetchMock = respond(200, { status: 200, message: 'Valid', data: { potongan: 1 } });
    await expect(requestEnvelope({ method: 'POST', url: '/api/voucher', body: { promo_code: 'X' } })).resolves.toEqual({ status: 200, message: 'Valid', data: { potongan: 1 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/voucher');
    expect(init.body).toBe('{"promo_code":"X"}');
  });

  it('reads the contract\'s failures once: 422 field errors, 400 alert, 401 text, 5xx and unreadable answers', async () => {
    respond(422, { status: 422, message: 'Periksa Kembali Semua Form', errors: { email: ['*Email tidak valid!.'] } });
    expect(await failure(requestEnvelope({ method: 'POST', url: '/api/contact', body: {} }))).toMatchObject({ status: 422, message: 'Periksa Kembali Semua Form', errors: { email: ['*Email tidak valid!.'] } });
    respond(400, { status: 400, message: { alert: 'Email sudah terdaftar' } });
    expect(await failure(requestEnvelope({ method: 'POST', url: '/api/register', body: {} }))).toMatchObject({ status: 400, message: 'Email sudah terdaftar' });
    respond(401, { status: 401, message: 'failed' });
    expect(await failure(requestEnvelope({ method: 'POST', url: '/api/auth', body: {} }))).toMatchObject({ status: 401, message: 'failed' });
    respond(500, { status: 500, message: 'stack trace' });
    expect(await failure(requestEnvelope({ method: 'GET', url: '/api/slider' }))).toMatchObject({ status: 500, message: SERVER_ERROR_TEXT });
    respond(200, '<html>proxy</html>');
    expect(await failure(requestEnvelope({ method: 'GET', url: '/api/slider' }))).toMatchObject({ status: 200, message: SERVER_ERROR_TEXT });
  });

  it('turns a failed network into ApiError status 0, and exchange into status 0 without throwing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const error = await failure(send({ method: 'GET', url: '/api/slider' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_TEXT, isNetwork: true });
    await expect(exchange({ method: 'POST', url: '/api/contact', body: {} })).resolves.toEqual({ status: 0, body: null });
  });

  it("rejects with the caller's abort, not an ApiError", async () => {
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    })));
    const controller = new AbortController();
    const call = requestEnvelope({ method: 'GET', url: '/api/slider', signal: controller.signal, timeoutMs: 10_000 });
    controller.abort();
    const error = await failure(call);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('gives up after its timeout as a network failure (status 0)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const call = exchange({ method: 'POST', url: '/api/contact', body: {}, timeoutMs: 30_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(call).resolves.toEqual({ status: 0, body: null });
  });

  it('answers a raw Response for binary reads', async () => {
    respond(200, 'JPEGBYTES');
    const response = await send({ method: 'GET', url: '/api/member/photo', token: 't' });
    expect(await response.text()).toBe('JPEGBYTES');
  });
});
