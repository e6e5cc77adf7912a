ALTER TABLE "jobs" ADD COLUMN "work_date" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hours_per_day" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "days" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "workers_needed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_timing" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "meals_provided" boolean;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "travel_paid" boolean;