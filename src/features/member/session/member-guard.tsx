/** Member routes without a session: the login modal opens and nothing private is shown. */
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useStores } from '../../../stores/stores-context';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import styles from './member-guard.module.css';

/** Renders `children` only for a logged-in member. */
export const MemberGuard = observer(function MemberGuard({ children }: { children: ReactNode }) {
  const { session, ui } = useStores();
  // Only on arrival: a session ending here (logout, expiry) goes Home instead.
  useEffect(() => {
    if (!session.isLoggedIn) ui.openAuthModal('login');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

  if (session.isLoggedIn) return <>{children}</>;
  return (
    <section className={styles.wrap} aria-labelledby="member-guard-title">
      <span className={styles.icon}>
        <Icon name="user" size={36} />
      </span>
      <h1 id="member-guard-title" className={styles.title}>
        Area Member
      </h1>
      <p className={styles.text}>Silakan login untuk melihat dashboard, riwayat dan inbox Anda.</p>
      <div className={styles.actions}>
        <Button onClick={() => ui.openAuthModal('login')}>Login</Button>
        <Button variant="secondary" onClick={() => ui.openAuthModal('register')}>
          Daftar
        </Button>
      </div>
    </section>
  );
});
