// The global sign-in modal (SPEC.md section 2, "Sign-in modal").
//
// Usage:
//   const signIn = useSignInModal();
//   signIn.open('Sign in to generate your personalized cover letter'); // returns false if already signed in
//   signIn.close(); signIn.isOpen;
//
// Running a stored action once the user signs in (SPEC.md section 4, "Signed-out submission"):
//   const pending = useRef<Submission | null>(null);
//   useOnSignedIn(() => { if (pending.current) { run(pending.current); pending.current = null; } });
//   ...on submit while signed out: pending.current = submission; signIn.open(message);
// The callback fires only on a transition from a known signed-out state to signed in (login or register
// anywhere in the app), never for a user who was already signed in when the page loaded.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TUser } from '../../../shared/auth.ts';

const SignInDialog = lazy(() => import('./sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })));
import { useUser, userQueryKey } from '../../api/get-user.ts';

export const DEFAULT_SIGN_IN_MESSAGE = 'Please create an account or sign in to continue';
export const MESSAGE_RESET_DELAY_MS = 300;

export interface SignInModalApi {
  /** Opens the modal with an optional custom message. Does nothing (returns false) when signed in. */
  open: (message?: string) => boolean;
  close: () => void;
  isOpen: boolean;
}

const SignInModalContext = createContext<SignInModalApi | null>(null);

export function useSignInModal(): SignInModalApi {
  const ctx = useContext(SignInModalContext);
  if (!ctx) throw new Error('useSignInModal must be used inside <SignInModalProvider>');
  return ctx;
}

/** Calls `callback(user)` when the user goes from signed out to signed in while this component is mounted. */
export function useOnSignedIn(callback: (user: TUser) => void): void {
  const { user, isLoading } = useUser();
  const callbackRef = useRef(callback);
  const wasSignedOut = useRef<boolean | null>(null);
  useEffect(() => {
    callbackRef.current = callback;
  });
  useEffect(() => {
    if (isLoading) return;
    if (user && wasSignedOut.current === true) callbackRef.current(user);
    wasSignedOut.current = !user;
  }, [user, isLoading]);
}

export function SignInModalProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user } = useUser();
  const [isOpen, setIsOpen] = useState(false);
  // The dialog's code loads when it first opens, and stays mounted after so it can close normally.
  const [mounted, setMounted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [tab, setTab] = useState<'login' | 'register'>('login');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const close = useCallback(() => {
    setIsOpen(false);
    if (resetTimer.current) clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setMessage(null);
      setTab('login');
    }, MESSAGE_RESET_DELAY_MS);
  }, []);

  const open = useCallback(
    (next?: string) => {
      if (queryClient.getQueryData<TUser | null>(userQueryKey)) return false;
      if (resetTimer.current) clearTimeout(resetTimer.current);
      setMessage(next ?? null);
      setMounted(true);
      setIsOpen(true);
      return true;
    },
    [queryClient],
  );

  // Signing in anywhere closes the modal.
  useEffect(() => {
    if (user && isOpen) close();
  }, [user, isOpen, close]);

  useEffect(() => () => {
    if (resetTimer.current) clearTimeout(resetTimer.current);
  }, []);

  const api = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);

  return (
    <SignInModalContext.Provider value={api}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={isOpen}
            onOpenChange={(next) => (next ? setIsOpen(true) : close())}
            message={message ?? DEFAULT_SIGN_IN_MESSAGE}
            tab={tab}
            onTabChange={setTab}
            onDone={close}
          />
        </Suspense>
      ) : null}
    </SignInModalContext.Provider>
  );
}
