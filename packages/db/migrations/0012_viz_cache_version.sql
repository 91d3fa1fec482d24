CREATE TRIGGER "viz_folders_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "viz_folders" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
--> statement-breakpoint
CREATE TRIGGER "datacharts_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "datacharts" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
--> statement-breakpoint
CREATE TRIGGER "dashboards_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "dashboards" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
--> statement-breakpoint
CREATE TRIGGER "widgets_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "widgets" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"('dashboards', 'dashboard_id');
--> statement-breakpoint
CREATE TRIGGER "widget_relations_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "widget_relations" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"('dashboards', 'dashboard_id');
--> statement-breakpoint
CREATE TRIGGER "storyboards_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "storyboards" FOR EACH ROW EXECUTE FUNCTION "tessera_bump_org_cache"();
