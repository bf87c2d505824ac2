// The user's control over their own data: a full export, and deletion of the account with
// everything in it (rows cascade from users; sessions go with it).
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { toApiUser } from '../auth/users.ts';
import type { BillingProvider } from '../billing/provider.ts';
import { findCurrentSubscription } from '../billing/plan-service.ts';
import { deleteOriginals } from '../documents/original-store.ts';
import { coverLetters, payments, resumes, subscriptions, tailoredResumes, usageCounters, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Everything stored about the account, except secrets (password hash, session tokens) and file bytes. */
export async function exportAccountData(ctx: AppContext, userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  const [letters, tailored, originals, usage, subs, paid] = await Promise.all([
    ctx.db.select().from(coverLetters).where(eq(coverLetters.userId, userId)).orderBy(desc(coverLetters.createdAt), desc(coverLetters.id)),
    ctx.db.select().from(tailoredResumes).where(eq(tailoredResumes.userId, userId)).orderBy(desc(tailoredResumes.createdAt), desc(tailoredResumes.id)),
    ctx.db
      .select({
        id: resumes.id,
        filename: resumes.filename,
        kind: resumes.kind,
        sizeBytes: resumes.sizeBytes,
        extractedText: resumes.extractedText,
        profile: resumes.profile,
        // The user's own correction of the profile is their data too.
        correctedProfile: resumes.correctedProfile,
        correctedAt: resumes.correctedAt,
        createdAt: resumes.createdAt,
      })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .orderBy(desc(resumes.createdAt), desc(resumes.id)),
    ctx.db.select().from(usageCounters).where(eq(usageCounters.userId, userId)),
    ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ctx.db.select().from(payments).where(eq(payments.userId, userId)),
  ]);
  return {
    exportedAt: ctx.now().toISOString(),
    account: toApiUser(user, ctx.now()),
    coverLetters: letters.map((l) => ({
      id: l.id,
      content: l.content,
      jobDescription: l.jobDescription,
      companyName: l.companyName,
      fullName: l.fullName,
      customFilename: l.customFilename,
      settings: l.settings,
      match: l.match,
      writer: l.writer,
      isRegenerated: l.isRegenerated,
      regeneratedFromId: l.regeneratedFromId,
      resumeId: l.resumeId,
      createdAt: l.createdAt.toISOString(),
    })),
    tailoredResumes: tailored.map((t) => ({
      id: t.id,
      filename: t.filename,
      originalKind: t.originalKind,
      content: t.content,
      jobDescription: t.jobDescription,
      roleType: t.roleType,
      preferredLength: t.preferredLength,
      options: t.options,
      match: t.match,
      resumeId: t.resumeId,
      createdAt: t.createdAt.toISOString(),
    })),
    resumes: originals.map((r) => ({ ...r, correctedAt: r.correctedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })),
    usage: usage.map((u) => ({ day: u.day, kind: u.kind, used: u.used })),
    subscriptions: subs.map((s) => ({
      provider: s.provider,
      tier: s.tier,
      status: s.status,
      currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      createdAt: s.createdAt.toISOString(),
    })),
    payments: paid.map((p) => ({
      provider: p.provider,
      amountCents: p.amountCents,
      currency: p.currency,
      tier: p.tier,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/**
 * Deletes the account after the user typed their username. Every row that belongs to it goes with
 * the users row (ON DELETE CASCADE): sessions, resumes, letters, tailored resumes,
 * usage counters, subscriptions, checkout sessions. Payment records stay for bookkeeping with
 * user_id set to null (no longer linked to any person). Original files kept on disk (PGlite mode)
 * are removed after the commit.
 */
export async function deleteAccount(ctx: AppContext, billing: BillingProvider, userId: number, confirmUsername: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  if (confirmUsername.trim() !== user.username) {
    throw new AppError('BAD_REQUEST', 'The username you typed does not match your account.');
  }
  // A card subscription must not renew for an account that no longer exists: stop it at the
  // provider first, and keep the account if that fails (the user can try again).
  const sub = await findCurrentSubscription(ctx.db, userId, billing.name);
  if (sub && !sub.cancelAtPeriodEnd && ['active', 'trialing', 'past_due'].includes(sub.status)) {
    try {
      await billing.cancelAtPeriodEnd(user, sub);
    } catch (err) {
      ctx.logger.error({ err, userId }, 'could not cancel the subscription before deleting the account');
      throw new AppError('BAD_GATEWAY', 'We could not cancel your subscription with the payment provider. Please try again in a moment.');
    }
  }
  // The resumes go first, explicitly, so their files are known; the files are removed after the commit.
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx.delete(resumes).where(eq(resumes.userId, userId)).returning({ storageKey: resumes.storageKey });
    await tx.delete(users).where(eq(users.id, userId));
    return rows;
  });
  await deleteOriginals(ctx, removed.map((r) => r.storageKey));
}
