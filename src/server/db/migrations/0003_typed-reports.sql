ALTER TABLE "cover_letters" ADD COLUMN "writer_report" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "profile_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tailored_resumes" ADD COLUMN "writer_report" jsonb;