/** Province then city (cities load when a province is chosen; a new province clears the city). */
import { observer } from 'mobx-react-lite';
import { useCities, useProvinces } from '../../../data/repositories/regions';
import { Select } from '../../../ui/select';

/** What the cascade needs of a form. */
export interface RegionForm {
  values: { province: string; city: string };
  set(field: 'province' | 'city', value: string): void;
  patch(values: { province_name?: string; city?: string; city_name?: string }): void;
  error(field: 'province' | 'city'): string | undefined;
}

/** The two selects, with the spec's empty texts. */
export const RegionFields = observer(function RegionFields({ form }: { form: RegionForm }) {
  const provinces = useProvinces();
  const cities = useCities(form.values.province);
  const provinceOptions = (provinces.data ?? []).map((p) => ({ value: p.code, label: p.provinsi }));
  const cityOptions = form.values.province ? (cities.data ?? []).map((c) => ({ value: c.kode, label: c.nama })) : [];

  function chooseProvince(code: string) {
    form.set('province', code);
    form.patch({ province_name: provinceOptions.find((o) => o.value === code)?.label ?? '', city: '', city_name: '' });
  }

  function chooseCity(code: string) {
    form.set('city', code);
    form.patch({ city_name: cityOptions.find((o) => o.value === code)?.label ?? '' });
  }

  return (
    <>
      <Select
        label="Provinsi"
        name="province"
        value={form.values.province || null}
        options={provinceOptions}
        onChange={chooseProvince}
        placeholder="Pilih Provinsi"
        emptyText="Provinsi tidak ditemukan"
        error={form.error('province')}
        required
      />
      <Select
        label="Kota"
        name="city"
        value={form.values.city || null}
        options={cityOptions}
        onChange={chooseCity}
        placeholder="Pilih Kota"
        emptyText="Kota tidak ditemukan"
        error={form.error('city')}
        required
      />
    </>
  );
});
