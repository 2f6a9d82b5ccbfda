CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"email" text,
	"phone" text,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"text_version" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_member_idx" ON "consents" USING btree ("member_id","purpose","id");--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email");