CREATE TABLE "downloads" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"path" varchar(255),
	"status" integer DEFAULT 0 NOT NULL,
	"download_type" varchar(16) NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"share_id" varchar(32),
	"subject_id" varchar(32) NOT NULL,
	"params" jsonb NOT NULL,
	"error" text,
	"claimed_at" timestamp with time zone,
	"last_download_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_owner_idx" ON "downloads" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "downloads_status_idx" ON "downloads" USING btree ("status");