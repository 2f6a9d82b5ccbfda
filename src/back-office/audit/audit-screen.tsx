/** The audit log (admin): who did what to which record and when, who viewed which KTP or proof; filterable, exportable. */
import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AuditEntry } from '../../../domain/api';
import { AUDIT_ACTIONS } from '../../../domain/staff/audit';
import { QUEUE_KINDS, type QueueKind } from '../../../domain/staff/roles';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { FormStore, type Values } from '../../stores/form/form-store';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { FormDate, FormText } from '../../ui/form-fields';
import { FormSelect } from '../../ui/form-select';
import { Pagination } from '../../ui/pagination';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { ExportButton } from '../components/export-button';
import { FilterForm, wideField } from '../components/filter-form';
import { dateTime } from '../components/format';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import qs from '../queue/queue.module.css';
import { ALL } from '../queue/queue-filter';
import { useAccounts, useAudit } from '../session/staff-reads';
import { useStaff } from '../session/use-staff';
import { AUDIT_KINDS, auditFilterFromForm, AuditFilterDto, auditFormValues, auditQuery, detailText, parseAuditFilter, rangeErrors, type AuditFilter } from './audit-filter';

const COLUMNS: Array<DataColumn<AuditEntry>> = [
  { label: 'Waktu', render: (e) => dateTime(e.at) },
  { label: 'Staf', render: (e) => e.staff?.name ?? '-' },
  { label: 'Tindakan', render: (e) => e.action_label },
  {
    label: 'Data',
    render: (e) => {
      const text = `${AUDIT_KINDS[e.kind] ?? e.kind}${e.record_id ? ` #${e.record_id}` : ''}`;
      const queue = QUEUE_KINDS.includes(e.kind as QueueKind) && /^\d+$/.test(e.record_id);
      if (queue) return <Link to={paths.staffRecord.getHref(e.kind, e.record_id)}>{text}</Link>;
      return e.kind === 'garage' && /^\d+$/.test(e.record_id) ? <Link to={paths.staffGarageCar.getHref(Number(e.record_id))}>{text}</Link> : text;
    },
  },
  { label: 'Rincian', render: (e) => <span className={qs.sub}>{detailText(e.detail) || '-'}</span> },
];

const Filters = observer(function Filters({ filter, onApply }: { filter: AuditFilter; onApply: (f: AuditFilter) => void }) {
  const accounts = useAccounts();
  const [form] = useState(() => new FormStore<Values>(AuditFilterDto, { initial: auditFormValues(filter), extraRules: rangeErrors }));
  const address = JSON.stringify(auditFormValues(filter));
  useEffect(() => form.reset(JSON.parse(address) as Values), [form, address]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.valid) return form.touchAll();
    onApply(auditFilterFromForm(form.values));
  };
  const active = [filter.staff_id, filter.action, filter.kind, filter.from, filter.to].filter(Boolean).length;
  return (
    <FilterForm label="Filter audit log" onSubmit={submit} activeCount={active}
      primary={<FormText form={form} field="record_id" label="ID data" maxLength={64} className={wideField} />}
      more={(
        <>
          <FormSelect form={form} field="staff_id" label="Staf" placeholder="Semua staf" emptyText="Semua staf"
            options={[{ value: ALL, label: 'Semua staf' }, ...(accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))]} />
          <FormSelect form={form} field="action" label="Tindakan" placeholder="Semua" emptyText="Semua"
            options={[{ value: ALL, label: 'Semua tindakan' }, ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))]} />
          <FormSelect form={form} field="kind" label="Jenis data" placeholder="Semua" emptyText="Semua"
            options={[{ value: ALL, label: 'Semua jenis' }, ...Object.entries(AUDIT_KINDS).map(([value, label]) => ({ value, label }))]} />
          <FormDate form={form} field="from" label="Dari tanggal" />
          <FormDate form={form} field="to" label="Sampai tanggal" />
        </>
      )}
      actions={active || filter.record_id ? <Button size="small" variant="ghost" onClick={() => onApply({})}>Hapus filter</Button> : null} />
  );
});

/** Route component of /staff/audit. */
const AuditScreen = observer(function AuditScreen() {
  useDocumentTitle('Audit Log');
  const staff = useStaff();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = parseAuditFilter(params);
  const query = useAudit(auditQuery(filter));
  if (staff.role !== 'admin') return <p className={ui.empty}>Hanya admin yang dapat membuka audit log.</p>;
  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Audit Log</h1>
          <LastSync fetchedAt={query.fetchedAt} error={query.error} isFetching={query.isFetching} />
        </div>
        <div className={ui.headActions}>
          <ExportButton path={`/api/staff/audit/export.csv${auditQuery(filter, false)}`} fileName="audit.csv" />
        </div>
      </div>
      <Filters filter={filter} onApply={(f) => navigate(paths.staffAudit.getHref({ ...f }))} />
      <QueryState query={query} skeleton={<Skeleton height={400} />} empty="Tidak ada catatan untuk filter ini." isEmpty={(p) => p.items.length === 0}>
        {(data) => (
          <>
            <p className={qs.total}>{data.meta.total} catatan</p>
            <DataTable caption="Audit log" rows={data.items} columns={COLUMNS} rowKey={(e) => e.id} />
            {data.meta.total <= data.meta.per_page ? null : <Pagination label="Halaman audit log" hrefOf={(p) => paths.staffAudit.getHref({ ...filter, page: p > 1 ? p : undefined })}
              meta={{ total: data.meta.total, per_page: data.meta.per_page, current_page: data.meta.page }} />}
          </>
        )}
      </QueryState>
    </>
  );
});

export default AuditScreen;
