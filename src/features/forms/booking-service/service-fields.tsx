/** Booking service, Informasi Service: branch, service type (and which service for general service), day, time, extras. */
import { observer } from 'mobx-react-lite';
import { SERVICE_KE_DEFAULT, SERVICE_KE_MAX, SERVICE_KE_MIN, SERVICE_TYPES } from '../../../../domain/constants';
import { AppointmentFields } from '../blocks/appointment-fields';
import { BranchSelects } from '../blocks/branch-selects';
import { Consents } from '../blocks/consents';
import { FormRadio, FormText } from '../../../ui/form-fields';
import { FormSelect } from '../../../ui/form-select';
import type { FormStore } from '../../../stores/form/form-store';
import styles from '../forms.module.css';

const GENERAL = 'general-service';
const SERVICE_OPTIONS = SERVICE_TYPES.map((s) => ({ value: s.value, label: s.label }));
const SERVICE_KE_OPTIONS = Array.from({ length: SERVICE_KE_MAX - SERVICE_KE_MIN + 1 }, (_, i) => ({ value: i + SERVICE_KE_MIN, label: `Service ke-${i + SERVICE_KE_MIN}` }));

/** General service asks which service it is (default 3); body & paint does not. */
export function pickServiceType(form: FormStore, type: string): void {
  if (type === GENERAL) {
    if (!form.values.service_ke) form.set('service_ke', SERVICE_KE_DEFAULT);
  } else {
    form.set('service_ke', undefined);
  }
}

/** The Informasi Service section's fields. */
export const ServiceFields = observer(function ServiceFields({ form }: { form: FormStore }) {
  const general = form.values.service_type === GENERAL;
  return (
    <>
      <BranchSelects form={form} />
      <FormRadio form={form} field="service_type" legend="Jenis Service" options={SERVICE_OPTIONS} onPick={(v) => pickServiceType(form, v)} className={general ? undefined : styles.full} />
      {general ? (
        <FormSelect form={form} field="service_ke" label="Service ke-" placeholder="Pilih Service ke-" emptyText="Tidak ada pilihan" options={SERVICE_KE_OPTIONS} numeric />
      ) : null}
      <AppointmentFields form={form} kind="service" dateLabel="Tanggal Service" timeLabel="Jam Service" />
      <FormText form={form} field="promotion_code" label="Kode Promo (opsional)" placeholder="Masukkan kode promo" autoComplete="off" maxLength={50} />
      <FormText form={form} field="note" label="Catatan (opsional)" rows={3} placeholder="Keluhan atau permintaan khusus" className={styles.full} />
      <Consents form={form} fields={['kebijakan1', 'kebijakan2']} />
    </>
  );
});
