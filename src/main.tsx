/** Entry: global styles, the root store (session restored first), then the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/app';
import { RootStore } from './stores/root-store';

const store = new RootStore();
// The session is read before the first render so members never see a guest header flash
// (bounded, so a stuck IndexedDB never blocks the page).
await Promise.race([store.session.restore(), new Promise((resolve) => setTimeout(resolve, 1500))]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
