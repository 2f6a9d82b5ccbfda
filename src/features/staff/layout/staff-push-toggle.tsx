/** The staff shell's push switch (issue 31.2): alerts of this account on this device, on or off. */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { currentSubscription, pushSupported, subscribeThisDevice, unsubscribeThisDevice } from '../../../lib/web-push';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { useStaffSession } from '../session/use-staff';
import styles from './staff-layout.module.css';

export const StaffPushToggle = observer(function StaffPushToggle() {
  const session = useStaffSession();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    if (pushSupported()) void currentSubscription().then((s) => { if (live) setOn(Boolean(s)); }, () => undefined);
    return () => { live = false; };
  }, []);
  if (on === null || !session.token) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      if (on) await unsubscribeThisDevice('staff', session.token!);
      else await subscribeThisDevice('staff', session.token!);
      setOn(!on);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="ghost" className={styles.signOut} onClick={() => void toggle()} disabled={busy} aria-pressed={on}
      title={on ? 'Matikan notifikasi di perangkat ini' : 'Aktifkan notifikasi di perangkat ini'}>
      <Icon name="bell" size={20} />
      <span>{on ? 'Notifikasi aktif' : 'Notifikasi'}</span>
    </Button>
  );
});
