// The settings inside 'Advanced Options', loaded when the section is first opened (the Radix Select they use
// is not part of the landing page's first load).
import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import {
  FOCUS_AREAS,
  FOCUS_LABELS,
  INDUSTRY_SPECIFICITY,
  INDUSTRY_SPECIFICITY_LABELS,
  LANGUAGE_STYLE_LABELS,
  LANGUAGE_STYLES,
  TONE_LABELS,
  TONES,
  WORD_BANDS,
  WORD_LIMITS,
  type StyleSettings,
} from '../../../shared/style.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { cn } from '../../lib/cn.ts';

type Option = { value: string; label: string };

function optionsOf<K extends string>(values: readonly K[], labels: Record<K, string>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

const TONE_OPTIONS = optionsOf(TONES, TONE_LABELS);
const WORD_LIMIT_OPTIONS: Option[] = WORD_LIMITS.map((k) => ({
  value: k,
  label: `${WORD_BANDS[k].label} (${WORD_BANDS[k].min}-${WORD_BANDS[k].max} words)`,
}));
const FOCUS_OPTIONS = optionsOf(FOCUS_AREAS, FOCUS_LABELS);
const LANGUAGE_OPTIONS = optionsOf(LANGUAGE_STYLES, LANGUAGE_STYLE_LABELS);
const INDUSTRY_OPTIONS = optionsOf(INDUSTRY_SPECIFICITY, INDUSTRY_SPECIFICITY_LABELS);

function SettingSelect({
  id,
  label,
  value,
  options,
  onChange,
  locked,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (v: string) => void;
  locked?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="flex items-center gap-1.5">
        {label}
        {locked ? (
          <Badge variant="warning" className="px-2 py-0 text-[11px]">
            <Lock className="size-3" aria-hidden="true" />
            Premium
          </Badge>
        ) : null}
      </Label>
      <Select value={value} onValueChange={onChange} disabled={locked}>
        <SelectTrigger id={id} className={cn(locked && 'bg-slate-50')} data-testid={`setting-${id.split('-').pop()}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export interface AdvancedSettingsFieldsProps {
  /** useId() of the section, so the fields' ids stay what they were. */
  id: string;
  settings: StyleSettings;
  onChange: (next: StyleSettings) => void;
  locked: boolean;
}

export function AdvancedSettingsFields({ id, settings, onChange, locked }: AdvancedSettingsFieldsProps) {
  const set = <K extends keyof StyleSettings>(key: K) => (v: string) => onChange({ ...settings, [key]: v as StyleSettings[K] });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingSelect id={`${id}-tone`} label="Tone" value={settings.tone} options={TONE_OPTIONS} onChange={set('tone')} />
        <SettingSelect id={`${id}-wordLimit`} label="Length" value={settings.wordLimit} options={WORD_LIMIT_OPTIONS} onChange={set('wordLimit')} />
        <SettingSelect id={`${id}-focusAreas`} label="Focus Areas" value={settings.focusAreas} options={FOCUS_OPTIONS} onChange={set('focusAreas')} locked={locked} />
        <SettingSelect
          id={`${id}-languageStyle`}
          label="Language Style"
          value={settings.languageStyle}
          options={LANGUAGE_OPTIONS}
          onChange={set('languageStyle')}
          locked={locked}
        />
        <SettingSelect
          id={`${id}-industrySpecificity`}
          label="Industry Terminology"
          value={settings.industrySpecificity}
          options={INDUSTRY_OPTIONS}
          onChange={set('industrySpecificity')}
          locked={locked}
        />
      </div>
      {locked ? (
        <p className="mt-4 flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <Lock className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span>
            Focus areas, language style and industry terminology are Premium features.{' '}
            <Link href="/subscription" className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
              Upgrade to Premium
            </Link>
          </span>
        </p>
      ) : null}
    </>
  );
}
