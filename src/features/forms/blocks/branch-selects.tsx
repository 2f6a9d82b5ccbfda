/** Branch city -> branch: the branch select waits for a city and loads its branches. */
import { observer } from 'mobx-react-lite';
import { useBranches } from '../../../data/repositories/lookups';
import { useBranchCities } from '../../../data/repositories/site';
import { FormSelect } from '../../../ui/form-select';
import type { FormStore } from '../../../stores/form/form-store';

/** Branch city and branch selects of a form. */
export const BranchSelects = observer(function BranchSelects({ form }: { form: FormStore }) {
  const city = form.text('kota_cabang') || null;
  const cities = useBranchCities();
  const branches = useBranches(city);
  return (
    <>
      <FormSelect
        form={form}
        field="kota_cabang"
        label="Kota Cabang"
        placeholder="Pilih Kota Cabang"
        emptyText="Kota Tidak Ditemukan"
        options={(cities.data ?? []).map((c) => ({ value: c.city_code, label: c.city_name }))}
        isLoading={cities.isLoading}
      />
      <FormSelect
        form={form}
        field="cabang_id"
        label="Cabang"
        placeholder="Pilih Cabang"
        emptyText="Cabang Tidak Ditemukan"
        options={(branches.data ?? []).map((b) => ({ value: b.cabang_id, label: b.cabang_name }))}
        isLoading={branches.isLoading}
        enabled={city !== null}
        numeric
      />
    </>
  );
});
