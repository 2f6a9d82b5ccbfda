/**
 * An order's stock unit for its buyer: held until the booking fee is due (with a countdown that
 * ticks every half minute), secured once paid, inden, or a hold that lapsed; and the accessories
 * chosen with it with their totals (docs/stock.md).
 */
import { useEffect, useState } from 'react';
import type { AccessoryTotals, OrderAccessory } from '../../../../domain/accessories';
import { ACCESSORY_BILLING_LABELS } from '../../../../domain/accessories';
import { formatDateTimeId, formatRupiah } from '../../../../domain/money';
import { countdownText, type OrderReservation } from '../../../../domain/stock';
import { StockBadge } from '../../../ui/stock-badge';
import { Row, Rows } from './parts';
import styles from '../order.module.css';

function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function ReservationNote({ reservation }: { reservation: OrderReservation | null | undefined }) {
  const now = useNow(reservation?.state === 'held');
  if (!reservation) return null;
  const left = reservation.held_until ? countdownText(reservation.held_until, now) : null;
  // A hold whose time ran out on this screen reads as lapsed at once (the server says so too).
  const lapsed = reservation.state === 'held' && !left;
  const kind = reservation.state === 'held' || reservation.state === 'secured' ? 'available' : 'inden';
  let detail: string | undefined;
  if (reservation.state === 'held' && left) detail = `${left} (sampai ${formatDateTimeId(reservation.held_until!)})${reservation.unit ? ` · unit ${reservation.unit}` : ''}`;
  else if (reservation.state === 'secured' && reservation.unit) detail = `unit ${reservation.unit}`;
  else if (reservation.state === 'inden' && reservation.eta_weeks) detail = `perkiraan ± ${reservation.eta_weeks} minggu`;
  return (
    <div className={styles.stockNote} data-testid="reservation">
      <StockBadge kind={lapsed ? 'inden' : kind} text={lapsed ? 'Penahanan unit berakhir karena booking fee belum dibayar' : reservation.label} detail={lapsed ? undefined : detail} />
    </div>
  );
}

export function AccessoryLines({ accessories, totals }: { accessories: OrderAccessory[] | undefined; totals: AccessoryTotals | undefined }) {
  if (!accessories?.length || !totals) return null;
  return (
    <Rows>
      {accessories.map((a) => <Row key={a.id} label={a.name}>{formatRupiah(a.price)} <span className={styles.muted}>({ACCESSORY_BILLING_LABELS[a.billing]})</span></Row>)}
      <Row label="Total Aksesori" total>{formatRupiah(totals.total)}{totals.dp ? <span className={styles.muted}> · masuk uang muka {formatRupiah(totals.dp)}</span> : null}</Row>
    </Rows>
  );
}
