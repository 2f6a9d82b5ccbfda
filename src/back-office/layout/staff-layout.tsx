/**
 * The back office's layout: restores the staff session (apart from the member's), sends anyone
 * not signed in to the sign-in screen (keeping where they were going), and frames every staff
 * screen with the compact header, the queue menu and the settling of writes made offline.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useStores } from '../../stores/stores-context';
import { Skeleton } from '../../ui/skeleton';
import { useStaffSession } from '../session/use-staff';
import { usePendingWrites, useSettlePendingWrites } from '../writes/use-pending-writes';
import { StaffHeader } from './staff-header';
import styles from './staff-layout.module.css';

/** Route component of /staff and its children. */
const StaffLayout = observer(function StaffLayout() {
  const session = useStaffSession();
  const location = useLocation();
  useEffect(() => {
    void session.restore();
  }, [session]);
  if (!session.isRestored) {
    return <div className={styles.page} aria-busy="true"><Skeleton height={56} /></div>;
  }
  if (!session.isSignedIn) {
    // After an expiry the sign-in brings the user back here; after a sign-out it starts at the overview.
    const next = session.endedMessage ? `${location.pathname}${location.search}` : undefined;
    return <Navigate to={paths.staffLogin.getHref(next)} replace />;
  }
  return <SignedIn />;
});

const SignedIn = observer(function SignedIn() {
  const { ui } = useStores();
  const session = useStaffSession();
  const pending = usePendingWrites();
  useSettlePendingWrites(pending, (kind, text) => ui.showToast(kind, text), session.token);
  return (
    <div className={styles.page}>
      <StaffHeader pending={pending} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
});

export default StaffLayout;
