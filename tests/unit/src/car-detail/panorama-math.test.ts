import { describe, expect, it } from 'vitest';
import { clampView, FOV_MAX, FOV_MIN, isTileInFront, perspectiveFor, PITCH_LIMIT, stepView, tileCorners } from '../../../../src/ui/panorama-math';

const LEVEL = { yaw: 0, pitch: 0 };

describe('interior cube viewer camera', () => {
  it('keeps yaw within a turn, pitch short of straight up or down, and the zoom in range', () => {
    expect(clampView({ yaw: -30, pitch: 120, fov: 10 })).toEqual({ yaw: 330, pitch: PITCH_LIMIT, fov: FOV_MIN });
    expect(clampView({ yaw: 725, pitch: -120, fov: 200 })).toEqual({ yaw: 5, pitch: -PITCH_LIMIT, fov: FOV_MAX });
  });

  it('turns with the arrow keys and zooms with + and -', () => {
    const v = { yaw: 0, pitch: 0, fov: 80 };
    expect(stepView(v, 'ArrowRight')).toMatchObject({ yaw: 10 });
    expect(stepView(v, 'ArrowLeft')).toMatchObject({ yaw: 350 });
    expect(stepView(v, 'ArrowUp')).toMatchObject({ pitch: 10 });
    expect(stepView(v, '+')).toMatchObject({ fov: 70 });
    expect(stepView(v, '-')).toMatchObject({ fov: 90 });
    expect(stepView(v, 'Enter')).toBeNull();
  });

  it('turns a field of view into the CSS perspective distance', () => {
    expect(perspectiveFor(90, 600)).toBeCloseTo(300);
  });

  it('shows the front face ahead and hides the back face and the tiles beside the eye', () => {
    expect(isTileInFront(tileCorners('front', 1024, 0, 0, 128), LEVEL)).toBe(true);
    expect(isTileInFront(tileCorners('back', 1024, 448, 448, 128), LEVEL)).toBe(false);
    // The left face's tiles next to the front are ahead; those level with the eye are not.
    expect(isTileInFront(tileCorners('left', 1024, 896, 448, 128), LEVEL)).toBe(true);
    expect(isTileInFront(tileCorners('left', 1024, 384, 448, 128), LEVEL)).toBe(false);
  });

  it('brings the back face into view after half a turn', () => {
    expect(isTileInFront(tileCorners('back', 1024, 448, 448, 128), { yaw: 180, pitch: 0 })).toBe(true);
    expect(isTileInFront(tileCorners('front', 1024, 448, 448, 128), { yaw: 180, pitch: 0 })).toBe(false);
  });

  it('brings the roof into view when looking up', () => {
    expect(isTileInFront(tileCorners('top', 1024, 448, 448, 128), LEVEL)).toBe(false);
    expect(isTileInFront(tileCorners('top', 1024, 448, 448, 128), { yaw: 0, pitch: 80 })).toBe(true);
  });
});
