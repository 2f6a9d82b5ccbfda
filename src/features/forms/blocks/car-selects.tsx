/**
 * Category, transmission, model and type of a Toyota. Test drive and booking service ask
 * category -> transmission -> model -> type; trade-in and credit simulation ask category -> model ->
 * transmission -> type. Each select is disabled until the ones before it are chosen.
 */
import { observer } from 'mobx-react-lite';
import type { CarType } from '../../../../domain/api';
import { TRANSMISSIONS, type Transmission } from '../../../../domain/constants';
import { useCarModels, useCarTypes } from '../../../data/repositories/lookups';
import { useCategories } from '../../../data/repositories/vehicles';
import { FormSelect } from '../../../ui/form-select';
import type { FormStore } from '../../../stores/form/form-store';

/** The transmission choices with readable labels. */
export const TRANSMISSION_OPTIONS = TRANSMISSIONS.map((t) => ({ value: t, label: t === 'AT' ? 'Otomatis (AT)' : 'Manual (MT)' }));

interface CarSelectsProps {
  form: FormStore;
  order: 'transmission-first' | 'model-first';
  /** Called with the chosen type (its prices), instead of the plain choice. */
  onType?: (type: CarType) => void;
  /** Called for the category, model and transmission choices, after the store's own cascade. */
  onParentChange?: () => void;
}

/** The chained car selects in the given order. */
export const CarSelects = observer(function CarSelects({ form, order, onType, onParentChange }: CarSelectsProps) {
  const category = Number(form.values.car_category) || null;
  const model = Number(form.values.car_model) || null;
  const transmission = (form.text('car_transmission') || null) as Transmission | null;
  const categories = useCategories();
  const models = useCarModels(category);
  const types = useCarTypes(model, transmission);
  const transmissionFirst = order === 'transmission-first';

  const parent = (field: string) => (value: string | number, label: string) => {
    form.choose(field, value, label);
    onParentChange?.();
  };
  const chooseType = (value: string | number, label: string) => {
    const type = types.data?.find((t) => t.car_type_id === value);
    if (type && onType) onType(type);
    else form.choose('car_type', value, label);
  };

  const transmissionSelect = (
    <FormSelect
      key="transmission"
      form={form}
      field="car_transmission"
      label="Transmisi"
      placeholder="Pilih Transmisi"
      emptyText="Transmisi tidak ditemukan"
      options={TRANSMISSION_OPTIONS}
      enabled={transmissionFirst ? category !== null : model !== null}
      onChoose={parent('car_transmission')}
    />
  );
  const modelSelect = (
    <FormSelect
      key="model"
      form={form}
      field="car_model"
      label="Model Mobil"
      placeholder="Pilih Model Mobil"
      emptyText="Model Mobil tidak ditemukan"
      options={(models.data ?? []).map((m) => ({ value: m.car_model_id, label: m.car_mode_name }))}
      isLoading={models.isLoading}
      enabled={category !== null && (!transmissionFirst || transmission !== null)}
      numeric
      onChoose={parent('car_model')}
    />
  );
  return (
    <>
      <FormSelect
        form={form}
        field="car_category"
        label="Kategori Mobil"
        placeholder="Pilih Kategori Mobil"
        emptyText="Kategori Mobil tidak ditemukan"
        options={(categories.data ?? []).map((c) => ({ value: c.category_id, label: c.category_name }))}
        isLoading={categories.isLoading}
        numeric
        onChoose={parent('car_category')}
      />
      {transmissionFirst ? [transmissionSelect, modelSelect] : [modelSelect, transmissionSelect]}
      <FormSelect
        form={form}
        field="car_type"
        label="Tipe Mobil"
        placeholder="Pilih Tipe Mobil"
        emptyText="Tipe Mobil tidak ditemukan"
        options={(types.data ?? []).map((t) => ({ value: t.car_type_id, label: t.car_type_name }))}
        isLoading={types.isLoading}
        enabled={model !== null && transmission !== null}
        numeric
        onChoose={chooseType}
      />
    </>
  );
});
