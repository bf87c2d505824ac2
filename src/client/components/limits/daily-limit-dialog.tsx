import { Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { DEFAULT_LIMIT_INFO } from '../../api/limit-info.ts';

export interface DailyLimitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Daily free generations; default 3. */
  limit?: number;
  /** Human reset text, e.g. '5 hours 12 minutes'; default '24 hours'. */
  nextResetTime?: string;
}

const PERKS = ['Unlimited cover letter generations', 'Premium templates and formatting', 'Advanced customization options'];

/** 'Daily Limit Reached' (SPEC.md section 8). Shared by the generator and the dashboard. */
export function DailyLimitDialog({ open, onOpenChange, limit, nextResetTime }: DailyLimitDialogProps) {
  const daily = typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? limit : DEFAULT_LIMIT_INFO.limit;
  const reset = nextResetTime && nextResetTime.trim() !== '' ? nextResetTime : DEFAULT_LIMIT_INFO.nextResetTime;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" data-testid="daily-limit-dialog">
        <DialogHeader className="items-center text-center sm:items-start sm:text-left">
          <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Daily Limit Reached</DialogTitle>
          <DialogDescription>
            {`You've used all ${daily} of your free cover letter generations for today. Your limit will reset in ${reset}.`}
          </DialogDescription>
        </DialogHeader>
        <div className="rounded-lg border border-indigo-100 bg-indigo-50 p-4">
          <p className="mb-2 text-sm font-semibold text-indigo-950">Upgrade to Premium for:</p>
          <ul className="space-y-1.5 text-sm text-slate-800">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          <Button asChild>
            <Link href="/subscription" onClick={() => onOpenChange(false)}>
              Upgrade Now
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
