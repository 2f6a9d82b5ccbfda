/**
 * /staff/reports (docs/speed-to-lead.md): first-response times per kind and per person, the funnel
 * lead -> appointment -> came -> deal, bookings per day, test-drive no-shows and paid orders, for a
 * date range and branch. Admins see every branch, branch heads theirs, sales and service people
 * their own records. Each chart (uPlot, loaded only here) stands with its table and a CSV export.
 */
import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addDays, formatRupiah, isoDay } from '../../../domain/money';
import { REPORT_DEFAULT_DAYS, type Activity, type Funnel, type ResponseTimes } from '../../../domain/staff/reports';
import { QUEUE_KIND_LABELS, type QueueKind } from '../../../domain/staff/roles';
import { percent, REPORT_ROLES, RESPONSE_TARGETS } from '../../../domain/staff/sla';
import { fetchActivity, fetchFunnel, fetchResponseTimes } from '../data/staff-api';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { FormStore, type Values } from '../../stores/form/form-store';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { FormDate } from '../../ui/form-fields';
import { FormSelect } from '../../ui/form-select';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { ExportButton } from '../components/export-button';
import filters from '../components/filter-form.module.css';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { ALL } from '../queue/queue-filter';
import { useStaffMe } from '../session/staff-reads';
import { useStaff, useStaffRead } from '../session/use-staff';
import { parseReportFilter, rangeErrors, reportFilterFromForm, ReportFilterDto, reportFormValues, reportQuery, type ReportFilter } from './report-filter';
import './uplot.css';
import styles from './reports.module.css';

const ReportChart = lazy(() => import('./report-chart'));

const RED = '#eb0a1e';
const DARK = '#3a3f47';
const GREEN = '#1d8a52';
const AMBER = '#c98a00';

/** Short kind names for a chart's axis (the table beside it has the full ones). */
const CHART_KIND: Record<QueueKind, string> = {
  testdrive: 'Test Drive', bookingservice: 'Service', tradein: 'Trade In', order: 'Pesanan', payment: 'Pembayaran',
  contact: 'Kontak', leadsales: 'Lead', creditsimulation: 'Kredit', instantapproval: 'Approval',
};

const minutes = (m: number | null) => (m === null ? '-' : `${m.toLocaleString('id-ID')} mnt`);
const pct = (p: number | null) => (p === null ? '-' : `${p.toLocaleString('id-ID')}%`);
const targetText = (kind: QueueKind) => {
  const t = RESPONSE_TARGETS[kind];
  if (!t) return '-';
  const span = t.minutes >= 60 ? `${t.minutes / 60} jam` : `${t.minutes} mnt`;
  return t.clock === 'business' ? `${span} (jam buka)` : span;
};

function Chart(props: Parameters<typeof ReportChart>[0]) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 240} />}>
      <ReportChart {...props} />
    </Suspense>
  );
}

/** One report: title, CSV export, the chart and its table. */
function Section({ title, exportName, filter, children, wide }: { title: string; exportName: string; filter: ReportFilter; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? `${ui.card} ${styles.section} ${styles.wide}` : `${ui.card} ${styles.section}`} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2>{title}</h2>
        <ExportButton path={`/api/staff/reports/export.csv${reportQuery(filter) ? `${reportQuery(filter)}&` : '?'}report=${exportName}`} fileName={`laporan-${exportName}.csv`} />
      </div>
      {children}
    </section>
  );
}

const Filters = observer(function Filters({ filter, onApply, branches, defaults }: {
  filter: ReportFilter; onApply: (f: ReportFilter) => void; branches: Array<{ id: number; name: string; city_name: string }>; defaults: { from: string; to: string };
}) {
  const [form] = useState(() => new FormStore<Values>(ReportFilterDto, { initial: reportFormValues(filter, defaults.from, defaults.to), extraRules: rangeErrors }));
  const address = JSON.stringify(reportFormValues(filter, defaults.from, defaults.to));
  useEffect(() => form.reset(JSON.parse(address) as Values), [form, address]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.valid) return form.touchAll();
    onApply(reportFilterFromForm(form.values));
  };
  return (
    <form className={filters.filters} onSubmit={submit} role="search" aria-label="Filter laporan" noValidate>
      <FormDate form={form} field="from" label="Dari tanggal" />
      <FormDate form={form} field="to" label="Sampai tanggal" />
      <FormSelect form={form} field="branch_id" label="Cabang" placeholder="Semua cabang" emptyText="Semua cabang"
        options={[{ value: ALL, label: 'Semua cabang' }, ...branches.map((b) => ({ value: String(b.id), label: `${b.name} (${b.city_name})` }))]} />
      <div className={filters.actions}>
        <Button type="submit" size="small">Terapkan</Button>
      </div>
    </form>
  );
});

