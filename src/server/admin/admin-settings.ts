// Manage Settings: the free daily limits the limit checks read.
import type { TAdminSettings } from '../../shared/admin.ts';
import type { SessionUser } from '../app-context.ts';
import type { Db } from '../db/open-database.ts';
import { getFreeDailyLimits, setFreeDailyLimits } from '../settings/app-settings.ts';
import { recordAudit } from './audit-log.ts';

export function readAdminSettings(db: Db): Promise<TAdminSettings> {
  return getFreeDailyLimits(db);
}

export async function updateAdminSettings(
  db: Db,
  actor: SessionUser,
  next: TAdminSettings,
  now: Date,
): Promise<TAdminSettings> {
  await db.transaction(async (tx) => {
    const before = await getFreeDailyLimits(tx);
    await setFreeDailyLimits(tx, next, now);
    await recordAudit(tx, actor, { action: 'settings.update', details: { freeDailyLimits: { from: before, to: next } } }, now);
  });
  return getFreeDailyLimits(db);
}
