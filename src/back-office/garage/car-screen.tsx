/** One garage car in the back office (issue 33): owner, next service and warranty, campaigns, history, the owner's service bookings; confirming or refusing a pending chassis claim; correcting plate and chassis. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { StaffCarPage } from '../../../domain/api/garage';
import { GARAGE_EDIT_ROLES, GARAGE_WORK_ROLES } from '../../../domain/garage/roles';
import { formatDateId, formatNumberId, formatRupiah } from '../../../domain/money';
import { statusLabel } from '../../../domain/staff/workflows';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { staffSession } from '../session/staff-session-store';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { useStaff } from '../session/use-staff';
import { CarIdentityForm } from './car-edit';
import { confirmClaim, refuseClaim, useCarPage } from './garage-api';
import styles from './garage.module.css';

/** 'Garansi aktif', 'Di luar garansi', or, without a delivery day on record, 'Garansi belum tercatat'. */
const warrantyText = (car: { under_warranty: boolean; warranty_until: string | null }) =>
  (car.under_warranty ? 'Garansi aktif' : car.warranty_until ? 'Di luar garansi' : 'Garansi belum tercatat');

const CarScreen = observer(function CarScreen() {
  const params = useParams();
  const id = Number(params.id);
  const query = useCarPage(Number.isInteger(id) && id > 0 ? id : null);
  useDocumentTitle(query.data ? `Mobil ${query.data.car.plate || query.data.car.car_model_name}` : 'Mobil');
  return (
    <>
      <p className={styles.back}><Link to={paths.staffGarage.getHref()}><Icon name="chevronLeft" size={18} />Garasi</Link></p>
      <QueryState query={query} skeleton={<Skeleton height={360} />}>
        {(page) => <CarPage page={page} sync={<LastSync fetchedAt={query.fetchedAt} error={query.error} isFetching={query.isFetching} />} onChange={query.refetch} />}
      </QueryState>
    </>
  );
});
export default CarScreen;

