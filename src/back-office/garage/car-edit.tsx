/**
 * The back office's correction of a garage car's plate and chassis number (issue 33): the owner's
 * form rules checked on the page, the server's answer (a chassis number held in another garage)
 * shown beside the field; what was typed stays.
 */
import { useState, type FormEvent } from 'react';
import type { GarageCarView } from '../../../domain/api/garage';
import { StaffCarEditDto } from '../../../domain/garage/forms';
import { validateForm } from '../../../domain/forms/validate';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { useStaffSave } from '../components/use-staff-save';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import ui from '../components/staff-ui.module.css';
import { editCar } from './garage-api';
import styles from './garage.module.css';

/** The card 'Nomor polisi dan rangka' of a car's page (admin, sales, service). */
export function CarIdentityForm({ car, onSaved }: { car: GarageCarView; onSaved: () => void }) {
  const { ui: uiStore } = useStores();
  const [v, setV] = useState({ plate: car.plate, chassis: car.chassis });
  const { errors, setErrors, saving: busy, run } = useStaffSave((message) => uiStore.showToast('error', message));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Only what changed is sent: a delivered car may still lack the other field.
    const body: Record<string, string> = {};
    if (v.plate !== car.plate) body.plate = v.plate;
    if (v.chassis !== car.chassis) body.chassis = v.chassis;
    const checked = validateForm(StaffCarEditDto, body);
    if (!checked.valid) return setErrors(checked.errors);
    await run(async (token) => {
      const { message } = await editCar(token, car.id, body);
      uiStore.showToast('success', message);
      forgetRecentAnswers();
      onSaved();
    });
  };
  return (
    <section className={ui.card} aria-label="Nomor polisi dan rangka">
      <h2>Nomor polisi dan rangka</h2>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Ubah nomor polisi dan rangka">
        <p className={ui.muted}>Sesuaikan dengan STNK. Nomor rangka yang sudah terdaftar di garasi member lain ditolak.</p>
        <div className={styles.grid}>
          <TextField label="Nomor Polisi" value={v.plate} onChange={(plate) => setV((x) => ({ ...x, plate }))} placeholder="H 1234 AB" maxLength={12} error={errors.plate?.[0]} />
          <TextField label="Nomor Rangka" value={v.chassis} onChange={(chassis) => setV((x) => ({ ...x, chassis }))} placeholder="MHKA6GJ6JNJ077123" maxLength={20} error={errors.chassis?.[0]} />
        </div>
        <div className={styles.actions}><Button type="submit" disabled={busy}>Simpan nomor</Button></div>
      </form>
    </section>
  );
}
