import { ChevronDown, HelpCircle } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { StyleSettings } from '../../../shared/style.ts';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible.tsx';
import { HintButton } from '../../components/ui/hint-button.tsx';
import { cn } from '../../lib/cn.ts';

const AdvancedSettingsFields = lazy(() => import('./advanced-settings-fields.tsx').then((m) => ({ default: m.AdvancedSettingsFields })));

export interface AdvancedOptionsProps {
  settings: StyleSettings;
  onChange: (next: StyleSettings) => void;
  isPremium: boolean;
}

/** 'Advanced Options', closed by default. focusAreas, languageStyle, industrySpecificity are Premium. */
export function AdvancedOptions({ settings, onChange, isPremium }: AdvancedOptionsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const locked = !isPremium;
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-lg border border-slate-200">
      <div className="flex items-center gap-1 pr-2">
        <CollapsibleTrigger className="flex flex-1 cursor-pointer items-center gap-2 rounded-lg px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600">
          <ChevronDown className={cn('size-4 text-slate-600 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          Advanced Options
        </CollapsibleTrigger>
        <HintButton
          label="About advanced options"
          hint="Fine-tune tone, length, focus, language and industry terminology. The defaults suit most applications."
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 cursor-pointer"
        >
          <HelpCircle className="size-4" aria-hidden="true" />
        </HintButton>
      </div>
      <CollapsibleContent className="border-t border-slate-200 px-4 pb-4 pt-4" data-testid="advanced-options">
        <Suspense fallback={null}>
          <AdvancedSettingsFields id={id} settings={settings} onChange={onChange} locked={locked} />
        </Suspense>
      </CollapsibleContent>
    </Collapsible>
  );
}
