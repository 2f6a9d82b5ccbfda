import { describe, expect, it } from 'vitest';
import { frameAfterDrag, frameForKey, MIN_PX_PER_FRAME, pxPerFrame, wrapFrame } from '../../../../src/ui/viewer-360-math';

const FRAMES = 18;

describe('360 viewer frame math', () => {
  it('wraps frame numbers around both ends', () => {
    expect(wrapFrame(18, FRAMES)).toBe(0);
    expect(wrapFrame(19, FRAMES)).toBe(1);
    expect(wrapFrame(-1, FRAMES)).toBe(17);
    expect(wrapFrame(-37, FRAMES)).toBe(17);
    expect(wrapFrame(5, FRAMES)).toBe(5);
  });

  it('makes the viewer\'s width one full turn, never fewer than the minimum pixels per frame', () => {
    expect(pxPerFrame(900, FRAMES)).toBe(50);
    expect(pxPerFrame(90, FRAMES)).toBe(MIN_PX_PER_FRAME);
  });

  it('turns by whole frames as the drag passes each step, left showing the next frames', () => {
    expect(frameAfterDrag(0, -49, 50, FRAMES)).toBe(0);
    expect(frameAfterDrag(0, -50, 50, FRAMES)).toBe(1);
    expect(frameAfterDrag(0, -260, 50, FRAMES)).toBe(5);
    expect(frameAfterDrag(3, 100, 50, FRAMES)).toBe(1);
  });

  it('wraps a drag past the last or the first frame', () => {
    expect(frameAfterDrag(17, -50, 50, FRAMES)).toBe(0);
    expect(frameAfterDrag(0, 50, 50, FRAMES)).toBe(17);
    expect(frameAfterDrag(2, -900, 50, FRAMES)).toBe(2);
  });

  it('steps one frame with ArrowRight and ArrowLeft, wrapping, and ignores other keys', () => {
    expect(frameForKey(0, 'ArrowRight', FRAMES)).toBe(1);
    expect(frameForKey(17, 'ArrowRight', FRAMES)).toBe(0);
    expect(frameForKey(0, 'ArrowLeft', FRAMES)).toBe(17);
    expect(frameForKey(9, 'Home', FRAMES)).toBe(0);
    expect(frameForKey(9, 'End', FRAMES)).toBe(17);
    expect(frameForKey(9, 'Enter', FRAMES)).toBeNull();
  });
});
