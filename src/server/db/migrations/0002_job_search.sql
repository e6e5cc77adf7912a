DROP INDEX "jobs_active_city_idx";--> statement-breakpoint
DROP INDEX "jobs_active_group_idx";--> statement-breakpoint
CREATE INDEX "jobs_active_city_featured_idx" ON "jobs" USING btree ("country","city_slug","featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_active_group_featured_idx" ON "jobs" USING btree ("country","state_group","featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_active_expiry_idx" ON "jobs" USING btree ("expires_at") WHERE "jobs"."status" = 'active';