// The cover letter form's submission: the request of POST /api/generate (and of a regeneration).
import type { StyleSettings } from '../../shared/style.ts';

/** What the generator form hands over; kept in memory (a File can't go in history state). */
export interface GeneratorSubmission {
  jobDescription: string;
  /** The uploaded file; null when a saved resume is used instead. */
  resume: File | null;
  /** "Use a saved resume": the stored original to write from (its corrected profile when saved). */
  savedResume?: { id: number; filename: string };
  fullName: string;
  companyName: string;
  /** Already finalised by the submit-time rule; undefined means none. */
  customFilename: string | undefined;
  settings: StyleSettings;
  /** The job posting's address, when it came from the browser extension; kept with the letter. */
  postingUrl?: string;
}
