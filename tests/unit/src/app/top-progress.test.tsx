// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopProgress } from '../../../../src/app/shell/top-progress';
import { RootStore } from '../../../../src/stores/root-store';
import { StoresProvider } from '../../../../src/stores/stores-context';

function renderProgress(store: RootStore) {
  const router = createMemoryRouter([{ path: '/', element: <TopProgress /> }]);
  render(
    <StoresProvider store={store}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return () => screen.getByRole('progressbar', { hidden: true });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('top progress bar', () => {
  it('shows while API calls run (after a short delay) and hides when they end', () => {
    const store = new RootStore();
    const bar = renderProgress(store);
    expect(bar().getAttribute('aria-busy')).toBe('false');
    act(() => store.ui.requestStarted());
    act(() => vi.advanceTimersByTime(200));
    expect(bar().getAttribute('aria-busy')).toBe('true');
    act(() => store.ui.requestFinished(false));
    expect(bar().getAttribute('aria-busy')).toBe('false');
    act(() => vi.advanceTimersByTime(700));
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    store.dispose();
  });

  it('never shows for a call shorter than the delay', () => {
    const store = new RootStore();
    const bar = renderProgress(store);
    act(() => store.ui.requestStarted());
    act(() => vi.advanceTimersByTime(50));
    act(() => store.ui.requestFinished(false));
    act(() => vi.advanceTimersByTime(700));
    expect(bar().getAttribute('aria-busy')).toBe('false');
    store.dispose();
  });
});
