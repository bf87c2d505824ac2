import type { TSubscriptionStatus } from '../../../shared/billing.ts';
import { formatLongDate } from '../../../shared/display.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useCancelSubscription } from './api/cancel-subscription.ts';
import { isCardSubscription } from './subscription-labels.ts';

/** 'Cancel Subscription' behind a confirmation. Card: ends at the period end. Admin grant: ends now, for good. */
export function CancelSubscriptionButton({ status, className }: { status: TSubscriptionStatus; className?: string }) {
  const cancel = useCancelSubscription();
  const card = isCardSubscription(status);
  const end = status.currentPeriodEnd ? formatLongDate(status.currentPeriodEnd) : '';
  // mutateAsync, not mutate callbacks: this button unmounts as soon as the new status arrives.
  const onConfirm = async () => {
    try {
      await cancel.mutateAsync();
      toast({
        title: 'Subscription Cancelled',
        description: card && end ? `You keep premium access until ${end}.` : 'Your premium access has ended.',
      });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to cancel subscription. Please try again.' });
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className={className} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
          <AlertDialogDescription>
            {card
              ? `Your subscription will not renew. You keep premium access until ${end || 'the end of the billing period'}, and you can resume before then.`
              : 'Your premium access was granted by an administrator. Cancelling ends it immediately and cannot be undone.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Subscription</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={() => void onConfirm()}>
            Cancel Subscription
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
