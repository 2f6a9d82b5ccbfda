/**
 * KTP scans and payment proofs (finance and admin only; the API lists none for other roles): each is
 * fetched with the staff token into a blob URL (never a token in a URL, never cached), and every
 * viewing is written to the audit log by the server.
 */
import { useEffect, useState } from 'react';
import type { QueueRecord } from '../../../domain/api';
import { ApiError } from '../../data/api-client';
import { staffBlob } from '../data/staff-http';
import { staffSession } from '../session/staff-session-store';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import ui from '../components/staff-ui.module.css';
import styles from './record.module.css';

type PrivateFile = QueueRecord['files'][number];

const FILE_LABELS: Record<PrivateFile['kind'], string> = { ktp: 'Foto KTP', payment: 'Bukti transfer' };

type Loaded = { state: 'loading' } | { state: 'shown'; url: string } | { state: 'failed'; text: string };

function PrivateImage({ file }: { file: PrivateFile }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const token = staffSession().token;
    if (!token) return;
    let url: string | null = null;
    let alive = true;
    setLoaded({ state: 'loading' });
    staffBlob(file.url, token).then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        if (alive) setLoaded({ state: 'shown', url });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.isUnauthorized) void staffSession().expire();
        const text = error instanceof ApiError && error.isNetwork ? 'Berkas hanya dapat dibuka saat online.' : error instanceof Error ? error.message : String(error);
        if (alive) setLoaded({ state: 'failed', text });
      },
    );
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.url, round]);
  const label = FILE_LABELS[file.kind];
  if (loaded.state === 'loading') return <Skeleton height={220} />;
  if (loaded.state === 'failed') {
    return (
      <div className={ui.notice}>
        <span>{label}: {loaded.text}</span>
        <Button size="small" variant="light" onClick={() => setRound((n) => n + 1)}>Coba lagi</Button>
      </div>
    );
  }
  return (
    <a href={loaded.url} target="_blank" rel="noopener noreferrer" className={styles.fileLink}>
      <img src={loaded.url} alt={label} className={styles.file} />
      <span className={styles.sub}>{label} · buka ukuran penuh</span>
    </a>
  );
}

/** The record's private files, or nothing. */
export function PrivateFiles({ files, title = 'Berkas' }: { files: QueueRecord['files']; title?: string }) {
  if (!files.length) return null;
  return (
    <section className={ui.card} aria-label={title}>
      <h2>{title}</h2>
      <p className={styles.sub}>Setiap pembukaan berkas tercatat di audit log.</p>
      <div className={styles.files}>{files.map((f) => <PrivateImage key={f.id} file={f} />)}</div>
    </section>
  );
}
