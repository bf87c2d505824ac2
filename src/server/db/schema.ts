// The whole relational model. Every feature's tables live here so migrations stay one linear history.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FileKind, MatchReport, ResumeProfile } from '../../engine/types.ts';
import { PLAN_KEYS, PREMIUM_SOURCES } from '../../shared/billing.ts';
import type { TWriterReport } from '../../shared/letters.ts';
import type { TEditableProfile } from '../../shared/profile.ts';
import { RESUME_LENGTHS, ROLE_TYPES, type StyleSettings } from '../../shared/style.ts';

// JSON columns carry their TypeScript type ($type) and text columns with a closed set of values
// their enum, so reads need no casts; the database checks the enums too (migration 0003). A stored
// profile is also validated on read (read-stored-profile.ts): its shape changes with the parser.

const FILE_KINDS = ['pdf', 'docx'] as const satisfies readonly FileKind[];
export const USAGE_KINDS = ['cover_letter', 'tailored_resume'] as const;
const BILLING_PROVIDERS = ['stripe', 'local'] as const;
const CHECKOUT_STATUSES = ['open', 'complete', 'canceled'] as const;

/** The tailored resume's options as stored (the role type and length have their own columns). */
export interface StoredTailoredOptions {
  includeKeywords?: boolean;
  highlightProjects?: boolean;
  focusOnRecent?: boolean;
  /** Before writer reports were stored (writer_report), the writer's name was kept here. */
  writer?: string;
}

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer)),
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    fullName: text('full_name'),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    // Plan fields: premium is true only while premium_until is in the future (checked when read).
    subscriptionTier: text('subscription_tier', { enum: PLAN_KEYS }),
    premiumUntil: ts('premium_until'),
    premiumSource: text('premium_source', { enum: PREMIUM_SOURCES }),
    billingCustomerId: text('billing_customer_id'),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_billing_customer_idx').on(t.billingCustomerId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed-login counters per key ('u:name' or 'ip:addr'), shared by every app process. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: ts('window_start').notNull(),
  blockedUntil: ts('blocked_until'),
});

export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // The uploaded original: its bytes here (PostgreSQL, shared by every app process), or, in
    // embedded PGlite mode, a file under DATA_DIR/uploads named by storage_key (the bytes would
    // otherwise be stored on the server's own thread). Exactly one of the two is set.
    fileData: bytea('file_data'),
    storageKey: text('storage_key'),
    extractedText: text('extracted_text').notNull(),
    profile: jsonb('profile').$type<ResumeProfile>().notNull(),
    /** PROFILE_VERSION of the parser that wrote `profile`; 0 for rows stored before versions. */
    profileVersion: integer('profile_version').notNull().default(0),
    /**
     * The user's own correction of `profile` (shared/profile.ts, validated on read). A re-parse for a
     * new PROFILE_VERSION replaces `profile` only: this is the user's statement, never discarded.
     */
    correctedProfile: jsonb('corrected_profile').$type<TEditableProfile>(),
    correctedAt: ts('corrected_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('resumes_user_idx').on(t.userId),
    check('resumes_original_stored', sql`(${t.fileData} is null) <> (${t.storageKey} is null)`),
  ],
);

export const coverLetters = pgTable(
  'cover_letters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Letters keep their text when the original resume is deleted.
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    jobDescription: text('job_description').notNull(),
    companyName: text('company_name').notNull().default(''),
    fullName: text('full_name'),
    customFilename: text('custom_filename'),
    // The job posting's address when it came from the browser extension (http/https only).
    postingUrl: text('posting_url'),
    settings: jsonb('settings').$type<StyleSettings>().notNull(),
    match: jsonb('match').$type<MatchReport>(),
    writer: text('writer').notNull().default('builtin'),
    /** Which writer wrote it, whether a model's answer was replaced and why, its grounding check. */
    writerReport: jsonb('writer_report').$type<TWriterReport>(),
    isRegenerated: boolean('is_regenerated').notNull().default(false),
    regeneratedFromId: integer('regenerated_from_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('cover_letters_user_idx').on(t.userId)],
);

export const tailoredResumes = pgTable(
  'tailored_resumes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    originalKind: text('original_kind', { enum: FILE_KINDS }).notNull(), // format of the uploaded original
    content: text('content').notNull(),
    jobDescription: text('job_description').notNull(),
    roleType: text('role_type', { enum: ROLE_TYPES }).notNull(),
    preferredLength: text('preferred_length', { enum: RESUME_LENGTHS }).notNull(),
    options: jsonb('options').$type<StoredTailoredOptions>().notNull(),
    match: jsonb('match').$type<{ before?: MatchReport; after?: MatchReport }>(),
    writerReport: jsonb('writer_report').$type<TWriterReport>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('tailored_resumes_user_idx').on(t.userId)],
);

/** Daily units per account, per UTC day and kind ('cover_letter' | 'tailored_resume'). */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: USAGE_KINDS }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.kind] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    tier: text('tier', { enum: PLAN_KEYS }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: ts('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_idx').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('usd'),
    tier: text('tier'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId)],
);

/** Checkout sessions of the built-in local payment provider. */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: PLAN_KEYS }).notNull(),
  status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
  createdAt: ts('created_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
});

/** Webhook events applied, recorded in the same transaction as their effect. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
