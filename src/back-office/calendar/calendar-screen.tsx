/**
 * /staff/calendar (issue 32, docs/slots.md): a branch's day or week, one row per bay, test-drive
 * unit or inspection place, each booking with time, name, car and status (a click opens the
 * record); bookings kept as requests without a place in their own row; places used of offered per
 * day. Mirrored like every staff read, so the tablet shows it offline with its sync time.
 */
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { addDays, formatDateId, isCalendarDay } from '../../../domain/money';
import { daysBetween } from '../../../domain/slots';
import { statusLabel } from '../../../domain/staff/workflows';
import type { CalendarBooking } from '../../../domain/api/staff';
import { api } from '../../data/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { QueryState } from '../../ui/query-state';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { useStaffMe } from '../session/staff-reads';
import { useStaffRead } from '../session/use-staff';
import styles from './calendar.module.css';

const WEEKDAYS = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'];
const REQUESTS = '__request';
const dayHead = (date: string) => `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${Number(date.slice(8))}/${Number(date.slice(5, 7))}`;
const shift = (date: string, days: number) => addDays(days, new Date(`${date}T05:00:00Z`));
/** The Monday of a date's week. */
const monday = (date: string) => shift(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

function Chip({ b, compact }: { b: CalendarBooking; compact?: boolean }) {
  return (
    <Link to={paths.staffRecord.getHref(b.kind, b.id)} className={[styles.chip, b.overbooked ? styles.over : '', b.resource_id ? '' : styles.request].join(' ')}>
      <strong>{b.time}</strong> {b.name}
      {compact ? null : <span className={styles.car}>{b.car}</span>}
      <span className={styles.status}>{statusLabel(b.kind, b.status)}{b.overbooked ? ' · di luar kapasitas' : ''}</span>
    </Link>
  );
}

const CalendarScreen = observer(function CalendarScreen() {
  useDocumentTitle('Kalender Booking');
  const me = useStaffMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const branches = me.data?.branches ?? [];
  const branchId = Number(params.get('branch')) || branches[0]?.id || 0;
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const raw = params.get('date') ?? '';
  const date = isCalendarDay(raw) ? raw : addDays(0);
  const from = view === 'week' ? monday(date) : date;
  const to = view === 'week' ? shift(from, 6) : date;
  const go = (next: { branch?: number; view?: string; date?: string }) =>
    navigate(`${paths.staffCalendar.getHref()}?branch=${next.branch ?? branchId}&view=${next.view ?? view}&date=${next.date ?? date}`);
  const part = branchId ? `calendar?branch_id=${branchId}&from=${from}&to=${to}` : null;
  const query = useStaffRead(part, (token) => api.get('staff/calendar', { token, query: { branch_id: branchId, from, to } }));
  const days = daysBetween(from, to);

  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Kalender Booking</h1>
          <LastSync fetchedAt={query.fetchedAt} error={query.error} isFetching={query.isFetching} />
        </div>
        <div className={ui.headActions}>
          <Button size="small" variant={view === 'day' ? 'primary' : 'ghost'} onClick={() => go({ view: 'day' })}>Hari</Button>
          <Button size="small" variant={view === 'week' ? 'primary' : 'ghost'} onClick={() => go({ view: 'week' })}>Minggu</Button>
        </div>
      </div>
      <div className={styles.bar}>
        <Select label="Cabang" value={branchId || ''} placeholder="Pilih cabang" emptyText="Tidak ada cabang"
          options={branches.map((b) => ({ value: b.id, label: b.name }))} onChange={(v) => go({ branch: Number(v) })} />
        <div className={styles.nav}>
          <Button size="small" variant="ghost" onClick={() => go({ date: shift(date, view === 'week' ? -7 : -1) })} aria-label="Sebelumnya">‹</Button>
          <span className={styles.range}>{view === 'week' ? `${formatDateId(from)} – ${formatDateId(to)}` : formatDateId(date)}</span>
          <Button size="small" variant="ghost" onClick={() => go({ date: shift(date, view === 'week' ? 7 : 1) })} aria-label="Berikutnya">›</Button>
          <Button size="small" variant="ghost" onClick={() => go({ date: addDays(0) })}>Hari ini</Button>
        </div>
      </div>
      <QueryState query={query} skeleton={<Skeleton height={400} />} empty="Belum ada kapasitas untuk cabang ini." isEmpty={(c) => c.resources.length === 0 && c.bookings.length === 0}>
        {(data) => {
          const rows = [
            ...(data.bookings.some((b) => !b.resource_id) ? [{ id: REQUESTS, name: 'Permintaan tanpa tempat' }] : []),
            ...data.resources,
          ];
          const at = (row: string, day: string) => data.bookings.filter((b) => (row === REQUESTS ? !b.resource_id : b.resource_id === row) && b.date === day);
          return (
            <div className={styles.scroll}>
              <table className={styles.grid}>
                <caption className={styles.caption}>Booking per {view === 'week' ? 'minggu' : 'hari'}</caption>
                <thead>
                  <tr>
                    <th scope="col">Bay / Unit</th>
                    {days.map((d) => {
                      const use = data.days.find((x) => x.date === d);
                      return (
                        <th scope="col" key={d}>
                          {view === 'week' ? dayHead(d) : 'Jadwal'}
                          <span className={styles.use}>{use ? `${use.used} / ${use.capacity} terpakai` : ''}</span>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} className={r.id === REQUESTS ? styles.requestRow : undefined}>
                      <th scope="row">{r.name}</th>
                      {days.map((d) => (
                        <td key={d}>
                          <div className={styles.cell}>{at(r.id, d).map((b) => <Chip key={`${b.kind}-${b.id}`} b={b} compact={view === 'week'} />)}</div>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </>
  );
});

export default CalendarScreen;
