/**
 * The PWA's presence on every page: one stack above the sticky bar (connection notice, update
 * offer, install offer, pending pill) whose height the layouts reserve, so none of them covers
 * another or the content; outbox replay, its announcements and its list.
 */
import { useCallback, useEffect, useRef } from 'react';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { installPrompt } from './install-prompt';
import { useOutboxAnnouncer } from './outbox-announcer';
import { OutboxPanel } from './outbox-panel';
import { useOutboxReplay } from './outbox-sync';
import { pendingCount } from './pending-count';
import { PendingPill } from './pending-pill';
import { appUpdate } from './sw-update';
import { installTestHooks } from './test-hooks';
import { useOnline } from './use-online';
import { useStackHeight } from './use-stack-height';
import styles from './pwa.module.css';

/** Whether the pending-submissions list is open (the pending pill opens it). */
export const outboxPanel = makeAutoObservable({ open: false, toggle(value?: boolean) { this.open = value ?? !this.open; } });

let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  appUpdate.register();
  installPrompt.listen();
  installTestHooks();
}

// The stored count is read before the first render, so the pill shows it from the first paint.
pendingCount.start();

export const PwaHost = observer(function PwaHost() {
  const store = useStores();
  const online = useOnline();
  const navigate = useNavigate();
  const stack = useRef<HTMLDivElement>(null);
  const openFix = useCallback((href: string) => void navigate(href), [navigate]);
  useEffect(startOnce, []);
  useOutboxReplay();
  useOutboxAnnouncer(store, openFix);
  useStackHeight(stack);

  return (
    <>
      <div ref={stack} className={styles.stack}>
        {!online && (
          <div className={styles.offline} role="status">
            Anda sedang offline. Halaman yang pernah dibuka tetap bisa dilihat; formulir disimpan dan dikirim saat online.
          </div>
        )}
        {(appUpdate.available || appUpdate.reloadPending) && (
          <div className={styles.update} role="status">
            <span>{appUpdate.reloadPending ? 'Versi baru siap. Muat ulang setelah selesai mengisi formulir.' : 'Versi baru tersedia'}</span>
            <Button size="small" variant="light" onClick={() => (appUpdate.reloadPending ? appUpdate.reloadNow() : appUpdate.apply())}>Muat ulang</Button>
          </div>
        )}
        {installPrompt.canInstall && (
          <div className={styles.install} role="region" aria-label="Pasang aplikasi">
            <span className={styles.installText}>Pasang Merapi Toyota di layar utama untuk akses cepat, juga saat offline.</span>
            <span className={styles.installActions}>
              <Button size="small" onClick={() => void installPrompt.install()}>Pasang Aplikasi</Button>
              <Button size="small" variant="ghost" onClick={() => installPrompt.dismiss()}>Nanti</Button>
            </span>
          </div>
        )}
        <PendingPill onOpen={() => outboxPanel.toggle(true)} />
      </div>
      {outboxPanel.open && <OutboxPanel onClose={() => outboxPanel.toggle(false)} />}
    </>
  );
});
