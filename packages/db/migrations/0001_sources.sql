CREATE TABLE "source_schemas" (
	"source_id" varchar(32) PRIMARY KEY NOT NULL,
	"schemas" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(16) NOT NULL,
	"config" jsonb,
	"description" text,
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
ALTER TABLE "source_schemas" ADD CONSTRAINT "source_schemas_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sources_org_parent_idx" ON "sources" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_active_name_uq" ON "sources" USING btree ("org_id",coalesce("parent_id", ''),"name") WHERE "sources"."status" <> 0;