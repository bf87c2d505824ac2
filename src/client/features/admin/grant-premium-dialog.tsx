import { useState, type FormEvent } from 'react';
import { MAX_GRANT_DAYS, type TAdminUser } from '../../../shared/admin.ts';
import { DEFAULT_GRANT_DAYS } from '../../../shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useGrantPremium } from './api/grant-premium.ts';
import { formatShortDate } from './format.ts';

function GrantForm({ user, onDone }: { user: TAdminUser; onDone: () => void }) {
  const [days, setDays] = useState(String(DEFAULT_GRANT_DAYS));
  const [error, setError] = useState<string | null>(null);
  const grant = useGrantPremium();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number.parseInt(days, 10);
    if (!/^\s*\d+\s*$/.test(days) || !Number.isInteger(n) || n < 1 || n > MAX_GRANT_DAYS) {
      setError(`Enter a whole number of days from 1 to ${MAX_GRANT_DAYS}.`);
      return;
    }
    setError(null);
    grant.mutate(
      { id: user.id, days: n },
      {
        onSuccess: (res) => {
          toast({ title: 'Premium granted', description: res.message });
          onDone();
        },
        onError: (err) => toast({ variant: 'destructive', title: `Grant failed: ${errorMessage(err) ?? 'Unknown error'}` }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {user.isPremium
          ? `${user.username} is premium until ${formatShortDate(user.premiumUntil)}; the days are added to that date.`
          : `${user.username} is on the free plan; premium starts now.`}
      </p>
      <div className="space-y-2">
        <Label htmlFor="grant-days">Number of days</Label>
        <Input
          id="grant-days"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_GRANT_DAYS}
          step={1}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'grant-days-error' : undefined}
        />
        {error ? (
          <p id="grant-days-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending ? 'Granting...' : 'Grant Premium'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function GrantPremiumDialog({ user, onOpenChange }: { user: TAdminUser | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Grant Premium</DialogTitle>
          <DialogDescription>{user ? `Give ${user.username} premium for a number of days.` : ''}</DialogDescription>
        </DialogHeader>
        {user ? <GrantForm key={user.id} user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
