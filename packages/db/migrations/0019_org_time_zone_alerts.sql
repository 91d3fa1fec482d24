ALTER TABLE "organizations" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "alert_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "organizations" o SET "time_zone" = s."config" FROM "org_settings" s WHERE s."org_id" = o."id" AND s."type" = 'TIME_ZONE' AND length(s."config") BETWEEN 1 AND 64;--> statement-breakpoint
DELETE FROM "org_settings" WHERE "type" = 'TIME_ZONE';
