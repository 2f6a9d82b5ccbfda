/**
 * The order wizard's store for the order screens. It is made on first use, so its code (the
 * wizard's rules and validation) loads with the order screens, never in another page's first load.
 */
import { OrderStore } from '../order-store';
import { useStores } from '../stores-context';

export function useOrderStore(): OrderStore {
  return useStores().orderStoreOf((root) => new OrderStore(root));
}
