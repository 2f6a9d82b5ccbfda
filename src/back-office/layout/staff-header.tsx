/** The staff header: the back office's name, the queue menu the role sees, who is signed in, pending writes and sign-out. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { NavLink, useNavigate } from 'react-router-dom';
import type { OutboxItem } from '../../../domain/outbox';
import { REPORT_ROLES } from '../../../domain/staff/sla';
import { GARAGE_READ_ROLES } from '../../../domain/garage/roles';
import { CONTENT_ROLES, QUEUE_KIND_LABELS, queuesFor, STAFF_ROLE_LABELS, STOCK_ROLES } from '../../../domain/staff/roles';
import { paths } from '../../lib/paths';
import { cancelSubmission } from '../../data/outbox';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { AlertBadge } from '../alerts/alert-badge';
import { useStaff, useStaffSession } from '../session/use-staff';
import { PendingPanel } from '../writes/pending-panel';
import { unsubscribeThisDevice } from '../../lib/web-push';
import styles from './staff-layout.module.css';

/** The menu entries of a role: the overview, its queues, and the admin screens. */
function useMenu() {
  const staff = useStaff();
  const entries = [{ to: paths.staffHome.getHref(), label: 'Ringkasan', end: true }];
  for (const kind of queuesFor(staff.role)) entries.push({ to: paths.staffQueue.getHref(kind), label: QUEUE_KIND_LABELS[kind], end: false });
  if (GARAGE_READ_ROLES.includes(staff.role)) entries.push({ to: paths.staffGarage.getHref(), label: 'Garasi', end: false });
  // Stock per branch: admin for every branch, sales for their own (docs/stock.md).
  if (STOCK_ROLES.includes(staff.role)) entries.push({ to: paths.staffStock.getHref(), label: 'Stok Unit', end: false });
  if (['admin', 'sales', 'service'].includes(staff.role)) entries.push({ to: paths.staffCalendar.getHref(), label: 'Kalender', end: false });
  // Content management is the content and admin roles' work; the API answers anyone else 403 anyway.
  if (CONTENT_ROLES.includes(staff.role)) {
    entries.push({ to: paths.staffContent.getHref(), label: 'Konten', end: false }, { to: paths.staffMedia.getHref(), label: 'Media', end: false });
  }
  if (REPORT_ROLES.includes(staff.role)) entries.push({ to: paths.staffReports.getHref(), label: 'Laporan', end: false });
  if (staff.role === 'admin') {
    entries.push(
      { to: paths.staffAccounts.getHref(), label: 'Akun Staf', end: false }, { to: paths.staffAudit.getHref(), label: 'Audit Log', end: false },
      { to: paths.staffRetention.getHref(), label: 'Data Pribadi', end: false },
    );
  }
  return entries;
}

/** The header with its menu strip. */
export const StaffHeader = observer(function StaffHeader({ pending }: { pending: readonly OutboxItem[] }) {
  const staff = useStaff();
  const session = useStaffSession();
  const navigate = useNavigate();
  const menu = useMenu();
  const [panel, setPanel] = useState(false);
  const signOut = async () => {
    // Writes left behind would be sent later under whoever signs in next: they go with this session.
    if (pending.length) {
      if (!window.confirm(`Ada ${pending.length} perubahan yang belum terkirim. Jika keluar sekarang, perubahan itu dibatalkan. Tetap keluar?`)) return;
      await Promise.all(pending.map((item) => cancelSubmission(item.id)));
    }
    // A shared tablet stops getting this account's alerts when it signs out (best effort: offline, the server keeps it).
    if (session.token) await unsubscribeThisDevice('staff', session.token).catch(() => undefined);
    await session.signOut();
    navigate(paths.staffLogin.getHref(), { replace: true });
  };
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <NavLink to={paths.staffHome.getHref()} className={styles.brand} aria-label="Back Office Merapi Toyota, ringkasan">
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.brandText}>Merapi Toyota <span>Back Office</span></span>
        </NavLink>
        <div className={styles.who}>
          <strong>{staff.name}</strong>
          <span>{STAFF_ROLE_LABELS[staff.role]}</span>
        </div>
        <AlertBadge />
        {pending.length > 0 ? (
          <Button size="small" variant="light" className={styles.pending} onClick={() => setPanel(true)} aria-haspopup="dialog">
            {pending.length} tertunda
          </Button>
        ) : null}
        <Button size="small" variant="ghost" onClick={() => void signOut()} className={styles.signOut}>
          <Icon name="logout" size={20} />
          <span>Keluar</span>
        </Button>
      </div>
      <nav className={styles.menu} aria-label="Menu back office">
        <ul>
          {menu.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.end} className={({ isActive }) => (isActive ? `${styles.entry} ${styles.active}` : styles.entry)}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {panel ? <PendingPanel items={pending} onClose={() => setPanel(false)} /> : null}
    </header>
  );
});
