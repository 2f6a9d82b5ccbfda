CREATE TABLE "car_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seo" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_categories_seo_unique" UNIQUE("seo")
);
--> statement-breakpoint
CREATE TABLE "car_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"image" text NOT NULL,
	"frames_path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"seo" text NOT NULL,
	"body_style" text NOT NULL,
	"preview_text" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"featured" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slider" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slider_mobile" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exterior" jsonb NOT NULL,
	"interior" jsonb NOT NULL,
	"interior360" jsonb,
	"cta" jsonb,
	"video" jsonb,
	"recommended" boolean DEFAULT false NOT NULL,
	"ribbon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"transmission" text NOT NULL,
	"price_otr" bigint NOT NULL,
	"price_disc" bigint DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"spec" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_rates" (
	"tenor" integer PRIMARY KEY NOT NULL,
	"flat_rate" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_no" integer NOT NULL,
	"value_id" integer NOT NULL,
	"question" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_1" integer NOT NULL,
	"question_2" integer NOT NULL,
	"question_3" integer,
	"model_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_vehicles" (
	"no_rangka" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradein_brand_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradein_brand_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_model_id" integer NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradein_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aftersale_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"teks" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brochures" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"file" text NOT NULL,
	"downloaded" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo" text NOT NULL,
	"club_name" text NOT NULL,
	"logo" text NOT NULL,
	"banner" text NOT NULL,
	"club_profile" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "clubs_seo_unique" UNIQUE("seo")
);
--> statement-breakpoint
CREATE TABLE "navigation_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"seo" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"text_preview" text NOT NULL,
	"text" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	CONSTRAINT "news_seo_unique" UNIQUE("seo")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_categories_link_unique" UNIQUE("link")
);
--> statement-breakpoint
CREATE TABLE "service_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_page_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "service_pages_seo_unique" UNIQUE("seo")
);
--> statement-breakpoint
CREATE TABLE "single_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo" text NOT NULL,
	"title" text NOT NULL,
	"meta_title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "single_pages_seo_unique" UNIQUE("seo")
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"harga" bigint,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo" text NOT NULL,
	"name" text NOT NULL,
	"city_code" text NOT NULL,
	"address" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"maps" text DEFAULT '' NOT NULL,
	"slider" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nea" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "branches_seo_unique" UNIQUE("seo")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"judul" text NOT NULL,
	"text" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"birth" text DEFAULT '' NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"no_rangka" text DEFAULT '' NOT NULL,
	"no_rangka_status" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"agree1" boolean DEFAULT false NOT NULL,
	"agree2" boolean DEFAULT false NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_unique_id_unique" UNIQUE("unique_id"),
	CONSTRAINT "members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" integer,
	"channel" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "contacts_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" integer,
	"channel" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"car_type_id" integer NOT NULL,
	"price_otr" bigint NOT NULL,
	"uang_muka" bigint NOT NULL,
	"tenor" integer NOT NULL,
	"angsuran" bigint NOT NULL,
	"ktp_upload_id" text NOT NULL,
	CONSTRAINT "credit_applications_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" integer,
	"channel" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"agree1" boolean NOT NULL,
	"agree2" boolean NOT NULL,
	"ip_address" text NOT NULL,
	CONSTRAINT "leads_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "service_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" integer,
	"channel" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth" text NOT NULL,
	"gender" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"address" text NOT NULL,
	"car_type_id" integer NOT NULL,
	"police_number" text NOT NULL,
	"build_year" integer NOT NULL,
	"car_km" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"service_ke" integer,
	"appointment_date" text NOT NULL,
	"appointment_time" text NOT NULL,
	"promotion_code" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "service_bookings_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "test_drives" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" integer,
	"channel" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth" text NOT NULL,
	"gender" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"address" text NOT NULL,
	"car_type_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"appointment_date" text NOT NULL,
	"appointment_time" text NOT NULL,
	"buycar" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "test_drives_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "trade_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" integer,
	"channel" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth" text NOT NULL,
	"gender" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"address" text NOT NULL,
	"old_brand" text NOT NULL,
	"old_model" text NOT NULL,
	"old_year" integer NOT NULL,
	"old_type" text NOT NULL,
	"car_type_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "trade_ins_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel" text DEFAULT 'booking-order' NOT NULL,
	"status" text DEFAULT 'Unpaid' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"car_type_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"price_otr" bigint NOT NULL,
	"voucher_id" integer,
	"discount" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint NOT NULL,
	"uang_muka" bigint DEFAULT 0 NOT NULL,
	"tenor" integer,
	"angsuran" bigint DEFAULT 0 NOT NULL,
	"angsuran_promo" bigint DEFAULT 0 NOT NULL,
	"booking_fee" bigint NOT NULL,
	"ktp_upload_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "payment_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_anda" text NOT NULL,
	"nama_rekening_anda" text NOT NULL,
	"nomor_rekening_anda" text NOT NULL,
	"bank_tujuan" text NOT NULL,
	"methode_transfer" text NOT NULL,
	"nominal" bigint NOT NULL,
	"tanggal" text NOT NULL,
	"proof_upload_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"payment_type" text,
	"car_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"instalment_discount" bigint DEFAULT 0 NOT NULL,
	"quota" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "brochure_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"brochure_id" integer NOT NULL,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"path" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" text NOT NULL,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_colors" ADD CONSTRAINT "car_colors_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_models" ADD CONSTRAINT "car_models_category_id_car_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."car_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_types" ADD CONSTRAINT "car_types_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_results" ADD CONSTRAINT "journey_results_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradein_brand_models" ADD CONSTRAINT "tradein_brand_models_brand_id_tradein_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."tradein_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradein_brand_types" ADD CONSTRAINT "tradein_brand_types_brand_model_id_tradein_brand_models_id_fk" FOREIGN KEY ("brand_model_id") REFERENCES "public"."tradein_brand_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brochures" ADD CONSTRAINT "brochures_category_id_car_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."car_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_page_cards" ADD CONSTRAINT "service_page_cards_page_id_service_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."service_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_car_type_id_car_types_id_fk" FOREIGN KEY ("car_type_id") REFERENCES "public"."car_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_ktp_upload_id_uploads_id_fk" FOREIGN KEY ("ktp_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_car_type_id_car_types_id_fk" FOREIGN KEY ("car_type_id") REFERENCES "public"."car_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_car_type_id_car_types_id_fk" FOREIGN KEY ("car_type_id") REFERENCES "public"."car_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_car_type_id_car_types_id_fk" FOREIGN KEY ("car_type_id") REFERENCES "public"."car_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_car_type_id_car_types_id_fk" FOREIGN KEY ("car_type_id") REFERENCES "public"."car_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_color_id_car_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."car_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ktp_upload_id_uploads_id_fk" FOREIGN KEY ("ktp_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_colors_model_idx" ON "car_colors" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_models_seo_idx" ON "car_models" USING btree ("seo");--> statement-breakpoint
CREATE INDEX "car_models_category_idx" ON "car_models" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "car_types_model_idx" ON "car_types" USING btree ("model_id","transmission");--> statement-breakpoint
CREATE INDEX "journey_results_q_idx" ON "journey_results" USING btree ("question_1","question_2");--> statement-breakpoint
CREATE INDEX "tradein_types_idx" ON "tradein_brand_types" USING btree ("brand_model_id","year");--> statement-breakpoint
CREATE INDEX "news_posted_idx" ON "news" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "branches_city_idx" ON "branches" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "inbox_member_idx" ON "inbox_messages" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "service_bookings_member_idx" ON "service_bookings" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "test_drives_member_idx" ON "test_drives" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "trade_ins_member_idx" ON "trade_ins" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_order_idx" ON "voucher_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "brochure_downloads_idx" ON "brochure_downloads" USING btree ("brochure_id");