const CarPage = observer(function CarPage({ page, sync, onChange }: { page: StaffCarPage; sync: React.ReactNode; onChange: () => void }) {
  const { car, owner } = page;
  const staff = useStaff();
  const { ui: uiStore } = useStores();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const next = car.next_service;
  const decide = async (refuse: boolean) => {
    const token = staffSession().token;
    if (!token) return;
    setBusy(true);
    try {
      const { message } = refuse ? await refuseClaim(token, car.id) : await confirmClaim(token, car.id);
      uiStore.showToast('success', message);
      forgetRecentAnswers();
      // A refused claim's car is gone from the member's garage: back to the list.
      if (refuse) navigate(paths.staffGarage.getHref());
      else onChange();
    } catch (error) {
      uiStore.showToast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.stack}>
      <div className={ui.head}>
        <div>
          <h1 className={styles.title}>{[car.car_model_name, car.car_type_name].filter(Boolean).join(' ')}</h1>
          <p className={styles.sub}>{[car.plate || 'Tanpa nomor polisi', car.chassis || 'Nomor rangka belum tercatat', car.year].join(' · ')}</p>
          <div className={styles.badges}>
            {car.status === 'pending' ? <span className={`${styles.badge} ${styles.warn}`}>Menunggu konfirmasi dealer</span> : null}
            <span className={`${styles.badge} ${car.under_warranty ? styles.good : ''}`}>{warrantyText(car)}</span>
            {next.overdue ? <span className={`${styles.badge} ${styles.alert}`}>Servis lewat jatuh tempo</span> : null}
            {car.campaigns.some((c) => c.open) ? <span className={`${styles.badge} ${styles.alert}`}>Kampanye terbuka</span> : null}
            {!car.reminders ? <span className={styles.badge}>Pengingat dimatikan pemilik</span> : null}
          </div>
        </div>
        {sync}
      </div>
      {car.status === 'pending' ? (
        <div className={ui.notice} role="status">
          <span>Nomor rangka ini terdaftar di garasi {page.claimed_by ?? 'member lain'}. Periksa STNK/BPKB pemilik sebelum mengonfirmasi.</span>
          {GARAGE_WORK_ROLES.includes(staff.role) ? (
            <span className={styles.actions}>
              <Button size="small" variant="secondary" onClick={() => void decide(true)} disabled={busy}>Tolak klaim</Button>
              <Button size="small" onClick={() => void decide(false)} disabled={busy}>Konfirmasi kepemilikan</Button>
            </span>
          ) : null}
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.stack}>
          <section className={ui.card} aria-label="Servis berikutnya">
            <h2>Servis berikutnya</h2>
            <dl className={styles.facts}>
              <div><dt>Servis</dt><dd>{next.label} (ke-{next.n})</dd></div>
              <div><dt>Perkiraan tanggal</dt><dd>{formatDateId(next.date)}</dd></div>
              <div><dt>Atau pada</dt><dd>{formatNumberId(next.km)} km</dd></div>
              <div><dt>Batas kalender</dt><dd>{formatDateId(next.due_date)}</dd></div>
              <div><dt>Jasa</dt><dd>{next.free ? 'Gratis' : 'Berbayar'}</dd></div>
              <div><dt>Garansi sampai</dt><dd>{car.warranty_until ? formatDateId(car.warranty_until) : 'Belum tercatat'}</dd></div>
              <div><dt>Kilometer terakhir</dt><dd>{formatNumberId(car.km)} km ({formatDateId(car.km_date)})</dd></div>
              <div><dt>Diserahkan</dt><dd>{car.delivery_date ? formatDateId(car.delivery_date) : '-'}</dd></div>
              <div><dt>Cabang</dt><dd>{car.branch_name || '-'}</dd></div>
            </dl>
          </section>
          <section className={ui.card} aria-label="Riwayat servis">
            <h2>Riwayat servis</h2>
            {car.services.length === 0 ? <p className={ui.muted}>Belum ada riwayat servis.</p> : (
              <ul className={styles.list}>
                {car.services.map((s) => (
                  <li key={s.id}>
                    <div className={styles.rowHead}><span>{formatDateId(s.date)} · {formatNumberId(s.km)} km</span><span>{s.source === 'workshop' ? formatRupiah(s.total) : 'Laporan pemilik'}</span></div>
                    {s.branch_name ? <div className={ui.muted}>{s.branch_name}</div> : null}
                    <div>{s.work.join(', ')}</div>
                    {s.parts.length ? <div className={ui.muted}>Suku cadang: {s.parts.join(', ')}</div> : null}
                    {s.recommendation ? <div>Rekomendasi: {s.recommendation}</div> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className={styles.stack}>
          <section className={ui.card} aria-label="Pemilik">
            <h2>Pemilik</h2>
            <p className={styles.owner}><strong>{owner.name}</strong><br />{owner.email}<br />{owner.phone}</p>
          </section>
          {GARAGE_EDIT_ROLES.includes(staff.role) ? <CarIdentityForm key={`${car.plate}|${car.chassis}`} car={car} onSaved={onChange} /> : null}
          <section className={ui.card} aria-label="Kampanye">
            <h2>Kampanye</h2>
            {car.campaigns.length === 0 ? <p className={ui.muted}>Tidak ada kampanye untuk mobil ini.</p> : (
              <ul className={styles.list}>
                {car.campaigns.map((c) => (
                  <li key={c.id}><div className={styles.rowHead}><span>{c.title}</span><span className={`${styles.badge} ${c.open ? styles.alert : styles.good}`}>{c.open ? 'Terbuka' : 'Selesai'}</span></div></li>
                ))}
              </ul>
            )}
          </section>
          <section className={ui.card} aria-label="Booking service pemilik">
            <h2>Booking service pemilik</h2>
            {page.bookings.length === 0 ? <p className={ui.muted}>Belum ada booking service.</p> : (
              <ul className={styles.list}>
                {page.bookings.map((b) => (
                  <li key={b.id}>
                    <div className={styles.rowHead}>
                      <Link to={paths.staffRecord.getHref('bookingservice', b.id)}>{b.booking_id}</Link>
                      <span>{statusLabel('bookingservice', b.status)}</span>
                    </div>
                    <div className={ui.muted}>{formatDateId(b.date)} · {b.branch_name}{b.linked ? ' · mobil ini' : ''}</div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  );
});
