// The generator page's views (form → loading → results) and the rules around them (SPEC.md sections 4 and 8).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TGenerateResponse } from '../../../shared/letters.ts';
import type { GeneratorSubmission } from '../../api/generator-submission.ts';
import { useUser } from '../../api/get-user.ts';
import { dailyLimitFromError, type LimitInfo } from '../../api/limit-info.ts';
import { useSignInModal } from '../../components/auth/sign-in-modal.tsx';
import { useGenerateCoverLetter } from './api/generate-cover-letter.ts';
import { useRegenerateCoverLetter } from './api/regenerate-cover-letter.ts';
import { SIGN_IN_TO_GENERATE, peekPendingSubmission, setPendingSubmission, takePendingSubmission } from './pending-submission.ts';

export type GeneratorView = 'form' | 'loading' | 'results';
export type GeneratorVariant = 'generator' | 'create';

export const GENERATOR_ERROR = 'An error occurred while generating your cover letter. Please try again.';
export const CREATE_GENERATE_ERROR = 'Error generating cover letter. Please try again.';
export const CREATE_REGENERATE_ERROR = 'Error regenerating cover letter. Please try again.';

export function useGeneratorFlow(variant: GeneratorVariant) {
  const { user, isLoading } = useUser();
  const { mutate: runGenerate } = useGenerateCoverLetter();
  const { mutate: runRegenerate } = useRegenerateCoverLetter();
  const signIn = useSignInModal();
  const [view, setView] = useState<GeneratorView>('form');
  const [submission, setSubmission] = useState<GeneratorSubmission | null>(null);
  const [result, setResult] = useState<TGenerateResponse | null>(null);
  const [limitInfo, setLimitInfo] = useState<LimitInfo | null>(null);
  // One run at a time; the results show when BOTH the loader completed and the answer is in.
  const run = useRef<{ id: number; loaderDone: boolean; answer: TGenerateResponse | null }>({ id: 0, loaderDone: false, answer: null });

  const finishIfReady = useCallback(() => {
    const r = run.current;
    if (r.loaderDone && r.answer) {
      setResult(r.answer);
      setView('results');
      r.answer = null;
    }
  }, []);

  const start = useCallback(
    (kind: 'generate' | 'regenerate', sub: GeneratorSubmission, previous: TGenerateResponse | null) => {
      const id = run.current.id + 1;
      run.current = { id, loaderDone: false, answer: null };
      setSubmission(sub);
      setView('loading');
      const onSuccess = (answer: TGenerateResponse) => {
        if (run.current.id !== id) return;
        run.current.answer = answer;
        finishIfReady();
      };
      const onError = (err: unknown) => {
        if (run.current.id !== id) return;
        run.current = { id: id + 1, loaderDone: false, answer: null };
        const back: GeneratorView = kind === 'regenerate' && previous ? 'results' : 'form';
        const limit = dailyLimitFromError(err);
        if (limit) {
          setView(back);
          setLimitInfo(limit);
          return;
        }
        if (variant === 'create') {
          window.alert(kind === 'regenerate' ? CREATE_REGENERATE_ERROR : CREATE_GENERATE_ERROR);
          setView(back);
        } else {
          window.alert(GENERATOR_ERROR);
          setView('form');
        }
      };
      if (kind === 'regenerate' && previous?.resumeId != null) {
        runRegenerate({ submission: sub, previous: { resumeId: previous.resumeId, letterId: previous.id } }, { onSuccess, onError });
      } else {
        runGenerate(sub, { onSuccess, onError });
      }
    },
    [finishIfReady, runGenerate, runRegenerate, variant],
  );

  /** Form submit: signed out, the submission waits for sign-in and then runs by itself. */
  const submit = useCallback(
    (sub: GeneratorSubmission) => {
      if (!user) {
        setPendingSubmission(sub);
        setSubmission(sub);
        signIn.open(SIGN_IN_TO_GENERATE);
        return;
      }
      start('generate', sub, null);
    },
    [signIn, start, user],
  );

  const regenerate = useCallback(() => {
    if (!submission || !result) return;
    if (!user) {
      signIn.open(SIGN_IN_TO_GENERATE);
      return;
    }
    start('regenerate', submission, result);
  }, [result, signIn, start, submission, user]);

  const onLoaderComplete = useCallback(() => {
    run.current.loaderDone = true;
    finishIfReady();
  }, [finishIfReady]);

  // A stored submission (from this page or the landing page) runs once the user is signed in.
  useEffect(() => {
    if (isLoading || !user || !peekPendingSubmission()) return;
    const sub = takePendingSubmission();
    if (sub) start('generate', sub, null);
  }, [isLoading, start, user]);

  return {
    view,
    submission,
    result,
    submit,
    regenerate,
    // Regeneration needs a held resume (SPEC.md section 5): an uploaded file or a saved one.
    canRegenerate: Boolean((submission?.resume || submission?.savedResume) && result?.resumeId != null),
    onLoaderComplete,
    limitInfo,
    closeLimitDialog: () => setLimitInfo(null),
    /** Back to the form with the saved inputs, e.g. for another job. */
    startOver: () => setView('form'),
    isPremium: Boolean(user?.isPremium),
    isSignedIn: Boolean(user),
  };
}
