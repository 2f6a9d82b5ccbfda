/**
 * Accessories and packages fitting the chosen model, ticked into the order with their totals; the
 * car page's choice arrives as `?aksesori=1,2` and is ticked once the list is there (docs/stock.md).
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { accessoryIds } from '../../../../domain/accessories';
import { useAccessories } from '../../../data/repositories/accessories';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { AccessoryList, AccessoryTotalsLine } from '../../../ui/accessory-list';
import styles from '../order.module.css';

export const AccessoryPicker = observer(function AccessoryPicker() {
  const order = useOrderStore();
  const model = order.values.car_model ? Number(order.values.car_model) : null;
  const list = useAccessories(model);
  useEffect(() => {
    if (list.data && order.type) order.takeWantedAccessories(list.data);
  }, [list.data, order, order.type]);
  if (!list.data?.length) return null;
  return (
    <section className={styles.accessories} aria-label="Aksesori dan paket">
      <AccessoryList legend="Tambah aksesori & paket (opsional)" items={list.data} chosen={order.accessories.map((a) => a.id)}
        onToggle={(a, on) => order.toggleAccessory(a, on)} />
      <AccessoryTotalsLine totals={order.accessoryTotals} credit={order.values.payment_type === 'kredit'} />
    </section>
  );
});

/** On the wizard's first render: keeps the `?aksesori=` ids before the prefilled query is dropped. */
export function useAccessoryPrefill(search: URLSearchParams): void {
  const order = useOrderStore();
  const [ids] = useState(() => accessoryIds(search.get('aksesori')) ?? []);
  useEffect(() => {
    if (ids.length) order.wantAccessories(ids);
  }, [ids, order]);
}

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
