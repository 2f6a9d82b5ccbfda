CREATE TABLE "slot_bookings" (
	"booking_kind" text NOT NULL,
	"booking_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"slot_kind" text NOT NULL,
	"pool" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"status" text NOT NULL,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_bookings_booking_kind_booking_id_pk" PRIMARY KEY("booking_kind","booking_id")
);
--> statement-breakpoint
CREATE TABLE "slot_capacity" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"hours" jsonb NOT NULL,
	"testdrive_hours" jsonb NOT NULL,
	"closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_general" integer DEFAULT 0 NOT NULL,
	"service_body_paint" integer DEFAULT 0 NOT NULL,
	"inspection" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"resource" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"booking_kind" text NOT NULL,
	"booking_id" integer NOT NULL,
	"overbooked" boolean DEFAULT false NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testdrive_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"car_model_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_capacity" ADD CONSTRAINT "slot_capacity_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_places" ADD CONSTRAINT "slot_places_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_places" ADD CONSTRAINT "slot_places_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testdrive_units" ADD CONSTRAINT "testdrive_units_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testdrive_units" ADD CONSTRAINT "testdrive_units_car_model_id_car_models_id_fk" FOREIGN KEY ("car_model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_bookings_branch_idx" ON "slot_bookings" USING btree ("branch_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_places_unique" ON "slot_places" USING btree ("branch_id","resource","date","time");--> statement-breakpoint
CREATE INDEX "slot_places_booking_idx" ON "slot_places" USING btree ("booking_kind","booking_id");--> statement-breakpoint
CREATE INDEX "slot_places_day_idx" ON "slot_places" USING btree ("branch_id","date");--> statement-breakpoint
CREATE INDEX "testdrive_units_branch_idx" ON "testdrive_units" USING btree ("branch_id","car_model_id");