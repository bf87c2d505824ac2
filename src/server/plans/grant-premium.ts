// Admin-granted premium: adds days; if already premium, extends the current expiry.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { users } from '../db/schema.ts';

export async function grantPremiumDays(db: Db, userId: number, days: number, now: Date) {
  const nowIso = now.toISOString();
  // One statement so two grants at once both count.
  const [row] = await db
    .update(users)
    .set({
      premiumUntil: sql`greatest(coalesce(${users.premiumUntil}, ${nowIso}::timestamptz), ${nowIso}::timestamptz) + make_interval(days => ${days})`,
      // A paid subscription keeps its source and tier; otherwise the grant is the source.
      premiumSource: sql`case when ${users.premiumUntil} > ${nowIso}::timestamptz and ${users.premiumSource} in ('stripe','local') then ${users.premiumSource} else 'admin' end`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
