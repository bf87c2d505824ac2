// Reading a daily-limit answer (403 { message: 'Daily limit reached', limit: { daily, nextResetTime } }).
import { DEFAULT_RESET_TEXT, FREE_DAILY_LIMIT } from '../../shared/constants.ts';
import { DAILY_LIMIT_MESSAGE } from '../../shared/cover-letter-rules.ts';
import { ApiError } from '../lib/api-client.ts';

export interface LimitInfo {
  limit: number;
  nextResetTime: string;
}

export const DEFAULT_LIMIT_INFO: LimitInfo = { limit: FREE_DAILY_LIMIT, nextResetTime: DEFAULT_RESET_TEXT };

/** Limit details from any shape; the defaults (3, '24 hours') fill whatever can't be parsed. */
export function toLimitInfo(raw: unknown): LimitInfo {
  const obj = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const daily = obj.daily ?? obj.limit;
  const reset = obj.nextResetTime;
  return {
    limit: typeof daily === 'number' && Number.isFinite(daily) && daily > 0 ? daily : FREE_DAILY_LIMIT,
    nextResetTime: typeof reset === 'string' && reset.trim() !== '' ? reset : DEFAULT_RESET_TEXT,
  };
}

/** The limit details when `err` is a daily-limit answer (403 with a limit object, or its message); else null. */
export function dailyLimitFromError(err: unknown): LimitInfo | null {
  if (!(err instanceof ApiError)) return null;
  const data = err.data;
  const hasLimitObject = err.status === 403 && !!data && typeof data.limit === 'object' && data.limit !== null;
  const saysLimit = err.serverMessage === DAILY_LIMIT_MESSAGE || err.bodyText.includes(DAILY_LIMIT_MESSAGE);
  if (!hasLimitObject && !saysLimit) return null;
  return toLimitInfo(data?.limit);
}
