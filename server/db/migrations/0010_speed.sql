CREATE TABLE "routing_turns" (
	"branch_key" integer NOT NULL,
	"kind" text NOT NULL,
	"last_staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_turns_branch_key_kind_pk" PRIMARY KEY("branch_key","kind")
);
--> statement-breakpoint
CREATE TABLE "sla_escalations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"alerted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"record_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "on_duty" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "branch_head" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_alerts" ADD CONSTRAINT "staff_alerts_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sla_escalations_record_idx" ON "sla_escalations" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "staff_alerts_staff_idx" ON "staff_alerts" USING btree ("staff_id","read_at");--> statement-breakpoint
CREATE INDEX "staff_alerts_record_idx" ON "staff_alerts" USING btree ("kind","record_id");