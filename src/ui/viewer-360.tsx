/**
 * The exterior 360 viewer: every frame is preloaded and decoded first (a progress bar meanwhile),
 * then the car turns by mouse drag, touch swipe or the arrow keys when focused.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from './button';
import { Icon } from './icons';
import { usePreloadedFrames } from './use-preloaded-frames';
import { frameAfterDrag, frameForKey, pxPerFrame, wrapFrame } from './viewer-360-math';
import styles from './viewer-360.module.css';

interface Viewer360Props {
  /** Frame URLs in turning order. */
  frames: readonly string[];
  /** What is turned, e.g. 'Avanza Silver Metallic'. */
  label: string;
  /** Shown under the progress bar while the frames load. */
  poster?: string;
  width?: number;
  height?: number;
}

interface Drag { pointerId: number; x: number; start: number; perFrame: number }

/** The hint shown over the viewer. */
export const VIEWER_360_HINT = 'Geser untuk memutar 360°';

/** The exterior 360 viewer. */
export function Viewer360({ frames, label, poster, width = 960, height = 540 }: Viewer360Props) {
  const { urls, decoded, failed, retry } = usePreloadedFrames(frames);
  const [frame, setFrame] = useState(0);
  const drag = useRef<Drag | null>(null);
  const count = frames.length;
  const shown = wrapFrame(frame, count);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!urls || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, start: shown, perFrame: pxPerFrame(event.currentTarget.clientWidth, count) };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    setFrame(frameAfterDrag(d.start, event.clientX - d.x, d.perFrame, count));
  }
  function endDrag() {
    drag.current = null;
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = frameForKey(shown, event.key, count);
    if (next === null || !urls) return;
    event.preventDefault();
    setFrame(next);
  }

  if (failed) {
    return (
      <div className={styles.stage} style={{ aspectRatio: `${width} / ${height}` }} role="alert">
        <div className={styles.message}>
          <p>Gambar 360° belum dapat dimuat. Periksa koneksi Anda.</p>
          <Button size="small" variant="light" onClick={retry}>
            Coba Lagi
          </Button>
        </div>
      </div>
    );
  }

  if (!urls) {
    const percent = count ? Math.round((decoded / count) * 100) : 0;
    return (
      <div className={styles.stage} style={{ aspectRatio: `${width} / ${height}` }}>
        {poster ? <img src={poster} alt="" width={width} height={height} className={`${styles.frame} ${styles.poster}`} /> : null}
        <div className={styles.loading}>
          <span>Memuat tampilan 360°</span>
          <div className={styles.bar} role="progressbar" aria-label={`Memuat tampilan 360° ${label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span style={{ width: `${Math.max(percent, 8)}%` }} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div
      className={`${styles.stage} ${styles.ready}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      role="slider"
      tabIndex={0}
      aria-label={`Tampilan 360° ${label}`}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={shown + 1}
      aria-valuetext={`Sudut ${shown + 1} dari ${count}`}
      data-frame={shown + 1}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onKeyDown={onKeyDown}
    >
      <img src={urls[shown]} alt="" width={width} height={height} className={styles.frame} draggable={false} />
      <span className={styles.hint}>
        <Icon name="arrowRight" size={18} className={styles.hintIcon} />
        {VIEWER_360_HINT}
      </span>
    </div>
  );
}
