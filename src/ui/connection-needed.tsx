/** Said plainly when a screen was never loaded and the API cannot be reached. */
import { Button } from './button';
import { Icon } from './icons';

/** The text for a screen never loaded while offline. */
export const CONNECTION_NEEDED_TEXT = 'Halaman ini belum tersimpan untuk dibuka tanpa koneksi. Sambungkan ke internet lalu coba lagi.';

/** The offline notice with an optional retry. */
export function ConnectionNeeded({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" style={{ display: 'grid', justifyItems: 'center', gap: 16, padding: '48px 16px', textAlign: 'center' }}>
      <Icon name="info" size={40} style={{ color: 'var(--color-text-muted)' }} />
      <p style={{ margin: 0, maxWidth: '46ch', color: 'var(--color-text-muted)' }}>{CONNECTION_NEEDED_TEXT}</p>
      {onRetry ? (
        <Button variant="light" onClick={onRetry}>
          Coba Lagi
        </Button>
      ) : null}
    </div>
  );
}
