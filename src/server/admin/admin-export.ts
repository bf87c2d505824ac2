// Export Data: one CSV with a metrics block and a users block, safe to open in a spreadsheet.
import type { Db } from '../db/open-database.ts';
import { listAdminUsers } from './admin-users.ts';
import { getContentMetrics, getFinancialMetrics, getUserMetrics } from './admin-metrics.ts';

type Cell = string | number | boolean | null | undefined;

/** A leading = + - @ tab or CR makes spreadsheets evaluate a cell as a formula (CSV injection). */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_LEAD.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRows(rows: Cell[][]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
}

export async function buildExportCsv(db: Db, now: Date): Promise<string> {
  const [userM, contentM, moneyM, users] = await Promise.all([
    getUserMetrics(db, now),
    getContentMetrics(db, now),
    getFinancialMetrics(db, now),
    listAdminUsers(db, now),
  ]);
  const metrics: Cell[][] = [
    ['Metric', 'Value'],
    ['Exported at', now.toISOString()],
    ['Total users', userM.totalUsers],
    ['Premium users', userM.premiumUsers],
    ['Premium percentage', userM.premiumPercentage.toFixed(2)],
    ['Total resumes', contentM.totalResumes],
    ['Total cover letters', contentM.totalCoverLetters],
    ['Total tailored resumes', contentM.totalTailoredResumes],
    ['Avg. letters per user', contentM.avgLettersPerUser.toFixed(2)],
    ['Avg. letters per resume', contentM.avgLettersPerResume.toFixed(2)],
    ['Total revenue (USD)', moneyM.totalRevenue.toFixed(2)],
    ['MRR (USD)', moneyM.mrr.toFixed(2)],
    ['ARR (USD)', moneyM.arr.toFixed(2)],
    ['Lifetime value (USD)', moneyM.ltv.toFixed(2)],
    ['Conversion rate (%)', moneyM.conversionRate.toFixed(2)],
  ];
  const userRows: Cell[][] = [
    ['ID', 'Username', 'Email', 'Full name', 'Created', 'Status', 'Subscription tier', 'Premium until', 'Premium source', 'Cover letters', 'Admin'],
    ...users.map((u) => [
      u.id,
      u.username,
      u.email,
      u.fullName,
      u.createdAt,
      u.isPremium ? 'Premium' : 'Free',
      u.subscriptionTier,
      u.premiumUntil,
      u.premiumSource,
      u.coverLetterCount,
      u.isAdmin ? 'yes' : 'no',
    ]),
  ];
  // BOM so spreadsheet apps read UTF-8 names correctly; a blank line separates the two blocks.
  return `\uFEFF${csvRows(metrics)}\r\n\r\n${csvRows(userRows)}\r\n`;
}
