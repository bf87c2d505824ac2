// The generator form embedded on the landing page. Signed out, the submission waits and the sign-in
// modal opens; once signed in (now or already) the user goes to /generator, which runs it.
import { useLocation } from 'wouter';
import type { GeneratorSubmission } from '../../api/generator-submission.ts';
import { useUser } from '../../api/get-user.ts';
import { useOnSignedIn, useSignInModal } from '../../components/auth/sign-in-modal.tsx';
import { GeneratorForm } from './generator-form.tsx';
import { SIGN_IN_TO_GENERATE, peekPendingSubmission, setPendingSubmission } from './pending-submission.ts';

export function GeneratorFormSlot() {
  const { user } = useUser();
  const signIn = useSignInModal();
  const [, navigate] = useLocation();

  useOnSignedIn(() => {
    if (peekPendingSubmission()) navigate('/generator');
  });

  function submit(sub: GeneratorSubmission) {
    setPendingSubmission(sub);
    if (!user) {
      signIn.open(SIGN_IN_TO_GENERATE);
      return;
    }
    navigate('/generator');
  }

  return <GeneratorForm onSubmit={submit} isPremium={Boolean(user?.isPremium)} className="mx-auto w-full max-w-3xl" />;
}
