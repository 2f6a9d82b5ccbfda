/** Recall and service campaigns (service and admin): the list with reached / booked / done, a new draft, publishing. */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { CampaignView } from '../../../domain/api/garage';
import { CampaignDto } from '../../../domain/garage/forms';
import { validateForm, type FieldErrors } from '../../../domain/forms/validate';
import { ApiError } from '../../data/api-client';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { useCategories } from '../../data/repositories/vehicles';
import { useCarModels } from '../../data/repositories/lookups';
import { staffSession } from '../session/staff-session-store';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { QueryState } from '../../ui/query-state';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { dateTime } from '../components/format';
import ui from '../components/staff-ui.module.css';
import { createCampaign, publishCampaign, useCampaigns } from './garage-api';
import styles from './garage.module.css';

const rangeText = (c: CampaignView) => [
  c.year_from !== null ? `tahun ${c.year_from}-${c.year_to}` : '',
  c.chassis_from ? `rangka ${c.chassis_from}-${c.chassis_to}` : '',
].filter(Boolean).join(', ');

export const CampaignsSection = observer(function CampaignsSection() {
  const query = useCampaigns(true);
  const { ui: uiStore } = useStores();
  const [creating, setCreating] = useState(false);
  const publish = async (c: CampaignView) => {
    const token = staffSession().token;
    if (!token || !window.confirm(`Terbitkan "${c.title}"? Setiap pemilik mobil yang cocok menerima pesan.`)) return;
    try {
      const { message } = await publishCampaign(token, c.id);
      uiStore.showToast('success', message);
      forgetRecentAnswers();
      query.refetch();
    } catch (error) {
      uiStore.showToast('error', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <section className={ui.card} aria-label="Kampanye servis dan recall">
      <div className={ui.head}>
        <h2>Kampanye servis &amp; recall</h2>
        {!creating ? <Button size="small" onClick={() => setCreating(true)}>Kampanye baru</Button> : null}
      </div>
      {creating ? <CampaignForm onDone={() => { setCreating(false); query.refetch(); }} /> : null}
      <QueryState query={query} skeleton={<Skeleton height={120} />} empty="Belum ada kampanye." isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ul className={styles.list}>
            {rows.map((c) => (
              <li key={c.id}>
                <div className={styles.rowHead}>
                  <span>{c.title}</span>
                  {c.status === 'published' ? <span className={`${styles.badge} ${styles.good}`}>Terbit {c.published_at ? dateTime(c.published_at) : ''}</span>
                    : <Button size="small" onClick={() => void publish(c)}>Terbitkan</Button>}
                </div>
                <div className={ui.muted}>{c.car_model_names.join(', ')} · {rangeText(c)}</div>
                <div className={styles.counts}>
                  <span><strong>{c.reached}</strong> pemilik dihubungi</span>
                  <span><strong>{c.booked}</strong> booking</span>
                  <span><strong>{c.done}</strong> selesai</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
});

const CampaignForm = observer(function CampaignForm({ onDone }: { onDone: () => void }) {
  const { ui: uiStore } = useStores();
  const categories = useCategories();
  const [category, setCategory] = useState<number | null>(null);
  const models = useCarModels(category);
  const [v, setV] = useState({ title: '', text: '', model: '', year_from: '', year_to: '', chassis_from: '', chassis_to: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (k: keyof typeof v) => (value: string) => setV((x) => ({ ...x, [k]: value }));
  const err = (k: string) => errors[k]?.[0];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      title: v.title, text: v.text, car_model_ids: v.model ? [Number(v.model)] : [],
      year_from: v.year_from || null, year_to: v.year_to || null, chassis_from: v.chassis_from || null, chassis_to: v.chassis_to || null,
    };
    const checked = validateForm(CampaignDto, body);
    if (!checked.valid) return setErrors(checked.errors);
    const token = staffSession().token;
    if (!token) return;
    try {
      await createCampaign(token, body);
      uiStore.showToast('success', 'Kampanye disimpan sebagai draf');
      forgetRecentAnswers();
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.isValidation) setErrors(error.errors);
      else uiStore.showToast('error', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Kampanye baru">
      <div className={styles.grid}>
        <TextField className={styles.full} label="Judul" value={v.title} onChange={set('title')} error={err('title')} maxLength={150} />
        <TextField className={styles.full} label="Pesan untuk pemilik" value={v.text} onChange={set('text')} error={err('text')} rows={4} maxLength={3000} />
        <Select label="Kategori" value={category} options={(categories.data ?? []).map((c) => ({ value: c.category_id, label: c.category_name }))}
          onChange={(x) => { setCategory(x ? Number(x) : null); set('model')(''); }} placeholder="Pilih kategori" emptyText="Memuat kategori..." />
        <Select label="Model" value={v.model || null} options={(models.data ?? []).map((m) => ({ value: m.car_model_id, label: m.car_mode_name }))}
          onChange={set('model')} placeholder="Pilih model" emptyText="Pilih kategori dahulu" error={err('car_model_ids')} disabled={!category} />
        <TextField label="Tahun produksi dari" value={v.year_from} onChange={set('year_from')} inputMode="numeric" maxLength={4} error={err('year_from')} />
        <TextField label="Tahun produksi sampai" value={v.year_to} onChange={set('year_to')} inputMode="numeric" maxLength={4} error={err('year_to')} />
        <TextField label="Nomor rangka dari (opsional)" value={v.chassis_from} onChange={set('chassis_from')} maxLength={17} error={err('chassis_from')} />
        <TextField label="Nomor rangka sampai (opsional)" value={v.chassis_to} onChange={set('chassis_to')} maxLength={17} error={err('chassis_to')} />
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDone}>Batal</Button>
        <Button type="submit">Simpan draf</Button>
      </div>
    </form>
  );
});
