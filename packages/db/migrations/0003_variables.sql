CREATE TABLE "column_permissions" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"view_id" varchar(32) NOT NULL,
	"role_id" varchar(32) NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variable_values" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"variable_id" varchar(32) NOT NULL,
	"subject_type" varchar(16) NOT NULL,
	"subject_id" varchar(32) NOT NULL,
	"value" jsonb,
	"use_default_value" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variables" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"view_id" varchar(32),
	"name" varchar(128) NOT NULL,
	"label" varchar(255),
	"type" varchar(16) NOT NULL,
	"value_type" varchar(16) NOT NULL,
	"format" varchar(64),
	"permission" varchar(16) DEFAULT 'EDITABLE' NOT NULL,
	"default_value" jsonb,
	"expression" boolean DEFAULT false NOT NULL,
	"created_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "column_permissions" ADD CONSTRAINT "column_permissions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_permissions" ADD CONSTRAINT "column_permissions_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_permissions" ADD CONSTRAINT "column_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_values" ADD CONSTRAINT "variable_values_variable_id_variables_id_fk" FOREIGN KEY ("variable_id") REFERENCES "public"."variables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variables" ADD CONSTRAINT "variables_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variables" ADD CONSTRAINT "variables_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "column_permissions_view_role_uq" ON "column_permissions" USING btree ("view_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variable_values_subject_uq" ON "variable_values" USING btree ("variable_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "variable_values_subject_idx" ON "variable_values" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variables_scope_name_uq" ON "variables" USING btree ("org_id",coalesce("view_id", ''),lower("name"));--> statement-breakpoint
CREATE INDEX "variables_view_idx" ON "variables" USING btree ("view_id");