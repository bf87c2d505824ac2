// Admin actions on accounts: list, edit profile, grant premium, promote/demote admins.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  TAdminAccount,
  TAdminUpdateUserRequest,
  TAdminUser,
  TGrantPremiumResponse,
} from '../../shared/admin.ts';
import { ZAdminUpdateUserRequest } from '../../shared/admin.ts';
import type { SessionUser } from '../app-context.ts';
import { isUniqueViolation, toApiUser, type UserRow } from '../auth/users.ts';
import type { Db } from '../db/open-database.ts';
import { coverLetters, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { grantPremiumDays } from '../plans/grant-premium.ts';
import { recordAudit } from './audit-log.ts';

export const LAST_ADMIN_MESSAGE = 'Cannot remove the last admin. Promote another admin first.';

function toAdminUser(row: UserRow, coverLetterCount: number, now: Date): TAdminUser {
  const api = toApiUser(row, now);
  return {
    id: api.id,
    username: api.username,
    email: api.email,
    fullName: api.fullName,
    createdAt: api.createdAt,
    isPremium: api.isPremium,
    subscriptionTier: api.subscriptionTier,
    premiumUntil: api.premiumUntil,
    premiumSource: api.premiumSource,
    coverLetterCount,
    isAdmin: api.isAdmin,
  };
}

const letterCounts = (db: Db) =>
  db
    .select({ userId: coverLetters.userId, n: count().as('n') })
    .from(coverLetters)
    .groupBy(coverLetters.userId)
    .as('letter_counts');

/** Every account, newest first, with its cover letter count (one query). */
export async function listAdminUsers(db: Db, now: Date): Promise<TAdminUser[]> {
  const counts = letterCounts(db);
  const rows = await db
    .select({ user: users, n: counts.n })
    .from(users)
    .leftJoin(counts, eq(counts.userId, users.id))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map((r) => toAdminUser(r.user, Number(r.n ?? 0), now));
}

export async function getAdminUser(db: Db, id: number, now: Date): Promise<TAdminUser> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  const [c] = await db.select({ n: count() }).from(coverLetters).where(eq(coverLetters.userId, id));
  return toAdminUser(row, Number(c?.n ?? 0), now);
}

/** Username, email and full name only; nothing else about an account is editable here. */
export async function updateUserProfile(
  db: Db,
  actor: SessionUser,
  id: number,
  input: TAdminUpdateUserRequest,
  now: Date,
): Promise<TAdminUser> {
  const next = ZAdminUpdateUserRequest.parse(input);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      if (!before) throw new AppError('NOT_FOUND', 'User not found');
      await tx
        .update(users)
        .set({ username: next.username, email: next.email, fullName: next.fullName })
        .where(eq(users.id, id));
      const changes: Record<string, { from: string | null; to: string | null }> = {};
      for (const key of ['username', 'email', 'fullName'] as const) {
        if (before[key] !== next[key]) changes[key] = { from: before[key], to: next[key] };
      }
      await recordAudit(tx, actor, { action: 'user.update', targetUserId: id, details: { changes } }, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'Username already exists');
    throw err;
  }
  return getAdminUser(db, id, now);
}

export async function grantPremium(
  db: Db,
  actor: SessionUser,
  id: number,
  days: number,
  now: Date,
): Promise<TGrantPremiumResponse> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ premiumUntil: users.premiumUntil })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!before) throw new AppError('NOT_FOUND', 'User not found');
    const after = await grantPremiumDays(tx, id, days, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'user.grant_premium',
        targetUserId: id,
        details: {
          days,
          previousPremiumUntil: before.premiumUntil?.toISOString() ?? null,
          premiumUntil: after?.premiumUntil?.toISOString() ?? null,
        },
      },
      now,
    );
  });
  const user = await getAdminUser(db, id, now);
  const until = user.premiumUntil ? user.premiumUntil.slice(0, 10) : '';
  return { message: `Granted ${days} day${days === 1 ? '' : 's'} of premium to ${user.username} (until ${until})`, user };
}

export async function listAdmins(db: Db): Promise<TAdminAccount[]> {
  return db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(sql`lower(${users.username})`));
}

/**
 * Promote or demote. The admin rows are locked first so two admins demoting each other at once
 * cannot leave the product without an admin.
 */
export async function setAdminStatus(
  db: Db,
  actor: SessionUser,
  id: number,
  isAdmin: boolean,
  now: Date,
): Promise<TAdminUser> {
  await db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    if (target.isAdmin === isAdmin) return;
    if (!isAdmin && admins.length <= 1) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
    await tx.update(users).set({ isAdmin }).where(eq(users.id, id));
    await recordAudit(
      tx,
      actor,
      { action: 'user.set_admin', targetUserId: id, details: { isAdmin, username: target.username } },
      now,
    );
  });
  return getAdminUser(db, id, now);
}
