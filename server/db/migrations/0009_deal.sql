CREATE TABLE "deals" (
	"id" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leasing_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"min_dp_percent" numeric(5, 2) NOT NULL,
	"schemes" jsonb NOT NULL,
	"flat_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insurance_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mix_all_risk_years" integer DEFAULT 1 NOT NULL,
	"insurance_payment" text NOT NULL,
	"admin_fee" bigint DEFAULT 0 NOT NULL,
	"provisi_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"credit_life_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"credit_life_payment" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradein_estimates" (
	"trade_in_id" integer PRIMARY KEY NOT NULL,
	"km" integer NOT NULL,
	"condition" text NOT NULL,
	"estimate" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradein_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_model_id" integer NOT NULL,
	"year" integer NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tradein_estimates" ADD CONSTRAINT "tradein_estimates_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradein_values" ADD CONSTRAINT "tradein_values_brand_model_id_tradein_brand_models_id_fk" FOREIGN KEY ("brand_model_id") REFERENCES "public"."tradein_brand_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tradein_values_model_year_uq" ON "tradein_values" USING btree ("brand_model_id","year");