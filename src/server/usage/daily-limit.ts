// Free-plan daily units: one atomic statement, inside the transaction that stores the result,
// takes a unit, so no interleaving of concurrent requests (on any number of app processes) can
// exceed the limit and no failure can use one up.
import { and, eq, sql } from 'drizzle-orm';
import { DAILY_LIMIT_MESSAGE } from '../../shared/cover-letter-rules.ts';
import type { TUsageLimit } from '../../shared/usage.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { usageCounters } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { getFreeDailyLimits, type FreeDailyLimits } from '../settings/app-settings.ts';

export type UsageKind = 'cover_letter' | 'tailored_resume';

const DAY_MS = 86_400_000;

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

export interface DailyUnitOptions {
  userId: number;
  kind: UsageKind;
  /** Premium accounts are not counted. */
  isPremium: boolean;
}

/** Stores a generation's result; calls `takeUnit(tx)` inside the same transaction as the insert. */
export type TakeUnit = (tx: Db) => Promise<void>;

/**
 * Runs one generation against the free daily allowance. A request already over the limit is
 * refused before any work. The unit itself is taken by `takeUnit(tx)` in the transaction that
 * stores the result, in one atomic statement, so the unit and the letter commit together: a
 * failure or a crash anywhere before the commit leaves the allowance untouched (nothing to give
 * back), and concurrent requests can never store more than the limit.
 */
export async function withDailyUnit<T>(ctx: AppContext, opts: DailyUnitOptions, work: (takeUnit: TakeUnit) => Promise<T>): Promise<T> {
  if (opts.isPremium) return work(async () => {});
  const limit = limitFor(await getFreeDailyLimits(ctx.db), opts.kind);
  if ((await readUsedToday(ctx, opts.userId, opts.kind)) >= limit) throw dailyLimitError(limit, ctx.now());
  return work((tx) => takeDailyUnit(ctx, tx, opts.userId, opts.kind, limit));
}

async function takeDailyUnit(ctx: AppContext, tx: Db, userId: number, kind: UsageKind, limit: number): Promise<void> {
  const now = ctx.now();
  if (limit <= 0) throw dailyLimitError(limit, now);
  const rows = await tx
    .insert(usageCounters)
    .values({ userId, day: utcDay(now), kind, used: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.day, usageCounters.kind],
      set: { used: sql`${usageCounters.used} + 1` },
      setWhere: sql`${usageCounters.used} < ${limit}`,
    })
    .returning({ used: usageCounters.used });
  if (rows.length === 0) throw dailyLimitError(limit, now);
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
