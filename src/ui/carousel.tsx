/**
 * A carousel on native CSS scroll snapping (no library). Rendered only with items; `perView` may
 * follow width breakpoints, laid out by CSS (custom properties per breakpoint), so the server's
 * HTML and the first paint already have the final layout. Autoplay moves on every `autoplayMs`
 * unless hovered, focused, touched, hidden, paused with its visible pause button, or the user
 * prefers reduced motion. Arrows and dots are buttons; swiping and trackpads scroll natively.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { pickBreakpoint, useBreakpointValue, useMediaQuery } from '../lib/use-media-query';
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
  /** From the last position the next step goes back to the first (and the reverse). */
  circular?: boolean;
  arrows?: boolean;
  dots?: boolean | 'overlay';
  /** Arrows beside the track (multi-item cards) rather than over it. */
  arrowsOutside?: boolean;
  className?: string;
}

/** The widths carousel.module.css switches the items per view at. */
const CSS_BREAKPOINTS = [0, 576, 768, 992, 1200] as const;

export function Carousel<T>(props: CarouselProps<T>) {
  if (props.items.length === 0) return null;
  return <CarouselInner {...props} />;
}

function CarouselInner<T>({ items, getKey, renderItem, label, perView = 1, autoplayMs, circular = false, arrows = true, dots = false, arrowsOutside = false, className }: CarouselProps<T>) {
  const breakpoints = typeof perView === 'number' ? ([[0, perView]] as const) : perView;
  const count = Math.min(useBreakpointValue(breakpoints), items.length);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const viewport = useRef<HTMLDivElement>(null);
  const paused = useRef(false);
  const [index, setIndex] = useState(0);
  // The visitor's choice from the pause button; hover and focus only pause for a moment.
  const [stopped, setStopped] = useState(false);
  const scrollable = items.length > count;
  const last = Math.max(0, items.length - count);
  // The pause control is drawn whenever the carousel may autoplay, on the server too; a visitor who prefers
  // reduced motion gets no autoplay and the stylesheet hides the control, so hydration moves nothing.
  const autoplays = Boolean(autoplayMs) && scrollable;
  const autoplay = autoplays && !reducedMotion;

  const moveTo = useCallback((target: number) => {
    const track = viewport.current;
    const panel = track?.children[target] as HTMLElement | undefined;
    if (!track || !panel) return;
    track.scrollTo({ left: panel.offsetLeft - (track.children[0] as HTMLElement).offsetLeft, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [reducedMotion]);

  // The position follows the scroll (arrows, dots, swipes and trackpads alike).
  useEffect(() => {
    const track = viewport.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = (track.children[0] as HTMLElement | undefined)?.offsetWidth ?? 0;
        if (width > 0) setIndex(Math.min(last, Math.round(track.scrollLeft / width)));
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
    };
  }, [last]);

  useEffect(() => {
    if (!autoplay || stopped) return;
    const timer = window.setInterval(() => {
      if (paused.current || document.hidden) return;
      moveTo(index >= last ? 0 : index + 1);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplay, stopped, autoplayMs, index, last, moveTo]);

  function go(direction: 'prev' | 'next') {
    if (direction === 'prev') moveTo(index <= 0 ? (circular ? last : 0) : index - 1);
    else moveTo(index >= last ? (circular ? 0 : last) : index + 1);
  }

  // The slides are not drawn again when only the position changes (every autoplay step and swipe): only
  // the dots follow it.
  const slides = useMemo(() => items.map((item, i) => (
    <div key={getKey(item)} className={styles.panel} role="group" aria-roledescription="slide" aria-label={`${i + 1} dari ${items.length}`}>
      {renderItem(item, i)}
    </div>
  )), [items, getKey, renderItem]);

  // Items per view for each width the stylesheet knows: the layout is CSS's, the same on the server.
  const layout = Object.fromEntries(CSS_BREAKPOINTS.map((width) => [`--per-view-${width}`, Math.min(pickBreakpoint(breakpoints, width), items.length)])) as CSSProperties;
  const single = breakpoints.every(([, n]) => n === 1);
  const positions = last + 1;
  return (
    <section
      className={[styles.carousel, single && styles.single, arrowsOutside && styles.outside, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
      onTouchStart={() => (paused.current = true)}
      onTouchEnd={() => (paused.current = false)}
    >
      {/* Focusable, so the slides can be scrolled from the keyboard (arrow keys), as axe asks of a scrolling region. */}
      <div ref={viewport} className={styles.viewport} style={layout} tabIndex={0}>
        {slides}
      </div>
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
      {(dots && scrollable) || autoplays ? (
        <div className={[styles.dots, dots === 'overlay' && styles.overlayDots, !(dots && scrollable) && styles.controlsOnly].filter(Boolean).join(' ')}>
          {autoplays ? <PlayPause stopped={stopped} onToggle={() => setStopped((s) => !s)} label={label} /> : null}
          {dots && scrollable && Array.from({ length: positions }, (_, i) => (
            <button
              key={i}
              type="button"
              className={[styles.dot, i === index && styles.dotActive].filter(Boolean).join(' ')}
              aria-label={`Slide ${i + 1}`}
              aria-current={i === index ? true : undefined}
              onClick={() => moveTo(i)}
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
