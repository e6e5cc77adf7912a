CREATE TABLE "web_vital_samples" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vital_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"page" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "web_vital_samples_value_check" CHECK ("web_vital_samples"."value" >= 0)
);
--> statement-breakpoint
CREATE INDEX "web_vital_samples_day_idx" ON "web_vital_samples" USING btree ("day","page","metric");