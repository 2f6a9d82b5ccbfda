/**
 * The confirmation before a record or a media file is deleted: what goes, 'Hapus' and 'Batal'.
 * A refusal (a model that still has orders, a photo still in use) stays in the dialog, in the
 * server's own words, so the user reads why nothing was deleted.
 */
import { useState } from 'react';
import { ApiError, SERVER_ERROR_TEXT } from '../../data/api-client';
import { staffSession } from '../session/staff-session-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import styles from './content.module.css';

interface ConfirmDeleteProps {
  /** What is deleted, e.g. 'Tipe Avanza 1.5 G CVT'. */
  what: string;
  /** Deletes it; a rejection with ApiError shows its message. */
  onDelete: () => Promise<void>;
  onDone: () => void;
  onClose: () => void;
}

/** The message of a refused delete: the alert of a 400, the first field message of a 422, or the transport's text. */
export function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return SERVER_ERROR_TEXT;
  return Object.values(error.errors).flat()[0] ?? error.message;
}

/** The dialog. */
export function ConfirmDelete({ what, onDelete, onDone, onClose }: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setRefused(null);
    try {
      await onDelete();
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) return void staffSession().expire();
      setRefused(refusalText(error));
      setBusy(false);
    }
  };
  const title = `Hapus ${what}?`;
  return (
    <Modal label={title} onClose={onClose} dismissible={!busy} role="alertdialog">
      <div className={styles.confirm}>
        <h2>{title}</h2>
        <p>Data yang dihapus tidak dapat dikembalikan.</p>
        {refused ? <Alert kind="danger">{refused}</Alert> : null}
        <div className={styles.confirmActions}>
          {/* Refused: nothing to try again until what still uses it changes. */}
          <Button variant="light" onClick={onClose} disabled={busy} data-autofocus>{refused ? 'Tutup' : 'Batal'}</Button>
          {refused ? null : <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>{busy ? 'Menghapus…' : 'Hapus'}</Button>}
        </div>
      </div>
    </Modal>
  );
}
