/** The app: stores, the server-rendered answers (if any) and the router. */
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { databaseMayOpen } from '../data/db';
import { PrerenderedProvider, type Prerendered } from '../data/prerender';
import { type RootStore } from '../stores/root-store';
import { StoresProvider } from '../stores/stores-context';
import { createRouter } from './router';
import { pendingCount } from './pwa/pending-count';

const NONE: Prerendered = { rows: new Map() };

export function App({ store, router: given, prerendered = NONE }: { store: RootStore; router?: ReturnType<typeof createRouter>; prerendered?: Prerendered }) {
  const [router] = useState(() => given ?? createRouter());
  // Marks the page live (rendered or hydrated, handlers attached): browser tests wait for it.
  useEffect(() => {
    pendingCount.hydrated();
    databaseMayOpen();
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return (
    <PrerenderedProvider value={prerendered}>
      <StoresProvider store={store}>
        <RouterProvider router={router} />
      </StoresProvider>
    </PrerenderedProvider>
  );
}
