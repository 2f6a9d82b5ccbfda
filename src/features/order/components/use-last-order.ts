/** The order just placed (kept in the order store, so a reload of Order_info or Order_success still shows it). */
import { useEffect } from 'react';
import { useStores } from '../../../stores/stores-context';

/** Restores the order store and gives the last result. */
export function useLastOrder() {
  const { order } = useStores();
  useEffect(() => { void order.restore(); }, [order]);
  return { isRestored: order.isRestored, result: order.submission.lastResult };
}
