/** The order just placed (kept in the order store, so a reload of Order_info or Order_success still shows it). */
import { useEffect } from 'react';
import { useOrderStore } from '../../../stores/order/use-order-store';

/** Restores the order store and gives the last result. */
export function useLastOrder() {
  const order = useOrderStore();
  useEffect(() => { void order.restore(); }, [order]);
  return { isRestored: order.isRestored, result: order.submission.lastResult };
}
