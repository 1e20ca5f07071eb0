-- Upload bytes move from this table to files on disk. Bytes stored in the column are not carried
-- over (development data only): avatars that pointed to an upload fall back to the generated
-- avatar of their user, and those uploads' rows go with their bytes.
UPDATE "users" SET "avatar_url" = '/api/static/avatar/' || "uid" || '.svg' WHERE "avatar_url" LIKE '/api/static/upload/%';--> statement-breakpoint
DELETE FROM "uploads";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "data";
