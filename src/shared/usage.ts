// Daily usage of the free plan (GET /api/subscription/usage-limit) and the account data API.
import { z } from 'zod';

export const ZUsageLimit = z.object({
  isPremium: z.boolean(),
  used: z.number(),
  /** Free daily limit (cover letters). */
  limit: z.number(),
  remainingToday: z.number(),
  /** Human text until the next UTC midnight, e.g. '5 hours 12 minutes'. */
  nextResetTime: z.string(),
  tailoredResume: z
    .object({ used: z.number(), limit: z.number(), remainingToday: z.number() })
    .optional(),
});
export type TUsageLimit = z.infer<typeof ZUsageLimit>;

/** DELETE /api/account (JSON). */
export const ZDeleteAccountRequest = z.object({
  confirmUsername: z.string({ error: 'Type your username to confirm' }).min(1, 'Type your username to confirm'),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
