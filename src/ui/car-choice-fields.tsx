/** The four chained selects of one car (category, model, transmission, type); the caller supplies the lists. */
import type { CarType, Category, ModelLookup } from '../../domain/api';
import { TRANSMISSIONS, type Transmission } from '../../domain/constants';
import {
  chooseCategory, chooseModel, chooseTransmission, chooseType, isChoiceFieldEnabled, toChosenType, type CarChoice,
} from './car-choice';
import { Select } from './select';
import styles from './car-choice-fields.module.css';

interface CarChoiceFieldsProps {
  value: CarChoice;
  onChange: (next: CarChoice) => void;
  categories: readonly Category[] | undefined;
  models: readonly ModelLookup[] | undefined;
  types: readonly CarType[] | undefined;
  /** Names the group of four selects ('Mobil 2'), so two columns stay distinguishable. */
  legend: string;
  hideLegend?: boolean;
  className?: string;
}

const TRANSMISSION_OPTIONS = TRANSMISSIONS.map((t) => ({ value: t, label: t }));
const toNumber = (value: string) => (value ? Number(value) : null);

/** Four labelled, chained selects in a fieldset. */
export function CarChoiceFields({ value, onChange, categories, models, types, legend, hideLegend = false, className }: CarChoiceFieldsProps) {
  const chooseTypeId = (id: string) => {
    const type = types?.find((t) => t.car_type_id === Number(id));
    onChange(chooseType(value, type ? toChosenType(type) : null));
  };
  return (
    <fieldset className={[styles.fieldset, className].filter(Boolean).join(' ')}>
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <Select
        label="Kategori Mobil"
        value={value.categoryId}
        options={(categories ?? []).map((c) => ({ value: c.category_id, label: c.category_name }))}
        onChange={(v) => onChange(chooseCategory(value, toNumber(v)))}
        placeholder="Pilih kategori"
        emptyText={categories ? 'Kategori Mobil tidak ditemukan' : 'Memuat kategori...'}
      />
      <Select
        label="Model Mobil"
        value={value.modelId}
        options={(models ?? []).map((m) => ({ value: m.car_model_id, label: m.car_mode_name }))}
        onChange={(v) => onChange(chooseModel(value, toNumber(v)))}
        placeholder="Pilih model"
        emptyText={isChoiceFieldEnabled(value, 'model') ? (models ? 'Model Mobil tidak ditemukan' : 'Memuat model...') : 'Pilih kategori dahulu'}
        disabled={!isChoiceFieldEnabled(value, 'model')}
      />
      <Select
        label="Transmisi"
        value={value.transmission}
        options={isChoiceFieldEnabled(value, 'transmission') ? TRANSMISSION_OPTIONS : []}
        onChange={(v) => onChange(chooseTransmission(value, (v || null) as Transmission | null))}
        placeholder="Pilih transmisi"
        emptyText={isChoiceFieldEnabled(value, 'transmission') ? 'Transmisi tidak ditemukan' : 'Pilih model dahulu'}
        disabled={!isChoiceFieldEnabled(value, 'transmission')}
      />
      <Select
        label="Tipe Mobil"
        value={value.type?.id ?? null}
        options={(types ?? []).map((t) => ({ value: t.car_type_id, label: t.car_type_name }))}
        onChange={chooseTypeId}
        placeholder="Pilih tipe"
        emptyText={isChoiceFieldEnabled(value, 'type') ? (types ? 'Tipe Mobil tidak ditemukan' : 'Memuat tipe...') : 'Pilih transmisi dahulu'}
        disabled={!isChoiceFieldEnabled(value, 'type')}
      />
    </fieldset>
  );
}
