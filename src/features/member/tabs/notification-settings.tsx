/**
 * 'Notifikasi' in the profile (issue 31.1-31.2): the channels (inbox always, e-mail, push) and the
 * kinds of message (status, reminders, offers), each a consent saved at once, and push on this
 * device. Network only.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { NotificationSettings } from '../../../../domain/notifications';
import type { MemberAuth } from '../../../data/repositories/member';
import { fetchNotificationSettings, saveNotificationSettings } from '../../../data/repositories/notifications';
import { useOnline } from '../../../lib/use-online';
import { currentSubscription, pushSupported, PUSH_TEXTS, subscribeThisDevice, unsubscribeThisDevice } from '../../../lib/web-push';
import { useStores } from '../../../stores/stores-context';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { messageOf } from '../form/message';
import styles from './notifications.module.css';
import tab from './tab.module.css';

type Change = { channels?: Partial<NotificationSettings['channels']>; purposes?: Partial<NotificationSettings['purposes']> };

export const NotificationSettingsSection = observer(function NotificationSettingsSection({ member, emailVerified }: { member: MemberAuth | null; emailVerified: boolean }) {
  const { ui } = useStores();
  const online = useOnline();
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [device, setDevice] = useState<'unknown' | 'on' | 'off' | 'unsupported'>('unknown');

  useEffect(() => {
    if (!member) return undefined;
    let live = true;
    fetchNotificationSettings(member.token)
      .then((s) => { if (live) setSettings(s); })
      .catch((error: unknown) => { if (live) setFailure(messageOf(error)); });
    if (!pushSupported()) setDevice('unsupported');
    else void currentSubscription().then((s) => { if (live) setDevice(s ? 'on' : 'off'); }, () => { if (live) setDevice('off'); });
    return () => { live = false; };
  }, [member]);

  async function save(change: Change) {
    if (!member) return;
    setBusy(true);
    try {
      setSettings(await saveNotificationSettings(member.token, change));
      ui.showToast('success', 'Pengaturan notifikasi disimpan');
    } catch (error) {
      await ui.showDialog({ title: 'Pengaturan gagal disimpan', text: messageOf(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function toggleDevice() {
    if (!member) return;
    setBusy(true);
    try {
      if (device === 'on') {
        await unsubscribeThisDevice('member', member.token);
        setDevice('off');
        ui.showToast('success', 'Notifikasi push dimatikan di perangkat ini');
      } else {
        await subscribeThisDevice('member', member.token);
        setDevice('on');
        setSettings(await fetchNotificationSettings(member.token));
        ui.showToast('success', 'Notifikasi push aktif di perangkat ini');
      }
    } catch (error) {
      await ui.showDialog({ title: 'Notifikasi push', text: messageOf(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const disabled = !online || busy || !settings;
  return (
    <section aria-labelledby="member-notifications-title" className={styles.section}>
      <h2 id="member-notifications-title" className={tab.title}>Notifikasi</h2>
      <p className={tab.subtitle}>Pilih lewat mana dan untuk apa kami mengabari Anda. Setiap pilihan adalah persetujuan yang berlaku saat itu juga.</p>
      <div className={`${tab.card} ${styles.card}`}>
        {failure ? <p className={styles.text} role="alert">{failure}</p> : null}
        {!failure && !settings ? <p className={styles.text} role="status">Memuat pengaturan...</p> : null}
        {settings ? (
          <div className={styles.groups}>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Saluran</legend>
              <Checkbox checked disabled onChange={() => undefined}>Inbox di akun ini (selalu aktif)</Checkbox>
              <Checkbox checked={settings.channels.email} disabled={disabled} onChange={(email) => void save({ channels: { email } })}>
                E-mail{emailVerified ? '' : ' (dikirim setelah alamat e-mail Anda diverifikasi)'}
              </Checkbox>
              <Checkbox checked={settings.channels.push} disabled={disabled} onChange={(push) => void save({ channels: { push } })}>
                Notifikasi push
              </Checkbox>
              <div className={styles.device}>
                <span className={styles.deviceText}>
                  <strong>Perangkat ini</strong>
                  <span>{device === 'on' ? 'Menerima notifikasi push' : device === 'unsupported' ? PUSH_TEXTS.unsupported : 'Belum menerima notifikasi push'}</span>
                </span>
                {device === 'unsupported' ? null : (
                  <Button size="small" variant={device === 'on' ? 'secondary' : 'primary'} onClick={() => void toggleDevice()} disabled={disabled || device === 'unknown'}>
                    {device === 'on' ? 'Matikan di perangkat ini' : 'Aktifkan di perangkat ini'}
                  </Button>
                )}
              </div>
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Jenis pesan</legend>
              <Checkbox checked={settings.purposes.status} disabled={disabled} onChange={(status) => void save({ purposes: { status } })}>
                Status booking dan pesanan saya
              </Checkbox>
              <Checkbox checked={settings.purposes.reminders} disabled={disabled} onChange={(reminders) => void save({ purposes: { reminders } })}>
                Pengingat service
              </Checkbox>
              <Checkbox checked={settings.purposes.offers} disabled={disabled} onChange={(offers) => void save({ purposes: { offers } })}>
                Penawaran dan promo
              </Checkbox>
            </fieldset>
          </div>
        ) : null}
        <p className={styles.note}>Pukul 21.00–07.00 WIB kami tidak mengirim e-mail atau push kecuali balasan langsung atas permintaan Anda; pesan lain dikirim pukul 07.00 WIB. Inbox selalu diperbarui.</p>
      </div>
    </section>
  );
});
