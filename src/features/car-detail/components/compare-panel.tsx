/**
 * Compare from the detail page: the panel opens (its button disabled while open) to choose a
 * second car; COMPARE sets the simulated type against it and shows the result in a modal.
 */
import { useState } from 'react';
import type { CompareResult } from '../../../../domain/api';
import { compareCars, useComparisonTypes, useModelLookups } from '../../../data/repositories/compare';
import { useCategories } from '../../../data/repositories/vehicles';
import { useStores } from '../../../stores/stores-context';
import { Button } from '../../../ui/button';
import { EMPTY_CHOICE, isChoiceComplete, type CarChoice } from '../../../ui/car-choice';
import { CarChoiceFields } from '../../../ui/car-choice-fields';
import { CompareTable } from '../../../ui/compare-table';
import { Icon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import styles from './compare-panel.module.css';

interface ComparePanelProps {
  modelId: number;
  modelName: string;
  /** The type chosen in the simulation: the first car of the comparison. */
  current: { id: number; name: string } | null;
}

/** The compare panel and its result modal. */
export function ComparePanel({ modelId, modelName, current }: ComparePanelProps) {
  const { ui } = useStores();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<CarChoice>(EMPTY_CHOICE);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<CompareResult | null>(null);
  const categories = useCategories();
  const models = useModelLookups(open ? choice.categoryId : null);
  const types = useComparisonTypes(choice.modelId, choice.transmission);
  const ready = current !== null && isChoiceComplete(choice);

  async function compare() {
    if (!current || !isChoiceComplete(choice)) return;
    setSaving(true);
    try {
      setResult(await compareCars({ car_model: modelId, car_type_1: current.id, car_type_2: choice.type.id }));
    } catch (error) {
      ui.showToast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.bar}>
        <div>
          <h3 className={styles.title}>Bandingkan {modelName}</h3>
          <p className={styles.text}>Bandingkan {current ? `${modelName} ${current.name}` : 'tipe pilihan Anda'} dengan mobil Toyota lainnya.</p>
        </div>
        <Button variant="dark" onClick={() => setOpen(true)} disabled={open} aria-expanded={open} aria-controls="car-compare-panel">
          COMPARE CAR
        </Button>
      </div>
      {open ? (
        <div id="car-compare-panel" className={styles.panel}>
          <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label="Tutup perbandingan">
            <Icon name="close" />
          </button>
          <p className={styles.first}>
            Mobil 1: <strong>{current ? `${modelName} ${current.name}` : 'Pilih tipe pada simulasi kredit'}</strong>
          </p>
          <CarChoiceFields className={styles.fields} value={choice} onChange={setChoice} categories={categories.data} models={models.data} types={types.data} legend="Mobil 2" />
          <Button onClick={compare} disabled={!ready || saving} aria-busy={saving || undefined}>
            {saving ? <Spinner label="Membandingkan..." /> : 'COMPARE'}
          </Button>
        </div>
      ) : null}
      {result ? (
        <Modal label="Hasil perbandingan" onClose={() => setResult(null)}>
          <div className={styles.result}>
            <h2 className={styles.resultTitle}>Hasil Perbandingan</h2>
            <CompareTable result={result} />
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
