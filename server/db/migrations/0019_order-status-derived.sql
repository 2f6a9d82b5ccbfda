-- An order's Paid/Unpaid is derived from its recorded booking fee (domain/order-money.ts
-- orderPaymentStatus) and no longer stored. Every order stored as 'Paid' keeps it: one whose booking
-- fee is not recorded yet gets it (dated by its last change), so the derived status answers the same.
INSERT INTO "order_payments" ("order_id", "kind", "amount", "paid_on") SELECT "id", 'booking_fee', "booking_fee", to_char("updated_at" AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') FROM "orders" o WHERE "status" = 'Paid' AND NOT EXISTS (SELECT 1 FROM "order_payments" p WHERE p."order_id" = o."id" AND p."kind" = 'booking_fee');--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "status";
