// Business constants from SPEC.md section 9. One place; both sides import them.
export const PRODUCT_NAME = 'ApplyKit';
export const FREE_DAILY_LIMIT = 3;
export const DEFAULT_RESET_TEXT = '24 hours';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024; // 5242880
/** Pages a resume PDF may have. */
export const MAX_RESUME_PAGES = 10;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
export const TAILORED_JD_MIN = 30;
export const TAILORED_JD_MAX = 10_000;
export const COVER_LETTER_JD_MAX = 20_000;
export const MAX_DOWNLOAD_CONTENT_CHARS = 100_000;
export const RECOMMENDED_MAX_WORDS = 400;
export const TAILORED_TIMEOUT_MS = 60_000;
export const MIN_CLEANED_RESULT_LENGTH = 50;
export const FILENAME_PREFIX = 'CoverLetter_';
export const DEFAULT_GRANT_DAYS = 30;

export const PLANS = {
  monthly: { key: 'monthly', name: 'Monthly', price: 4.99, priceCents: 499, interval: 'month', description: 'Unlimited cover letters, billed monthly' },
  yearly: { key: 'yearly', name: 'Yearly', price: 49.99, priceCents: 4999, interval: 'year', description: 'Unlimited cover letters, billed annually (save 16%)' },
} as const;
export type PlanKey = keyof typeof PLANS;

export const PREVIEW = { jobDescription: 100, letter: 150, tailored: 150, original: 200 } as const;
