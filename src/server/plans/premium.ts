// Premium is a fact about time: true only while premium_until is in the future, checked when read.
export interface PlanFields {
  premiumUntil: Date | null;
  subscriptionTier: string | null;
  premiumSource: string | null;
}

export function isPremiumAt(user: PlanFields, now: Date): boolean {
  return user.premiumUntil !== null && user.premiumUntil.getTime() > now.getTime();
}
