CREATE TABLE "garage_booking_cars" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_campaign_cars" (
	"campaign_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_service_id" integer,
	CONSTRAINT "garage_campaign_cars_campaign_id_car_id_pk" PRIMARY KEY("campaign_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "garage_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"car_model_ids" jsonb NOT NULL,
	"year_from" integer,
	"year_to" integer,
	"chassis_from" text,
	"chassis_to" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"chassis" text DEFAULT '' NOT NULL,
	"car_model_id" integer NOT NULL,
	"car_type_id" integer,
	"color_id" integer,
	"year" integer NOT NULL,
	"km" integer DEFAULT 0 NOT NULL,
	"km_date" text NOT NULL,
	"delivery_date" text,
	"branch_id" integer,
	"order_id" integer,
	"prior_services" integer DEFAULT 0 NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_reminders" (
	"car_id" integer NOT NULL,
	"due_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_reminders_car_id_due_key_pk" PRIMARY KEY("car_id","due_key")
);
--> statement-breakpoint
CREATE TABLE "garage_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"booking_id" integer,
	"source" text NOT NULL,
	"date" text NOT NULL,
	"km" integer NOT NULL,
	"branch_id" integer,
	"work" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"recommendation" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_plan_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	"label" text NOT NULL,
	"km" integer NOT NULL,
	"months" integer NOT NULL,
	"work" text NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	CONSTRAINT "maintenance_plan_steps_n_unique" UNIQUE("n")
);
--> statement-breakpoint
ALTER TABLE "garage_booking_cars" ADD CONSTRAINT "garage_booking_cars_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_booking_cars" ADD CONSTRAINT "garage_booking_cars_car_id_garage_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."garage_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_campaign_cars" ADD CONSTRAINT "garage_campaign_cars_campaign_id_garage_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."garage_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_campaign_cars" ADD CONSTRAINT "garage_campaign_cars_car_id_garage_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."garage_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_campaign_cars" ADD CONSTRAINT "garage_campaign_cars_closed_service_id_garage_services_id_fk" FOREIGN KEY ("closed_service_id") REFERENCES "public"."garage_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_campaigns" ADD CONSTRAINT "garage_campaigns_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD CONSTRAINT "garage_cars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD CONSTRAINT "garage_cars_car_model_id_car_models_id_fk" FOREIGN KEY ("car_model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD CONSTRAINT "garage_cars_car_type_id_car_types_id_fk" FOREIGN KEY ("car_type_id") REFERENCES "public"."car_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD CONSTRAINT "garage_cars_color_id_car_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."car_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD CONSTRAINT "garage_cars_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD CONSTRAINT "garage_cars_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_reminders" ADD CONSTRAINT "garage_reminders_car_id_garage_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."garage_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_services" ADD CONSTRAINT "garage_services_car_id_garage_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."garage_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_services" ADD CONSTRAINT "garage_services_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_services" ADD CONSTRAINT "garage_services_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_services" ADD CONSTRAINT "garage_services_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_booking_cars_car_idx" ON "garage_booking_cars" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "garage_campaign_cars_car_idx" ON "garage_campaign_cars" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "garage_cars_member_idx" ON "garage_cars" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_cars_chassis_active_idx" ON "garage_cars" USING btree ("chassis") WHERE "garage_cars"."status" = 'active' and "garage_cars"."chassis" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "garage_cars_order_idx" ON "garage_cars" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "garage_cars_plate_idx" ON "garage_cars" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "garage_services_car_idx" ON "garage_services" USING btree ("car_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_services_booking_idx" ON "garage_services" USING btree ("booking_id");