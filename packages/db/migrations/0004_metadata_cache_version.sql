ALTER TABLE "organizations" ADD COLUMN "cache_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tessera_bump_org_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  -- TG_ARGV: none = the row has org_id; else (parent table, foreign key column) leading to a row with org_id.
  IF TG_NARGS = 0 THEN
    UPDATE "organizations" SET "cache_version" = "cache_version" + 1 WHERE "id" = row_data ->> 'org_id';
  ELSE
    EXECUTE format('UPDATE "organizations" SET "cache_version" = "cache_version" + 1 WHERE "id" = (SELECT "org_id" FROM %I WHERE "id" = $1)', TG_ARGV[0])
      USING row_data ->> TG_ARGV[1];
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "memberships_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
--> statement-breakpoint
CREATE TRIGGER "roles_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
--> statement-breakpoint
CREATE TRIGGER "role_members_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "role_members" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"('roles', 'role_id');
--> statement-breakpoint
CREATE TRIGGER "permissions_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "permissions" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
--> statement-breakpoint
CREATE TRIGGER "sources_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "sources" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
--> statement-breakpoint
CREATE TRIGGER "source_schemas_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "source_schemas" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"('sources', 'source_id');
--> statement-breakpoint
CREATE TRIGGER "views_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "views" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
--> statement-breakpoint
CREATE TRIGGER "variables_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "variables" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
--> statement-breakpoint
CREATE TRIGGER "variable_values_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "variable_values" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"('variables', 'variable_id');
--> statement-breakpoint
CREATE TRIGGER "column_permissions_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "column_permissions" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
