/**
 * One stack for the PWA's notices, right under the header and in the flow of the page, so none of
 * them lies over another or over the content: a status bar (the connection notice and the pending
 * pill) that stays under the header while the page scrolls, then the update and install offers,
 * which scroll away with the page.
 *
 * The install offer waits for the next page: the browser offers installation at any moment of a visit
 * (Chrome's `beforeinstallprompt`, often a few seconds into the first one), and drawn then above the
 * content it would push the page the visitor is reading down by its height (Lighthouse measured a
 * layout shift of 0.108 on Home). On the next page it is there from that page's first frame.
 */
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Button } from '../../ui/button';
import { installPrompt } from './install-prompt';
import { outboxPanel } from './outbox-panel-state';
import { pendingCount } from './pending-count';
import { PendingPill } from './pending-pill';
import { appUpdate } from './sw-update';
import { useOnline } from '../../lib/use-online';
import styles from './pwa.module.css';

export const PwaStack = observer(function PwaStack() {
  const online = useOnline();
  const { pathname } = useLocation();
  const showInstall = installPrompt.canInstall && installPrompt.offeredOn !== pathname;
  const showStatus = !online || pendingCount.total > 0;
  return (
    <>
      {showStatus && (
        <div className={styles.status} data-offline={!online}>
          <div className={styles.statusInner}>
            {!online && (
              <p className={styles.offline} role="status">
                <span className={styles.long}>Anda sedang offline. Halaman yang pernah dibuka tetap bisa dilihat; formulir disimpan dan dikirim saat online.</span>
                <span className={styles.short}>Anda sedang offline. Formulir dikirim saat online.</span>
              </p>
            )}
            <PendingPill onOpen={() => outboxPanel.toggle(true)} />
          </div>
        </div>
      )}
      {(appUpdate.available || appUpdate.reloadPending) && (
        <div className={styles.offer} data-kind="update" role="status">
          <div className={styles.offerInner}>
            <span className={styles.offerText}>{appUpdate.reloadPending ? 'Versi baru siap. Muat ulang setelah selesai mengisi formulir.' : 'Versi baru tersedia'}</span>
            <Button size="small" variant="light" onClick={() => (appUpdate.reloadPending ? appUpdate.reloadNow() : appUpdate.apply())}>Muat ulang</Button>
          </div>
        </div>
      )}
      {showInstall && (
        <div className={styles.offer} data-kind="install" role="region" aria-label="Pasang aplikasi">
          <div className={styles.offerInner}>
            <span className={styles.offerText}>Pasang Merapi Toyota di layar utama untuk akses cepat, juga saat offline.</span>
            <span className={styles.offerActions}>
              <Button size="small" onClick={() => void installPrompt.install()}>Pasang Aplikasi</Button>
              <Button size="small" variant="ghost" onClick={() => installPrompt.dismiss()}>Nanti</Button>
            </span>
          </div>
        </div>
      )}
    </>
  );
});
