// Sessions: a random token in an httpOnly cookie, only its SHA-256 in the database, sliding expiry.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from '../app-context.ts';
import { sessions, users } from '../db/schema.ts';

export const SESSION_COOKIE = 'applykit_session';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function secureCookies(ctx: AppContext, c: Context): boolean {
  if (ctx.config.SECURE_COOKIES !== undefined) return ctx.config.SECURE_COOKIES;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return ctx.config.TRUST_PROXY && c.req.header('x-forwarded-proto') === 'https';
}

function writeCookie(ctx: AppContext, c: Context, token: string, expires: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(ctx, c),
    path: '/',
    expires,
  });
}

/**
 * Always a new token (rotation on login; a client-supplied cookie is never adopted). The account's
 * expired sessions are deleted at the same time, so rows do not pile up for people who sign in often.
 */
export async function startSession(ctx: AppContext, c: Context, userId: number): Promise<void> {
  const old = getCookie(c, SESSION_COOKIE);
  if (old) await ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(old)));
  await ctx.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, ctx.now())));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now().getTime() + SESSION_DAYS * DAY_MS);
  await ctx.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, createdAt: ctx.now() });
  writeCookie(ctx, c, token, expiresAt);
}

export async function endSession(ctx: AppContext, c: Context): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** Resolves the cookie to a user; extends the expiry at most once a day (sliding window). */
export async function readSession(ctx: AppContext, c: Context) {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, id: users.id, username: users.username, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < (SESSION_DAYS - 1) * DAY_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    await ctx.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
    writeCookie(ctx, c, token, expiresAt);
  }
  return { id: row.id, username: row.username, isAdmin: row.isAdmin, sessionId: row.sessionId };
}
