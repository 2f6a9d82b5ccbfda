/**
 * Accessories (docs/stock.md): those fitting a model, and an order's choice resolved against the
 * stored prices (a client's price is never read): 422 on `accessories` for an unknown one or one
 * that does not fit the car's model.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ACCESSORIES_MAX, ACCESSORY_BILLING_LABELS, ACCESSORY_MESSAGES, accessoryIds, type Accessory, type AccessoryBilling, type OrderAccessory } from '../../domain/accessories';
import type { Db } from '../db/client';
import { accessories, orderAccessories } from '../db/schema';
import { fieldError } from '../http/envelope';

type Row = typeof accessories.$inferSelect;

const toAccessory = (r: Row): Accessory => ({
  id: r.id, name: r.name, image: r.image, price: r.price, billing: r.billing as AccessoryBilling,
  billing_label: ACCESSORY_BILLING_LABELS[r.billing as AccessoryBilling] ?? r.billing, description: r.description,
});

/** Every accessory fitting the model, in the content's order. */
export async function accessoriesFor(db: Db, modelId: number): Promise<Accessory[]> {
  const rows = await db.select().from(accessories)
    .where(sql`${accessories.modelIds} @> ${JSON.stringify([modelId])}::jsonb`).orderBy(asc(accessories.sort), asc(accessories.id));
  return rows.map(toAccessory);
}

/** The chosen accessories at their stored prices; 422 on `accessories` when one is unknown, does not fit, or the list is not one. */
export async function resolveAccessories(db: Db, modelId: number, sent: unknown): Promise<OrderAccessory[]> {
  const ids = accessoryIds(sent);
  if (!ids) throw fieldError('accessories', ACCESSORY_MESSAGES.list);
  if (ids.length > ACCESSORIES_MAX) throw fieldError('accessories', ACCESSORY_MESSAGES.tooMany);
  if (!ids.length) return [];
  const rows = await db.select().from(accessories).where(inArray(accessories.id, ids));
  if (rows.length !== ids.length) throw fieldError('accessories', ACCESSORY_MESSAGES.unknown);
  if (rows.some((r) => !r.modelIds.includes(modelId))) throw fieldError('accessories', ACCESSORY_MESSAGES.notFit);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => { const r = byId.get(id)!; return { id: r.id, name: r.name, price: r.price, billing: r.billing as AccessoryBilling }; });
}

export async function storeOrderAccessories(tx: Db, orderId: number, items: OrderAccessory[]): Promise<void> {
  if (items.length) await tx.insert(orderAccessories).values(items.map((a) => ({ orderId, accessoryId: a.id, name: a.name, price: a.price, billing: a.billing })));
}

export async function orderAccessoryLines(db: Db, orderId: number): Promise<OrderAccessory[]> {
  const rows = await db.select().from(orderAccessories).where(eq(orderAccessories.orderId, orderId)).orderBy(asc(orderAccessories.id));
  return rows.map((r) => ({ id: r.accessoryId, name: r.name, price: r.price, billing: r.billing as AccessoryBilling }));
}
