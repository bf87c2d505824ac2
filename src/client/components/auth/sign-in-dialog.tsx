// The sign-in modal's dialog (SPEC.md section 2), loaded the first time SignInModalProvider opens it.
import { Link } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';
import { LoginForm, RegisterForm } from './auth-forms.tsx';

export type SignInTab = 'login' | 'register';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  tab: SignInTab;
  onTabChange: (tab: SignInTab) => void;
  /** Signed in, or followed a link out of the dialog. */
  onDone: () => void;
}

export function SignInDialog({ open, onOpenChange, message, tab, onTabChange, onDone }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" data-testid="sign-in-modal">
        <DialogHeader>
          <DialogTitle>Sign in Required</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(v) => onTabChange(v as SignInTab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onSuccess={onDone} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm onSuccess={onDone} />
          </TabsContent>
        </Tabs>
        <p className="text-center text-xs text-slate-600">
          By signing up, you agree to our{' '}
          <Link href="/terms" onClick={onDone} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link href="/privacy" onClick={onDone} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
            Privacy Policy
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
