/**
 * Stock units (admin: every branch; sales: their own): counts per status, filter by branch,
 * status and chassis or car, add and edit a unit, CSV import (all rows or none, bad rows by line)
 * and export (docs/stock.md). Writes need the network; the list stays readable offline.
 */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { STOCK_STATUS_LABELS, STOCK_STATUSES, type StaffStockUnit, type StockStatus } from '../../../domain/stock';
import { STOCK_ROLES } from '../../../domain/staff/roles';
import { formatDateId } from '../../../domain/money';
import { fetchStaffStock, fetchStockOptions } from '../data/staff-stock';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { Pagination } from '../../ui/pagination';
import { QueryState } from '../../ui/query-state';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { StatusPill, type StatusTone } from '../../ui/status-pill';
import { TextField } from '../../ui/text-field';
import { ExportButton } from '../components/export-button';
import { dateTime } from '../components/format';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { useStaff, useStaffRead } from '../session/use-staff';
import { ImportPanel } from './import-panel';
import { UnitDialog } from './unit-dialog';
import styles from './stock.module.css';

const TONES: Record<StockStatus, StatusTone> = { available: 'done', reserved: 'active', sold: 'closed', on_the_way: 'waiting' };

interface Filter { branch_id?: string; status?: string; q?: string; page?: number }

function parseFilter(params: URLSearchParams): Filter {
  const status = params.get('status') ?? '';
  const branch = params.get('branch_id') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (STOCK_STATUSES as readonly string[]).includes(status) ? status : undefined,
    branch_id: /^\d{1,9}$/.test(branch) ? branch : undefined,
    q: (params.get('q') ?? '').trim().slice(0, 40) || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

const queryOf = (f: Filter) => {
  const q = new URLSearchParams(Object.entries(f).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  const text = q.toString();
  return text ? `?${text}` : '';
};

function whenText(u: StaffStockUnit): string {
  if (u.status === 'on_the_way' && u.expected_date) return `Tiba ${formatDateId(u.expected_date)}`;
  if (u.status === 'reserved') return `${u.order_booking_id ?? ''}${u.held_until ? ` · s/d ${dateTime(u.held_until)}` : ' · lunas booking fee'}`;
  return '';
}

const Filters = observer(function Filters({ filter, branches, onApply }: { filter: Filter; branches: Array<{ id: number; name: string }>; onApply: (f: Filter) => void }) {
  const [q, setQ] = useState(filter.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filter, q: q.trim() || undefined, page: undefined });
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Filter stok">
      <TextField label="No. rangka atau mobil" value={q} onChange={setQ} maxLength={40} className={styles.search} />
      {branches.length > 1 ? (
        <Select label="Cabang" value={filter.branch_id ?? ''} placeholder="Semua cabang" emptyText="Semua cabang"
          options={[{ value: '', label: 'Semua cabang' }, ...branches.map((b) => ({ value: String(b.id), label: b.name }))]}
          onChange={(v) => onApply({ ...filter, branch_id: v || undefined, page: undefined })} className={styles.branch} />
      ) : null}
      <Button type="submit" size="small" variant="light">Cari</Button>
    </form>
  );
});

/** Route component of /staff/stock. */
const StockScreen = observer(function StockScreen() {
  useDocumentTitle('Stok Unit');
  const staff = useStaff();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = parseFilter(params);
  const query = queryOf(filter);
  const list = useStaffRead(`stock${query}`, (token) => fetchStaffStock(token, query));
  const options = useStaffRead('stock/options', fetchStockOptions);
  const [editing, setEditing] = useState<StaffStockUnit | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  if (!STOCK_ROLES.includes(staff.role)) return <p className={ui.empty}>Hanya admin dan sales yang dapat membuka stok unit.</p>;
  const apply = (f: Filter) => navigate(paths.staffStock.getHref({ ...f }));
  const branches = options.data?.branches ?? [];

  const columns: Array<DataColumn<StaffStockUnit>> = [
    { label: 'No. Rangka', render: (u) => <span className={styles.vin}>{u.chassis_number}</span> },
    { label: 'Mobil', render: (u) => <span className={styles.stack}><strong>{u.car_name}</strong><span className={ui.muted}>{u.color_name}</span></span> },
    { label: 'Cabang', render: (u) => u.branch_name },
    { label: 'Status', render: (u) => <span className={styles.stack}><StatusPill label={u.status_label} tone={TONES[u.status]} /><span className={ui.muted}>{whenText(u)}</span></span> },
    { label: 'Aksi', render: (u) => (u.status === 'reserved' ? <span className={ui.muted}>Dipegang pesanan</span> : <Button size="small" variant="light" onClick={() => setEditing(u)} aria-label={`Ubah unit ${u.chassis_number}`}>Ubah</Button>) },
  ];

  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Stok Unit</h1>
          <LastSync fetchedAt={list.fetchedAt} error={list.error} isFetching={list.isFetching} />
        </div>
        <div className={ui.headActions}>
          <Button size="small" onClick={() => setEditing('new')} disabled={!options.data}>Tambah unit</Button>
          <Button size="small" variant="light" onClick={() => setImporting((v) => !v)} aria-expanded={importing}>Impor CSV</Button>
          <ExportButton path="/api/staff/stock/export.csv" fileName="stok.csv" />
        </div>
      </div>
      {importing ? <ImportPanel onDone={() => list.refetch()} onClose={() => setImporting(false)} /> : null}
      <nav className={styles.tabs} aria-label="Status unit">
        {[undefined, ...STOCK_STATUSES].map((s) => {
          const count = s ? list.data?.meta.counts[s] : list.data ? Object.values(list.data.meta.counts).reduce((a, b) => a + b, 0) : undefined;
          const active = (filter.status ?? undefined) === s;
          return (
            <button key={s ?? 'all'} type="button" className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab} aria-pressed={active}
              onClick={() => apply({ ...filter, status: s, page: undefined })}>
              {s ? STOCK_STATUS_LABELS[s] : 'Semua'}{count === undefined ? null : <span className={styles.count}>{count}</span>}
            </button>
          );
        })}
      </nav>
      <Filters key={filter.q ?? ''} filter={filter} branches={branches} onApply={apply} />
      <QueryState query={list} skeleton={<Skeleton height={400} />} empty="Tidak ada unit untuk filter ini." isEmpty={(p) => p.items.length === 0}>
        {(data) => (
          <>
            <DataTable caption="Stok unit" rows={data.items} columns={columns} rowKey={(u) => u.id} />
            {data.meta.total <= data.meta.per_page ? null : (
              <Pagination label="Halaman stok" hrefOf={(p) => paths.staffStock.getHref({ ...filter, page: p > 1 ? p : undefined })}
                meta={{ total: data.meta.total, per_page: data.meta.per_page, current_page: data.meta.page }} />
            )}
          </>
        )}
      </QueryState>
      {editing && options.data ? (
        <UnitDialog unit={editing === 'new' ? null : editing} options={options.data}
          onSaved={() => { setEditing(null); list.refetch(); }} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
});

export default StockScreen;
