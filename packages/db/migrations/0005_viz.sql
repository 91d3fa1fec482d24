CREATE TABLE "datacharts" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"view_id" varchar(32),
	"config" jsonb,
	"thumbnail" varchar(255),
	"status" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(32),
	"updated_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viz_folders" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"rel_type" varchar(16) DEFAULT 'FOLDER' NOT NULL,
	"rel_id" varchar(32),
	"sub_type" varchar(32),
	"avatar" varchar(255),
	"description" text,
	"parent_id" varchar(32),
	"is_folder" boolean DEFAULT true NOT NULL,
	"index" double precision DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(32),
	"updated_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datacharts" ADD CONSTRAINT "datacharts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datacharts" ADD CONSTRAINT "datacharts_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viz_folders" ADD CONSTRAINT "viz_folders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datacharts_org_idx" ON "datacharts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "datacharts_view_idx" ON "datacharts" USING btree ("view_id");--> statement-breakpoint
CREATE INDEX "viz_folders_org_parent_idx" ON "viz_folders" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viz_folders_active_name_uq" ON "viz_folders" USING btree ("org_id",coalesce("parent_id", ''),"name") WHERE "viz_folders"."status" <> 0;