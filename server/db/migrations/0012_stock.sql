CREATE TABLE "order_reservations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"unit_id" integer,
	"held_until" timestamp with time zone,
	"eta_weeks" integer,
	"released_at" timestamp with time zone,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"chassis_number" text NOT NULL,
	"car_type_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"expected_date" date,
	"held_order_id" integer,
	"held_until" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_units_chassis_number_unique" UNIQUE("chassis_number")
);
--> statement-breakpoint
CREATE TABLE "accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"price" bigint NOT NULL,
	"billing" text DEFAULT 'cash' NOT NULL,
	"model_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"billing" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_unit_id_stock_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."stock_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_car_type_id_car_types_id_fk" FOREIGN KEY ("car_type_id") REFERENCES "public"."car_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_color_id_car_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."car_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_held_order_id_orders_id_fk" FOREIGN KEY ("held_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_accessories" ADD CONSTRAINT "order_accessories_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reservations_unit_idx" ON "order_reservations" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "stock_units_pick_idx" ON "stock_units" USING btree ("car_type_id","color_id","branch_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_units_held_order_idx" ON "stock_units" USING btree ("held_order_id");--> statement-breakpoint
CREATE INDEX "order_accessories_order_idx" ON "order_accessories" USING btree ("order_id");