import { ArrowRight, Download, FileCheck2, ListChecks, Quote, ShieldCheck, Sparkles, Target, Upload, WifiOff, Zap } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useUser } from '../api/get-user.ts';
import { useOnSignedIn, useSignInModal } from '../components/auth/sign-in-modal.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { GeneratorFormSlot } from '../features/cover-letter/generator-form-slot.tsx';
import { track } from '../lib/analytics.ts';
import { scrollToSection } from '../lib/scroll-to-section.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

const FEATURES = [
  {
    icon: ShieldCheck,
    title: 'Grounded in your resume',
    text: 'Every letter says only what your resume supports: no invented skills, employers, titles or numbers.',
  },
  {
    icon: ListChecks,
    title: 'Match report',
    text: 'See which of the job’s requirements your experience meets, in the employer’s own words, before you apply.',
  },
  {
    icon: Target,
    title: 'Tailored resumes',
    text: 'Reorder and rephrase your resume for one role: keywords matched, relevant projects up front, recent work first.',
  },
  {
    icon: Download,
    title: 'DOCX and PDF downloads',
    text: 'Edit the letter in place, fill any placeholders, then download a clean Word or PDF file ready to send.',
  },
  {
    icon: Zap,
    title: 'Fast',
    text: 'A finished, ATS-friendly letter in seconds, so you can apply to the next job while it is still fresh.',
  },
  {
    icon: WifiOff,
    title: 'Works offline',
    text: 'The built-in writer runs without any outside AI service or API key; your documents stay on this server.',
  },
] as const;

const STEPS = [
  {
    icon: Upload,
    title: 'Input Job Details',
    text: 'Paste the job description and upload your resume as a PDF or DOCX file. Add your name and the company if you like.',
  },
  {
    icon: Sparkles,
    title: 'AI Generation',
    text: 'ApplyKit reads both documents, matches your real experience to what the employer asks for and drafts your letter.',
  },
  {
    icon: FileCheck2,
    title: 'Download & Apply',
    text: 'Review and edit the letter, then download it as DOCX or PDF and send your application with confidence.',
  },
] as const;

const TESTIMONIALS = [
  {
    quote:
      'I used to spend an hour on every cover letter. ApplyKit gave me a strong first draft in seconds that only mentioned things I had actually done, so I could send it without worrying.',
    name: 'Priya S.',
    role: 'Data Analyst',
  },
  {
    quote:
      'The match report showed me which requirements my resume covered and which it didn’t. I tailored my resume for each role and got three interviews in two weeks.',
    name: 'Marcus T.',
    role: 'Project Manager',
  },
  {
    quote:
      'The browser extension is a lifesaver: I open a job posting, click once, and my letter is ready. It has made applying to jobs far less exhausting.',
    name: 'Elena R.',
    role: 'Graphic Designer',
  },
] as const;

export const START_SIGN_IN_MESSAGE = 'Sign in to generate your personalized cover letter';

export function HomePage() {
  usePageTitle();
  const [, navigate] = useLocation();
  const { user } = useUser();
  const signIn = useSignInModal();
  const startPending = useRef(false);

  // The start action (SPEC.md, Landing page): signed out → sign-in prompt, then on to the generator.
  function start() {
    track('button_click', { button: 'start', location: 'how_it_works' });
    if (user) return navigate('/generator');
    startPending.current = true;
    signIn.open(START_SIGN_IN_MESSAGE);
  }

  useOnSignedIn(() => {
    if (!startPending.current) return;
    startPending.current = false;
    navigate('/generator');
  });

  // Forget the intent when the user closes the modal without signing in.
  useEffect(() => {
    if (!signIn.isOpen && !user) startPending.current = false;
  }, [signIn.isOpen, user]);

  // Arriving at /#section from another page: scroll once the section exists.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) return;
    const frame = requestAnimationFrame(() => scrollToSection(id));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <>
      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 pt-14 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:items-center">
          <div className="grid gap-6">
            <p className="inline-flex w-fit items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 text-sm font-medium text-indigo-800">
              <Sparkles className="size-4" aria-hidden="true" />
              Cover letters that tell the truth, well
            </p>
            <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Land your next interview with a cover letter <span className="text-indigo-700">written for the job</span>
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-slate-700">
              Upload your resume, paste the job description, and ApplyKit writes an ATS-optimised cover letter in seconds — built only
              from what your resume actually says.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button asChild size="lg">
                <Link href="/create-cover-letter" onClick={() => track('navigation', { destination: '/create-cover-letter', link_text: 'Create Your Cover Letter Now' })}>
                  Create Your Cover Letter Now
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a
                  href="#how-it-works"
                  onClick={(e) => {
                    e.preventDefault();
                    window.history.replaceState(null, '', '#how-it-works');
                    scrollToSection('how-it-works');
                  }}
                >
                  Discover How It Works
                </a>
              </Button>
            </div>
          </div>
          <Card className="hidden border-indigo-100 shadow-lg lg:block" aria-hidden="true">
            <CardContent className="grid gap-3 p-6 font-serif text-sm leading-relaxed text-slate-700">
              <p className="font-sans text-xs font-semibold uppercase tracking-wide text-indigo-700">Sample letter</p>
              <p>Dear Hiring Manager,</p>
              <p>
                I was excited to see the Data Analyst opening at Northwind. In my three years at Contoso I built SQL reporting pipelines
                and Tableau dashboards used by 40 managers every week…
              </p>
              <div className="flex flex-wrap gap-2 font-sans">
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-900">SQL ✓</span>
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-900">Tableau ✓</span>
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">Python — not in resume</span>
              </div>
            </CardContent>
          </Card>
        </div>
      </section>

      <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Everything you need to apply with confidence
            </h2>
            <p className="mt-3 text-slate-700">Honest letters, a clear picture of your fit, and files ready to send.</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardContent className="grid gap-2 p-6">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                    <p className="text-sm leading-relaxed text-slate-700">{text}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Cover letter generator" id="generator" className="scroll-mt-20 bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <GeneratorFormSlot />
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-20 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              How it works
            </h2>
            <p className="mt-3 text-slate-700">From job posting to a finished letter in three steps.</p>
          </div>
          <ol className="grid gap-6 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="mb-4 flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-indigo-600 text-base font-bold text-white" aria-hidden="true">
                    {i + 1}
                  </span>
                  <Icon className="size-6 text-indigo-700" aria-hidden="true" />
                </div>
                <h3 className="text-lg font-semibold text-slate-900">
                  <span className="sr-only">Step {i + 1}: </span>
                  {title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex justify-center">
            <Button size="lg" onClick={start}>
              Try it now — it’s free
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </section>

      <section id="testimonials" aria-labelledby="testimonials-heading" className="scroll-mt-20 bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              What job seekers say
            </h2>
          </div>
          <ul className="grid gap-6 md:grid-cols-3">
            {TESTIMONIALS.map((t) => (
              <li key={t.name}>
                <figure className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6">
                  <Quote className="size-6 text-indigo-600" aria-hidden="true" />
                  <blockquote className="flex-1 text-slate-800">
                    <p className="leading-relaxed">{t.quote}</p>
                  </blockquote>
                  <figcaption className="text-sm">
                    <span className="font-semibold text-slate-900">{t.name}</span>
                    <span className="text-slate-600"> · {t.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
