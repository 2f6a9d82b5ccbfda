/** The cube viewer's camera: yaw, pitch and field of view, kept in range; pure so it can be tested. */

/** Where the camera looks and how wide. */
export interface CubeView { yaw: number; pitch: number; fov: number }

/** Vertical field of view (degrees) at start. */
export const FOV_DEFAULT = 80;
export const FOV_MIN = 40;
/** Wider would reach the tiles hidden beside the eye (see isTileInFront). */
export const FOV_MAX = 90;
/** Looking straight up or down flips the view; stop just short. */
export const PITCH_LIMIT = 85;
const KEY_STEP = 10;
const ZOOM_STEP = 10;

/** Pitch and field of view clamped, yaw kept within 0..360. */
export function clampView(v: CubeView): CubeView {
  return {
    yaw: ((v.yaw % 360) + 360) % 360,
    pitch: Math.max(-PITCH_LIMIT, Math.min(PITCH_LIMIT, v.pitch)),
    fov: Math.max(FOV_MIN, Math.min(FOV_MAX, v.fov)),
  };
}

/** The CSS perspective (px) that gives a vertical field of view `fov` over `height` pixels. */
export function perspectiveFor(fov: number, height: number): number {
  return height / 2 / Math.tan((fov * Math.PI) / 360);
}

/** The view after a key: arrows turn, + and - zoom; null for any other key. */
export function stepView(v: CubeView, key: string): CubeView | null {
  switch (key) {
    case 'ArrowLeft': return clampView({ ...v, yaw: v.yaw - KEY_STEP });
    case 'ArrowRight': return clampView({ ...v, yaw: v.yaw + KEY_STEP });
    case 'ArrowUp': return clampView({ ...v, pitch: v.pitch + KEY_STEP });
    case 'ArrowDown': return clampView({ ...v, pitch: v.pitch - KEY_STEP });
    case '+': case '=': return clampView({ ...v, fov: v.fov - ZOOM_STEP });
    case '-': return clampView({ ...v, fov: v.fov + ZOOM_STEP });
    default: return null;
  }
}

/** The six faces of the cube. */
export type CubeFace = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom';
type Vec = readonly [number, number, number];

/** Where each face sits around the eye (CSS transforms for a face of `size` px, seen from inside). */
export const FACE_TRANSFORMS = {
  front: (size: number) => `translateZ(${-size / 2}px)`,
  back: (size: number) => `rotateY(180deg) translateZ(${-size / 2}px)`,
  left: (size: number) => `rotateY(90deg) translateZ(${-size / 2}px)`,
  right: (size: number) => `rotateY(-90deg) translateZ(${-size / 2}px)`,
  top: (size: number) => `rotateX(-90deg) translateZ(${-size / 2}px)`,
  bottom: (size: number) => `rotateX(90deg) translateZ(${-size / 2}px)`,
} as const;

/** CSS rotateY / rotateX (spec matrices) of a point. */
const rotY = ([x, y, z]: Vec, deg: number): Vec => {
  const r = (deg * Math.PI) / 180;
  return [x * Math.cos(r) + z * Math.sin(r), y, -x * Math.sin(r) + z * Math.cos(r)];
};
const rotX = ([x, y, z]: Vec, deg: number): Vec => {
  const r = (deg * Math.PI) / 180;
  return [x, y * Math.cos(r) - z * Math.sin(r), y * Math.sin(r) + z * Math.cos(r)];
};

/** The rotation of each face, matching FACE_TRANSFORMS. */
const FACE_ROTATION: Record<CubeFace, (v: Vec) => Vec> = {
  front: (v) => v,
  back: (v) => rotY(v, 180),
  left: (v) => rotY(v, 90),
  right: (v) => rotY(v, -90),
  top: (v) => rotX(v, -90),
  bottom: (v) => rotX(v, 90),
};

/** The four corners (eye at the origin) of the tile at `x`, `y` (px within the face) of `tile` px. */
export function tileCorners(face: CubeFace, size: number, x: number, y: number, tile: number): Vec[] {
  const rotate = FACE_ROTATION[face];
  const half = size / 2;
  return [[x, y], [x + tile, y], [x, y + tile], [x + tile, y + tile]].map(([u, v]) => rotate([u - half, v - half, -half]));
}

/**
 * Whether a tile is wholly in front of the eye for a view. Tiles reaching beside or behind the eye
 * are hidden: browsers may draw such a plane mirrored through the centre instead of clipping it,
 * and they lie outside the field of view anyway.
 */
export function isTileInFront(corners: readonly Vec[], view: Pick<CubeView, 'yaw' | 'pitch'>): boolean {
  return corners.every((corner) => rotX(rotY(corner, view.yaw), view.pitch)[2] < -1);
}
