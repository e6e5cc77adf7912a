CREATE TABLE "scam_examples" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scam_examples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint,
	"text" text NOT NULL,
	"scam" boolean NOT NULL,
	"daily_salary" integer,
	"currency" text,
	"category" text,
	"city_slug" text,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scam_examples_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "scam_identifiers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scam_identifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"job_id" bigint,
	"job_title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scam_identifiers_job_value_key" UNIQUE("job_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "scam_examples" ADD CONSTRAINT "scam_examples_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_identifiers" ADD CONSTRAINT "scam_identifiers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scam_identifiers_value_idx" ON "scam_identifiers" USING btree ("kind","value");