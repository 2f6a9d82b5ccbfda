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
ALTER TABLE "inbox_messages" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "via_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_member_idx" ON "email_verifications" USING btree ("member_id");