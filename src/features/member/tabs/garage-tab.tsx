/**
 * Tab 9 'Garasi Saya' (issue 33): the member's cars, each with its next service (date and km,
 * whichever first, what is done, free or not), warranty, open campaigns and service history; add a
 * car, edit km and plate, reminders on or off, remove. Read from the mirror offline; writes need
 * the connection.
 */
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { GarageCarView } from '../../../../domain/api/garage';
import { GarageCarDto, normalisePlate } from '../../../../domain/garage/forms';
import { validateForm, type FieldErrors } from '../../../../domain/forms/validate';
import { buildYears } from '../../../../domain/forms/booking-service';
import { formatDateId, formatNumberId, formatRupiah, isoDay } from '../../../../domain/money';
import { ApiError } from '../../../data/api-client';
import { addGarageCar, editGarageCar, removeGarageCar, useGarage } from '../../../data/repositories/garage';
import type { MemberAuth } from '../../../data/repositories/member';
import { useCarModels, useCarTypes } from '../../../data/repositories/lookups';
import { useCategories } from '../../../data/repositories/vehicles';
import { paths } from '../../../lib/paths';
import { useStores } from '../../../stores/stores-context';
import { Button, ButtonLink } from '../../../ui/button';
import { CarChoiceFields } from '../../../ui/car-choice-fields';
import { EMPTY_CHOICE, type CarChoice } from '../../../ui/car-choice';
import { QueryState } from '../../../ui/query-state';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { messageOf } from '../form/message';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';
import styles from './garage.module.css';
import { TabSection } from '../components/tab-section';

const digits = (raw: string) => raw.replace(/\D/g, '');
const YEARS = buildYears().slice(0, 40).map((y) => ({ value: y, label: String(y) }));

/** Booking Service opened with this car filled in. */
const bookingHref = (carId: number) => `${paths.bookingService.getHref()}?garage_car=${carId}`;

export default observer(function GarageTab() {
  const member = useMemberAuth();
  const query = useGarage(member);
  useExpireOnUnauthorized(query.error);
  const [adding, setAdding] = useState(false);
  if (!member) return null;
  return (
    <TabSection titleId="garage-title" title="Garasi Saya" action={!adding && <Button onClick={() => setAdding(true)}>Tambah Mobil</Button>}>
      <p className={styles.intro}>Mobil Anda dan jadwal servis berkalanya: servis pertama pada 1.000 km atau 1 bulan, lalu setiap 10.000 km atau 6 bulan, mana yang lebih dulu. Mobil yang Anda beli dari kami muncul di sini dengan sendirinya.</p>
      {adding && <AddCarForm member={member} onDone={() => setAdding(false)} />}
      <QueryState query={query} skeleton={<Skeleton height={220} />}>
        {(cars) => (cars.length === 0
          ? <p className={styles.empty}>Belum ada mobil di garasi Anda.</p>
          : (
            <ul className={styles.cars} aria-label="Mobil Anda">
              {cars.map((car) => <li key={car.id}><CarCard car={car} member={member} /></li>)}
            </ul>
          ))}
      </QueryState>
    </TabSection>
  );
});

const carTitle = (car: GarageCarView) => [car.car_model_name, car.car_type_name].filter(Boolean).join(' ');

