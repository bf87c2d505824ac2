import { Lock, Sparkles, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { PRODUCT_NAME } from '../../shared/constants.ts';
import { useUser } from '../api/get-user.ts';
import { LoginForm, RegisterForm } from '../components/auth/auth-forms.tsx';
import { PageSpinner } from '../components/auth/protected-route.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { cn } from '../lib/cn.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { useTypewriter } from '../lib/use-typewriter.ts';

const SAMPLE_LETTER = `Dear Hiring Manager,

I am writing to apply for the Marketing Coordinator position at Brightwave. In my two years at Lumen Studio I planned and ran email campaigns for twelve clients and grew newsletter sign-ups by 35%.

Your posting asks for someone who can turn data into clear campaign decisions. That is the part of my work I enjoy most, and I would welcome the chance to bring it to your team.

Sincerely,
Jordan Lee`;

const BLURBS = [
  { icon: Sparkles, title: 'AI-powered writing', text: 'Letters drafted from your own resume and the job description, in seconds.' },
  { icon: UserRound, title: 'Your personal account', text: 'Keep your cover letters and tailored resumes in one place and download them any time.' },
  { icon: Lock, title: 'Secure and private', text: 'Hashed passwords, private sessions, and your documents are never shared or sold.' },
] as const;

function SampleLetterPreview() {
  const { shown, cursorVisible } = useTypewriter(SAMPLE_LETTER);
  return (
    <Card className="border-indigo-100 shadow-md">
      <CardHeader className="pb-2">
        <CardTitle as="h2" className="text-base">
          Sample cover letter
        </CardTitle>
        <CardDescription>A preview of the kind of letter {PRODUCT_NAME} writes for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="sr-only">{SAMPLE_LETTER}</p>
        <div aria-hidden="true" data-testid="sample-letter" className="min-h-64 whitespace-pre-wrap rounded-lg bg-slate-50 p-4 font-serif text-sm leading-relaxed text-slate-800">
          {shown}
          <span className={cn('ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 bg-indigo-600', cursorVisible ? 'opacity-100' : 'opacity-0')} />
        </div>
      </CardContent>
    </Card>
  );
}

export function AuthPage() {
  usePageTitle('Sign In or Create an Account');
  const { user, isLoading } = useUser();
  const [tab, setTab] = useState<'login' | 'register'>('login');

  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to="/dashboard" replace />;

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-4">
        <Card className="w-full">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Welcome to {PRODUCT_NAME}
            </CardTitle>
            <CardDescription>Sign in to your account or create a new one to save and download your cover letters.</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(v) => setTab(v as 'login' | 'register')}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <p className="text-center text-sm text-slate-600">
          By continuing, you agree to our{' '}
          <Link href="/terms" className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link href="/privacy" className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
            Privacy Policy
          </Link>
          .
        </p>
      </div>

      <div className="grid gap-6">
        <SampleLetterPreview />
        <ul className="grid gap-3">
          {BLURBS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
