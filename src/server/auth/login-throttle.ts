// Slows password guessing without letting anyone lock a real user out. Two counters, both keyed by
// the client address: one per (account, address) and one per address. A user signing in from an
// address that has not failed is never refused, whatever others do to their account elsewhere.
// Each attempt is taken (counted, under a row lock) BEFORE the password is verified, so parallel
// attempts cannot all slip past the check; a successful login gives its attempts back.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { loginThrottle } from '../db/schema.ts';
import { AppError } from '../errors.ts';

const WINDOW_MS = 15 * 60_000;
const MAX_BLOCK_MS = 5 * 60_000;

export type ThrottleKind = 'account' | 'ip';
export interface ThrottleKey {
  key: string;
  kind: ThrottleKind;
}
/** Attempts allowed back to back before each further one must wait (doubling from 1 s). */
const FREE_ATTEMPTS: Record<ThrottleKind, number> = { account: 5, ip: 30 };

export function throttleKeys(username: string, ip: string | undefined): ThrottleKey[] {
  const address = ip ?? 'unknown';
  return [
    { key: `a:${address}|${username.toLowerCase()}`, kind: 'account' },
    { key: `ip:${address}`, kind: 'ip' },
  ];
}

function tooMany(seconds: number): AppError {
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed login attempts. Please wait ${seconds} seconds and try again.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Takes one attempt from every key, atomically (row lock per key inside one transaction), or
 * throws 429 if any key is blocked; a refused attempt takes nothing. The attempt that reaches a
 * key's allowance blocks the next one for 1 s, doubling per further attempt up to 5 minutes.
 */
export async function takeLoginAttempt(ctx: AppContext, keys: ThrottleKey[]): Promise<void> {
  const now = ctx.now();
  const windowFloor = new Date(now.getTime() - WINDOW_MS);
  const waitMs = await ctx.db.transaction(async (tx) => {
    const rows = [];
    for (const { key } of keys) {
      await tx.insert(loginThrottle).values({ key, failures: 0, windowStart: now }).onConflictDoNothing();
      const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update');
      rows.push(row!);
    }
    const blocked = rows.map((r) => (r.blockedUntil && r.blockedUntil > now ? r.blockedUntil.getTime() - now.getTime() : 0));
    const longest = Math.max(0, ...blocked);
    if (longest > 0) return longest;
    for (const [i, row] of rows.entries()) {
      const lapsed = row.windowStart < windowFloor;
      const attempts = (lapsed ? 0 : row.failures) + 1;
      const over = attempts - FREE_ATTEMPTS[keys[i]!.kind];
      await tx
        .update(loginThrottle)
        .set({
          failures: attempts,
          windowStart: lapsed ? now : row.windowStart,
          blockedUntil: over >= 0 ? new Date(now.getTime() + Math.min(MAX_BLOCK_MS, 1000 * 2 ** over)) : null,
        })
        .where(eq(loginThrottle.key, row.key));
    }
    return 0;
  });
  if (waitMs > 0) throw tooMany(Math.ceil(waitMs / 1000));
}

/** A correct password: this account from this address starts afresh, and the address's attempt is returned. */
export async function settleLoginSuccess(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const { key, kind } of keys) {
    if (kind === 'account') {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    } else {
      await db
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
        .where(eq(loginThrottle.key, key));
    }
  }
}

const SIGNUP_WINDOW_MS = 60 * 60_000;

/**
 * Counts a sign-up from this address (one atomic upsert) and refuses once the hourly allowance is
 * spent: every account brings its own free daily letters, so unlimited sign-ups multiply them.
 */
export async function takeSignupAttempt(ctx: AppContext, ip: string | undefined, perHour: number): Promise<void> {
  const now = ctx.now();
  const floor = new Date(now.getTime() - SIGNUP_WINDOW_MS).toISOString();
  const lapsed = sql`${loginThrottle.windowStart} < ${floor}::timestamptz`;
  const [row] = await ctx.db
    .insert(loginThrottle)
    .values({ key: `signup:${ip ?? 'unknown'}`, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${lapsed} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${lapsed} then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
      },
    })
    .returning();
  if ((row?.failures ?? 0) > perHour) {
    const seconds = Math.max(1, Math.ceil((row!.windowStart.getTime() + SIGNUP_WINDOW_MS - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', 'Too many new accounts from this address. Please try again later.', undefined, {
      'Retry-After': String(seconds),
    });
  }
}
