/**
 * /staff/garasi (issue 33): find a car by plate or chassis, 'Servis jatuh tempo' (cars in scope due
 * within 30 days, to call owners who have not booked), chassis claims waiting for confirmation,
 * and (service and admin) recall and service campaigns with reached / booked / done.
 */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { StaffCarRow } from '../../../domain/api/garage';
import { GARAGE_WORK_ROLES } from '../../../domain/garage/roles';
import { formatDateId } from '../../../domain/money';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { staffSession } from '../session/staff-session-store';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { useStaff } from '../session/use-staff';
import { CampaignsSection } from './campaigns-section';
import { useCarSearch, useDue, usePendingClaims, runRemindersNow, type DueRow } from './garage-api';
import styles from './garage.module.css';

const carLink = (r: StaffCarRow) => <Link to={paths.staffGarageCar.getHref(r.id)}>{r.plate || r.chassis || `Mobil #${r.id}`}</Link>;

const CAR_COLUMNS: Array<DataColumn<StaffCarRow>> = [
  { label: 'Mobil', render: carLink },
  { label: 'Model', render: (r) => `${r.car_model_name} ${r.car_type_name} (${r.year})` },
  { label: 'Pemilik', render: (r) => r.owner_name },
  { label: 'Servis berikutnya', render: (r) => `${r.next_service_label}, ${formatDateId(r.next_service_date)}` },
];

const DUE_COLUMNS: Array<DataColumn<DueRow>> = [
  { label: 'Jatuh tempo', render: (r) => `${formatDateId(r.next_service_date)}${r.overdue ? ' (lewat)' : ''}` },
  { label: 'Mobil', render: carLink },
  { label: 'Model', render: (r) => `${r.car_model_name} ${r.car_type_name}` },
  { label: 'Pemilik', render: (r) => <>{r.owner_name}<br /><a href={`tel:${r.owner_phone}`}>{r.owner_phone}</a></> },
  { label: 'Servis', render: (r) => r.next_service_label },
  { label: 'Booking', render: (r) => (r.booked ? 'Sudah booking' : 'Belum booking') },
];

const GarageScreen = observer(function GarageScreen() {
  useDocumentTitle('Garasi');
  const staff = useStaff();
  const worker = GARAGE_WORK_ROLES.includes(staff.role);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const searched = params.get('q') ?? '';
  const [text, setText] = useState(searched);
  const search = useCarSearch(searched.trim());
  const due = useDue();
  const pending = usePendingClaims(worker);
  const { ui: uiStore } = useStores();
  const [running, setRunning] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(paths.staffGarage.getHref(text.trim() || undefined), { replace: true });
  };
  const runReminders = async () => {
    const token = staffSession().token;
    if (!token) return;
    setRunning(true);
    try {
      const { data } = await runRemindersNow(token);
      uiStore.showToast('success', `Pengingat dijalankan: ${data.cars_checked} mobil diperiksa, ${data.messages_written} pesan baru.`);
      forgetRecentAnswers();
    } catch (error) {
      uiStore.showToast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className={styles.stack}>
      <div className={ui.head}>
        <h1>Garasi</h1>
        <div className={ui.headActions}>
          <LastSync fetchedAt={due.fetchedAt} error={due.error} isFetching={due.isFetching} />
          {staff.role === 'admin' ? <Button size="small" variant="secondary" onClick={() => void runReminders()} disabled={running}>Jalankan pengingat sekarang</Button> : null}
        </div>
      </div>
      <section className={ui.card} aria-label="Cari mobil">
        <h2>Cari mobil</h2>
        <form className={styles.search} onSubmit={submit} role="search">
          <TextField label="Nomor polisi atau nomor rangka" value={text} onChange={setText} placeholder="H 1234 AB" maxLength={40} />
          <Button type="submit">Cari</Button>
        </form>
        {searched ? (
          <QueryState query={search} skeleton={<Skeleton height={120} />} empty="Tidak ada mobil yang cocok." isEmpty={(rows) => rows.length === 0}>
            {(rows) => <DataTable caption="Hasil pencarian" rows={rows} columns={CAR_COLUMNS} rowKey={(r) => r.id} />}
          </QueryState>
        ) : null}
      </section>
      <section className={ui.card} aria-label="Servis jatuh tempo">
        <h2>Servis jatuh tempo (30 hari)</h2>
        <QueryState query={due} skeleton={<Skeleton height={160} />} empty="Tidak ada mobil yang jatuh tempo dalam 30 hari." isEmpty={(rows) => rows.length === 0}>
          {(rows) => <DataTable caption="Servis jatuh tempo" rows={rows} columns={DUE_COLUMNS} rowKey={(r) => r.id} marked={(r) => r.overdue && !r.booked} />}
        </QueryState>
      </section>
      {worker ? (
        <section className={ui.card} aria-label="Menunggu konfirmasi">
          <h2>Klaim nomor rangka menunggu konfirmasi</h2>
          <QueryState query={pending} skeleton={<Skeleton height={80} />} empty="Tidak ada klaim yang menunggu." isEmpty={(rows) => rows.length === 0}>
            {(rows) => <DataTable caption="Klaim menunggu konfirmasi" rows={rows} columns={CAR_COLUMNS} rowKey={(r) => r.id} />}
          </QueryState>
        </section>
      ) : null}
      {worker ? <CampaignsSection /> : null}
    </div>
  );
});
export default GarageScreen;
