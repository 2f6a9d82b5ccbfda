CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_simulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"assigned_staff_id" integer,
	"car_type_id" integer NOT NULL,
	"price_otr" bigint NOT NULL,
	"uang_muka" bigint NOT NULL,
	"tenor" integer NOT NULL,
	"angsuran" bigint NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_simulations_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "record_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"staff_id" integer,
	"text" text NOT NULL,
	"to_member" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"staff_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"member_note" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"branch_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"record_id" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_simulations" ADD CONSTRAINT "credit_simulations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_simulations" ADD CONSTRAINT "credit_simulations_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_simulations" ADD CONSTRAINT "credit_simulations_car_type_id_car_types_id_fk" FOREIGN KEY ("car_type_id") REFERENCES "public"."car_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_notes" ADD CONSTRAINT "record_notes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_timeline" ADD CONSTRAINT "record_timeline_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_member_idx" ON "email_verifications" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_simulations_member_idx" ON "credit_simulations" USING btree ("member_id","car_type_id","day");--> statement-breakpoint
CREATE INDEX "record_notes_record_idx" ON "record_notes" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "record_timeline_record_idx" ON "record_timeline" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "staff_audit_created_idx" ON "staff_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_record_idx" ON "staff_audit" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "orders" SET "stage" = 'paid' WHERE "status" = 'Paid';