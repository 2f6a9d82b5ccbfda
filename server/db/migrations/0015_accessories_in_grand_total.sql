-- Issue 34.1: an order's grand_total is the whole purchase, car and accessories (domain/purchase.ts).
-- Orders placed before kept the car alone; their accessories (as ordered) are added once here.
UPDATE "orders" SET "grand_total" = "orders"."grand_total" + "a"."total"
FROM (SELECT "order_id", SUM("price") AS "total" FROM "order_accessories" GROUP BY "order_id") AS "a"
WHERE "a"."order_id" = "orders"."id";
