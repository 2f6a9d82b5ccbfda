/** Provides the root store to components; they read it through `useStores()` inside `observer`. */
import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** The root store: `const { ui, session } = useStores()`. */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs <StoresProvider>');
  return store;
}
