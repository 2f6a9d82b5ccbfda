/** Step 2 Pilih Mobil: branch city and branch, category, model, transmission, then the type tiles. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TRANSMISSIONS, type Transmission } from '../../../../domain/constants';
import { useModelsOf, useBranchesOf } from '../../../data/repositories/order-lookups';
import { useBranchCities } from '../../../data/repositories/site';
import { useCategories } from '../../../data/repositories/vehicles';
import { useStores } from '../../../stores/stores-context';
import { Select } from '../../../ui/select';
import styles from '../order.module.css';
import { TypeTiles } from './type-tiles';
import wizard from './wizard.module.css';

const num = (value: string): number | '' => (value ? Number(value) : '');

/** Step 2. */
export const StepCar = observer(function StepCar() {
  const { order } = useStores();
  const touch = (field: string) => order.form.touch(field);
  const v = order.values;
  const err = (field: string) => order.form.errorOf(field, order.step2);
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
        <Select label="Kota Cabang" value={v.kota_cabang || null} placeholder="Pilih kota cabang" error={err('kota_cabang')}
          emptyText={branchCities.data ? 'Kota Tidak Ditemukan' : 'Memuat kota cabang...'}
          options={(branchCities.data ?? []).map((c) => ({ value: c.city_code, label: c.city_name }))}
          onChange={(code) => { order.setBranchCity(code, branchCities.data?.find((c) => c.city_code === code)?.city_name ?? ''); touch('kota_cabang'); }} />
        <Select label="Cabang" value={v.cabang_id || null} placeholder="Pilih cabang" error={err('cabang_id')} disabled={!v.kota_cabang}
          emptyText={!v.kota_cabang ? 'Pilih kota cabang dahulu' : branches.data ? 'Cabang Tidak Ditemukan' : 'Memuat cabang...'}
          options={(branches.data ?? []).map((b) => ({ value: b.cabang_id, label: b.cabang_name }))}
          onChange={(id) => { order.setBranch(num(id), branches.data?.find((b) => b.cabang_id === Number(id))?.cabang_name ?? ''); touch('cabang_id'); }} />
        <Select label="Kategori Mobil" value={v.car_category || null} placeholder="Pilih kategori" error={err('car_category')}
          emptyText={categories.data ? 'Kategori Mobil tidak ditemukan' : 'Memuat kategori...'}
          options={(categories.data ?? []).map((c) => ({ value: c.category_id, label: c.category_name }))}
          onChange={(id) => { order.setCategory(num(id), categories.data?.find((c) => c.category_id === Number(id))?.category_name ?? ''); touch('car_category'); }} />
        <Select label="Model Mobil" value={v.car_model || null} placeholder="Pilih model" error={err('car_model')} disabled={!v.car_category}
          emptyText={!v.car_category ? 'Pilih kategori dahulu' : models.data ? 'Model Mobil tidak ditemukan' : 'Memuat model...'}
          options={(models.data ?? []).map((m) => ({ value: m.car_model_id, label: m.car_mode_name }))}
          onChange={(id) => { order.setModel(num(id), models.data?.find((m) => m.car_model_id === Number(id))?.car_mode_name ?? ''); touch('car_model'); }} />
        <Select label="Transmisi" value={v.car_transmission || null} placeholder="Pilih transmisi" error={err('car_transmission')} disabled={!v.car_model}
          emptyText="Transmisi tidak ditemukan" options={TRANSMISSIONS.map((t) => ({ value: t, label: t === 'AT' ? 'AT (Otomatis)' : 'MT (Manual)' }))}
          onChange={(t) => { order.setTransmission(t as Transmission); touch('car_transmission'); }} />
      </div>
      <TypeTiles />
    </div>
  );
});
