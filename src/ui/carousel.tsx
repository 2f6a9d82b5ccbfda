/**
 * A carousel over @egjs/react-flicking. Rendered only with items; `perView` may follow width
 * breakpoints; autoplay moves on every `autoplayMs` unless hovered, focused, dragged, hidden,
 * paused with its visible pause button, or the user prefers reduced motion.
 */
import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import Flicking from '@egjs/react-flicking';
import '@egjs/react-flicking/dist/flicking.css';
import { useBreakpointValue, useMediaQuery } from '../lib/use-media-query';
import { Icon } from './icons';
import styles from './carousel.module.css';

interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel. */
  label: string;
  /** Items per view, fixed or `[minWidth, count]` breakpoints. */
  perView?: number | ReadonlyArray<readonly [number, number]>;
  autoplayMs?: number;
  circular?: boolean;
  arrows?: boolean;
  dots?: boolean | 'overlay';
  /** Arrows beside the track (multi-item cards) rather than over it. */
  arrowsOutside?: boolean;
  className?: string;
}

export function Carousel<T>(props: CarouselProps<T>) {
  if (props.items.length === 0) return null;
  return <CarouselInner {...props} />;
}

function CarouselInner<T>({ items, getKey, renderItem, label, perView = 1, autoplayMs, circular = false, arrows = true, dots = false, arrowsOutside = false, className }: CarouselProps<T>) {
  const breakpoints = typeof perView === 'number' ? ([[0, perView]] as const) : perView;
  const count = Math.min(useBreakpointValue(breakpoints), items.length);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const flicking = useRef<Flicking>(null);
  const paused = useRef(false);
  const [index, setIndex] = useState(0);
  // The visitor's choice from the pause button; hover and focus only pause for a moment.
  const [stopped, setStopped] = useState(false);
  const scrollable = items.length > count;
  const loop = circular && scrollable;
  const autoplay = Boolean(autoplayMs) && scrollable && !reducedMotion;

  useEffect(() => {
    if (!autoplay || stopped) return;
    const timer = window.setInterval(() => {
      const f = flicking.current;
      if (!f || paused.current || document.hidden || f.animating || f.holding) return;
      const atEnd = !loop && f.index >= items.length - count;
      void (atEnd ? f.moveTo(0) : f.next()).catch(() => undefined);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplay, stopped, autoplayMs, loop, items.length, count]);

  function go(direction: 'prev' | 'next') {
    const f = flicking.current;
    if (!f || f.animating) return;
    let move: Promise<void>;
    if (loop) move = direction === 'prev' ? f.prev() : f.next();
    else {
      const last = items.length - count;
      const target = direction === 'prev' ? (f.index <= 0 ? last : f.index - 1) : f.index >= last ? 0 : f.index + 1;
      move = f.moveTo(target);
    }
    void move.catch(() => undefined);
  }

  const single = count === 1;
  return (
    <section
      className={[styles.carousel, single && styles.single, arrowsOutside && styles.outside, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <Flicking
        key={count}
        ref={flicking}
        className={styles.viewport}
        panelsPerView={count}
        align="prev"
        circular={loop}
        bound={!loop}
        preventClickOnDrag
        onChanged={(e) => setIndex(e.index)}
      >
        {items.map((item, i) => (
          <div key={getKey(item)} className={styles.panel} role="group" aria-roledescription="slide" aria-label={`${i + 1} dari ${items.length}`}>
            {renderItem(item, i)}
          </div>
        ))}
      </Flicking>
      {arrows && scrollable ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="Sebelumnya" onClick={() => go('prev')}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Berikutnya" onClick={() => go('next')}>
            <Icon name="chevronRight" />
          </button>
        </>
      ) : null}
      {(dots && scrollable) || autoplay ? (
        <div className={[styles.dots, dots === 'overlay' && styles.overlayDots, !(dots && scrollable) && styles.controlsOnly].filter(Boolean).join(' ')}>
          {autoplay ? <PlayPause stopped={stopped} onToggle={() => setStopped((s) => !s)} label={label} /> : null}
          {dots && scrollable && Array.from({ length: items.length - count + 1 }, (_, i) => (
            <button
              key={i}
              type="button"
              className={[styles.dot, i === index % (items.length - count + 1) && styles.dotActive].filter(Boolean).join(' ')}
              aria-label={`Slide ${i + 1}`}
              aria-current={i === index ? true : undefined}
              onClick={() => void flicking.current?.moveTo(i).catch(() => undefined)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The visible pause / play control of an autoplaying carousel (WCAG 2.2.2). */
function PlayPause({ stopped, onToggle, label }: { stopped: boolean; onToggle: () => void; label: string }) {
  return (
    <button type="button" className={styles.playPause} aria-label={stopped ? `Putar otomatis: ${label}` : `Jeda otomatis: ${label}`} onClick={onToggle}>
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        {stopped ? <path d="M3 1.5v11l9-5.5z" fill="currentColor" /> : <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />}
      </svg>
    </button>
  );
}
