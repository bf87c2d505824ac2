// /subscription/manage (SPEC.md 'Subscription management' and section 6): plan, status, dates, origin,
// benefits, and Cancel / Resume / Update payment method per provider and state.
import { ArrowLeft, Crown, CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { TSubscriptionStatus } from '../../shared/billing.ts';
import { formatLongDate } from '../../shared/display.ts';
import { useUser } from '../api/get-user.ts';
import { PageSpinner } from '../components/auth/protected-route.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { toast } from '../components/ui/use-toast.ts';
import { useSubscriptionStatus } from '../features/subscription/api/get-subscription-status.ts';
import { useBillingPortal } from '../features/subscription/api/open-billing-portal.ts';
import { useResumeSubscription } from '../features/subscription/api/resume-subscription.ts';
import { BenefitsList, MANAGE_BENEFITS } from '../features/subscription/benefits-list.tsx';
import { CancelSubscriptionButton } from '../features/subscription/cancel-subscription-dialog.tsx';
import { SignInRequired } from '../features/subscription/sign-in-required.tsx';
import { isCardSubscription, originLabel, planName, renews, statusLabel } from '../features/subscription/subscription-labels.ts';
import { ApiError } from '../lib/api-client.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

function BackToDashboard() {
  return (
    <Button asChild variant="ghost" className="-ml-3 mb-4">
      <Link href="/dashboard">
        <ArrowLeft aria-hidden="true" /> Back to Dashboard
      </Link>
    </Button>
  );
}

export function SubscriptionManagePage() {
  usePageTitle('Manage Subscription');
  const { user, isLoading } = useUser();
  const status = useSubscriptionStatus(Boolean(user));

  useEffect(() => {
    if (status.isError) toast({ variant: 'destructive', title: 'Error', description: 'Failed to load subscription data. Please try again.' });
  }, [status.isError]);

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInRequired message="Please sign in to manage your subscription." />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Manage Subscription</h1>
      {status.isLoading ? (
        <PageSpinner label="Loading subscription" />
      ) : status.isError || !status.data ? (
        <div>
          <p className="mb-4 text-slate-700">Failed to load subscription data. Please try again.</p>
          <Button variant="outline" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      ) : status.data.isPremium ? (
        <PremiumSubscription status={status.data} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">No Active Subscription</CardTitle>
            <CardDescription>You are on the free plan. Upgrade for unlimited cover letter generations.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href="/subscription">View Premium Plans</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function PremiumSubscription({ status }: { status: TSubscriptionStatus }) {
  const card = isCardSubscription(status);
  const resume = useResumeSubscription();
  const portal = useBillingPortal();
  const date = status.currentPeriodEnd ? formatLongDate(status.currentPeriodEnd) : null;

  const onResume = async () => {
    try {
      const res = await resume.mutateAsync();
      toast({
        title: 'Subscription Resumed',
        description: res.status.currentPeriodEnd ? `Your subscription will renew on ${formatLongDate(res.status.currentPeriodEnd)}.` : 'Your subscription will renew as usual.',
      });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to resume subscription. Please try again.' });
    }
  };

  const onUpdatePayment = () => {
    // Opened synchronously (inside the click) so pop-up blockers allow it; pointed at the portal once known.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: (err) => {
        tab?.close();
        toast({
          variant: 'destructive',
          title: 'Error',
          description: (err instanceof ApiError && err.serverMessage) || 'Could not open the billing portal. Please try again.',
        });
      },
    });
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Crown className="size-5 text-amber-600" aria-hidden="true" /> Current Plan
          </CardTitle>
          <CardDescription className="text-lg font-semibold text-slate-900">{planName(status)}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-medium text-slate-500">Status</dt>
              <dd className="mt-1">
                <Badge variant={status.cancelAtPeriodEnd ? 'warning' : 'success'}>{statusLabel(status)}</Badge>
              </dd>
            </div>
            {date ? (
              <div>
                <dt className="font-medium text-slate-500">{renews(status) ? 'Next billing' : 'Expires on'}</dt>
                <dd className="mt-1 text-slate-900">{date}</dd>
              </div>
            ) : null}
            <div>
              <dt className="font-medium text-slate-500">Origin</dt>
              <dd className="mt-1 text-slate-900">{originLabel(status)}</dd>
            </div>
          </dl>
        </CardContent>
        <CardFooter className="flex flex-wrap gap-3">
          {!status.cancelAtPeriodEnd ? <CancelSubscriptionButton status={status} /> : null}
          {card && status.cancelAtPeriodEnd ? (
            <Button onClick={() => void onResume()} disabled={resume.isPending}>
              {resume.isPending ? 'Resuming...' : 'Resume Subscription'}
            </Button>
          ) : null}
          {card ? (
            <Button variant="outline" onClick={onUpdatePayment} disabled={portal.isPending}>
              <CreditCard aria-hidden="true" /> Update payment method
              <span className="sr-only"> (opens in a new tab)</span>
            </Button>
          ) : null}
        </CardFooter>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Your premium benefits
          </CardTitle>
        </CardHeader>
        <CardContent>
          <BenefitsList items={MANAGE_BENEFITS} />
        </CardContent>
      </Card>
    </div>
  );
}
