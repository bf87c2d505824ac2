// Operator-editable settings (admin 'Manage Settings'), read by the limit checks.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { FREE_DAILY_LIMIT } from '../../shared/constants.ts';
import type { Db } from '../db/open-database.ts';
import { appSettings } from '../db/schema.ts';

export const ZFreeDailyLimits = z.object({
  coverLetter: z.number().int().min(0).max(1000),
  tailoredResume: z.number().int().min(0).max(1000),
});
export type FreeDailyLimits = z.infer<typeof ZFreeDailyLimits>;

const KEY = 'free_daily_limits';
export const DEFAULT_FREE_DAILY_LIMITS: FreeDailyLimits = { coverLetter: FREE_DAILY_LIMIT, tailoredResume: FREE_DAILY_LIMIT };

export async function getFreeDailyLimits(db: Db): Promise<FreeDailyLimits> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  const parsed = ZFreeDailyLimits.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_FREE_DAILY_LIMITS;
}

export async function setFreeDailyLimits(db: Db, limits: FreeDailyLimits, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: limits, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: limits, updatedAt: now } });
}
