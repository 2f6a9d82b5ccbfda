/** Province then city (cities load when a province is chosen; a new province clears the city). */
import { observer } from 'mobx-react-lite';
import { useCities, useProvinces } from '../../../data/repositories/regions';
import type { FormStore } from '../../../stores/form/form-store';
import { FormSelect } from '../../../ui/form-select';

/** The two selects, with the spec's empty texts. */
export const RegionFields = observer(function RegionFields({ form }: { form: FormStore }) {
  const province = form.text('province');
  const provinces = useProvinces();
  const cities = useCities(province || null);

  return (
    <>
      <FormSelect form={form} field="province" label="Provinsi" placeholder="Pilih Provinsi" emptyText="Provinsi tidak ditemukan" isLoading={!provinces.data}
        options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.provinsi }))}
        onChoose={(code, name) => {
          form.choose('province', code, name);
          form.fill({ city: '', city_name: '' });
        }} />
      <FormSelect form={form} field="city" label="Kota" placeholder="Pilih Kota" emptyText="Kota tidak ditemukan" isLoading={Boolean(province) && !cities.data}
        options={province ? (cities.data ?? []).map((c) => ({ value: c.kode, label: c.nama })) : []} />
    </>
  );
});
