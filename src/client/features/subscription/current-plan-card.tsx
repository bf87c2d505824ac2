import { Crown } from 'lucide-react';
import type { TSubscriptionStatus } from '../../../shared/billing.ts';
import { DEFAULT_RESET_TEXT, FREE_DAILY_LIMIT } from '../../../shared/constants.ts';
import { formatLongDate } from '../../../shared/display.ts';
import type { TUsageLimit } from '../../../shared/usage.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { cn } from '../../lib/cn.ts';
import { CancelSubscriptionButton } from './cancel-subscription-dialog.tsx';
import { renews, statusLabel } from './subscription-labels.ts';

/** 'Your Current Plan' on /subscription: premium details with Cancel, or today's free usage. */
export function CurrentPlanCard({ status, usage }: { status: TSubscriptionStatus; usage: TUsageLimit | null | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your Current Plan</CardTitle>
      </CardHeader>
      <CardContent>{status.isPremium ? <PremiumDetails status={status} /> : <FreeDetails usage={usage} />}</CardContent>
    </Card>
  );
}

function PremiumDetails({ status }: { status: TSubscriptionStatus }) {
  const date = status.currentPeriodEnd ? formatLongDate(status.currentPeriodEnd) : null;
  return (
    <div className="space-y-4">
      <div>
        <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Crown className="size-5 text-amber-600" aria-hidden="true" /> Premium Subscription
        </p>
        <p className="text-sm text-slate-600">Unlimited cover letter generations</p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-500">Status</dt>
          <dd>
            <Badge variant={status.cancelAtPeriodEnd ? 'warning' : 'success'}>{statusLabel(status)}</Badge>
          </dd>
        </div>
        {date ? (
          <div>
            <dt className="font-medium text-slate-500">{renews(status) ? 'Next billing date' : 'End date'}</dt>
            <dd className="text-slate-900">{date}</dd>
          </div>
        ) : null}
      </dl>
      {!status.cancelAtPeriodEnd ? <CancelSubscriptionButton status={status} /> : null}
    </div>
  );
}

function FreeDetails({ usage }: { usage: TUsageLimit | null | undefined }) {
  const limit = usage?.limit ?? FREE_DAILY_LIMIT;
  const used = usage ? Math.min(usage.used, limit) : null;
  const remaining = usage ? Math.max(0, usage.remainingToday) : null;
  const resetText = usage?.nextResetTime || DEFAULT_RESET_TEXT;
  return (
    <div className="space-y-4">
      <div>
        <p className="text-lg font-semibold text-slate-900">Free Plan</p>
        <p className="text-sm text-slate-600">Limited to 3 cover letters per day</p>
      </div>
      {remaining !== null && used !== null ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            Cover letters remaining today:{' '}
            <span className={cn('font-semibold', remaining < 2 ? 'text-orange-700' : 'text-slate-900')} data-testid="remaining-count">
              {remaining} / {limit}
            </span>
          </p>
          <Progress value={limit > 0 ? (used / limit) * 100 : 0} aria-label={`${used} of ${limit} cover letters used today`} />
        </div>
      ) : null}
      <p className="text-sm text-slate-600">
        Resets in <span className="font-medium text-slate-900">{resetText}</span>
      </p>
    </div>
  );
}
