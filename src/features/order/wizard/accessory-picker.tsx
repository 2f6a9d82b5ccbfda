/**
 * Accessories and packages fitting the chosen model, ticked into the order with their totals; the
 * car page's choice arrives as `?aksesori=1,2` and is ticked once the list is there (docs/stock.md).
 */
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { accessoryIds } from '../../../../domain/accessories';
import { useAccessories } from '../../../data/repositories/accessories';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { AccessoryList, AccessoryTotalsLine } from '../../../ui/accessory-list';
import styles from '../order.module.css';

export const AccessoryPicker = observer(function AccessoryPicker() {
  const order = useOrderStore();
  const model = order.values.car_model ? Number(order.values.car_model) : null;
  const list = useAccessories(model);
  const [params] = useSearchParams();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !list.data || !order.type) return;
    applied.current = true;
    const wanted = accessoryIds(params.get('aksesori')) ?? [];
    for (const a of list.data) if (wanted.includes(a.id) && !order.accessories.some((c) => c.id === a.id)) order.toggleAccessory(a, true);
  }, [list.data, order, order.type, params]);
  if (!list.data?.length) return null;
  return (
    <section className={styles.accessories} aria-label="Aksesori dan paket">
      <AccessoryList legend="Tambah aksesori & paket (opsional)" items={list.data} chosen={order.accessories.map((a) => a.id)}
        onToggle={(a, on) => order.toggleAccessory(a, on)} />
      <AccessoryTotalsLine totals={order.accessoryTotals} credit={order.values.payment_type === 'kredit'} />
    </section>
  );
});

/** The summary's lines: each accessory and the totals. */
export const AccessoryRows = observer(function AccessoryRows() {
  const order = useOrderStore();
  if (!order.accessories.length) return null;
  return (
    <div className={styles.accessories}>
      <h3 className={styles.sectionTitle}>Aksesori</h3>
      <ul className={styles.accessoryLines}>
        {order.accessories.map((a) => <li key={a.id}><span>{a.name}</span><span>{a.billing_label}</span></li>)}
      </ul>
      <AccessoryTotalsLine totals={order.accessoryTotals} credit={order.values.payment_type === 'kredit'} />
    </div>
  );
});
