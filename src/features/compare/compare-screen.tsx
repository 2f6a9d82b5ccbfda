/** Compare Car (`/compare-car`): two cars of four chained selects each, COMPARE NOW, then the spec groups side by side. */
import { useState } from 'react';
import { compareCars } from '../../data/repositories/compare';
import { useCategories } from '../../data/repositories/vehicles';
import { useDocumentTitle } from '../../lib/document-title';
import { useStores } from '../../stores/stores-context';
import { ToolPage } from '../../ui/tool-page';
import { Button } from '../../ui/button';
import { CompareTable } from '../../ui/compare-table';
import { Spinner } from '../../ui/spinner';
import { CompareSide } from './components/compare-side';
import { canCompare, compareRequest, EMPTY_SELECTION, setSide, withResult, type CompareSelection, type Side } from './compare-selection';
import styles from './compare-screen.module.css';

/** The route screen of Compare Car. */
export default function CompareScreen() {
  useDocumentTitle('Compare Car');
  const { ui } = useStores();
  const categories = useCategories();
  const [selection, setSelection] = useState<CompareSelection>(EMPTY_SELECTION);
  const [saving, setSaving] = useState(false);

  async function compare() {
    const request = compareRequest(selection);
    if (!request) return;
    setSaving(true);
    try {
      const result = await compareCars(request);
      setSelection((s) => withResult(s, request, result));
    } catch (error) {
      ui.showToast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ToolPage eyebrow="Compare Car" title="Bandingkan Mobil Toyota" text="Pilih kategori, model, transmisi dan tipe untuk dua mobil, lalu bandingkan dimensi, mesin dan chassis-nya.">
      <div className={styles.sides}>
        {([0, 1] as const).map((side: Side) => (
          <CompareSide
            key={side}
            index={(side + 1) as 1 | 2}
            value={selection.sides[side]}
            onChange={(next) => setSelection((s) => setSide(s, side, next))}
            categories={categories.data}
          />
        ))}
      </div>
      <div className={styles.action}>
        <Button onClick={compare} disabled={!canCompare(selection) || saving} aria-busy={saving || undefined} className={styles.compare}>
          {saving ? <Spinner label="Membandingkan..." /> : 'COMPARE NOW'}
        </Button>
      </div>
      {selection.result ? (
        <section className={styles.result} aria-labelledby="compare-result-title" aria-live="polite">
          <h2 id="compare-result-title" className={styles.resultTitle}>
            Hasil Perbandingan
          </h2>
          <CompareTable result={selection.result} />
        </section>
      ) : null}
    </ToolPage>
  );
}
