CREATE TABLE "jobs" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"kind" varchar(32) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"locked_by" varchar(64),
	"last_error" text,
	"dedupe_key" varchar(128),
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_logs" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"schedule_id" varchar(32) NOT NULL,
	"job_id" varchar(32),
	"start" timestamp with time zone DEFAULT now() NOT NULL,
	"end" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"message" text,
	"attempts" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(16) NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"cron_expression" varchar(255),
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"config" jsonb,
	"parent_id" varchar(32),
	"is_folder" boolean DEFAULT false NOT NULL,
	"index" double precision DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"next_fire_at" timestamp with time zone,
	"created_by" varchar(32),
	"updated_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_logs" ADD CONSTRAINT "schedule_logs_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_uq" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "schedule_logs_schedule_idx" ON "schedule_logs" USING btree ("schedule_id","start");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_logs_job_uq" ON "schedule_logs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "schedules_org_parent_idx" ON "schedules" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE INDEX "schedules_due_idx" ON "schedules" USING btree ("next_fire_at") WHERE "schedules"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_active_name_uq" ON "schedules" USING btree ("org_id",coalesce("parent_id", ''),"name") WHERE "schedules"."status" <> 0;--> statement-breakpoint
-- Download tasks waiting when the queue arrives become jobs, so none is left behind.
INSERT INTO "jobs" ("kind", "payload", "dedupe_key") SELECT 'download', jsonb_build_object('downloadId', "id"), 'download:' || "id" FROM "downloads" WHERE "status" = 0;
