CREATE TABLE "guardian_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file" text NOT NULL,
	"mime_type" text NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_authorizations_appointment_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
ALTER TABLE "guardian_authorizations" ADD CONSTRAINT "guardian_authorizations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;