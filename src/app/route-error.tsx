/** Shown when a screen fails to load or render (e.g. its code cannot be fetched offline). */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../ui/button';
import { useDocumentTitle } from '../lib/document-title';

export function RouteError() {
  useDocumentTitle('Terjadi Kesalahan');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
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

interface BoundaryState { failed: boolean; key: string }

class Boundary extends Component<{ children: ReactNode; resetKey: string }, BoundaryState> {
  state: BoundaryState = { failed: false, key: this.props.resetKey };

  // Another address is another chance (as React Router's own route boundaries do).
  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
  }

  render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches what a screen throws (a render error, code that could not be fetched) and shows `RouteError` until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