const CarCard = observer(function CarCard({ car, member }: { car: GarageCarView; member: MemberAuth }) {
  const { ui } = useStores();
  const [editing, setEditing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, setBusy] = useState(false);
  const next = car.next_service;
  const today = isoDay();
  const openCampaigns = car.campaigns.filter((c) => c.open);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      ui.showToast('success', done);
    } catch (error) {
      await ui.showDialog({ title: 'Gagal menyimpan', text: messageOf(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={styles.car} aria-labelledby={`car-${car.id}`}>
      <div className={styles.carHead}>
        <div>
          <h3 id={`car-${car.id}`} className={styles.carName}>{carTitle(car)}</h3>
          <p className={styles.carMeta}>{[car.plate || 'Nomor polisi belum diisi', car.year, car.colour_name].filter(Boolean).join(' · ')}</p>
        </div>
        <div className={styles.badges}>
          {car.status === 'pending' && <span className={`${styles.badge} ${styles.warn}`}>Menunggu konfirmasi dealer</span>}
          {openCampaigns.length > 0 && <span className={`${styles.badge} ${styles.alert}`}>Kampanye servis terbuka</span>}
          <span className={`${styles.badge} ${car.under_warranty ? styles.good : ''}`}>{car.under_warranty ? 'Garansi aktif' : car.warranty_until ? 'Di luar garansi' : 'Garansi belum tercatat'}</span>
        </div>
      </div>

      <div className={styles.next}>
        <div>
          <p className={styles.nextLabel}>Servis berikutnya</p>
          <p className={styles.nextWhen}>{next.label}: {formatDateId(next.date)}</p>
          <p className={styles.nextSub}>atau pada {formatNumberId(next.km)} km, mana yang lebih dulu{next.date < next.due_date ? ` (perkiraan dari pemakaian Anda; batas kalender ${formatDateId(next.due_date)})` : ''}</p>
          <p className={styles.nextSub}>
            {next.overdue || next.date < today ? <strong>Sudah waktunya servis. </strong> : null}
            {next.free ? 'Jasa servis gratis.' : 'Jasa servis berbayar.'}
          </p>
        </div>
        <div>
          <p className={styles.nextLabel}>Yang dikerjakan</p>
          <ul className={styles.work}>{next.work.map((w) => <li key={w}>{w}</li>)}</ul>
        </div>
      </div>

      {openCampaigns.map((c) => <p key={c.id} className={styles.campaign}><strong>{c.title}.</strong> {c.text}</p>)}

      <dl className={styles.facts}>
        <div><dt>Kilometer</dt><dd>{formatNumberId(car.km)} km</dd></div>
        <div><dt>Garansi sampai</dt><dd>{car.warranty_until ? formatDateId(car.warranty_until) : 'Belum tercatat'}</dd></div>
        <div><dt>Nomor rangka</dt><dd>{car.chassis || '-'}</dd></div>
        <div><dt>{car.delivery_date ? 'Diserahkan' : 'Cabang'}</dt><dd>{car.delivery_date ? `${formatDateId(car.delivery_date)}${car.branch_name ? `, ${car.branch_name}` : ''}` : (car.branch_name || '-')}</dd></div>
      </dl>

      {editing
        ? <EditCarForm car={car} member={member} onDone={() => setEditing(false)} />
        : (
          <div className={styles.actions}>
            <ButtonLink to={bookingHref(car.id)}>Booking Service</ButtonLink>
            <Button variant="secondary" onClick={() => setEditing(true)} disabled={busy}>Ubah km &amp; nomor polisi</Button>
            <label className={styles.switch}>
              <input type="checkbox" checked={car.reminders} disabled={busy}
                onChange={(e) => void run(() => editGarageCar(member, car.id, { reminders: e.target.checked }), e.target.checked ? 'Pengingat servis aktif' : 'Pengingat servis dimatikan')} />
              Pengingat servis
            </label>
            {confirmRemove
              ? <Button variant="dark" disabled={busy} onClick={() => void run(() => removeGarageCar(member, car.id), 'Mobil dihapus dari garasi')}>Ya, hapus mobil ini</Button>
              : <Button variant="ghost" onClick={() => setConfirmRemove(true)}>Hapus</Button>}
          </div>
        )}

      <details className={styles.history}>
        <summary>Riwayat servis ({car.services.length})</summary>
        {car.services.length === 0
          ? <p className={styles.muted}>Belum ada riwayat servis.</p>
          : (
            <ul className={styles.services}>
              {car.services.map((s) => (
                <li key={s.id} className={styles.service}>
                  <div className={styles.serviceHead}>
                    <span>{formatDateId(s.date)} · {formatNumberId(s.km)} km</span>
                    <span>{s.source === 'workshop' ? formatRupiah(s.total) : 'Dilaporkan pemilik'}</span>
                  </div>
                  {s.branch_name && <div className={styles.muted}>{s.branch_name}</div>}
                  <div>{s.work.join(', ')}</div>
                  {s.parts.length > 0 && <div className={styles.muted}>Suku cadang: {s.parts.join(', ')}</div>}
                  {s.recommendation && <div>Rekomendasi: {s.recommendation}</div>}
                </li>
              ))}
            </ul>
          )}
      </details>
    </article>
  );
});

const firstError = (errors: FieldErrors, field: string) => errors[field]?.[0];
const serverErrors = (error: unknown): FieldErrors | null => (error instanceof ApiError && error.isValidation ? error.errors : null);

function EditCarForm({ car, member, onDone }: { car: GarageCarView; member: MemberAuth; onDone: () => void }) {
  const { ui } = useStores();
  const [plate, setPlate] = useState(car.plate);
  const [km, setKm] = useState(String(car.km));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await editGarageCar(member, car.id, { plate: String(normalisePlate(plate)), km: Number(km) });
      ui.showToast('success', 'Data mobil disimpan');
      onDone();
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
      else await ui.showDialog({ title: 'Gagal menyimpan', text: messageOf(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Ubah data mobil">
      <div className={styles.grid}>
        <TextField label="Nomor Polisi" value={plate} onChange={setPlate} error={firstError(errors, 'plate')} placeholder="H 1234 AB" maxLength={12} />
        <TextField label="Kilometer Saat Ini" value={km} onChange={setKm} sanitize={digits} inputMode="numeric" error={firstError(errors, 'km')} maxLength={7} />
      </div>
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={onDone}>Batal</Button>
        <Button type="submit" disabled={busy}>Simpan</Button>
      </div>
    </form>
  );
}

const AddCarForm = observer(function AddCarForm({ member, onDone }: { member: MemberAuth; onDone: () => void }) {
  const { ui } = useStores();
  const [choice, setChoice] = useState<CarChoice>(EMPTY_CHOICE);
  const [values, setValues] = useState({ plate: '', chassis: '', year: '', km: '', last_service_date: '', last_service_km: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const categories = useCategories();
  const models = useCarModels(choice.categoryId);
  const types = useCarTypes(choice.modelId, choice.transmission);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = {
      ...values, car_model_id: choice.modelId, car_type_id: choice.type?.id ?? null,
      last_service_date: values.last_service_date || null, last_service_km: values.last_service_km || null,
    };
    const checked = validateForm(GarageCarDto, input);
    if (!checked.valid) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const { message } = await addGarageCar(member, { ...input, last_service_date: input.last_service_date ?? undefined, last_service_km: input.last_service_km ?? undefined });
      ui.showToast('success', message || 'Mobil ditambahkan ke garasi');
      onDone();
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
      else await ui.showDialog({ title: 'Mobil gagal ditambahkan', text: messageOf(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const carError = firstError(errors, 'car_model_id') ?? firstError(errors, 'car_type_id');
  return (
    <form className={`${styles.car} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-car-title">
      <h3 id="add-car-title" className={styles.carName}>Tambah Mobil</h3>
      <CarChoiceFields value={choice} onChange={setChoice} categories={categories.data} models={models.data} types={types.data} legend="Mobil" />
      {carError && <p className={styles.campaign} role="alert">{carError}</p>}
      <div className={styles.grid}>
        <TextField label="Nomor Polisi" value={values.plate} onChange={set('plate')} error={firstError(errors, 'plate')} placeholder="H 1234 AB" maxLength={12} required />
        <TextField label="Nomor Rangka" value={values.chassis} onChange={set('chassis')} error={firstError(errors, 'chassis')} hint="17 karakter, tertera di STNK" maxLength={20} required />
        <Select label="Tahun Pembuatan" value={values.year || null} options={YEARS} onChange={set('year')} placeholder="Pilih tahun" emptyText="Tahun tidak ditemukan" error={firstError(errors, 'year')} required />
        <TextField label="Kilometer Saat Ini" value={values.km} onChange={set('km')} sanitize={digits} inputMode="numeric" error={firstError(errors, 'km')} maxLength={7} required />
        <TextField label="Tanggal Servis Terakhir (opsional)" type="date" value={values.last_service_date} onChange={set('last_service_date')} error={firstError(errors, 'last_service_date')} />
        <TextField label="Kilometer Servis Terakhir (opsional)" value={values.last_service_km} onChange={set('last_service_km')} sanitize={digits} inputMode="numeric" error={firstError(errors, 'last_service_km')} maxLength={7} />
      </div>
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={onDone}>Batal</Button>
        <Button type="submit" disabled={busy}>Simpan Mobil</Button>
      </div>
    </form>
  );
});
