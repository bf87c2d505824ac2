import { Check } from 'lucide-react';

export const UPGRADE_BENEFITS = ['Unlimited cover letter generations', 'Priority processing access', 'Advanced customization options'] as const;
export const MANAGE_BENEFITS = [
  'Unlimited cover letter generations',
  'Advanced customization options',
  'Save unlimited templates and generated cover letters',
] as const;

export function BenefitsList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ?? 'space-y-2'}>
      {items.map((b) => (
        <li key={b} className="flex items-start gap-2 text-sm text-slate-700">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          <span>{b}</span>
        </li>
      ))}
    </ul>
  );
}
