/**
 * Frame arithmetic of the 360 viewer, kept pure so it can be tested: frames wrap around, a drag
 * across the whole viewer turns the car once, and the arrow keys step one frame.
 */

/** The fewest pixels of drag per frame, so a narrow viewer does not spin wildly. */
export const MIN_PX_PER_FRAME = 8;

/** `index` brought into 0..count-1, wrapping both ways. */
export function wrapFrame(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.round(index) % count) + count) % count;
}

/** Pixels of horizontal drag that move one frame: the viewer's width is one full turn. */
export function pxPerFrame(width: number, count: number): number {
  if (count <= 0) return MIN_PX_PER_FRAME;
  return Math.max(MIN_PX_PER_FRAME, width / count);
}

/**
 * The frame after dragging `dx` pixels from `startFrame`. Dragging to the left (dx < 0) shows the
 * next frames, as if pushing the car round; to the right, the previous ones.
 */
export function frameAfterDrag(startFrame: number, dx: number, perFrame: number, count: number): number {
  const steps = Math.trunc(-dx / perFrame);
  return wrapFrame(startFrame + steps, count);
}

/** The frame a key leads to, or null when the key does not turn the viewer. */
export function frameForKey(frame: number, key: string, count: number): number | null {
  if (key === 'ArrowRight') return wrapFrame(frame + 1, count);
  if (key === 'ArrowLeft') return wrapFrame(frame - 1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return wrapFrame(count - 1, count);
  return null;
}
