CREATE TABLE "shares" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"org_id" varchar(32) NOT NULL,
	"viz_type" varchar(16) NOT NULL,
	"viz_id" varchar(32) NOT NULL,
	"authentication_mode" varchar(8) NOT NULL,
	"code_hash" varchar(64),
	"row_permission_by" varchar(8) NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiry_date" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shares_viz_idx" ON "shares" USING btree ("viz_id");--> statement-breakpoint
CREATE INDEX "shares_org_idx" ON "shares" USING btree ("org_id");