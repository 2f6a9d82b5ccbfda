/** The app: stores, the server-rendered answers (if any) and the router. */
import { useEffect } from 'react';
import { databaseMayOpen } from '../data/db';
import { PrerenderedProvider, type Prerendered } from '../data/prerender';
import { type RootStore } from '../stores/root-store';
import { StoresProvider } from '../stores/stores-context';
import { BrowserRouter } from './browser-router';
import { AppRoutes } from './router';
import { pendingCount } from './pwa/pending-count';
import { appCommitted } from './app-ready';
import type { EarlyInput } from './early-input';

const NONE: Prerendered = { rows: new Map() };

export function App({ store, prerendered = NONE, earlyInput }: {
  store: RootStore;
  prerendered?: Prerendered;
  /** What was typed into the server's page when it is drawn afresh instead of hydrated (early-input.ts). */
  earlyInput?: EarlyInput[];
}) {
  // The page is live (app-ready.ts: rendered now, or hydrated once its content has committed).
  useEffect(() => {
    pendingCount.hydrated();
    databaseMayOpen();
    appCommitted(document.getElementById('root') ?? document, earlyInput);
  }, [earlyInput]);
  return (
    <PrerenderedProvider value={prerendered}>
      <StoresProvider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StoresProvider>
    </PrerenderedProvider>
  );
}
