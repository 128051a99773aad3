CREATE TABLE "psychologist_days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"psychologist_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "psychologist_days_off_order" CHECK ("psychologist_days_off"."starts_on" <= "psychologist_days_off"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "psychologist_days_off" ADD CONSTRAINT "psychologist_days_off_psychologist_id_psychologists_id_fk" FOREIGN KEY ("psychologist_id") REFERENCES "public"."psychologists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "psychologist_days_off_range_idx" ON "psychologist_days_off" USING btree ("psychologist_id","ends_on");