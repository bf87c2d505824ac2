// The engine's data model. Pure data: no I/O, no clock. Every writer and the server speak these types.
import type { TGroundingReport, TMatchReport } from '../shared/letters.ts';
import type { StyleSettings, TailorOptions } from '../shared/style.ts';

export type FileKind = 'pdf' | 'docx';

/** One visual line rebuilt from positioned text items (PDF) or one paragraph (DOCX). */
export interface TextLine {
  text: string;
  page: number;
  /** Left edge and baseline in PDF points (DOCX: x = 0, y = paragraph index). */
  x: number;
  y: number;
  fontSize: number;
  bold: boolean;
  /** 0 for single-column pages; 0/1 for left/right column of a two-column page. */
  column: number;
  /** Width of the line's text in PDF points (PDF only); tells a wrapped line from a short one. */
  width?: number;
  /** Set for DOCX page header and footer parts: contact details, never part of a section. */
  region?: 'header' | 'footer';
}

export interface ExtractedDocument {
  kind: FileKind;
  /** Plain text, column by column, lines joined with \n. */
  text: string;
  lines: TextLine[];
  pageCount: number;
}

export type ExtractErrorCode =
  | 'UNSUPPORTED_TYPE'
  | 'ENCRYPTED'
  | 'CORRUPT'
  | 'NO_TEXT'
  | 'TOO_MANY_PAGES'
  | 'TOO_LARGE'
  | 'ZIP_BOMB'
  | 'TOO_MANY_ENTRIES'
  | 'UNSAFE_XML'
  | 'TIMEOUT'
  /** The resume is not written in English (the only language the parser reads). */
  | 'NOT_ENGLISH';

/** A typed, user-presentable failure to read a document. `message` is safe to show to the user. */
export class ExtractError extends Error {
  readonly code: ExtractErrorCode;
  constructor(code: ExtractErrorCode, message: string) {
    super(message);
    this.name = 'ExtractError';
    this.code = code;
  }
}

export interface Contact {
  email?: string;
  phone?: string;
  location?: string;
  links: string[];
}

export interface ExperienceEntry {
  title?: string;
  company?: string;
  location?: string;
  /** Date text as written, e.g. 'Jan 2020 – Present'. */
  dates?: string;
  /** Parsed years for ordering (end = null when current). */
  startYear?: number;
  endYear?: number | null;
  /** True for a role still held (its range ends 'Present'); the parser lists these first. */
  current?: boolean;
  bullets: string[];
  /** How sure the parser is of each field, 0–1 (from the model's margin); absent when a person entered it. */
  confidence?: ExperienceConfidence;
}

export interface ExperienceConfidence {
  title?: number;
  company?: number;
  dates?: number;
}

export interface EducationConfidence {
  degree?: number;
  institution?: number;
}

export interface EducationEntry {
  degree?: string;
  institution?: string;
  dates?: string;
  details: string[];
  /** How sure the parser is of each field, 0–1; absent when a person entered it. */
  confidence?: EducationConfidence;
}

export interface ProjectEntry {
  name: string;
  details: string[];
}

export interface ResumeProfile {
  name?: string;
  contact: Contact;
  summary?: string;
  skills: string[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  certifications: string[];
  projects: ProjectEntry[];
  /** Positions under Research, Leadership, Volunteering and similar headings: not employment, so not in experience. */
  otherPositions?: ExperienceEntry[];
  /** Every non-empty line of the source text, for evidence lookup and grounding. */
  lines: string[];
}

export type Seniority = 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'executive';

export interface Keyword {
  /** Canonical form from the lexicon when known ('JavaScript' for 'JS'). */
  term: string;
  weight: number;
  category?: string;
}

/** What a requirement asks for; 'eligibility' (lifting, work authorisation, a clean record) is no skill and is not judged against a resume. */
export type RequirementType = 'licence' | 'certification' | 'degree' | 'experience' | 'skill' | 'language' | 'eligibility';

export interface Requirement {
  text: string;
  kind: 'must' | 'nice';
  keywords: string[];
  type?: RequirementType;
  /** Years of experience asked for ('3+ years' → 3, '6 months' → 0.5). */
  years?: number;
  /** A recency window ('within the last 12 years' → 12): where the experience must fall, not how much. */
  withinYears?: number;
  /** 'bachelor', 'master', 'doctorate', 'associate', 'secondary', 'diploma'. */
  degreeLevel?: string;
  /** The field of a degree ('Medical Technology'). */
  degreeField?: string;
}

export interface JobAnalysis {
  company?: string;
  /** The person the posting names as its contact, as a salutation names them ('Ms. Baghdasaryan', 'Christina Finster'). */
  contact?: string;
  position?: string;
  seniority?: Seniority;
  requirements: Requirement[];
  responsibilities: string[];
  keywords: Keyword[];
}

// The reports are defined once, as zod schemas in shared (the server stores them and the client
// shows them); the engine uses their types.
export type RequirementVerdict = TMatchReport['requirements'][number];
/** score is 0-100 and deterministic; each verdict names the resume line that supports it. */
export type MatchReport = TMatchReport;
export type UnsupportedClaim = TGroundingReport['unsupported'][number];
export type GroundingReport = TGroundingReport;

export interface CoverLetterInput {
  profile: ResumeProfile;
  job: JobAnalysis;
  match: MatchReport;
  settings: StyleSettings;
  fullName?: string;
  companyName?: string;
  /** The letter's date, passed in: the engine has no clock. */
  date: Date;
  /** Different seed, different letter (regeneration). */
  seed: number;
  /** The posting as pasted, for the quality gate's copied-text check. */
  jobText?: string;
}

export interface TailoredResumeInput {
  profile: ResumeProfile;
  job: JobAnalysis;
  match: MatchReport;
  options: TailorOptions;
  /** The year 'Present' on the resume means (the day it is written); else the latest year the resume writes. */
  referenceYear?: number;
}

export interface Writer {
  readonly name: string;
  writeCoverLetter(input: CoverLetterInput, signal?: AbortSignal): Promise<string>;
  writeTailoredResume(input: TailoredResumeInput, signal?: AbortSignal): Promise<string>;
}
