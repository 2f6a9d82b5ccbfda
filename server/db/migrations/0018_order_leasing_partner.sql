ALTER TABLE "orders" ADD COLUMN "leasing_partner_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "leasing" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_leasing_partner_id_leasing_partners_id_fk" FOREIGN KEY ("leasing_partner_id") REFERENCES "public"."leasing_partners"("id") ON DELETE set null ON UPDATE no action;