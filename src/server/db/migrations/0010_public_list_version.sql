CREATE TABLE "public_list_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_list_version_single_row" CHECK ("public_list_version"."id" = 1)
);
