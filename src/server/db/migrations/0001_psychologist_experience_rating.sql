ALTER TABLE "psychologists" ADD COLUMN "years_of_experience" smallint;--> statement-breakpoint
ALTER TABLE "psychologists" ADD COLUMN "rating" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "psychologists" ADD CONSTRAINT "psychologists_years_of_experience_range" CHECK ("psychologists"."years_of_experience" between 0 and 80);--> statement-breakpoint
ALTER TABLE "psychologists" ADD CONSTRAINT "psychologists_rating_range" CHECK ("psychologists"."rating" between 0 and 5);