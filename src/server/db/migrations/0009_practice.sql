CREATE TYPE "public"."record_copy_status" AS ENUM('pendente', 'liberada');--> statement-breakpoint
CREATE TABLE "clinical_record_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid,
	"appointment_id" uuid,
	"actor_user_id" text,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_record_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"text_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_record_copy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"psychologist_id" uuid NOT NULL,
	"requester_user_id" text,
	"status" "record_copy_status" DEFAULT 'pendente' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clinical_record_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"content_encrypted" text NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"psychologist_id" uuid NOT NULL,
	"patient_key" text NOT NULL,
	"intake_encrypted" text,
	"intake_signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file" text NOT NULL,
	"mime_type" text NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_authorizations_appointment_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
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
ALTER TABLE "psychologist_applications" ALTER COLUMN "bank_details_encrypted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_cpf" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payer_is_patient" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payer_cpf" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "psychologists" ADD COLUMN "bank_details_encrypted" text;--> statement-breakpoint
ALTER TABLE "clinical_record_access_log" ADD CONSTRAINT "clinical_record_access_log_record_id_clinical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."clinical_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_record_access_log" ADD CONSTRAINT "clinical_record_access_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_record_addenda" ADD CONSTRAINT "clinical_record_addenda_entry_id_clinical_record_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."clinical_record_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_record_copy_requests" ADD CONSTRAINT "clinical_record_copy_requests_psychologist_id_psychologists_id_fk" FOREIGN KEY ("psychologist_id") REFERENCES "public"."psychologists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_record_copy_requests" ADD CONSTRAINT "clinical_record_copy_requests_requester_user_id_user_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_record_entries" ADD CONSTRAINT "clinical_record_entries_record_id_clinical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."clinical_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_record_entries" ADD CONSTRAINT "clinical_record_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_records" ADD CONSTRAINT "clinical_records_psychologist_id_psychologists_id_fk" FOREIGN KEY ("psychologist_id") REFERENCES "public"."psychologists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_authorizations" ADD CONSTRAINT "guardian_authorizations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychologist_days_off" ADD CONSTRAINT "psychologist_days_off_psychologist_id_psychologists_id_fk" FOREIGN KEY ("psychologist_id") REFERENCES "public"."psychologists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_record_access_log_record_idx" ON "clinical_record_access_log" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE INDEX "clinical_record_addenda_entry_idx" ON "clinical_record_addenda" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_record_copy_requests_pending" ON "clinical_record_copy_requests" USING btree ("psychologist_id","requester_user_id") WHERE "clinical_record_copy_requests"."status" = 'pendente';--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_record_entries_appointment" ON "clinical_record_entries" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_records_psychologist_patient" ON "clinical_records" USING btree ("psychologist_id","patient_key");--> statement-breakpoint
CREATE INDEX "psychologist_days_off_range_idx" ON "psychologist_days_off" USING btree ("psychologist_id","ends_on");