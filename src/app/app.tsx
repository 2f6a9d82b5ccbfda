/** The app: stores and the router. */
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { type RootStore } from '../stores/root-store';
import { StoresProvider } from '../stores/stores-context';
import { createRouter } from './router';

export function App({ store }: { store: RootStore }) {
  const [router] = useState(createRouter);
  return (
    <StoresProvider store={store}>
      <RouterProvider router={router} />
    </StoresProvider>
  );
}
