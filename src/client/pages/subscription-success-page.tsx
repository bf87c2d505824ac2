// /subscription-success (SPEC.md 'Subscription success'): activation call, confetti, countdown to /dashboard.
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useUser } from '../api/get-user.ts';
import { PageSpinner } from '../components/auth/protected-route.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { toast } from '../components/ui/use-toast.ts';
import { useActivateSubscription } from '../features/subscription/api/activate-subscription.ts';
import { BenefitsList, UPGRADE_BENEFITS } from '../features/subscription/benefits-list.tsx';
import { ConfettiBurst } from '../features/subscription/confetti-burst.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

const COUNTDOWN_SECONDS = 5;
const CONFETTI_MS = 3000;

export function SubscriptionSuccessPage() {
  usePageTitle('Subscription Activated!');
  const { user, isLoading } = useUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const sessionId = new URLSearchParams(search).get('session_id');
  const activation = useActivateSubscription();
  const activated = useRef(false);
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);

  useEffect(() => {
    if (!user || !sessionId || activated.current) return;
    activated.current = true;
    const fail = (reason: unknown) => {
      // A failure is only logged and reported; the webhook may still activate the subscription.
      console.error('Subscription activation failed', reason);
      toast({ variant: 'destructive', title: 'Activation Error', description: 'There was an issue activating your subscription. Please contact support.' });
    };
    activation.mutate(sessionId, {
      onSuccess: (res) => {
        if (!res.success) fail(res.message);
      },
      onError: fail,
    });
  }, [user, sessionId, activation]);

  useEffect(() => {
    if (!user) return;
    if (seconds <= 0) {
      navigate('/dashboard');
      return;
    }
    const t = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [user, seconds, navigate]);

  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardHeader>
            <CardTitle as="h1">Sign In Required</CardTitle>
            <CardDescription>Please sign in to view this page.</CardDescription>
          </CardHeader>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ConfettiBurst durationMs={CONFETTI_MS} />
      <Card className="text-center">
        <CardHeader className="items-center">
          <CheckCircle2 className="size-14 text-emerald-600" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl sm:text-3xl">
            Subscription Activated!
          </CardTitle>
          <CardDescription className="text-base">Thank you for upgrading. Your premium benefits are ready to use.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <BenefitsList items={UPGRADE_BENEFITS} className="mx-auto inline-block space-y-2 text-left" />
          <div className="space-y-3">
            <Button size="lg" className="w-full sm:w-auto" onClick={() => navigate('/dashboard')}>
              Go to Dashboard
            </Button>
            <p className="text-sm text-slate-600" data-testid="redirect-countdown">
              {`Redirecting in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}...`}
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
