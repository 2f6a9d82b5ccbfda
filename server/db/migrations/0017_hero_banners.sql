-- Issue 30.7: Home's hero is one record per banner with a desktop and a mobile picture (a phone showed the
-- desktop slide's title over the mobile picture), an optional title overlay and a start and end date.
ALTER TABLE "sliders" ADD COLUMN "image_mobile" text;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "overlay" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- The n-th desktop slide and the n-th mobile slide (by sort, then id) were shown as one banner: the desktop
-- row becomes the record (its title, link, sort and status) with the mobile row's picture, the mobile row goes.
WITH "ranked" AS (
  SELECT "id", "type", "image", row_number() OVER (PARTITION BY "type" ORDER BY "sort", "id") AS "n" FROM "sliders"
), "pairs" AS (
  SELECT "d"."id" AS "desktop_id", "m"."id" AS "mobile_id", "m"."image" AS "mobile_image"
  FROM "ranked" "d" JOIN "ranked" "m" ON "d"."n" = "m"."n" AND "d"."type" = 'desktop' AND "m"."type" = 'mobile'
), "folded" AS (
  UPDATE "sliders" SET "image_mobile" = "pairs"."mobile_image" FROM "pairs" WHERE "sliders"."id" = "pairs"."desktop_id" RETURNING "pairs"."mobile_id"
)
DELETE FROM "sliders" WHERE "id" IN (SELECT "mobile_id" FROM "folded");--> statement-breakpoint
-- A slide without a partner stays a banner of its own, its one picture for both widths.
UPDATE "sliders" SET "image_mobile" = "image" WHERE "image_mobile" IS NULL;--> statement-breakpoint
ALTER TABLE "sliders" ALTER COLUMN "image_mobile" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sliders" DROP COLUMN "type";
