// Dashboard figures, computed in SQL (DESIGN.md "Money figures"). Days are UTC; the clock is the app's.
import { sql, type SQL } from 'drizzle-orm';
import type { TContentMetrics, TDayCount, TFinancialMetrics, TUserMetrics } from '../../shared/admin.ts';
import { PLANS } from '../../shared/constants.ts';
import type { Db } from '../db/open-database.ts';

export const CHART_DAYS = 30;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer raw queries with { rows }.
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * Count per UTC day over the last CHART_DAYS days (today included), zero days included, oldest first.
 * The series is of plain timestamps read as UTC, so the session time zone cannot shift the buckets.
 */
async function countByDay(db: Db, table: 'users' | 'cover_letters', now: Date): Promise<TDayCount[]> {
  const today = now.toISOString().slice(0, 10);
  const rows = await rowsOf<{ day: string; count: number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(t.id)::int as count
        from generate_series(${today}::timestamp - make_interval(days => ${CHART_DAYS - 1}), ${today}::timestamp, interval '1 day') as d(day)
        left join ${sql.identifier(table)} t
          on t.created_at >= d.day at time zone 'UTC' and t.created_at < (d.day + interval '1 day') at time zone 'UTC'
        group by d.day
        order by d.day`,
  );
  return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
}

export async function getUserMetrics(db: Db, now: Date): Promise<TUserMetrics> {
  const [row] = await rowsOf<{ total: number; premium: number; pct: number }>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where premium_until > ${now.toISOString()}::timestamptz)::int as premium,
               coalesce(round(100.0 * count(*) filter (where premium_until > ${now.toISOString()}::timestamptz)
                              / nullif(count(*), 0), 2), 0)::float8 as pct
        from users`,
  );
  return {
    totalUsers: Number(row?.total ?? 0),
    premiumUsers: Number(row?.premium ?? 0),
    premiumPercentage: Number(row?.pct ?? 0),
    signupsByDay: await countByDay(db, 'users', now),
  };
}

export async function getContentMetrics(db: Db, now: Date): Promise<TContentMetrics> {
  const [row] = await rowsOf<{ users: number; resumes: number; letters: number; tailored: number; per_user: number; per_resume: number }>(
    db,
    sql`with c as (
          select (select count(*) from users) as users,
                 (select count(*) from resumes) as resumes,
                 (select count(*) from cover_letters) as letters,
                 (select count(*) from tailored_resumes) as tailored
        )
        select users::int, resumes::int, letters::int, tailored::int,
               coalesce(round(letters::numeric / nullif(users, 0), 2), 0)::float8 as per_user,
               coalesce(round(letters::numeric / nullif(resumes, 0), 2), 0)::float8 as per_resume
        from c`,
  );
  return {
    totalResumes: Number(row?.resumes ?? 0),
    totalCoverLetters: Number(row?.letters ?? 0),
    totalTailoredResumes: Number(row?.tailored ?? 0),
    avgLettersPerUser: Number(row?.per_user ?? 0),
    avgLettersPerResume: Number(row?.per_resume ?? 0),
    lettersByDay: await countByDay(db, 'cover_letters', now),
  };
}

/**
 * Total revenue = sum of recorded payments; MRR = active paid subscriptions (active or trialing,
 * period end in the future) normalised to a month at the plan prices; ARR = 12 × MRR;
 * LTV = total revenue / accounts that ever paid; conversion = premium accounts / all accounts.
 */
export async function getFinancialMetrics(db: Db, now: Date): Promise<TFinancialMetrics> {
  const nowIso = now.toISOString();
  const [row] = await rowsOf<{
    revenue: number;
    mrr: number;
    arr: number;
    ltv: number;
    conversion: number;
    payers: number;
    active: number;
  }>(
    db,
    sql`with rev as (
          select coalesce(sum(amount_cents), 0)::numeric as cents,
                 count(distinct user_id) as payers
          from payments
        ),
        subs as (
          select coalesce(sum(case tier
                   when 'monthly' then ${PLANS.monthly.priceCents}::numeric
                   when 'yearly' then ${PLANS.yearly.priceCents}::numeric / 12
                   else 0 end), 0) as cents,
                 count(*) as active
          from subscriptions
          where status in ('active', 'trialing') and current_period_end > ${nowIso}::timestamptz
        ),
        acc as (
          select count(*) as total,
                 count(*) filter (where premium_until > ${nowIso}::timestamptz) as premium
          from users
        )
        select round(rev.cents / 100, 2)::float8 as revenue,
               round(subs.cents / 100, 2)::float8 as mrr,
               round(subs.cents * 12 / 100, 2)::float8 as arr,
               coalesce(round(rev.cents / 100 / nullif(rev.payers, 0), 2), 0)::float8 as ltv,
               coalesce(round(100.0 * acc.premium / nullif(acc.total, 0), 2), 0)::float8 as conversion,
               rev.payers::int as payers,
               subs.active::int as active
        from rev, subs, acc`,
  );
  return {
    totalRevenue: Number(row?.revenue ?? 0),
    mrr: Number(row?.mrr ?? 0),
    arr: Number(row?.arr ?? 0),
    ltv: Number(row?.ltv ?? 0),
    conversionRate: Number(row?.conversion ?? 0),
    payingAccounts: Number(row?.payers ?? 0),
    activeSubscriptions: Number(row?.active ?? 0),
  };
}
