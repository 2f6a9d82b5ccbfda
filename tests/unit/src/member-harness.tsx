/** Test harness of the member area: a fake API by path, the stores, and the account modals in a router. */
import { render, type RenderResult } from '@testing-library/react';
import { keyValueStore } from '../../../src/data/keyval';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { DialogHost, ToastHost } from '../../../src/app/shell/overlay-hosts';
import { AuthModals } from '../../../src/features/member/auth/auth-modals';
import { RootStore } from '../../../src/stores/root-store';
import { SessionStore } from '../../../src/stores/session-store';
import { StoresProvider } from '../../../src/stores/stores-context';

/** One answer of the fake API: HTTP status and envelope. */
export interface FakeAnswer { status: number; body: unknown }
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

export const ok = (data: unknown, message = 'success'): FakeAnswer => ({ status: 200, body: { status: 200, message, data } });
export const refused = (status: number, message: unknown): FakeAnswer => ({ status, body: { status, message, data: null } });

/** Stubs fetch: '/api/<path>' answers from `routes` (keyed 'POST login', 'GET provinsi'...); the calls are recorded. */
export function fakeApi(routes: FakeRoutes) {
  const calls: Array<{ key: string; body: unknown; headers: Record<string, string> }> = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(url).replace(/^\/api\//, '').replace(/\?.*$/, '')}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, headers: (init.headers ?? {}) as Record<string, string> });
    const route = routes[key];
    if (!route) throw new TypeError(`no fake answer for ${key}`);
    const answer = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

let storeCount = 0;

/** A root store with its own session storage. */
export function makeStore(): RootStore {
  storeCount += 1;
  return new RootStore({ session: new SessionStore(keyValueStore(`member-test-${storeCount}-${Date.now()}`)) });
}

/** Renders the modal host (as the header does) with the dialog and toast hosts, at '/'. */
export function renderModals(store: RootStore = makeStore()): { store: RootStore; router: ReturnType<typeof createMemoryRouter>; view: RenderResult } {
  const router = createMemoryRouter([
    { path: '/', element: <><AuthModals /><DialogHost /><ToastHost /></> },
    { path: '/dashboard-member', element: <><p>dashboard</p><AuthModals /><DialogHost /><ToastHost /></> },
  ]);
  const view = render(
    <StoresProvider store={store}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { store, router, view };
}

export const PROFILE = {
  unique_id: 'MBR1', full_name: 'Budi Santoso', member_email: 'budi@example.com', phone: '081234567890', gender: 'Laki-laki',
  birth: '1990-05-17', province_id: '33', province_name: 'Jawa Tengah', city_id: '33.74', city_name: 'Kota Semarang',
  address: 'Jl. Pandanaran 1', no_rangka: '', image: '', agree1: true, agree2: true,
};
