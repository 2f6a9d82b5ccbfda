/** Booking service, Data Kendaraan: the car, its police number, build year and kilometres. */
import { observer } from 'mobx-react-lite';
import { buildYears } from '../../../../domain/forms/booking-service';
import { digitsAndDots } from '../../../ui/text-field';
import { CarSelects } from '../blocks/car-selects';
import { FormText } from '../../../ui/form-fields';
import { FormSelect } from '../../../ui/form-select';
import type { FormStore } from '../../../stores/form/form-store';

const YEAR_OPTIONS = buildYears().map((y) => ({ value: y, label: String(y) }));

/** The Data Kendaraan section's fields. */
export const VehicleFields = observer(function VehicleFields({ form }: { form: FormStore }) {
  return (
    <>
      <CarSelects form={form} order="transmission-first" />
      <FormText
        form={form}
        field="police_number"
        label="Nomor Polisi"
        placeholder="H 1234 AB"
        autoComplete="off"
        maxLength={12}
        sanitize={(v) => v.toUpperCase()}
      />
      <FormSelect form={form} field="build_year" label="Tahun Pembuatan" placeholder="Pilih Tahun Pembuatan" emptyText="Tahun tidak ditemukan" options={YEAR_OPTIONS} numeric />
      <FormText form={form} field="car_km" label="Kilometer" inputMode="numeric" placeholder="Contoh: 45000" sanitize={digitsAndDots} maxLength={9} />
    </>
  );
});
