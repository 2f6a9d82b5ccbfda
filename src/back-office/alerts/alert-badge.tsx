/** The bell in the staff header: opens the alerts, shows how many are unread, and keeps the count live. */
import { observer } from 'mobx-react-lite';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Icon } from '../../ui/icons';
import { useStaffSession } from '../session/use-staff';
import { useAlertPolling, useAlertState } from './alert-poll';
import styles from './alerts.module.css';

export const AlertBadge = observer(function AlertBadge() {
  const session = useStaffSession();
  // Opening a record reads its alerts: the count is asked again on every page change.
  useAlertPolling(session.token, useLocation().pathname);
  const { unread } = useAlertState();
  const label = unread ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi';
  return (
    <NavLink to={paths.staffAlerts.getHref()} className={styles.bell} aria-label={label} title={label} data-testid="staff-alert-badge">
      <Icon name="bell" size={22} />
      {unread ? <span className={styles.count} aria-hidden="true">{unread > 99 ? '99+' : unread}</span> : null}
    </NavLink>
  );
});
