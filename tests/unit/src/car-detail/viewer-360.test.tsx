// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const load = vi.fn(async (urls: string[]) => urls.map((url) => ({ url, blob: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }) })));
vi.mock('../../../../src/lib/workers', () => ({
  framesWorker: { call: (use: (api: { load: typeof load }) => Promise<unknown>) => use({ load }) },
}));

const { Viewer360, VIEWER_360_HINT } = await import('../../../../src/ui/viewer-360');

const FRAMES = Array.from({ length: 18 }, (_, i) => `/media/cars/avanza/360/silver/${String(i + 1).padStart(2, '0')}.svg`);
let created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  created = [];
  revoked.length = 0;
  load.mockClear();
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:frame-${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  Element.prototype.setPointerCapture = () => undefined;
});
afterEach(cleanup);

const slider = () => screen.getByRole('slider');
const shownSrc = () => slider().querySelector('img')?.getAttribute('src');

describe('360 exterior viewer', () => {
  it('shows a progress bar, then the first frame with the hint once every frame is decoded', async () => {
    render(<Viewer360 frames={FRAMES} label="Avanza Silver" />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(slider().getAttribute('aria-valuenow')).toBe('1'));
    expect(load).toHaveBeenCalledWith(FRAMES.map((f) => new URL(f, document.baseURI).href));
    expect(created).toHaveLength(18);
    expect(shownSrc()).toBe('blob:frame-1');
    expect(screen.getByText(VIEWER_360_HINT)).toBeTruthy();
    expect(slider().getAttribute('aria-label')).toBe('Tampilan 360° Avanza Silver');
  });

  it('turns with ArrowRight and ArrowLeft, wrapping past the first frame', async () => {
    render(<Viewer360 frames={FRAMES} label="Avanza" />);
    await waitFor(() => slider());
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider().getAttribute('aria-valuenow')).toBe('2');
    expect(shownSrc()).toBe('blob:frame-2');
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(slider().getAttribute('aria-valuenow')).toBe('18');
    expect(shownSrc()).toBe('blob:frame-18');
  });

  it('turns by dragging', async () => {
    render(<Viewer360 frames={FRAMES} label="Avanza" />);
    await waitFor(() => slider());
    // jsdom has no layout: the viewer is 0 px wide, so each frame takes the minimum 8 px.
    fireEvent.pointerDown(slider(), { pointerId: 1, clientX: 200, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 176 });
    fireEvent.pointerUp(slider(), { pointerId: 1, clientX: 176 });
    expect(slider().getAttribute('aria-valuenow')).toBe('4');
  });

  it('releases every object URL when it goes away', async () => {
    const { unmount } = render(<Viewer360 frames={FRAMES} label="Avanza" />);
    await waitFor(() => slider());
    act(() => unmount());
    expect(revoked.sort()).toEqual([...created].sort());
  });
});
