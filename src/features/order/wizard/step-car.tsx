/** Step 2 Pilih Mobil: branch city and branch, category, model, transmission, then the type tiles. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TRANSMISSIONS, type Transmission } from '../../../../domain/constants';
import { useModelsOf, useBranchesOf } from '../order-lookups-repository';
import { useBranchCities } from '../../../data/repositories/site';
import { useCategories } from '../../../data/repositories/vehicles';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { FormSelect } from '../../../ui/form-select';
import styles from '../order.module.css';
import { TypeTiles } from './type-tiles';
import wizard from './wizard.module.css';

const num = (value: string | number): number | '' => (value ? Number(value) : '');
const TRANSMISSION_OPTIONS = TRANSMISSIONS.map((t) => ({ value: t, label: t === 'AT' ? 'AT (Otomatis)' : 'MT (Manual)' }));

/** Step 2. */
export const StepCar = observer(function StepCar() {
  const order = useOrderStore();
  const { form } = order;
  const v = order.values;
  const branchCities = useBranchCities();
  const branches = useBranchesOf(v.kota_cabang || null);
  const categories = useCategories();
  const models = useModelsOf(v.car_category || null);

  // A category and model prefilled from Home are known by id only: take their names from the lists.
  const categoryName = categories.data?.find((c) => c.category_id === v.car_category)?.category_name;
  const modelName = models.data?.find((m) => m.car_model_id === v.car_model)?.car_mode_name;
  useEffect(() => { if (categoryName && !order.labels.car_category) order.setLabel('car_category', categoryName); }, [categoryName, order]);
  useEffect(() => { if (modelName && !order.labels.car_model) order.setLabel('car_model', modelName); }, [modelName, order]);

  return (
    <div className={styles.section}>
      <p className={wizard.welcome}>Selamat datang, {order.formValues.name || 'Calon Pembeli'}</p>
      <h2 className={styles.sectionTitle}>Pilih Dealer dan Mobil</h2>
      <div className={styles.grid}>
        <FormSelect form={form} field="kota_cabang" label="Kota Cabang" placeholder="Pilih kota cabang" emptyText="Kota Tidak Ditemukan" isLoading={!branchCities.data}
          options={(branchCities.data ?? []).map((c) => ({ value: c.city_code, label: c.city_name }))} onChoose={(code, name) => order.setBranchCity(String(code), name)} />
        <FormSelect form={form} field="cabang_id" label="Cabang" placeholder="Pilih cabang" emptyText="Cabang Tidak Ditemukan" isLoading={!branches.data} numeric
          enabled={Boolean(v.kota_cabang)} options={(branches.data ?? []).map((b) => ({ value: b.cabang_id, label: b.cabang_name }))} onChoose={(id, name) => order.setBranch(num(id), name)} />
        <FormSelect form={form} field="car_category" label="Kategori Mobil" placeholder="Pilih kategori" emptyText="Kategori Mobil tidak ditemukan" isLoading={!categories.data} numeric
          options={(categories.data ?? []).map((c) => ({ value: c.category_id, label: c.category_name }))} onChoose={(id, name) => order.setCategory(num(id), name)} />
        <FormSelect form={form} field="car_model" label="Model Mobil" placeholder="Pilih model" emptyText="Model Mobil tidak ditemukan" isLoading={!models.data} numeric
          enabled={Boolean(v.car_category)} options={(models.data ?? []).map((m) => ({ value: m.car_model_id, label: m.car_mode_name }))} onChoose={(id, name) => order.setModel(num(id), name)} />
        <FormSelect form={form} field="car_transmission" label="Transmisi" placeholder="Pilih transmisi" emptyText="Transmisi tidak ditemukan"
          enabled={Boolean(v.car_model)} options={TRANSMISSION_OPTIONS} onChoose={(t) => order.setTransmission(t as Transmission)} />
      </div>
      <TypeTiles />
    </div>
  );
});
