/**
 * The interior 360 viewer: the six cube faces as CSS 3D planes around the eye, turned by drag,
 * touch or the arrow keys and zoomed by changing the field of view. Plain <img> faces show SVG
 * directly and need no WebGL (Photo Sphere Viewer could not: it re-fetches faces as untyped
 * blobs, which browsers refuse to render as SVG).
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Interior360 } from '../../domain/api';
import { Icon } from './icons';
import { Spinner } from './spinner';
import { clampView, FACE_TRANSFORMS, FOV_DEFAULT, isTileInFront, perspectiveFor, stepView, tileCorners, type CubeFace, type CubeView } from './panorama-math';
import styles from './panorama-viewer.module.css';

/** Pixel size of a face in the 3D scene (the faces' own resolution). */
const FACE = 1024;
const FACES: readonly CubeFace[] = ['front', 'back', 'left', 'right', 'top', 'bottom'];
/** Each face is drawn as 8 x 8 tiles so the ones beside or behind the eye can be hidden (isTileInFront). */
const GRID = 8;
const TILE = FACE / GRID;
/**
 * Tiles reach this far over their right and bottom neighbours so no seam shows; tiles on a face's
 * edge do not (one poking into the next face can make the compositor drop it).
 */
const OVERLAP = 2;
const TILES = FACES.flatMap((face) =>
  Array.from({ length: GRID * GRID }, (_, i) => {
    const x = (i % GRID) * TILE;
    const y = Math.floor(i / GRID) * TILE;
    return { face, x, y, corners: tileCorners(face, FACE, x, y, TILE) };
  }),
);

/** Resolves once every face picture is in the browser's cache (tiles draw it as a background). */
function preload(urls: string[]): Promise<void> {
  return Promise.all(urls.map((src) => {
    const img = new Image();
    img.src = src;
    return img.decode();
  })).then(() => undefined);
}

interface Drag { id: number; x: number; y: number; view: CubeView }

/** The interior cube viewer. */
export function PanoramaViewer({ faces, label }: { faces: Interior360; label: string }) {
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [view, setView] = useState<CubeView>({ yaw: 0, pitch: 0, fov: FOV_DEFAULT });
  const [height, setHeight] = useState(480);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { front, back, left, right, top, bottom } = faces;

  useEffect(() => {
    let alive = true;
    setStatus('loading');
    preload([front, back, left, right, top, bottom]).then(
      () => alive && setStatus('ready'),
      () => alive && setStatus('failed'),
    );
    return () => {
      alive = false;
    };
  }, [front, back, left, right, top, bottom]);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.clientHeight || 480));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const tiles = useRef<Array<HTMLSpanElement | null>>([]);
  useEffect(() => {
    TILES.forEach((tile, i) => {
      const el = tiles.current[i];
      if (el) el.style.visibility = isTileInFront(tile.corners, view) ? 'visible' : 'hidden';
    });
  }, [view]);

  // The 384 tiles never change with the view; only their visibility does (set directly above). Each
  // tile is placed on its own, without a face element around it: a face crossing the eye's plane
  // makes the compositor drop the tiles inside it.
  const tileElements = useMemo(
    () =>
      TILES.map((tile, i) => (
        <span
          key={i}
          ref={(el) => void (tiles.current[i] = el)}
          className={styles.tile}
          style={{
            width: TILE + (tile.x + TILE < FACE ? OVERLAP : 0),
            height: TILE + (tile.y + TILE < FACE ? OVERLAP : 0),
            transform: `${FACE_TRANSFORMS[tile.face](FACE)} translate(${tile.x - FACE / 2}px, ${tile.y - FACE / 2}px)`,
            backgroundImage: `url("${faces[tile.face]}")`,
            backgroundPosition: `${-tile.x}px ${-tile.y}px`,
          }}
        />
      )),
    [faces],
  );

  const perspective = perspectiveFor(view.fov, height);
  const degreesPerPixel = view.fov / height;

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, view };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    // The scene follows the finger: dragging right brings what is on the left into view.
    setView(clampView({ ...d.view, yaw: d.view.yaw - (event.clientX - d.x) * degreesPerPixel, pitch: d.view.pitch + (event.clientY - d.y) * degreesPerPixel }));
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = stepView(view, event.key);
    if (!next) return;
    event.preventDefault();
    setView(next);
  }

  return (
    <div className={styles.wrap} data-status={status}>
      <div
        ref={viewport}
        className={styles.viewport}
        style={{ perspective: `${perspective}px` }}
        role="application"
        tabIndex={0}
        aria-label={`Tampilan 360° ${label}. Seret atau gunakan tombol panah untuk melihat sekeliling, plus dan minus untuk memperbesar.`}
        data-yaw={Math.round(view.yaw)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.scene} style={{ transform: `translateZ(${perspective}px) rotateX(${view.pitch}deg) rotateY(${view.yaw}deg)` }}>
          {tileElements}
        </div>
        {status === 'ready' ? null : (
          <span className={styles.loading} role={status === 'failed' ? 'alert' : undefined}>
            {status === 'failed' ? 'Tampilan interior belum dapat dimuat. Periksa koneksi Anda.' : <Spinner label="Memuat tampilan interior..." />}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        <span className={styles.hint}>Geser untuk melihat sekeliling</span>
        <button type="button" className={styles.control} aria-label="Perkecil" onClick={() => setView((v) => stepView(v, '-') ?? v)}>
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" className={styles.control} aria-label="Perbesar" onClick={() => setView((v) => stepView(v, '+') ?? v)}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className={styles.control} aria-label="Putar ke kanan" onClick={() => setView((v) => stepView(v, 'ArrowRight') ?? v)}>
          <Icon name="chevronRight" size={20} />
        </button>
      </div>
    </div>
  );
}
