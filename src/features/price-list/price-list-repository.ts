/** The price list: a category per tab with its models and type prices. */
import type { PriceListCategory } from '../../../domain/api';
import { api } from '../../data/api-client';
import { useMirroredQuery } from '../../data/mirrored-query';

/** GET pricelist: `data.category`. */
export async function fetchPriceList(): Promise<PriceListCategory[]> {
  const data = await api.get('pricelist');
  return data.category;
}

/** Every category of the price list, mirrored for offline use. */
export const usePriceList = () => useMirroredQuery('pricelist', fetchPriceList);
