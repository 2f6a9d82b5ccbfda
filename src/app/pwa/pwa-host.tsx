/** The PWA's presence on every page: connection banner, update offer, install offer, outbox replay and its list. */
import { useEffect } from 'react';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { installPrompt } from './install-prompt';
import { OutboxPanel } from './outbox-panel';
import { useOutboxNotifications, useOutboxReplay, usePendingSubmissions } from './outbox-sync';
import { appUpdate } from './sw-update';
import { useOnline } from './use-online';
import styles from './pwa.module.css';

/** Whether the pending-submissions list is open (the sticky bar's badge opens it). */
export const outboxPanel = makeAutoObservable({ open: false, toggle(value?: boolean) { this.open = value ?? !this.open; } });

let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  appUpdate.register();
  installPrompt.listen();
}

export const PwaHost = observer(function PwaHost() {
  const store = useStores();
  const online = useOnline();
  const pending = usePendingSubmissions();
  useEffect(startOnce, []);
  useOutboxReplay();
  useOutboxNotifications(store);

  return (
    <>
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
          <span>Pasang Merapi Toyota di layar utama untuk akses cepat, juga saat offline.</span>
          <Button size="small" onClick={() => void installPrompt.install()}>Pasang Aplikasi</Button>
          <Button size="small" variant="ghost" onClick={() => installPrompt.dismiss()}>Nanti</Button>
        </div>
      )}
      {outboxPanel.open && <OutboxPanel items={pending} onClose={() => outboxPanel.toggle(false)} />}
    </>
  );
});
