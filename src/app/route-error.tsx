/** Shown when a screen fails to load or render (e.g. its code cannot be fetched offline). */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../ui/button';
import { useDocumentTitle } from '../lib/document-title';

export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Terjadi Kesalahan');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section style={{ padding: '64px 16px', textAlign: 'center' }} role="alert">
      <h1 style={{ fontSize: '1.5rem' }}>{offline ? 'Anda sedang offline' : 'Server Bermasalah'}</h1>
      <p style={{ color: 'var(--color-text-muted)', maxWidth: '46ch', margin: '0 auto 24px' }}>
        {offline
          ? 'Halaman ini belum tersimpan di perangkat Anda. Sambungkan ke internet lalu coba lagi.'
          : 'Halaman tidak dapat ditampilkan saat ini. Silakan muat ulang halaman.'}
      </p>
      <Button onClick={() => window.location.reload()}>Muat Ulang</Button>
    </section>
  );
}
