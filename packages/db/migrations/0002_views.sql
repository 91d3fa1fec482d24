CREATE TABLE "views" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"source_id" varchar(32),
	"script" text,
	"type" varchar(16) DEFAULT 'SQL' NOT NULL,
	"model" jsonb,
	"config" jsonb,
	"parent_id" varchar(32),
	"is_folder" boolean DEFAULT false NOT NULL,
	"index" double precision DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(32),
	"updated_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "views_org_parent_idx" ON "views" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE INDEX "views_source_idx" ON "views" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "views_active_name_uq" ON "views" USING btree ("org_id",coalesce("parent_id", ''),"name") WHERE "views"."status" <> 0;