type KindRow = ResponseTimes['by_kind'][number];
type PersonRow = ResponseTimes['by_person'][number];

const KIND_COLUMNS: Array<DataColumn<KindRow>> = [
  { label: 'Jenis', render: (r) => QUEUE_KIND_LABELS[r.kind] },
  { label: 'Target', render: (r) => targetText(r.kind) },
  { label: 'Direspons', render: (r) => r.count },
  { label: 'Median', render: (r) => minutes(r.median_minutes) },
  { label: 'P90', render: (r) => minutes(r.p90_minutes) },
];
const PERSON_COLUMNS: Array<DataColumn<PersonRow>> = [
  { label: 'Staf', render: (r) => r.name },
  { label: 'Respons pertama', render: (r) => r.count },
  { label: 'Median', render: (r) => minutes(r.median_minutes) },
];

function ResponseSections({ data, filter }: { data: ResponseTimes; filter: ReportFilter }) {
  const kinds = data.by_kind;
  return (
    <>
      <Section title="Waktu respons pertama per jenis" exportName="response-kind" filter={filter}>
        <Chart type="bars" title="Median dan persentil 90 waktu respons pertama per jenis, dalam menit" labels={kinds.map((k) => CHART_KIND[k.kind])}
          series={[{ label: 'Median (mnt)', values: kinds.map((k) => k.median_minutes), color: RED }, { label: 'P90 (mnt)', values: kinds.map((k) => k.p90_minutes), color: DARK }]} />
        <DataTable caption="Waktu respons pertama per jenis" rows={kinds} columns={KIND_COLUMNS} rowKey={(r) => r.kind} />
      </Section>
      <Section title="Waktu respons pertama per staf" exportName="response-person" filter={filter}>
        {data.by_person.length ? (
          <>
            <Chart type="bars" title="Median waktu respons pertama per staf, dalam menit" labels={data.by_person.map((p) => p.name.split(' ')[0])}
              series={[{ label: 'Median (mnt)', values: data.by_person.map((p) => p.median_minutes), color: RED }]} />
            <DataTable caption="Waktu respons pertama per staf" rows={data.by_person} columns={PERSON_COLUMNS} rowKey={(r) => r.staff_id} />
          </>
        ) : <p className={ui.empty}>Belum ada respons pertama pada rentang ini.</p>}
      </Section>
    </>
  );
}

interface Step { step: string; count: number; rate: number | null }
const STEP_COLUMNS: Array<DataColumn<Step>> = [
  { label: 'Tahap', render: (r) => r.step },
  { label: 'Jumlah', render: (r) => r.count },
  { label: 'Konversi', render: (r) => pct(r.rate) },
];

function FunnelSection({ data, filter }: { data: Funnel; filter: ReportFilter }) {
  const steps: Step[] = [
    { step: 'Lead', count: data.leads, rate: null },
    { step: 'Janji temu', count: data.appointments, rate: percent(data.appointments, data.leads) },
    { step: 'Datang', count: data.came, rate: percent(data.came, data.appointments) },
    { step: 'Deal', count: data.deals, rate: percent(data.deals, data.came) },
  ];
  return (
    <Section title="Funnel penjualan" exportName="funnel" filter={filter}>
      <Chart type="bars" title="Jumlah lead, janji temu, datang dan deal" labels={steps.map((s) => s.step)} series={[{ label: 'Jumlah', values: steps.map((s) => s.count), color: RED }]} />
      <DataTable caption="Funnel penjualan" rows={steps} columns={STEP_COLUMNS} rowKey={(r) => r.step} />
      <p className={styles.note}>Konversi dihitung dari tahap sebelumnya. Deal: pesanan yang booking fee-nya lunas.</p>
    </Section>
  );
}

type Day = Activity['days'][number];
type PaidDay = Activity['paid_orders']['days'][number];
const DAY_COLUMNS: Array<DataColumn<Day>> = [
  { label: 'Tanggal', render: (r) => r.date },
  { label: 'Test Drive', render: (r) => r.testdrive },
  { label: 'Booking Service', render: (r) => r.bookingservice },
  { label: 'Trade In', render: (r) => r.tradein },
];
const PAID_COLUMNS: Array<DataColumn<PaidDay>> = [
  { label: 'Tanggal', render: (r) => r.date },
  { label: 'Pesanan lunas', render: (r) => r.count },
  { label: 'Nilai', render: (r) => formatRupiah(r.total) },
];

