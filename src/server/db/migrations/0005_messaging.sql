CREATE TABLE "live_instances" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"user_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"connections" integer NOT NULL,
	CONSTRAINT "live_presence_user_id_instance_id_pk" PRIMARY KEY("user_id","instance_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "employer_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "worker_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_instance_id_live_instances_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."live_instances"("instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_presence_instance_idx" ON "live_presence" USING btree ("instance_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") between 1 and 2000);