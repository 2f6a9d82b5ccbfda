// @vitest-environment jsdom
/**
 * Scroll per history entry (src/app/scroll-restoration.ts): a new page starts at the top, back puts
 * the reader where they were, a new query on the same page leaves the scroll alone, a #hash scrolls
 * to its element.
 */
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from '../../../../src/app/scroll-restoration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let go: ReturnType<typeof useNavigate>;
function Probe() {
  useScrollRestoration();
  go = useNavigate();
  return <div id="syarat">Syarat</div>;
}

let scrollTo: ReturnType<typeof vi.fn>;
/** The reader scrolls to `y` (the hook records it on the next frame). */
async function scrolled(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  act(() => { vi.advanceTimersToNextFrame(); });
}

beforeEach(() => {
  // The frames are the test's: a scroll is recorded on the next one.
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('scroll restoration', () => {
  it('starts a new page at the top, restores the position on back, and leaves a new query alone', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<MemoryRouter initialEntries={['/']}><Probe /></MemoryRouter>));
    await scrolled(640);
    scrollTo.mockClear();
    await act(async () => go('/avanza'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await scrolled(300);
    scrollTo.mockClear();
    await act(async () => go('/avanza?warna=putih'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    await act(async () => go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => go('/info#syarat'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    // The positions outlive a reload of the tab.
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('merapi-scroll-positions') ?? '[]').length).toBeGreaterThanOrEqual(2);
    act(() => root.unmount());
  });
});

describe('the stored positions on load (issue 35)', () => {
  const opened = (type: string) =>
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((kind: string) => (kind === 'navigation' ? [{ type } as unknown as PerformanceEntry] : []));
  afterEach(() => vi.restoreAllMocks());

  /** The tab holds `stored`; a document is `type` (navigate, reload) at /avanza, in StrictMode when `strict`. */
  async function openAvanza(type: string, stored: Array<[string, number]>, strict = false) {
    sessionStorage.setItem('merapi-scroll-positions', JSON.stringify(stored));
    opened(type);
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    const app = <MemoryRouter initialEntries={['/avanza']}><Probe /></MemoryRouter>;
    await act(async () => root.render(strict ? <StrictMode>{app}</StrictMode> : app));
    return root;
  }

  it('does not read the tab storage in the first commit of a document opened afresh, and still keeps the positions', async () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const root = await openAvanza('navigate', [['default:/avanza', 900], ['k1', 10]]);
    // A fresh load of /avanza starts where the browser put it, not at the position of an earlier visit.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
    await scrolled(420);
    window.dispatchEvent(new Event('pagehide'));
    // The earlier entries are kept with this one's position.
    expect(new Map(JSON.parse(sessionStorage.getItem('merapi-scroll-positions') ?? '[]'))).toEqual(new Map([['k1', 10], ['default:/avanza', 420]]));
    act(() => root.unmount());
  });

  it('starts a document opened afresh at the top also when React mounts the effect twice (StrictMode)', async () => {
    const root = await openAvanza('navigate', [['default:/avanza', 900]], true);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('does not give a page opened afresh the position an earlier visit left, when the reader comes back to it', async () => {
    const root = await openAvanza('navigate', [['default:/avanza', 900]]);
    // Not scrolled here: on to another page, and back.
    await act(async () => go('/agya'));
    await act(async () => go(-1));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
    act(() => root.unmount());
  });

  it('restores the stored position when the document is reloaded', async () => {
    const root = await openAvanza('reload', [['default:/avanza', 900]]);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    act(() => root.unmount());
  });
});
