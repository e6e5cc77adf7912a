CREATE TABLE "phone_codes" (
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_user_id_phone_purpose_pk" PRIMARY KEY("user_id","phone","purpose")
);
--> statement-breakpoint
CREATE TABLE "verified_phones" (
	"user_id" text NOT NULL,
	"phone" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verified_phones_user_id_phone_pk" PRIMARY KEY("user_id","phone")
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_phones" ADD CONSTRAINT "verified_phones_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verified_phones_phone_idx" ON "verified_phones" USING btree ("phone");