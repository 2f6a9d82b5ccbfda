/** Ending a member session: logout (asked), expiry (found at a token check), a deleted account — all go Home with a toast. */
import { DASHBOARD_TAB } from '../../../../domain/constants';
import { paths } from '../../../lib/paths';
import type { RootStore } from '../../../stores/root-store';

type Stores = Pick<RootStore, 'ui' | 'session'>;
type Navigate = (to: string) => void;

function afterEnd({ ui }: Stores, navigate: Navigate): void {
  ui.closeAuthModal();
  ui.setDashboardTab(DASHBOARD_TAB.home);
  navigate(paths.home.getHref());
}

/** POST logout, forget the session and the member's mirrored data, Home, 'Anda berhasil logout'. */
export async function logoutMember(stores: Stores, navigate: Navigate): Promise<void> {
  if (!stores.session.isLoggedIn) return;
  await stores.session.logout();
  afterEnd(stores, navigate);
  stores.ui.showToast('success', 'Anda berhasil logout');
}

/** The token is no longer valid: forget everything, Home, 'Sesi Anda telah Expired'. */
export async function expireSession(stores: Stores, navigate: Navigate): Promise<void> {
  if (!stores.session.isLoggedIn) return;
  await stores.session.clear();
  afterEnd(stores, navigate);
  stores.ui.showToast('error', 'Sesi Anda telah Expired');
}

/** The account was deleted (issue 29.3): forget everything here, Home, with the server's message. */
export async function endDeletedAccount(stores: Stores, navigate: Navigate, message: string): Promise<void> {
  await stores.session.clear();
  afterEnd(stores, navigate);
  stores.ui.showToast('success', message);
}

let checking = false;

/** On return from idleness: POST auth when logged in; a 'failed' answer expires the session. */
export async function checkSessionOnReturn(stores: Stores, navigate: Navigate): Promise<void> {
  if (!stores.session.isLoggedIn || checking) return;
  checking = true;
  try {
    if ((await stores.session.verify()) === false) await expireSession(stores, navigate);
  } finally {
    checking = false;
  }
}
