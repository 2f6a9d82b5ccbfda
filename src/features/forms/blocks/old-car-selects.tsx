/** Trade-in, the car the customer has: brand -> model -> build year -> type, each waiting for the one before. */
import { observer } from 'mobx-react-lite';
import { useBrandModels, useBrands, useBrandTypes, useBrandYears } from '../trade-in-lookups-repository';
import { FormSelect } from '../../../ui/form-select';
import type { FormStore } from '../../../stores/form/form-store';

/** Brand, model, year and type of the car traded in. */
export const OldCarSelects = observer(function OldCarSelects({ form }: { form: FormStore }) {
  const brand = Number(form.values.brand) || null;
  const model = Number(form.values.brand_model) || null;
  const year = Number(form.values.brand_year) || null;
  const brands = useBrands();
  const models = useBrandModels(brand);
  const years = useBrandYears(brand, model);
  const types = useBrandTypes(brand, model, year);
  return (
    <>
      <FormSelect
        form={form}
        field="brand"
        label="Merek Mobil"
        placeholder="Pilih Merek Mobil"
        emptyText="Merek Mobil tidak ditemukan"
        options={(brands.data ?? []).map((b) => ({ value: b.brand_id, label: b.brand_name }))}
        isLoading={brands.isLoading}
        numeric
      />
      <FormSelect
        form={form}
        field="brand_model"
        label="Model Mobil"
        placeholder="Pilih Model Mobil"
        emptyText="Model Mobil tidak ditemukan"
        options={(models.data ?? []).map((m) => ({ value: m.brand_model_id, label: m.brand_model_name }))}
        isLoading={models.isLoading}
        enabled={brand !== null}
        numeric
      />
      <FormSelect
        form={form}
        field="brand_year"
        label="Tahun Mobil"
        placeholder="Pilih Tahun Mobil"
        emptyText="Tahun Mobil tidak ditemukan"
        options={(years.data ?? []).map((y) => ({ value: y.old_car_year, label: String(y.old_car_year) }))}
        isLoading={years.isLoading}
        enabled={model !== null}
        numeric
      />
      <FormSelect
        form={form}
        field="brand_type"
        label="Tipe Mobil"
        placeholder="Pilih Tipe Mobil"
        emptyText="Tipe Mobil tidak ditemukan"
        options={(types.data ?? []).map((t) => ({ value: t.old_car_type_id, label: t.old_car_type_name }))}
        isLoading={types.isLoading}
        enabled={year !== null}
        numeric
      />
    </>
  );
});
