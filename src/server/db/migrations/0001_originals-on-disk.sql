ALTER TABLE "resumes" ALTER COLUMN "file_data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_original_stored" CHECK (("resumes"."file_data" is null) <> ("resumes"."storage_key" is null));