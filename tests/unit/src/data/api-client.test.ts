import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_TEXT, onRequestActivity, SERVER_ERROR_TEXT } from '../../../../src/data/api-client';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the api key and unwraps data from the envelope', async () => {
    const fetchMock = respond(200, { status: 200, message: 'success', data: [{ category_id: 1 }] });
    await expect(api.get('carcategory')).resolves.toEqual([{ category_id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/carcategory');
    expect((init.headers as Record<string, string>)['x-api-key']).toBe('merapi-demo-key');
    expect(init.method).toBe('GET');
  });

  it('posts JSON with the member token as a bearer header', async () => {
    const fetchMock = respond(200, { status: 200, message: 'success', data: [] });
    await api.post('carname', { category: 3 }, { token: 'abc' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"category":3}');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('patches a staff record of the map: the id into the path, the body as JSON, the staff token as bearer', async () => {
    const fetchMock = respond(200, { status: 200, message: 'success', data: { id: 7 } });
    const body = { title: 'Laptop hilang', found_at: '2026-11-27T08:00:00.000Z' };
    await expect(api.patch('staff/breaches/:id', body, { token: 'stf_admin', params: { id: 7 } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/breaches/7');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify(body));
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer stf_admin');
  });

  it('maps 422 to the message and the field errors', async () => {
    respond(422, { status: 422, message: 'Periksa Kembali Semua Form', errors: { email: ['*Email tidak valid!.'] }, data: null });
    const error = await failure(api.post('contact', {}));
    expect(error.status).toBe(422);
    expect(error.isValidation).toBe(true);
    expect(error.message).toBe('Periksa Kembali Semua Form');
    expect(error.errors).toEqual({ email: ['*Email tidak valid!.'] });
  });

  it('maps 400 to message.alert', async () => {
    respond(400, { status: 400, message: { alert: 'Email sudah terdaftar' }, data: null });
    const error = await failure(api.post('register', {}));
    expect(error.isBusiness).toBe(true);
    expect(error.message).toBe('Email sudah terdaftar');
  });

  it("maps 401 to the server's message", async () => {
    respond(401, { status: 401, message: 'failed', data: null });
    const error = await failure(api.post('auth', {}));
    expect(error.isUnauthorized).toBe(true);
    expect(error.message).toBe('failed');
  });

  it("maps a 500 or an unreadable answer to 'Server Bermasalah'", async () => {
    respond(500, { status: 500, message: 'boom', data: null });
    expect((await failure(api.get('slider'))).message).toBe(SERVER_ERROR_TEXT);
    respond(502, '<html>bad gateway</html>');
    const error = await failure(api.get('slider'));
    expect(error.status).toBe(502);
    expect(error.message).toBe(SERVER_ERROR_TEXT);
    respond(200, 'not json');
    expect((await failure(api.get('slider'))).message).toBe(SERVER_ERROR_TEXT);
  });

  it('maps a network failure to status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const error = await failure(api.get('slider'));
    expect(error.isNetwork).toBe(true);
    expect(error.message).toBe(NETWORK_ERROR_TEXT);
  });

  it('reports request start and end, flagging failures', async () => {
    const events: Array<[number, boolean]> = [];
    const stop = onRequestActivity((delta, failed) => events.push([delta, failed]));
    respond(200, { status: 200, message: 'ok', data: 1 });
    await api.get('slider');
    respond(500, {});
    await failure(api.get('slider'));
    stop();
    expect(events).toEqual([[1, false], [-1, false], [1, false], [-1, true]]);
  });
});
