/**
 * The one price rule (issue 30.2): a car type has an on-the-road price (OTR) and may have a lower
 * discount price. When it has one, the discount price is what the buyer pays (orders, credit) and
 * every screen shows the OTR struck through beside it (the spec's rule for model cards); without one
 * the OTR is the price. The page, the worker and the server all decide through `carPrice`.
 */

/** A price as the buyer sees it. */
export interface CarPrice {
  /** The on-the-road price ('Harga normal'). */
  otr: number;
  /** What the buyer pays: the discount price when there is one, else the OTR. */
  price: number;
  /** True when `price` is a discount below the OTR (the OTR is then shown struck through). */
  discounted: boolean;
}

/**
 * The price of a type from its OTR and discount price. A discount price counts only when it is above 0
 * and below the OTR (0 means no discount; the content form refuses one at or above the OTR, and a
 * stray one must not raise the price nor show a struck OTR below the price).
 */
export function carPrice(priceOtr: number, priceDisc?: number | null): CarPrice {
  const otr = Number(priceOtr) || 0;
  const disc = Number(priceDisc) || 0;
  const discounted = disc > 0 && disc < otr;
  return { otr, price: discounted ? disc : otr, discounted };
}

/**
 * The price of a placed order. The order stores what it charges (`price_otr` / `biaya_mobil`, the
 * discount price when there was one) and the type's OTR at that moment (`harga_otr`); a record kept
 * from before the OTR was stored has none, and then shows only what it charged.
 */
export function orderPrice(hargaOtr: number | null | undefined, charged: number): CarPrice {
  return carPrice(hargaOtr || charged, charged);
}
