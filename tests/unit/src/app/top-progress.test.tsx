// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopProgress } from '../../../../src/app/shell/top-progress';
import { RootStore } from '../../../../src/stores/root-store';
import { StoresProvider } from '../../../../src/stores/stores-context';

function renderProgress(store: RootStore) {
  const router = createMemoryRouter([{ path: '/', element: <TopProgress /> }]);
  const { container } = render(
    <StoresProvider store={store}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  // Decorative for assistive technology (aria-hidden): the phase is on the element.
  return () => container.querySelector<HTMLElement>('[data-phase]')!.dataset.phase;
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
    expect(bar()).toBe('idle');
    act(() => store.ui.requestStarted());
    act(() => vi.advanceTimersByTime(200));
    expect(bar()).toBe('loading');
    act(() => store.ui.requestFinished(false));
    expect(bar()).toBe('done');
    act(() => vi.advanceTimersByTime(700));
    expect(bar()).toBe('idle');
    store.dispose();
  });

  it('never shows for a call shorter than the delay', () => {
    const store = new RootStore();
    const bar = renderProgress(store);
    act(() => store.ui.requestStarted());
    act(() => vi.advanceTimersByTime(50));
    act(() => store.ui.requestFinished(false));
    expect(bar()).toBe('idle');
    act(() => vi.advanceTimersByTime(700));
    expect(bar()).toBe('idle');
    store.dispose();
  });
});
