/**
 * The CSV import: pick a file (or paste), send it; all rows or none. A refused file lists every bad
 * line with its Indonesian messages; a good one says how many units were added and updated.
 */
import { useState, type ChangeEvent } from 'react';
import { STOCK_CSV_HEADER } from '../../../domain/stock';
import { ApiError, SERVER_ERROR_TEXT } from '../../data/api-client';
import { importStockCsv } from '../data/staff-stock';
import { staffSession } from '../session/staff-session-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import ui from '../components/staff-ui.module.css';
import styles from './stock.module.css';

export function ImportPanel({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: string } | { lines: Array<[string, string[]]> } | { error: string } | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setResult(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };
  const send = async () => {
    const token = staffSession().token;
    if (!token || !file) return;
    setBusy(true);
    try {
      const done = await importStockCsv(token, file.text);
      setResult({ ok: `${done.created} unit ditambahkan, ${done.updated} unit diperbarui.` });
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.isUnauthorized) return void staffSession().expire();
      if (e instanceof ApiError && e.isValidation && Object.keys(e.errors).length) setResult({ lines: Object.entries(e.errors) });
      else setResult({ error: e instanceof ApiError ? e.message : SERVER_ERROR_TEXT });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${ui.card} ${styles.import}`} aria-labelledby="stock-import-title">
      <div className={styles.importHead}>
        <h2 id="stock-import-title">Impor stok dari CSV</h2>
        <Button size="small" variant="ghost" onClick={onClose}>Tutup</Button>
      </div>
      <p className={ui.muted}>
        Kolom: <code>{STOCK_CSV_HEADER.join(',')}</code>. Unit dicocokkan dengan nomor rangka (ditambah atau diperbarui).
        Jika ada satu baris yang salah, tidak ada yang disimpan. Gunakan Ekspor CSV sebagai contoh.
      </p>
      <div className={styles.importRow}>
        <label className={styles.file}>
          <span>Pilih file CSV</span>
          <input type="file" accept=".csv,text/csv" onChange={(e) => void pick(e)} />
        </label>
        <Button size="small" onClick={() => void send()} disabled={!file || busy}>{busy ? 'Mengimpor...' : 'Impor'}</Button>
      </div>
      {result && 'ok' in result ? <Alert kind="success">{result.ok}</Alert> : null}
      {result && 'error' in result ? <Alert kind="danger">{result.error}</Alert> : null}
      {result && 'lines' in result ? (
        <Alert kind="danger">
          <p className={styles.badTitle}>{result.lines.length} baris salah; tidak ada yang disimpan. Perbaiki lalu impor ulang.</p>
          <ul className={styles.badLines}>
            {result.lines.map(([key, messages]) => (
              <li key={key}><strong>Baris {key.replace(/^baris_/, '')}:</strong> {messages.join('; ')}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </section>
  );
}
