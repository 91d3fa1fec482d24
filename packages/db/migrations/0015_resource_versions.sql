CREATE TABLE "resource_versions" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"resource_type" varchar(16) NOT NULL,
	"resource_id" varchar(32) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"snapshot" jsonb NOT NULL,
	"restored_from" integer,
	"created_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "needs_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_versions" ADD CONSTRAINT "resource_versions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resource_versions_resource_version_uq" ON "resource_versions" USING btree ("resource_type","resource_id","version");--> statement-breakpoint
CREATE INDEX "resource_versions_org_idx" ON "resource_versions" USING btree ("org_id");