CREATE TABLE "job_hires" (
	"job_id" bigint NOT NULL,
	"worker_id" text NOT NULL,
	"conversation_id" bigint NOT NULL,
	"hired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_hires_job_id_worker_id_pk" PRIMARY KEY("job_id","worker_id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "work_date" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hours_per_day" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "days" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "workers_needed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_timing" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "meals_provided" boolean;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "travel_paid" boolean;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_when_filled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_hires" ADD CONSTRAINT "job_hires_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hires" ADD CONSTRAINT "job_hires_worker_id_user_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hires" ADD CONSTRAINT "job_hires_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;