// Slows brute force without locking a real user out for long: after a few failures per username
// (or many per IP) within 15 minutes, each further attempt must wait, doubling up to 5 minutes.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { loginThrottle } from '../db/schema.ts';
import { AppError } from '../errors.ts';

const WINDOW_MS = 15 * 60_000;
const FREE_FAILURES = { user: 5, ip: 30 } as const;
const MAX_BLOCK_MS = 5 * 60_000;

export function throttleKeys(username: string, ip: string | undefined): { key: string; kind: 'user' | 'ip' }[] {
  const keys: { key: string; kind: 'user' | 'ip' }[] = [{ key: `u:${username.toLowerCase()}`, kind: 'user' }];
  if (ip) keys.push({ key: `ip:${ip}`, kind: 'ip' });
  return keys;
}

export async function assertNotThrottled(ctx: AppContext, keys: { key: string }[]): Promise<void> {
  const now = ctx.now();
  for (const { key } of keys) {
    const [row] = await ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).limit(1);
    if (row?.blockedUntil && row.blockedUntil > now) {
      const seconds = Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many failed login attempts. Please wait ${seconds} seconds and try again.`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
  }
}

export async function recordLoginFailure(ctx: AppContext, keys: { key: string; kind: 'user' | 'ip' }[]): Promise<void> {
  const now = ctx.now();
  const windowFloor = new Date(now.getTime() - WINDOW_MS);
  for (const { key, kind } of keys) {
    // One statement: start a new window if the old one lapsed, else count the failure.
    const [row] = await ctx.db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStart} < ${windowFloor.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
          windowStart: sql`case when ${loginThrottle.windowStart} < ${windowFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
        },
      })
      .returning();
    const over = (row?.failures ?? 0) - FREE_FAILURES[kind];
    if (over > 0) {
      const blockMs = Math.min(MAX_BLOCK_MS, 1000 * 2 ** (over - 1));
      await ctx.db
        .update(loginThrottle)
        .set({ blockedUntil: new Date(now.getTime() + blockMs) })
        .where(eq(loginThrottle.key, key));
    }
  }
}

export async function clearLoginFailures(ctx: AppContext, username: string): Promise<void> {
  await ctx.db.delete(loginThrottle).where(eq(loginThrottle.key, `u:${username.toLowerCase()}`));
}
