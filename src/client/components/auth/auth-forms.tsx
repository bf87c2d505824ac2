// Login and register forms, shared by /auth and the global sign-in modal.
import { AlertCircle, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { AUTH_REQUIRED_MESSAGE, ZLoginRequest, ZRegisterRequest, type TUser } from '../../../shared/auth.ts';
import { useLogin } from '../../api/login.ts';
import { useRegister } from '../../api/register.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';

const REQUIRED = AUTH_REQUIRED_MESSAGE;

function FormError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

function serverText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback;
  return fallback;
}

export interface AuthFormProps {
  onSuccess?: (user: TUser) => void;
}

export function LoginForm({ onSuccess }: AuthFormProps) {
  const id = useId();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ZLoginRequest.safeParse({ username, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REQUIRED);
      return;
    }
    setError(null);
    login.mutate(
      parsed.data,
      {
        onSuccess: (user) => onSuccess?.(user),
        onError: (err) => setError(serverText(err, 'An error occurred during login')),
      },
    );
  }

  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-describedby={error ? errorId : undefined}>
      <FormError id={errorId} message={error} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-username`}>Username</Label>
        <Input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={error === REQUIRED && !username.trim() ? true : undefined}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error === REQUIRED && !password ? true : undefined}
        />
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

export function RegisterForm({ onSuccess }: AuthFormProps) {
  const id = useId();
  const register = useRegister();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    // SPEC.md section 5, in order: required, match, then the shared schema's rules, the password's
    // (length) before the username's (shape).
    const parsed = ZRegisterRequest.safeParse({ username, password });
    const issues = parsed.success ? [] : parsed.error.issues;
    if (issues.some((i) => i.message === REQUIRED)) return setError(REQUIRED);
    if (password !== confirm) return setError('Passwords do not match');
    if (!parsed.success) {
      const first = issues.find((i) => i.path[0] === 'password') ?? issues[0];
      return setError(first?.message ?? 'An error occurred during registration');
    }
    setError(null);
    register.mutate(parsed.data, {
      onSuccess: (user) => onSuccess?.(user),
      onError: (err) => setError(serverText(err, 'An error occurred during registration')),
    });
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-password-hint`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-describedby={error ? errorId : undefined}>
      <FormError id={errorId} message={error} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-username`}>Username</Label>
        <Input id={`${id}-username`} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          aria-describedby={hintId}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id={hintId} className="text-xs text-slate-600">
          Must be at least 6 characters
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>Confirm Password</Label>
        <Input
          id={`${id}-confirm`}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
