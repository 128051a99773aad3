CREATE TYPE "public"."application_status" AS ENUM('pendente', 'aprovado', 'recusado');--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'nao_compareceu';--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psychologist_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"psychologist_id" uuid NOT NULL,
	"document_file" text NOT NULL,
	"document_mime_type" text NOT NULL,
	"picture_file" text,
	"picture_mime_type" text,
	"bank_details_encrypted" text NOT NULL,
	"status" "application_status" DEFAULT 'pendente' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" text,
	"invitation_token_hash" text,
	"invitation_expires_at" timestamp with time zone,
	"invitation_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychologist_applications" ADD CONSTRAINT "psychologist_applications_psychologist_id_psychologists_id_fk" FOREIGN KEY ("psychologist_id") REFERENCES "public"."psychologists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychologist_applications" ADD CONSTRAINT "psychologist_applications_reviewed_by_user_id_user_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "psychologist_applications_psychologist_unique" ON "psychologist_applications" USING btree ("psychologist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "psychologist_applications_invitation_unique" ON "psychologist_applications" USING btree ("invitation_token_hash");--> statement-breakpoint
CREATE INDEX "psychologist_applications_status_idx" ON "psychologist_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "appointments_patient_email_idx" ON "appointments" USING btree (lower("patient_email"));--> statement-breakpoint
CREATE INDEX "appointments_status_start_idx" ON "appointments" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_checkout_session_idx" ON "appointments" USING btree ("checkout_session_id");