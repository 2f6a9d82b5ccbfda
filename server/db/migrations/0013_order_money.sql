CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"confirmation_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_progress" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"spk_number" text,
	"spk_date" text,
	"settlement" text,
	"leasing_company" text,
	"leasing_decision" text,
	"leasing_decided_on" text,
	"delivery_date" text,
	"delivery_place" text,
	"stnk_on" text,
	"bpkb_on" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_confirmation_id_payment_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."payment_confirmations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_progress" ADD CONSTRAINT "order_progress_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_booking_fee_idx" ON "order_payments" USING btree ("order_id") WHERE kind = 'booking_fee';--> statement-breakpoint
CREATE INDEX "track_codes_record_idx" ON "track_codes" USING btree ("kind","record_id");--> statement-breakpoint
-- The booking fee of every order already Paid is its first payment (issue 30.4).
INSERT INTO "order_payments" ("order_id", "kind", "amount", "paid_on") SELECT "id", 'booking_fee', "booking_fee", to_char("updated_at" AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') FROM "orders" WHERE "status" = 'Paid';
