// Admin API contracts (SPEC.md sections 3, 5, 7): one zod schema for the form and the server.
import { z } from 'zod';
import { USERNAME_PATTERN } from './constants.ts';

/** GET /api/admin/check-admin-status */
export const ZAdminStatus = z.object({ isAdmin: z.boolean() });
export type TAdminStatus = z.infer<typeof ZAdminStatus>;

/** Admin user row (GET /api/admin/users, PUT answer, grant answer). */
export const ZAdminUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  createdAt: z.string(),
  isPremium: z.boolean(),
  subscriptionTier: z.enum(['monthly', 'yearly']).nullable(),
  premiumUntil: z.string().nullable(),
  premiumSource: z.enum(['stripe', 'local', 'admin']).nullable(),
  coverLetterCount: z.number(),
  isAdmin: z.boolean(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** PUT /api/admin/users/{id}: only these three fields; any other key is refused. */
export const ZAdminUpdateUserRequest = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .regex(USERNAME_PATTERN, 'Username must be 3-32 characters: letters, digits, dot, underscore or hyphen'),
  email: optionalText(254, 'Email').refine((v) => v === null || z.email().safeParse(v).success, 'Enter a valid email address'),
  fullName: optionalText(100, 'Full name'),
});
export type TAdminUpdateUserRequest = z.input<typeof ZAdminUpdateUserRequest>;

export const MAX_GRANT_DAYS = 3650;

/** POST /api/admin/users/{id}/grant-premium */
export const ZGrantPremiumRequest = z.strictObject({
  days: z
    .number({ error: 'Days must be a whole number of at least 1' })
    .int('Days must be a whole number of at least 1')
    .min(1, 'Days must be a whole number of at least 1')
    .max(MAX_GRANT_DAYS, `Days must be at most ${MAX_GRANT_DAYS}`),
});
export type TGrantPremiumRequest = z.infer<typeof ZGrantPremiumRequest>;

export const ZGrantPremiumResponse = z.object({ message: z.string(), user: ZAdminUser });
export type TGrantPremiumResponse = z.infer<typeof ZGrantPremiumResponse>;

/** POST /api/admin/users/{id}/admin */
export const ZSetAdminRequest = z.strictObject({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
});
export type TSetAdminRequest = z.infer<typeof ZSetAdminRequest>;

/** GET /api/admin/admins */
export const ZAdminAccount = z.object({ id: z.number(), username: z.string(), email: z.string().nullable() });
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

export const ZDayCount = z.object({ day: z.string(), count: z.number() });
export type TDayCount = z.infer<typeof ZDayCount>;

/** GET /api/admin/metrics/users */
export const ZUserMetrics = z.object({
  totalUsers: z.number(),
  premiumUsers: z.number(),
  /** 0-100. */
  premiumPercentage: z.number(),
  /** Last 30 UTC days, oldest first, zero days included. */
  signupsByDay: z.array(ZDayCount),
});
export type TUserMetrics = z.infer<typeof ZUserMetrics>;

/** GET /api/admin/metrics/content */
export const ZContentMetrics = z.object({
  totalResumes: z.number(),
  totalCoverLetters: z.number(),
  totalTailoredResumes: z.number(),
  avgLettersPerUser: z.number(),
  avgLettersPerResume: z.number(),
  lettersByDay: z.array(ZDayCount),
});
export type TContentMetrics = z.infer<typeof ZContentMetrics>;

/** GET /api/admin/metrics/financial. Money in US dollars; conversionRate 0-100. */
export const ZFinancialMetrics = z.object({
  totalRevenue: z.number(),
  mrr: z.number(),
  arr: z.number(),
  ltv: z.number(),
  conversionRate: z.number(),
  payingAccounts: z.number(),
  activeSubscriptions: z.number(),
});
export type TFinancialMetrics = z.infer<typeof ZFinancialMetrics>;

/** GET/PUT /api/admin/settings: free daily limits read by the limit checks. */
export const ZAdminSettings = z.strictObject({
  coverLetter: z
    .number({ error: 'Enter a whole number from 0 to 1000' })
    .int('Enter a whole number from 0 to 1000')
    .min(0, 'Enter a whole number from 0 to 1000')
    .max(1000, 'Enter a whole number from 0 to 1000'),
  tailoredResume: z
    .number({ error: 'Enter a whole number from 0 to 1000' })
    .int('Enter a whole number from 0 to 1000')
    .min(0, 'Enter a whole number from 0 to 1000')
    .max(1000, 'Enter a whole number from 0 to 1000'),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

export const AUDIT_ACTIONS = ['user.update', 'user.grant_premium', 'user.set_admin', 'settings.update'] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit-log: latest 100, newest first. */
export const ZAuditEntry = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorUsername: z.string(),
  action: z.string(),
  targetUserId: z.number().nullable(),
  targetUsername: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
