import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { formatPrice, planOptions, type TPriceIds } from '../../../shared/billing.ts';
import type { PlanKey } from '../../../shared/constants.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group.tsx';
import { cn } from '../../lib/cn.ts';
import { BenefitsList, UPGRADE_BENEFITS } from './benefits-list.tsx';

/** 'Upgrade to Premium': plan choice (first preselected), benefits and 'Subscribe Now'. */
export function UpgradeCard({ priceIds, busy, onSubscribe }: { priceIds: TPriceIds | undefined; busy: boolean; onSubscribe: (priceId: string | undefined) => void }) {
  const options = planOptions(priceIds);
  const [selected, setSelected] = useState<PlanKey>(options[0]!.key);
  const chosen = options.find((o) => o.key === selected);
  return (
    <Card className="border-indigo-200">
      <CardHeader>
        <CardTitle as="h2">Upgrade to Premium</CardTitle>
        <CardDescription>Choose the plan that suits you.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <RadioGroup value={selected} onValueChange={(v) => setSelected(v as PlanKey)} aria-label="Premium plan" className="gap-3">
          {options.map((o) => {
            const id = `plan-${o.key}`;
            return (
              <label
                key={o.key}
                htmlFor={id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors',
                  selected === o.key ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <RadioGroupItem value={o.key} id={id} className="mt-1" aria-describedby={`${id}-desc`} />
                <span className="flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{o.name}</span>
                    {o.key === 'yearly' ? <Badge>BEST VALUE</Badge> : null}
                    <span className="ml-auto font-semibold text-slate-900">
                      {formatPrice(o.price)}
                      <span className="text-sm font-normal text-slate-600">/{o.interval}</span>
                    </span>
                  </span>
                  <span id={`${id}-desc`} className="mt-1 block text-sm text-slate-600">
                    {o.description}
                  </span>
                </span>
              </label>
            );
          })}
        </RadioGroup>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Premium benefits</h3>
          <BenefitsList items={UPGRADE_BENEFITS} />
        </div>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3">
        <Button size="lg" disabled={busy} onClick={() => onSubscribe(chosen?.id || undefined)}>
          {busy ? 'Redirecting to Checkout...' : 'Subscribe Now'}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-600">
          <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
          Secure payment processing. Cancel anytime.
        </p>
      </CardFooter>
    </Card>
  );
}
