-- Orders keep the type's OTR beside what they charge (issue 30.2). Orders placed before it: when
-- the order charged the type's current discount price, that discount applied and the type's current
-- OTR is the one it was below; otherwise the order charged the OTR itself.
ALTER TABLE "orders" ADD COLUMN "otr_at_order" bigint;--> statement-breakpoint
UPDATE "orders" SET "otr_at_order" = "car_types"."price_otr" FROM "car_types"
  WHERE "car_types"."id" = "orders"."car_type_id" AND "car_types"."price_disc" > 0
    AND "car_types"."price_disc" < "car_types"."price_otr" AND "orders"."price_otr" = "car_types"."price_disc";--> statement-breakpoint
UPDATE "orders" SET "otr_at_order" = "price_otr" WHERE "otr_at_order" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "otr_at_order" SET NOT NULL;
