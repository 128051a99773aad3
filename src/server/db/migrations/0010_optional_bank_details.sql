ALTER TABLE "psychologist_applications" ALTER COLUMN "bank_details_encrypted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "psychologists" ADD COLUMN "bank_details_encrypted" text;