-- Custom migration (drizzle-kit generate --custom): the trigger that keeps public_list_version in step with the
-- tables the public list of psychologists is read from (ADR 028). A statement trigger, so a bulk write bumps once;
-- the bump is part of the writing transaction, so a reader never sees the new version before the new rows.
INSERT INTO "public_list_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_public_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "psychologists_bump_public_list_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "psychologists"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_list_version"();
--> statement-breakpoint
CREATE TRIGGER "psychologist_availability_bump_public_list_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "psychologist_availability"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_list_version"();
