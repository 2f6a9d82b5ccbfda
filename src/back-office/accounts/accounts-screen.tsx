/** Staff accounts (admin): who may work the back office, with role and branches; add, edit, deactivate. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { StaffAccount, StaffBranch } from '../../../domain/api';
import { BRAND } from '../../../domain/brand';
import { isBranchScoped, STAFF_ROLE_LABELS } from '../../../domain/staff/roles';
import { ApiError } from '../../data/api-client';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { updateAccount } from '../data/staff-api';
import { useDocumentTitle } from '../../lib/document-title';
import { staffSession } from '../session/staff-session-store';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { StatusPill } from '../../ui/status-pill';
import { dateTime } from '../components/format';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { useAccounts, useStaffMe } from '../session/staff-reads';
import { useStaff } from '../session/use-staff';
import { AccountDialog } from './account-dialog';
import { accountBody } from './account-form';
import styles from './accounts.module.css';

function branchText(account: StaffAccount, branches: readonly StaffBranch[]): string {
  if (!isBranchScoped(account.role)) return 'Semua cabang';
  // 'Pemuda, Kaligawe' reads faster than the brand repeated before every branch.
  const names = account.branch_ids.map((id) => (branches.find((b) => b.id === id)?.name ?? `#${id}`).replace(new RegExp(`^${BRAND.name}\\s+`), ''));
  return names.length ? names.join(', ') : '-';
}

/** Route component of /staff/accounts. */
const AccountsScreen = observer(function AccountsScreen() {
  useDocumentTitle('Akun Staf');
  const { ui: uiStore } = useStores();
  const staff = useStaff();
  const admin = staff.role === 'admin';
  const accounts = useAccounts(admin);
  const me = useStaffMe();
  const [editing, setEditing] = useState<StaffAccount | 'new' | null>(null);
  if (!admin) return <p className={ui.empty}>Hanya admin yang dapat mengelola akun staf.</p>;
  const refresh = () => {
    forgetRecentAnswers();
    accounts.refetch();
  };
  const setActive = async (account: StaffAccount, active: boolean) => {
    const token = staffSession().token;
    if (!token) return;
    try {
      await updateAccount(token, account.id, accountBody({ ...account, active }));
      uiStore.showToast('success', active ? `${account.name} diaktifkan kembali` : `${account.name} dinonaktifkan`);
      refresh();
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) return void staffSession().expire();
      uiStore.showToast('error', error instanceof ApiError ? Object.values(error.errors).flat()[0] ?? error.message : String(error));
    }
  };
  const columns: Array<DataColumn<StaffAccount>> = [
    {
      label: 'Nama',
      render: (a) => (
        <span className={styles.stack}>
          <strong>{a.name}</strong>
          <span className={styles.sub}>{a.email}</span>
          <span className={styles.sub}>{STAFF_ROLE_LABELS[a.role] ?? a.role}</span>
        </span>
      ),
    },
    { label: 'Cabang', render: (a) => <span className={styles.branchText}>{branchText(a, me.data?.branches ?? [])}</span> },
    {
      label: 'Status',
      render: (a) => (
        <span className={styles.stack}>
          <StatusPill label={a.active ? 'Aktif' : 'Nonaktif'} tone={a.active ? 'done' : 'closed'} />
          <span className={styles.sub}>{a.last_login_at ? `Masuk ${dateTime(a.last_login_at)}` : 'Belum pernah masuk'}{a.demo ? ' · akun demo' : ''}{a.branch_head ? ' · kepala cabang' : ''}{a.on_duty ? '' : ' · tidak bertugas'}</span>
        </span>
      ),
    },
    {
      label: 'Aksi',
      render: (a) => (
        <span className={styles.actions}>
          <Button size="small" variant="light" onClick={() => setEditing(a)} aria-label={`Ubah ${a.name}`}>Ubah</Button>
          {a.id === staff.id ? null : (
            <Button size="small" variant="ghost" onClick={() => void setActive(a, !a.active)} aria-label={`${a.active ? 'Nonaktifkan' : 'Aktifkan'} ${a.name}`}>
              {a.active ? 'Nonaktifkan' : 'Aktifkan'}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Akun Staf</h1>
          <LastSync fetchedAt={accounts.fetchedAt} error={accounts.error} isFetching={accounts.isFetching} />
        </div>
        <div className={ui.headActions}>
          <Button size="small" onClick={() => setEditing('new')} disabled={!me.data}>Tambah akun</Button>
        </div>
      </div>
      <QueryState query={accounts} skeleton={<Skeleton height={320} />}>
        {(rows) => <DataTable caption="Akun staf" rows={rows} columns={columns} rowKey={(a) => a.id} />}
      </QueryState>
      {editing && me.data ? (
        <AccountDialog account={editing === 'new' ? null : editing} me={me.data} onClose={() => setEditing(null)}
          onSaved={(saved) => {
            uiStore.showToast('success', editing === 'new' ? `Akun ${saved.name} ditambahkan` : `Akun ${saved.name} diperbarui`);
            setEditing(null);
            refresh();
          }} />
      ) : null}
    </>
  );
});

export default AccountsScreen;
