/**
 * /staff/notifikasi: my alerts (new assignments, escalations of overdue first responses), newest
 * first, each opening its record; and my round-robin duty (docs/speed-to-lead.md). Needs the
 * network: alerts are about what is happening now.
 */
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { StaffAlert } from '../../../domain/api';
import { ApiError } from '../../data/api-client';
import { fetchAlerts, postDuty, readAllAlerts } from '../data/staff-api';
import { useDocumentTitle } from '../../lib/document-title';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { dateTime } from '../components/format';
import ui from '../components/staff-ui.module.css';
import { useStaffSession } from '../session/use-staff';
import { setUnread, useAlertState } from './alert-poll';
import styles from './alerts.module.css';
import { DevicePush } from './device-push';

interface Loaded { items: StaffAlert[]; unread: number; on_duty: boolean }

const AlertsScreen = observer(function AlertsScreen() {
  useDocumentTitle('Notifikasi');
  const session = useStaffSession();
  const { ui: toasts } = useStores();
  const { version } = useAlertState();
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = session.token;

  const fail = useCallback((e: unknown) => {
    if (e instanceof ApiError && e.isUnauthorized) void session.expire();
    else setError(e instanceof ApiError && e.isNetwork ? 'Notifikasi memerlukan koneksi internet.' : e instanceof Error ? e.message : String(e));
  }, [session]);

  useEffect(() => {
    if (!token) return;
    let alive = true;
    fetchAlerts(token).then((d) => {
      if (!alive) return;
      setData(d);
      setError(null);
      setUnread(d.unread);
    }, (e: unknown) => alive && fail(e));
    return () => {
      alive = false;
    };
  }, [token, version, fail]);

  const readAll = async () => {
    if (!token || !data) return;
    setBusy(true);
    try {
      await readAllAlerts(token);
      setData({ ...data, unread: 0, items: data.items.map((a) => ({ ...a, read: true })) });
      setUnread(0);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const switchDuty = async () => {
    if (!token || !data) return;
    setBusy(true);
    try {
      const next = await postDuty(token, !data.on_duty);
      setData({ ...data, on_duty: next.on_duty });
      toasts.showToast('success', next.on_duty ? 'Anda sedang bertugas: lead baru akan dibagikan kepada Anda.' : 'Anda tidak bertugas: lead baru dibagikan ke rekan lain.');
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Notifikasi</h1>
          <p className={ui.sync}>Lead yang ditugaskan kepada Anda dan eskalasi respons yang terlambat.</p>
        </div>
        <div className={ui.headActions}>
          <Button variant="light" size="small" onClick={() => void readAll()} disabled={busy || !data?.unread}>Tandai semua dibaca</Button>
        </div>
      </div>
      {error ? <p className={`${ui.notice} ${ui.danger}`} role="alert">{error}</p> : null}
      {data ? (
        <>
          <section className={`${ui.card} ${styles.duty}`} aria-label="Status tugas">
            <p>
              Pembagian lead otomatis:{' '}
              <span className={`${styles.dutyState} ${data.on_duty ? styles.on : styles.off}`}>{data.on_duty ? 'Anda sedang bertugas' : 'Anda tidak bertugas'}</span>
            </p>
            <Button size="small" variant={data.on_duty ? 'light' : 'primary'} onClick={() => void switchDuty()} disabled={busy}>
              {data.on_duty ? 'Berhenti bertugas' : 'Mulai bertugas'}
            </Button>
          </section>
          <DevicePush />
          {data.items.length ? (
            <ul className={styles.list}>
              {data.items.map((a) => (
                <li key={a.id} className={a.read ? styles.item : `${styles.item} ${styles.unread}`}>
                  <span className={styles.dot} aria-hidden="true" />
                  {a.link ? <Link to={a.link} className={styles.title}>{a.title}</Link> : <span className={styles.title}>{a.title}</span>}
                  <span className={styles.time}>{dateTime(a.created_at)}{a.read ? '' : ' · Baru'}</span>
                  {a.text ? <p className={styles.text}>{a.text}</p> : null}
                </li>
              ))}
            </ul>
          ) : <p className={ui.empty}>Belum ada notifikasi.</p>}
        </>
      ) : error ? null : <Skeleton height={160} />}
    </>
  );
});

export default AlertsScreen;
