/** The yellow progress line at the top while a screen's code loads or API calls run; red when a call failed. */
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context';
import { screenCode } from '../lazy-route';
import styles from './top-progress.module.css';

type Phase = 'idle' | 'loading' | 'done';

/** Calls shorter than this never show the bar (no flicker for mirrored screens). */
const SHOW_AFTER_MS = 150;

export const TopProgress = observer(function TopProgress() {
  const { ui } = useStores();
  const active = screenCode.loading > 0 || ui.isBusy;
  const [phase, setPhase] = useState<Phase>('idle');
  const startedAt = useRef(0);
  const failedDuring = ui.progressFailedAt > startedAt.current && startedAt.current > 0;

  useEffect(() => {
    if (active) {
      startedAt.current = Date.now();
      const timer = window.setTimeout(() => setPhase('loading'), SHOW_AFTER_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((p) => (p === 'loading' ? 'done' : p));
    const timer = window.setTimeout(() => setPhase('idle'), 600);
    return () => window.clearTimeout(timer);
  }, [active]);

  const phaseClass = phase === 'loading' ? styles.loading : phase === 'done' ? styles.done : '';
  return (
    // Decorative: it sits outside every landmark, and each screen announces its own loading state.
    <div className={styles.track} aria-hidden="true" data-phase={phase}>
      <div className={[styles.bar, phaseClass, failedDuring && phase === 'done' && styles.failed].filter(Boolean).join(' ')} />
    </div>
  );
});
