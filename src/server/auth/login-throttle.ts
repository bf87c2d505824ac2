// Slows password guessing without letting anyone lock out someone else.
// - The attempt is counted atomically BEFORE the password is checked (one UPDATE … RETURNING per key), so
//   parallel guesses cannot all slip in before a block is recorded.
// - Keys are per (account, address) and per address. A correct password from an address that has not failed
//   for that account is never refused by someone else's failures; an address that fails a lot is slowed for
//   every account it tries. A success gives back the attempt it reserved.
// - After the free attempts in a 15-minute window, each further attempt waits, doubling up to 5 minutes.
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../app-context.ts';
import { loginThrottle } from '../db/schema.ts';
import { AppError } from '../errors.ts';

const WINDOW_MS = 15 * 60_000;
const FREE_ATTEMPTS = { account: 5, address: 30 } as const;
const MAX_BLOCK_MS = 5 * 60_000;

export type ThrottleKind = keyof typeof FREE_ATTEMPTS;
export interface ThrottleKey {
  key: string;
  kind: ThrottleKind;
}

/**
 * The client's address: the socket peer, or with TRUST_PROXY the right-most X-Forwarded-For entry that no trusted
 * proxy wrote (TRUST_PROXY_HOPS proxies in front). Entries further left are the client's to invent.
 */
export function clientIp(ctx: AppContext, c: Context): string | undefined {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (!ctx.config.TRUST_PROXY) return peer;
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const hops = ctx.config.TRUST_PROXY_HOPS;
  return entries[entries.length - hops] ?? entries[0] ?? peer;
}

export function throttleKeys(username: string, ip: string | undefined): ThrottleKey[] {
  const address = ip ?? 'unknown';
  return [
    { key: `ua:${username.toLowerCase()}|${address}`, kind: 'account' },
    { key: `ip:${address}`, kind: 'address' },
  ];
}

function tooMany(seconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', `Too many failed login attempts. Please wait ${seconds} seconds and try again.`, undefined, {
    'Retry-After': String(seconds),
  });
}

/** Counts this attempt on every key (atomically) and refuses it while a key is blocked. */
export async function reserveLoginAttempt(ctx: AppContext, keys: ThrottleKey[]): Promise<void> {
  const now = ctx.now();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const floorSql = sql`${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  let waitMs = 0;
  for (const { key, kind } of keys) {
    const free = FREE_ATTEMPTS[kind];
    const blocked = sql`${loginThrottle.blockedUntil} > ${nowSql}`;
    const next = sql`(case when ${loginThrottle.windowStart} < ${floorSql} then 1 else ${loginThrottle.failures} + 1 end)`;
    // SET reads the row as it was: a running block is left as it is and the attempt is not counted; otherwise the
    // attempt is counted and, past the allowance, starts the next block (1 s, 2 s, 4 s … up to 5 minutes).
    const [row] = await ctx.db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${blocked} then ${loginThrottle.failures} else ${next} end`,
          windowStart: sql`case when ${blocked} then ${loginThrottle.windowStart} when ${loginThrottle.windowStart} < ${floorSql} then ${nowSql} else ${loginThrottle.windowStart} end`,
          blockedUntil: sql`case when ${blocked} then ${loginThrottle.blockedUntil} when ${next} > ${free} then ${nowSql} + least(${MAX_BLOCK_MS}, 1000 * power(2, ${next} - ${free} - 1)) * interval '1 millisecond' else null end`,
        },
      })
      .returning();
    const until = row?.blockedUntil;
    if (!row || !until || until <= now) continue;
    // The block this attempt started lets it through (it is evaluated, the next one waits); an older one refuses it.
    const startedNow = until.getTime() === now.getTime() + Math.min(MAX_BLOCK_MS, 1000 * 2 ** (row.failures - free - 1));
    if (!startedNow) waitMs = Math.max(waitMs, until.getTime() - now.getTime());
  }
  if (waitMs > 0) throw tooMany(Math.ceil(waitMs / 1000));
}

/** A correct password: the account's slate from this address is clean, and the address gets its attempt back. */
export async function releaseLoginAttempt(ctx: AppContext, keys: ThrottleKey[]): Promise<void> {
  for (const { key, kind } of keys) {
    if (kind === 'account') await ctx.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    else await ctx.db.update(loginThrottle).set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` }).where(eq(loginThrottle.key, key));
  }
}
