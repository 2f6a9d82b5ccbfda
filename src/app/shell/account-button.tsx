/**
 * Login (opens the login modal) or, for a member, the dashboard and Logout. The header's copy
 * (not the phone drawer's `block` copy, which comes and goes) also hosts the account modals and
 * the session's idle check, so each exists once on every layout.
 */
import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { logoutMember } from '../../features/member/session/session-flows';
import { SessionWatch } from '../../features/member/session/session-watch';
import { useStores } from '../../stores/stores-context';
import { buttonClass, Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { paths } from '../../lib/paths';

/** The header's account entry; `block` is the drawer's full-width copy. */
export function AccountButton({ block = false }: { block?: boolean }) {
  return (
    <>
      <AccountEntry block={block} />
      {block ? null : (
        <>
          <AuthModalsHost />
          <SessionWatch />
        </>
      )}
    </>
  );
}

// The account modals (and their forms' validation) load when one is first opened, not with every page.
const AuthModals = lazy(() => import('../../features/member/auth/auth-modals').then((module) => ({ default: module.AuthModals })));

const AuthModalsHost = observer(function AuthModalsHost() {
  const { ui } = useStores();
  const [wanted, setWanted] = useState(false);
  if (ui.authModal && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  ) : null;
});

const AccountEntry = observer(function AccountEntry({ block }: { block: boolean }) {
  const stores = useStores();
  const { session, ui } = stores;
  const navigate = useNavigate();

  if (!session.isLoggedIn) {
    return (
      <Button variant="secondary" size="small" block={block} onClick={() => ui.openAuthModal('login')}>
        <Icon name="user" size={18} />
        Login
      </Button>
    );
  }

  return (
    <span style={{ display: 'inline-flex', gap: 8, width: block ? '100%' : undefined }}>
      <Link to={paths.dashboardMember.getHref()} className={buttonClass({ variant: 'secondary', size: 'small', block })}>
        <Icon name="user" size={18} />
        Dashboard
      </Link>
      <Button variant="ghost" size="small" onClick={() => void logoutMember(stores, navigate)}>
        <Icon name="logout" size={20} />
        Logout
      </Button>
    </span>
  );
});