function ActivitySections({ data, filter }: { data: Activity; filter: ReportFilter }) {
  const labels = data.days.map((d) => d.date);
  const paidDays = data.paid_orders.days.filter((d) => d.count > 0);
  return (
    <>
      <Section title="Booking per hari" exportName="bookings" filter={filter} wide>
        <Chart type="lines" title="Booking test drive, service dan trade in per hari" labels={labels} series={[
          { label: 'Test Drive', values: data.days.map((d) => d.testdrive), color: RED },
          { label: 'Booking Service', values: data.days.map((d) => d.bookingservice), color: DARK },
          { label: 'Trade In', values: data.days.map((d) => d.tradein), color: AMBER },
        ]} />
        <div className={styles.scroll}>
          <DataTable caption="Booking per hari" rows={data.days} columns={DAY_COLUMNS} rowKey={(r) => r.date} />
        </div>
      </Section>
      <Section title="Kehadiran test drive" exportName="no-show" filter={filter}>
        <dl className={styles.kpis}>
          <div><dt>Tingkat tidak hadir</dt><dd>{pct(data.no_show.rate)}</dd></div>
        </dl>
        <Chart type="bars" height={180} title="Test drive yang datang dan tidak datang" labels={['Datang', 'Tidak datang']}
          series={[{ label: 'Test drive', values: [data.no_show.done, data.no_show.no_show], color: GREEN }]} />
        <DataTable caption="Kehadiran test drive" rows={[{ label: 'Datang', n: data.no_show.done }, { label: 'Tidak datang', n: data.no_show.no_show }]}
          columns={[{ label: 'Test drive', render: (r) => r.label }, { label: 'Jumlah', render: (r) => r.n }]} rowKey={(r) => r.label} />
      </Section>
      <Section title="Pesanan lunas booking fee" exportName="paid-orders" filter={filter}>
        <dl className={styles.kpis}>
          <div><dt>Pesanan</dt><dd>{data.paid_orders.count}</dd></div>
          <div><dt>Nilai</dt><dd>{formatRupiah(data.paid_orders.total)}</dd></div>
        </dl>
        <Chart type="lines" height={180} title="Pesanan lunas booking fee per hari" labels={labels}
          series={[{ label: 'Pesanan lunas', values: data.paid_orders.days.map((d) => d.count), color: GREEN }]} />
        {paidDays.length ? <DataTable caption="Pesanan lunas per hari" rows={paidDays} columns={PAID_COLUMNS} rowKey={(r) => r.date} />
          : <p className={ui.empty}>Belum ada pesanan lunas pada rentang ini.</p>}
      </Section>
    </>
  );
}

/** Route component of /staff/reports. */
const ReportsScreen = observer(function ReportsScreen() {
  useDocumentTitle('Laporan');
  const staff = useStaff();
  const me = useStaffMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = parseReportFilter(params);
  const q = reportQuery(filter);
  const allowed = REPORT_ROLES.includes(staff.role);
  const times = useStaffRead(allowed ? `reports/response-times${q}` : null, (token) => fetchResponseTimes(token, q));
  const funnel = useStaffRead(allowed ? `reports/funnel${q}` : null, (token) => fetchFunnel(token, q));
  const activity = useStaffRead(allowed ? `reports/activity${q}` : null, (token) => fetchActivity(token, q));
  if (!allowed) return <p className={ui.empty}>Laporan hanya untuk admin, kepala cabang, sales dan service advisor.</p>;
  const defaults = { to: isoDay(), from: addDays(-(REPORT_DEFAULT_DAYS - 1)) };
  const own = staff.role !== 'admin' && me.data && !me.data.branch_head;
  const branch = me.data?.branches.find((b) => b.id === filter.branch_id);
  const scope = `${filter.from ?? defaults.from} s.d. ${filter.to ?? defaults.to} · ${branch ? branch.name : 'Semua cabang'}${own ? ' · data Anda sendiri' : ''}`;
  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Laporan</h1>
          <p className={ui.sync}>{scope}</p>
          <LastSync fetchedAt={times.fetchedAt} error={times.error ?? funnel.error ?? activity.error} isFetching={times.isFetching} />
        </div>
      </div>
      <Filters filter={filter} defaults={defaults} branches={me.data?.branches ?? []} onApply={(f) => navigate(paths.staffReports.getHref({ ...f }))} />
      <div className={styles.grid}>
        <QueryState query={times} skeleton={<Skeleton height={360} />}>{(data) => <ResponseSections data={data} filter={filter} />}</QueryState>
        <QueryState query={funnel} skeleton={<Skeleton height={360} />}>{(data) => <FunnelSection data={data} filter={filter} />}</QueryState>
        <QueryState query={activity} skeleton={<Skeleton height={360} />}>{(data) => <ActivitySections data={data} filter={filter} />}</QueryState>
      </div>
    </>
  );
});

export default ReportsScreen;
