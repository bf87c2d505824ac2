// The caller's plan as the generation services need it, read fresh from the database.
import { eq } from 'drizzle-orm';
import type { StyleSettings } from '../../shared/style.ts';
import { DEFAULT_STYLE, PREMIUM_STYLE_KEYS } from '../../shared/style.ts';
import { PREMIUM_SETTING_MESSAGE } from '../../shared/cover-letter-rules.ts';
import type { AppContext } from '../app-context.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isPremiumAt } from './premium.ts';
import type { Priority } from '../documents/priority-gate.ts';

export interface CallerPlan {
  userId: number;
  isPremium: boolean;
  priority: Priority;
}

export async function readCallerPlan(ctx: AppContext, userId: number): Promise<CallerPlan> {
  const [row] = await ctx.db
    .select({ premiumUntil: users.premiumUntil, subscriptionTier: users.subscriptionTier, premiumSource: users.premiumSource })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  const isPremium = isPremiumAt(row, ctx.now());
  return { userId, isPremium, priority: isPremium ? 'premium' : 'free' };
}

/** Advanced customization (focus, language style, industry terminology) is premium-only. */
export function assertStyleAllowed(settings: StyleSettings, plan: CallerPlan): void {
  if (plan.isPremium) return;
  if (PREMIUM_STYLE_KEYS.some((k) => settings[k] !== DEFAULT_STYLE[k])) {
    throw new AppError('PREMIUM_REQUIRED', PREMIUM_SETTING_MESSAGE);
  }
}
