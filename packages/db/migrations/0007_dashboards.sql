CREATE TABLE "dashboards" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"config" jsonb,
	"thumbnail" varchar(255),
	"status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(32),
	"updated_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_relations" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"dashboard_id" varchar(32) NOT NULL,
	"source_id" varchar(32) NOT NULL,
	"target_id" varchar(32) NOT NULL,
	"config" jsonb
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" varchar(32) PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"dashboard_id" varchar(32) NOT NULL,
	"parent_id" varchar(32),
	"config" jsonb NOT NULL,
	"datachart_id" varchar(32),
	"view_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" varchar(32),
	"updated_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_relations" ADD CONSTRAINT "widget_relations_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_relations" ADD CONSTRAINT "widget_relations_source_id_widgets_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_relations" ADD CONSTRAINT "widget_relations_target_id_widgets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_datachart_id_datacharts_id_fk" FOREIGN KEY ("datachart_id") REFERENCES "public"."datacharts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboards_org_idx" ON "dashboards" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "widget_relations_dashboard_idx" ON "widget_relations" USING btree ("dashboard_id");--> statement-breakpoint
CREATE INDEX "widgets_dashboard_idx" ON "widgets" USING btree ("dashboard_id");--> statement-breakpoint
CREATE INDEX "widgets_datachart_idx" ON "widgets" USING btree ("datachart_id");