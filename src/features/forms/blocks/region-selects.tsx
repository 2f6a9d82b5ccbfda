/** Province -> city: the city select waits for a province and loads its cities (mirrored for offline). */
import { observer } from 'mobx-react-lite';
import { useCities, useProvinces } from '../../../data/repositories/regions';
import { FormSelect } from '../../../ui/form-select';
import type { FormStore } from '../../../stores/form/form-store';

/** Province and city selects of a form. */
export const RegionSelects = observer(function RegionSelects({ form }: { form: FormStore }) {
  const province = form.text('province') || null;
  const provinces = useProvinces();
  const cities = useCities(province);
  return (
    <>
      <FormSelect
        form={form}
        field="province"
        label="Provinsi"
        placeholder="Pilih Provinsi"
        emptyText="Provinsi tidak ditemukan"
        options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.provinsi }))}
        isLoading={provinces.isLoading}
      />
      <FormSelect
        form={form}
        field="city"
        label="Kota"
        placeholder="Pilih Kota"
        emptyText="Kota tidak ditemukan"
        options={(cities.data ?? []).map((c) => ({ value: c.kode, label: c.nama }))}
        isLoading={cities.isLoading}
        enabled={province !== null}
      />
    </>
  );
});
