/** Accessories and packages (content), and those chosen with an order (name and price kept as ordered). */
import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const accessories = pgTable('accessories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  /** 'dp' (added to the down payment on credit) or 'cash' (paid apart). */
  billing: text('billing').notNull().default('cash'),
  /** The car models it fits. */
  modelIds: jsonb('model_ids').$type<number[]>().notNull().default([]),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const orderAccessories = pgTable('order_accessories', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  /** The accessory when ordered (no reference: the content may be removed, the order keeps its line). */
  accessoryId: integer('accessory_id').notNull(),
  name: text('name').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  billing: text('billing').notNull(),
}, (t) => [index('order_accessories_order_idx').on(t.orderId)]);
