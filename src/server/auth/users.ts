// Account actions shared by auth, admin and the CLI.
import { eq, inArray, sql } from 'drizzle-orm';
import type { TUser } from '../../shared/auth.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isPremiumAt } from '../plans/premium.ts';
import { hashPassword } from './password.ts';

export type UserRow = typeof users.$inferSelect;

export function toApiUser(row: UserRow, now: Date): TUser {
  const premium = isPremiumAt(row, now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    isAdmin: row.isAdmin,
    isPremium: premium,
    subscriptionTier: premium ? (row.subscriptionTier ?? null) : null,
    premiumUntil: row.premiumUntil ? row.premiumUntil.toISOString() : null,
    premiumSource: premium ? (row.premiumSource ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function createUser(ctx: AppContext, username: string, password: string): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const isAdmin = ctx.config.ADMIN_USERNAMES.some((n) => n.toLowerCase() === username.toLowerCase());
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ username, passwordHash, isAdmin, createdAt: ctx.now() })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'Username already exists');
    throw err;
  }
}

export { isUniqueViolation };

/** ADMIN_USERNAMES marks existing accounts admin at start-up (new ones when they register). */
export async function promoteConfiguredAdmins(ctx: AppContext): Promise<void> {
  const names = ctx.config.ADMIN_USERNAMES.map((n) => n.toLowerCase());
  if (names.length === 0) return;
  await ctx.db
    .update(users)
    .set({ isAdmin: true })
    .where(inArray(sql`lower(${users.username})`, names));
}
