import { BarChart3, Crown, Shield } from 'lucide-react';
import { Link } from 'wouter';
import type { TUser } from '../../../shared/auth.ts';
import { formatLongDate } from '../../../shared/display.ts';
import { useUsageLimit } from '../../api/get-usage-limit.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';

export function AdminAccessCard() {
  return (
    <Card className="border-indigo-200 bg-indigo-50">
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <Shield className="size-5 text-indigo-700" aria-hidden="true" />
        <div>
          <CardTitle className="text-base">Admin Access</CardTitle>
          <CardDescription>Metrics, users and settings.</CardDescription>
        </div>
        <Button asChild size="sm" className="ml-auto">
          <Link href="/admin">Open Admin Dashboard</Link>
        </Button>
      </CardHeader>
    </Card>
  );
}

export function PlanCard({ user }: { user: TUser }) {
  if (user.isPremium) {
    const tier = user.subscriptionTier === 'yearly' ? 'Yearly' : user.subscriptionTier === 'monthly' ? 'Monthly' : 'Premium';
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Crown className="size-5 text-amber-600" aria-hidden="true" /> Premium Plan
          </CardTitle>
          <CardDescription>Unlimited cover letter generations</CardDescription>
        </CardHeader>
        <CardContent className="space-y-1 text-sm text-slate-700">
          <p>{`${tier} plan`}</p>
          {user.premiumUntil ? <p>Renews {formatLongDate(user.premiumUntil)}</p> : null}
          <Button asChild variant="outline" size="sm" className="mt-3">
            <Link href="/subscription/manage">Manage Subscription</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Free Plan</CardTitle>
        <CardDescription>Limited to 3 cover letters per day</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="sm">
          <Link href="/subscription">Upgrade to Premium</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Hidden for a free user who has used nothing today; 'Unlimited generations' for premium. */
export function UsageCard({ user }: { user: TUser }) {
  const usage = useUsageLimit(true);
  if (usage.isLoading) return null;
  if (usage.isError || !usage.data) {
    return (
      <Card>
        <CardContent className="pt-6 text-sm text-red-700" role="status">
          Could not load usage information
        </CardContent>
      </Card>
    );
  }
  const u = usage.data;
  if (!user.isPremium && !u.isPremium && u.used === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BarChart3 className="size-5 text-indigo-700" aria-hidden="true" /> Today's Usage
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700">
        {u.isPremium ? (
          <p>Unlimited generations</p>
        ) : (
          <>
            <p>
              {u.used} of {u.limit} cover letters used today
            </p>
            <Progress value={(u.used / Math.max(1, u.limit)) * 100} aria-label="Cover letters used today" />
            <p className="text-slate-600">Resets in {u.nextResetTime}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
