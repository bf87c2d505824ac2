// The admin audit trail: every admin write records who did what to whom, in the write's own transaction.
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAuditAction, TAuditEntry } from '../../shared/admin.ts';
import type { SessionUser } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { auditLog, users } from '../db/schema.ts';

export const AUDIT_LOG_PAGE = 100;

export interface AuditRecord {
  action: TAuditAction;
  targetUserId?: number | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, actor: SessionUser, entry: AuditRecord, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? null,
    createdAt: now,
  });
}

export async function listAuditLog(db: Db, limit = AUDIT_LOG_PAGE): Promise<TAuditEntry[]> {
  const target = alias(users, 'target');
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorUsername: auditLog.actorUsername,
      action: auditLog.action,
      targetUserId: auditLog.targetUserId,
      targetUsername: target.username,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    targetUsername: r.targetUsername ?? null,
    details: r.details ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
