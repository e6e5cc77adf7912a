CREATE TABLE "phone_repeat_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_repeat_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "phone_repeat_attempts" ADD CONSTRAINT "phone_repeat_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_repeat_attempts_created_idx" ON "phone_repeat_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_active_phone_idx" ON "jobs" USING btree ("phone_e164") WHERE "jobs"."status" = 'active';--> statement-breakpoint
-- Existing jobs' numbers in E.164, as normalizePhone (src/shared/identifiers.ts) reads them in the job's country.
UPDATE "jobs" SET "phone_e164" = n.e164 FROM (
  SELECT id, CASE
    WHEN btrim(phone) !~ '^[0-9[:space:]()+-]+$' THEN NULL
    WHEN btrim(phone) LIKE '+%' THEN CASE WHEN length(d) BETWEEN 11 AND 15 AND d NOT LIKE '0%' THEN '+' || d END
    WHEN d LIKE '00%' THEN CASE WHEN length(d) - 2 BETWEEN 11 AND 15 THEN '+' || substr(d, 3) END
    WHEN country = 'US' THEN CASE
      WHEN length(d) = 10 THEN '+1' || d
      WHEN length(d) = 11 AND d LIKE '1%' THEN '+' || d END
    ELSE CASE
      WHEN length(d) = 11 AND d LIKE '0%' THEN '+91' || substr(d, 2)
      WHEN length(d) = 10 THEN '+91' || d
      WHEN length(d) = 12 AND d LIKE '91%' THEN '+' || d END
  END AS e164
  FROM (SELECT id, phone, country, regexp_replace(phone, '[^0-9]', '', 'g') AS d FROM "jobs") AS digits
) AS n WHERE n.id = "jobs".id;
