import type { GeneratorSubmission } from '../../api/generator-submission.ts';
// A submission made while signed out waits here until the user signs in, then runs by itself.
// Module-level because File objects can't travel in history state.

/** The sign-in modal's message for a submission made while signed out. */
export const SIGN_IN_TO_GENERATE = 'Sign in to generate your personalized cover letter';

let pending: GeneratorSubmission | null = null;

export function setPendingSubmission(sub: GeneratorSubmission): void {
  pending = sub;
}

export function peekPendingSubmission(): GeneratorSubmission | null {
  return pending;
}

/** Returns the waiting submission and forgets it, so it runs once. */
export function takePendingSubmission(): GeneratorSubmission | null {
  const sub = pending;
  pending = null;
  return sub;
}
