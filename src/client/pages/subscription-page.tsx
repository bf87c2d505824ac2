// /subscription (SPEC.md 'Subscription'): current plan, the upgrade choice, checkout redirect, return toasts.
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useUsageLimit } from '../api/get-usage-limit.ts';
import { useUser } from '../api/get-user.ts';
import { PageSpinner } from '../components/auth/protected-route.tsx';
import { Button } from '../components/ui/button.tsx';
import { toast } from '../components/ui/use-toast.ts';
import { useCreateSubscription } from '../features/subscription/api/create-subscription.ts';
import { usePriceIds } from '../features/subscription/api/get-price-ids.ts';
import { useSubscriptionStatus } from '../features/subscription/api/get-subscription-status.ts';
import { CurrentPlanCard } from '../features/subscription/current-plan-card.tsx';
import { SignInRequired } from '../features/subscription/sign-in-required.tsx';
import { UpgradeCard } from '../features/subscription/upgrade-card.tsx';
import { ApiError } from '../lib/api-client.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Shows the toast for ?success / ?canceled once, then removes the query from the address. */
function useCheckoutReturnToast() {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const params = new URLSearchParams(window.location.search);
    if (params.has('success')) {
      toast({ title: 'Subscription Activated', description: 'Welcome to Premium. Enjoy unlimited cover letters.' });
    } else if (params.has('canceled')) {
      toast({ variant: 'destructive', title: 'Subscription Canceled', description: 'The subscription process was canceled.' });
    }
    if (params.has('success') || params.has('canceled')) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    }
  }, []);
}

export function SubscriptionPage() {
  usePageTitle('Upgrade Your Experience');
  const { user, isLoading } = useUser();
  useCheckoutReturnToast();
  const status = useSubscriptionStatus(Boolean(user));
  const usage = useUsageLimit(Boolean(user) && status.data?.isPremium === false);
  const priceIds = usePriceIds(Boolean(user));
  const create = useCreateSubscription();
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (status.isError) toast({ variant: 'destructive', title: 'Error', description: 'Failed to load subscription data. Please try again.' });
  }, [status.isError]);

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInRequired message="Please sign in to manage your subscription." />;

  const subscribe = (priceId: string | undefined) => {
    if (!priceId) {
      toast({ variant: 'destructive', title: 'Subscription Error', description: 'Failed to create subscription' });
      return;
    }
    setRedirecting(true);
    create.mutate(priceId, {
      onSuccess: (data) => {
        if (!data?.url) {
          setRedirecting(false);
          toast({ variant: 'destructive', title: 'Checkout Error', description: 'Could not redirect to checkout page' });
          return;
        }
        window.location.assign(data.url);
      },
      onError: (err) => {
        setRedirecting(false);
        const message = err instanceof ApiError ? err.serverMessage : undefined;
        toast({ variant: 'destructive', title: 'Subscription Error', description: message || 'Failed to create subscription' });
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <section className="mb-10 text-center">
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800">
          <Sparkles className="size-4" aria-hidden="true" /> Premium
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Upgrade Your Experience</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          Write as many tailored cover letters as your job search needs, with priority processing and advanced customization.
        </p>
      </section>

      {status.isLoading ? (
        <PageSpinner label="Loading subscription" />
      ) : status.isError || !status.data ? (
        <div className="text-center">
          <p className="mb-4 text-slate-700">Failed to load subscription data. Please try again.</p>
          <Button variant="outline" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className={status.data.isPremium ? 'mx-auto max-w-xl' : 'grid items-start gap-6 lg:grid-cols-2'}>
          <div className="space-y-4">
            <CurrentPlanCard status={status.data} usage={usage.data} />
            {status.data.isPremium ? (
              <p className="text-center text-sm">
                <Link href="/subscription/manage" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
                  Manage your subscription
                </Link>
              </p>
            ) : null}
          </div>
          {!status.data.isPremium ? <UpgradeCard priceIds={priceIds.data} busy={redirecting} onSubscribe={subscribe} /> : null}
        </div>
      )}
    </div>
  );
}
