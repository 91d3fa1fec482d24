CREATE TABLE "storyboards" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
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
CREATE TABLE "storypages" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"storyboard_id" varchar(32) NOT NULL,
	"rel_type" varchar(16) NOT NULL,
	"rel_id" varchar(32) NOT NULL,
	"config" jsonb,
	"created_by" varchar(32),
	"updated_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storyboards" ADD CONSTRAINT "storyboards_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storypages" ADD CONSTRAINT "storypages_storyboard_id_storyboards_id_fk" FOREIGN KEY ("storyboard_id") REFERENCES "public"."storyboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storyboards_org_parent_idx" ON "storyboards" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storyboards_active_name_uq" ON "storyboards" USING btree ("org_id",coalesce("parent_id", ''),"name") WHERE "storyboards"."status" <> 0;--> statement-breakpoint
CREATE INDEX "storypages_storyboard_idx" ON "storypages" USING btree ("storyboard_id");