DROP INDEX "jobs_active_newest_idx";--> statement-breakpoint
DROP INDEX "jobs_active_city_featured_idx";--> statement-breakpoint
DROP INDEX "jobs_active_salary_idx";--> statement-breakpoint
CREATE INDEX "jobs_active_category_idx" ON "jobs" USING btree ("country","category","timing","daily_salary","expires_at") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_active_newest_idx" ON "jobs" USING btree ("country","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at","category","timing","daily_salary") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_active_city_featured_idx" ON "jobs" USING btree ("country","city_slug","featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at","category","timing","daily_salary") WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_active_salary_idx" ON "jobs" USING btree ("country","daily_salary","id","expires_at","category","timing") WHERE "jobs"."status" = 'active';