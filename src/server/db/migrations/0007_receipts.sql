ALTER TABLE "appointments" ADD COLUMN "patient_cpf" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payer_is_patient" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payer_cpf" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cpf" text;