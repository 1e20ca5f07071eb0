CREATE TABLE "card_payments" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"amount_usd" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"fingerprint" text NOT NULL,
	"user_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_fingerprint_user_id_pk" PRIMARY KEY("fingerprint","user_id")
);
--> statement-breakpoint
INSERT INTO "payment_cards" ("fingerprint", "user_id", "holder_name", "created_at") SELECT "fingerprint", "user_id", "holder_name", "created_at" FROM "sandbox_cards" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "card_payments" ("payment_id", "user_id", "fingerprint", "amount_usd", "created_at") SELECT p."id", c."user_id", c."fingerprint", c."amount_usd", c."created_at" FROM "sandbox_charges" c JOIN "payments" p ON p."out_trade_no" = c."out_trade_no" WHERE c."method" = 'card' AND c."outcome" = 'success' AND c."fingerprint" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "sandbox_cards" CASCADE;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_holder" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_rule" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refunds" SET "status" = 'succeeded', "settled_at" = "created_at";--> statement-breakpoint
CREATE INDEX "card_payments_user" ON "card_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_provider_ref" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payments_unsettled" ON "payments" USING btree ("status","submitted_at");