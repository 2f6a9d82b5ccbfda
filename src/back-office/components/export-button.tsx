/** 'Ekspor CSV': fetches what the filter shows with the staff token and saves it; it needs the network. */
import { useState } from 'react';
import { ApiError } from '../../data/api-client';
import { staffBlob } from '../data/staff-http';
import { staffSession } from '../session/staff-session-store';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { saveBlob } from './download';

/** The offline refusal of an export. */
export const EXPORT_OFFLINE = 'Ekspor CSV memerlukan koneksi internet.';

/** The button; `path` is the export's address with the filter, `fileName` the name when the server gives none. */
export function ExportButton({ path, fileName }: { path: string; fileName: string }) {
  const { ui } = useStores();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const session = staffSession();
    if (!session.token || busy) return;
    setBusy(true);
    try {
      const file = await staffBlob(path, session.token);
      saveBlob(file.blob, file.fileName ?? fileName);
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) await session.expire();
      else ui.showToast('error', error instanceof ApiError && error.isNetwork ? EXPORT_OFFLINE : error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" size="small" onClick={() => void run()} aria-busy={busy || undefined}>
      {busy ? <Spinner label="Mengekspor..." /> : 'Ekspor CSV'}
    </Button>
  );
}
