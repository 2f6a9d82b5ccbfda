/**
 * The garage on a record page (issue 33): the member's cars with links to their pages, and on a
 * service booking the adviser's record of the service (km, work and parts lines, total, next
 * recommendation), open once the booking is done.
 */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { BookingGarage } from '../../../domain/api/garage';
import type { QueueRecord } from '../../../domain/api';
import { GARAGE_READ_ROLES, GARAGE_WORK_ROLES } from '../../../domain/garage/roles';
import { ServiceRecordDto } from '../../../domain/garage/forms';
import { validateForm } from '../../../domain/forms/validate';
import { formatDateId, formatNumberId, formatRupiah } from '../../../domain/money';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { paths } from '../../lib/paths';
import { useStaffSave } from '../components/use-staff-save';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import ui from '../components/staff-ui.module.css';
import { useStaff } from '../session/use-staff';
import { saveServiceRecord, useBookingGarage, useMemberCars } from './garage-api';
import styles from './garage.module.css';

/** The member's garage cars (side column of any record with a member). */
export const MemberCars = observer(function MemberCars({ record }: { record: QueueRecord }) {
  const staff = useStaff();
  const allowed = GARAGE_READ_ROLES.includes(staff.role) && record.member !== null;
  const cars = useMemberCars(allowed ? record.member!.id : null);
  if (!allowed || !cars.data?.length) return null;
  return (
    <section className={ui.card} aria-label="Garasi member">
      <h2>Garasi member</h2>
      <ul className={styles.list}>
        {cars.data.map((c) => (
          <li key={c.id}>
            <Link to={paths.staffGarageCar.getHref(c.id)}>{[c.car_model_name, c.car_type_name].join(' ')}</Link>
            <div className={ui.muted}>{c.plate || 'Tanpa nomor polisi'} · servis berikutnya {formatDateId(c.next_service_date)}</div>
          </li>
        ))}
      </ul>
    </section>
  );
});

const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

/** The service record of a booking service (service and admin). */
export const ServiceRecordCard = observer(function ServiceRecordCard({ record }: { record: QueueRecord }) {
  const staff = useStaff();
  const allowed = record.kind === 'bookingservice' && GARAGE_WORK_ROLES.includes(staff.role);
  const query = useBookingGarage(allowed ? record.id : null, record.status);
  if (!allowed || !query.data) return null;
  const data = query.data;
  return (
    <section className={ui.card} aria-label="Catatan servis">
      <h2>Catatan servis</h2>
      {data.booking_status !== 'done'
        ? <p className={ui.muted}>Catatan servis (kilometer, pekerjaan, suku cadang, total) diisi setelah booking berstatus Selesai.</p>
        : <ServiceForm key={JSON.stringify(data.record)} bookingId={record.id} data={data} onSaved={query.refetch} />}
    </section>
  );
});

function ServiceForm({ bookingId, data, onSaved }: { bookingId: number; data: BookingGarage; onSaved: () => void }) {
  const { ui: uiStore } = useStores();
  const r = data.record;
  const [v, setV] = useState({
    car_id: data.car_id ? String(data.car_id) : '', km: String(r?.km ?? data.km), work: (r?.work ?? []).join('\n'), parts: (r?.parts ?? []).join('\n'),
    total: r ? String(r.total) : '', recommendation: r?.recommendation ?? '',
  });
  const { errors, setErrors, saving: busy, run } = useStaffSave((message) => uiStore.showToast('error', message));
  const set = (k: keyof typeof v) => (value: string) => setV((x) => ({ ...x, [k]: value }));
  const err = (k: string) => errors[k]?.[0];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { car_id: v.car_id ? Number(v.car_id) : null, km: v.km, work: lines(v.work), parts: lines(v.parts), total: v.total, recommendation: v.recommendation };
    const checked = validateForm(ServiceRecordDto, body);
    if (!checked.valid) return setErrors(checked.errors);
    await run(async (token) => {
      const { message } = await saveServiceRecord(token, bookingId, body);
      uiStore.showToast('success', message);
      forgetRecentAnswers();
      onSaved();
    });
  };
  if (data.cars.length === 0) return <p className={ui.muted}>Member ini belum punya mobil di garasi; catatan servis tersimpan di mobil garasi.</p>;
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Catatan servis">
      {r ? <p className={ui.muted}>Tersimpan: {formatDateId(r.date)}, {formatNumberId(r.km)} km, {formatRupiah(r.total)}. Simpan lagi untuk mengoreksi.</p> : null}
      <div className={styles.grid}>
        <Select label="Mobil" value={v.car_id || null} options={data.cars.map((c) => ({ value: c.id, label: c.plate || c.chassis || `Mobil #${c.id}` }))}
          onChange={set('car_id')} placeholder="Pilih mobil" emptyText="Tidak ada mobil" error={err('car_id')} />
        <TextField label="Kilometer" value={v.km} onChange={set('km')} inputMode="numeric" sanitize={(x) => x.replace(/\D/g, '')} maxLength={7} error={err('km')} />
        <TextField className={styles.full} label="Pekerjaan (satu per baris)" value={v.work} onChange={set('work')} rows={4} error={err('work')} />
        <TextField className={styles.full} label="Suku cadang (satu per baris)" value={v.parts} onChange={set('parts')} rows={3} error={err('parts')} />
        <TextField label="Total biaya (Rp)" value={v.total} onChange={set('total')} inputMode="numeric" sanitize={(x) => x.replace(/\D/g, '')} maxLength={10} error={err('total')} />
        <TextField label="Rekomendasi berikutnya" value={v.recommendation} onChange={set('recommendation')} maxLength={500} error={err('recommendation')} />
      </div>
      <div className={styles.actions}><Button type="submit" disabled={busy}>Simpan catatan servis</Button></div>
    </form>
  );
}
