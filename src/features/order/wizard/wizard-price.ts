/** The chosen type's price in the wizard, by the one price rule. */
import type { CarType } from '../../../../domain/api';
import { orderPrice, type CarPrice } from '../../../../domain/price';

/**
 * The OTR beside what the server says the type costs (`price`, the figure the order sends and the
 * server compares), so the wizard shows the very number the order will charge.
 */
export function wizardPrice(type: CarType | null): CarPrice {
  return type ? orderPrice(type.price_otr, type.price) : orderPrice(0, 0);
}
