CREATE TABLE "org_embedding" (
	"org_id" varchar(32) PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_embedding" ADD CONSTRAINT "org_embedding_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;