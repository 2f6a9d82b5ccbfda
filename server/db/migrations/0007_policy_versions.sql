CREATE TABLE "policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo" text NOT NULL,
	"version" text NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_seo_version_idx" ON "policy_versions" USING btree ("seo","version");--> statement-breakpoint
-- The text in force when versions began is version 2026-11 (the version consents already name).
INSERT INTO "policy_versions" ("seo", "version", "text", "published_at") SELECT "seo", '2026-11', "text", now() FROM "single_pages" WHERE "seo" = 'kebijakan-privasi';
