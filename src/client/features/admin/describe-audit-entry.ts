import type { TAuditEntry } from '../../../shared/admin.ts';

const FIELD_LABEL: Record<string, string> = { username: 'username', email: 'email', fullName: 'full name' };
const show = (v: unknown) => (v === null || v === undefined || v === '' ? '(empty)' : String(v));

/** One readable sentence per audit entry, e.g. 'Granted 30 days of premium to ada'. */
export function describeAuditEntry(e: TAuditEntry): string {
  const target = e.targetUsername ?? (e.targetUserId !== null ? `account #${e.targetUserId}` : 'an account');
  const d = (e.details ?? {}) as Record<string, unknown>;
  switch (e.action) {
    case 'user.update': {
      const changes = Object.entries((d.changes ?? {}) as Record<string, { from: unknown; to: unknown }>);
      if (changes.length === 0) return `Saved ${target}'s profile without changes`;
      return `Edited ${target}: ${changes.map(([k, c]) => `${FIELD_LABEL[k] ?? k} ${show(c.from)} → ${show(c.to)}`).join(', ')}`;
    }
    case 'user.grant_premium':
      return `Granted ${show(d.days)} day${d.days === 1 ? '' : 's'} of premium to ${target}`;
    case 'user.set_admin':
      return d.isAdmin ? `Made ${target} an admin` : `Removed admin access from ${target}`;
    case 'settings.update': {
      const lim = (d.freeDailyLimits ?? {}) as { from?: Record<string, unknown>; to?: Record<string, unknown> };
      const parts = (
        [
          ['coverLetter', 'cover letters'],
          ['tailoredResume', 'tailored resumes'],
        ] as const
      )
        .filter(([k]) => lim.from?.[k] !== lim.to?.[k])
        .map(([k, label]) => `${label} ${show(lim.from?.[k])} → ${show(lim.to?.[k])}`);
      return parts.length ? `Changed free daily limits: ${parts.join(', ')}` : 'Saved free daily limits without changes';
    }
    default:
      return `${e.action} on ${target}`;
  }
}
