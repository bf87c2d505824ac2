// Free-plan daily units: one atomic statement takes a unit, so no interleaving of concurrent
// requests (on any number of app processes) can ever exceed the limit.
import { and, eq, sql } from 'drizzle-orm';
import { DAILY_LIMIT_MESSAGE } from '../../shared/letters.ts';
import type { TUsageLimit } from '../../shared/usage.ts';
import type { AppContext } from '../app-context.ts';
import { usageCounters } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { getFreeDailyLimits, type FreeDailyLimits } from '../settings/app-settings.ts';

export type UsageKind = 'cover_letter' | 'tailored_resume';

const DAY_MS = 86_400_000;

/** A unit taken for one generation; give it back with releaseDailyUnit if the work fails. */
export interface Reservation {
  userId: number;
  kind: UsageKind;
  /** UTC day the unit was taken from (a release after midnight returns it to that day). */
  day: string | null;
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Human text until the next UTC midnight: '5 hours 12 minutes', '1 hour', '3 minutes'. */
export function formatTimeUntilReset(now: Date): string {
  const next = Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS;
  const totalMinutes = Math.max(1, Math.ceil((next - now.getTime()) / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

function limitFor(limits: FreeDailyLimits, kind: UsageKind): number {
  return kind === 'cover_letter' ? limits.coverLetter : limits.tailoredResume;
}

export function dailyLimitError(limit: number, now: Date): AppError {
  return new AppError('LIMIT_REACHED', DAILY_LIMIT_MESSAGE, {
    limit: { daily: limit, nextResetTime: formatTimeUntilReset(now) },
  });
}

/**
 * Takes one unit of today's free allowance, or throws the 403 daily-limit error.
 * Premium accounts (isPremium) are not counted and get a no-op reservation.
 */
export async function reserveDailyUnit(
  ctx: AppContext,
  userId: number,
  kind: UsageKind,
  isPremium: boolean,
): Promise<Reservation> {
  if (isPremium) return { userId, kind, day: null };
  const now = ctx.now();
  const day = utcDay(now);
  const limit = limitFor(await getFreeDailyLimits(ctx.db), kind);
  if (limit <= 0) throw dailyLimitError(limit, now);
  const rows = await ctx.db
    .insert(usageCounters)
    .values({ userId, day, kind, used: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.day, usageCounters.kind],
      set: { used: sql`${usageCounters.used} + 1` },
      setWhere: sql`${usageCounters.used} < ${limit}`,
    })
    .returning({ used: usageCounters.used });
  if (rows.length === 0) throw dailyLimitError(limit, now);
  return { userId, kind, day };
}

/** Gives back a unit taken by reserveDailyUnit (the generation failed). Never throws. */
export async function releaseDailyUnit(ctx: AppContext, r: Reservation): Promise<void> {
  if (r.day === null) return;
  try {
    await ctx.db
      .update(usageCounters)
      .set({ used: sql`greatest(${usageCounters.used} - 1, 0)` })
      .where(and(eq(usageCounters.userId, r.userId), eq(usageCounters.day, r.day), eq(usageCounters.kind, r.kind)));
  } catch (err) {
    ctx.logger.error({ err, userId: r.userId, kind: r.kind }, 'could not release a daily unit');
  }
}

export async function readUsedToday(ctx: AppContext, userId: number, kind: UsageKind): Promise<number> {
  const [row] = await ctx.db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.day, utcDay(ctx.now())), eq(usageCounters.kind, kind)))
    .limit(1);
  return row?.used ?? 0;
}

/** GET /api/subscription/usage-limit: the cover-letter counter, plus the tailored-resume one. */
export async function getUsageLimit(ctx: AppContext, userId: number, isPremium: boolean): Promise<TUsageLimit> {
  const limits = await getFreeDailyLimits(ctx.db);
  const [used, tailoredUsed] = await Promise.all([
    readUsedToday(ctx, userId, 'cover_letter'),
    readUsedToday(ctx, userId, 'tailored_resume'),
  ]);
  return {
    isPremium,
    used,
    limit: limits.coverLetter,
    remainingToday: Math.max(0, limits.coverLetter - used),
    nextResetTime: formatTimeUntilReset(ctx.now()),
    tailoredResume: {
      used: tailoredUsed,
      limit: limits.tailoredResume,
      remainingToday: Math.max(0, limits.tailoredResume - tailoredUsed),
    },
  };
}
