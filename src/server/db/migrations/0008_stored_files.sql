CREATE TABLE "stored_file_chunks" (
	"file_name" text NOT NULL,
	"position" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_name_position_pk" PRIMARY KEY("file_name","position")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "psychologist_applications" ALTER COLUMN "document_file" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_name_stored_files_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."stored_files"("name") ON DELETE cascade ON UPDATE no action;