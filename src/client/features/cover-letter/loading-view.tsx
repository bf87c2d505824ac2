import { Check, Lightbulb, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Progress } from '../../components/ui/progress.tsx';
import { cn } from '../../lib/cn.ts';
import {
  LOADER_COMPLETE_AFTER_MS,
  LOADER_FULL_AFTER_MS,
  LOADER_STAGES,
  LOADER_TICK_MS,
  LOADER_TIPS,
  TIP_INTERVAL_MS,
  progressAfterTicks,
  stageIndexAt,
} from './loader-timeline.ts';

export interface LoadingViewProps {
  /** Called once, 1.5 s after the bar shows 100%. */
  onComplete: () => void;
  title?: string;
}

/** Simulated progress with five stages and a rotating tip (SPEC.md sections 4 and 9). */
export function LoadingView({ onComplete, title = 'Crafting your cover letter' }: LoadingViewProps) {
  const [progress, setProgress] = useState(0);
  const [tip, setTip] = useState(0);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  useEffect(() => {
    let ticks = 0;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const interval = setInterval(() => {
      ticks += 1;
      setProgress(progressAfterTicks(ticks));
    }, LOADER_TICK_MS);
    timers.push(
      setTimeout(() => {
        clearInterval(interval);
        setProgress(100);
        timers.push(setTimeout(() => completeRef.current(), LOADER_COMPLETE_AFTER_MS));
      }, LOADER_FULL_AFTER_MS),
    );
    const tipTimer = setInterval(() => setTip((t) => (t + 1) % LOADER_TIPS.length), TIP_INTERVAL_MS);
    return () => {
      clearInterval(interval);
      clearInterval(tipTimer);
      timers.forEach(clearTimeout);
    };
  }, []);

  const stage = stageIndexAt(progress);
  return (
    <section aria-labelledby="loading-title" className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" data-testid="loading-view">
      <div className="flex flex-col items-center text-center">
        <Loader2 className="size-10 animate-spin text-indigo-600 motion-reduce:animate-none" aria-hidden="true" />
        <h2 id="loading-title" className="mt-4 text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="loading-stage">
          {LOADER_STAGES[stage]!.label}
        </p>
      </div>
      <div className="mt-6">
        <Progress
          value={progress}
          aria-label="Cover letter progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${progress}% – ${LOADER_STAGES[stage]!.label}`}
        />
        <p className="mt-2 text-right text-xs font-medium tabular-nums text-slate-600">{progress}%</p>
      </div>
      <ol className="mt-4 space-y-2">
        {LOADER_STAGES.map((s, i) => {
          const done = i < stage || progress >= 100;
          const active = i === stage && progress < 100;
          return (
            <li
              key={s.label}
              className={cn('flex items-center gap-3 text-sm', done ? 'text-slate-700' : active ? 'font-medium text-indigo-800' : 'text-slate-500')}
            >
              <span
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full border',
                  done ? 'border-emerald-600 bg-emerald-600 text-white' : active ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300',
                )}
                aria-hidden="true"
              >
                {done ? <Check className="size-3" /> : active ? <span className="size-2 rounded-full bg-indigo-600" /> : null}
              </span>
              {s.label}
              <span className="sr-only">{done ? ' (done)' : active ? ' (in progress)' : ''}</span>
            </li>
          );
        })}
      </ol>
      <div className="mt-6 flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950" data-testid="loading-tip">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <p>
          <span className="font-semibold">Tip: </span>
          {LOADER_TIPS[tip]}
        </p>
      </div>
    </section>
  );
}
