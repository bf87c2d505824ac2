ALTER TABLE "resumes" ADD COLUMN "corrected_profile" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "corrected_at" timestamp with time zone;