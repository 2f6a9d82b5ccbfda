/**
 * Push on this device (issue 31.2): the alerts of this staff account (assignments, escalations)
 * also as a push notification on this tablet or phone, on or off. On /staff/notifikasi, beside the
 * on-duty switch, so the header keeps one bell (the alerts badge).
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { currentSubscription, pushSupported, subscribeThisDevice, unsubscribeThisDevice } from '../../lib/web-push';
import { Button } from '../../ui/button';
import ui from '../components/staff-ui.module.css';
import { useStaffSession } from '../session/use-staff';
import styles from './alerts.module.css';

export const DevicePush = observer(function DevicePush() {
  const session = useStaffSession();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let live = true;
    if (pushSupported()) void currentSubscription().then((s) => { if (live) setOn(Boolean(s)); }, () => undefined);
    return () => { live = false; };
  }, []);
  if (on === null || !session.token) return null;
  const toggle = async () => {
    setBusy(true);
    setFailure('');
    try {
      if (on) await unsubscribeThisDevice('staff', session.token!);
      else await subscribeThisDevice('staff', session.token!);
      setOn(!on);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${ui.card} ${styles.duty}`} aria-label="Notifikasi push di perangkat ini">
      <p>
        Notifikasi push di perangkat ini:{' '}
        <span className={`${styles.dutyState} ${on ? styles.on : styles.off}`}>{on ? 'aktif' : 'tidak aktif'}</span>
      </p>
      <Button size="small" variant={on ? 'light' : 'primary'} onClick={() => void toggle()} disabled={busy} aria-pressed={on}>
        {on ? 'Matikan notifikasi push' : 'Aktifkan notifikasi push'}
      </Button>
      {failure ? <p className={`${ui.notice} ${ui.danger}`} role="alert">{failure}</p> : null}
    </section>
  );
});
