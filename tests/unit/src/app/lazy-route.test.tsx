// @vitest-environment jsdom
/**
 * Screens on demand (src/app/lazy-route.ts): the first screen is loaded before the first render and
 * drawn at once; a screen's code is fetched once; a failed fetch is tried again; the top progress bar
 * counts what is being fetched. Route errors show the error screen until the address changes
 * (src/app/route-error.tsx).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreens, screenCode } from '../../../../src/app/lazy-route';
import { RouteErrorBoundary } from '../../../../src/app/route-error';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const flush = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

afterEach(() => { document.body.innerHTML = ''; });

describe('lazyScreen', () => {
  it('loads the screens of an address before the first render, once, so the first render is the screen', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Harga</h1> }));
    const Price = lazyScreen(load);
    const Other = lazyScreen(async () => ({ default: () => <h1>Lain</h1> }));
    const routes: RouteObject[] = [{ Component: () => <main><Outlet /></main>, children: [{ path: '/price-list', Component: Price }, { path: '/other', Component: Other }] }];
    function Routes() { return useRoutes(routes); }
    expect(Price.loaded).toBeNull();
    await preloadScreens(routes, '/price-list');
    await preloadScreens(routes, '/price-list');
    expect(load).toHaveBeenCalledTimes(1);
    expect(Other.loaded).toBeNull();
    // Nothing suspends: the server's string (and a hydration) is the screen itself.
    expect(renderToString(<MemoryRouter initialEntries={['/price-list']}><Routes /></MemoryRouter>)).toBe('<main><h1>Harga</h1></main>');
  });

  it('counts a fetch under way for the progress bar, and tries a failed fetch again', async () => {
    let fail = true;
    let refuse: (error: Error) => void = () => {};
    const load = vi.fn(() => (fail
      ? new Promise<{ default: () => React.JSX.Element }>((_, reject) => { refuse = reject; })
      : Promise.resolve({ default: () => <p>Isi</p> })));
    const Screen = lazyScreen(load);
    const first = Screen.preload();
    first.catch(() => {});
    await flush();
    expect(screenCode.loading).toBe(1);
    refuse(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await flush();
    expect(screenCode.loading).toBe(0);
    // Asked again at once (the render that shows the error), the failure stands: no new fetch.
    await expect(Screen.preload()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
    // A few seconds later the code is fetched again.
    fail = false;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5000);
    await Screen.preload();
    vi.restoreAllMocks();
    expect(load).toHaveBeenCalledTimes(2);
    expect(Screen.loaded).not.toBeNull();
  });
});

describe('a screen whose code cannot be fetched', () => {
  it('shows the error screen after one fetch, not a loop of fetches', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const Screen = lazyScreen(load);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<MemoryRouter initialEntries={['/']}><RouteErrorBoundary><Screen /></RouteErrorBoundary></MemoryRouter>));
    await flush();
    await flush();
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    vi.restoreAllMocks();
  });
});

describe('RouteErrorBoundary', () => {
  it('shows the error screen for a screen that throws, and the next address again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never { throw new Error('rusak'); }
    let go: (to: string) => void = () => {};
    function Nav() { go = useNavigate(); return null; }
    const routes: RouteObject[] = [{ path: '/rusak', Component: Broken }, { path: '/baik', Component: () => <h1>Baik</h1> }];
    function Routes() { return useRoutes(routes); }
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<MemoryRouter initialEntries={['/rusak']}><Nav /><RouteErrorBoundary><Routes /></RouteErrorBoundary></MemoryRouter>));
    expect(container.querySelector('[role="alert"] h1')?.textContent).toBe('Server Bermasalah');
    await act(async () => go('/baik'));
    expect(container.querySelector('h1')?.textContent).toBe('Baik');
    await act(async () => go('/rusak'));
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    act(() => root.unmount());
    vi.restoreAllMocks();
  });
});
