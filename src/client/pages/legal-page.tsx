import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../shared/constants.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

const UPDATED = 'January 2025';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function Privacy() {
  return (
    <>
      <p className="text-lg leading-relaxed text-slate-700">
        {PRODUCT_NAME} helps you write cover letters and tailor resumes. To do that it has to handle your documents, so this policy says
        plainly what we keep, why, and how you stay in control.
      </p>
      <Section title="What we collect">
        <ul className="list-disc space-y-1 pl-6">
          <li>Your account: username, a one-way hash of your password (never the password itself), and, if you give them, your email and full name.</li>
          <li>What you upload or paste: resumes (PDF or DOCX), the text extracted from them, and job descriptions.</li>
          <li>What we produce for you: cover letters and tailored resumes, so you can find them again on your dashboard.</li>
          <li>Plan details: whether you are on the free or premium plan, your daily usage count, and subscription status from our payment provider.</li>
        </ul>
      </Section>
      <Section title="How we use it">
        <p>
          Only to provide the service: to write and store your documents, enforce the free plan&apos;s daily limit, run your subscription and keep the
          service secure. We do not sell your data, show you ads, or use your documents to train models.
        </p>
        <p>
          By default letters are written by a built-in writer on our own server. If the operator of this installation connects an external AI
          model, the resume facts and job description needed for your request are sent to that provider only to produce your document.
        </p>
      </Section>
      <Section title="Cookies">
        <p>
          We set one essential cookie: a random session token that keeps you signed in. It is HTTP-only, and only a hash of it is stored on our side.
          There are no advertising or third-party tracking cookies.
        </p>
      </Section>
      <Section title="Payments">
        <p>
          Card payments are handled by our payment provider. We never see or store your full card number; we keep only the subscription status,
          plan and billing dates.
        </p>
      </Section>
      <Section title="Your choices">
        <p>
          You can delete any saved cover letter, tailored resume or uploaded resume from your dashboard at any time. You can download all of your
          data, or delete your account together with everything in it; deletion is permanent.
        </p>
      </Section>
      <Section title="Security and retention">
        <p>
          Passwords are hashed with Argon2id, sessions expire after 30 days of inactivity, and connections should be served over HTTPS. We keep your
          documents until you delete them or your account.
        </p>
      </Section>
    </>
  );
}

function Terms() {
  return (
    <>
      <p className="text-lg leading-relaxed text-slate-700">
        These terms govern your use of {PRODUCT_NAME}. By creating an account or using the service you agree to them.
      </p>
      <Section title="The service">
        <p>
          {PRODUCT_NAME} generates cover letters and tailored resumes from the resume and job description you provide. Generated documents are
          drafts: you are responsible for reviewing them and for everything you send to an employer.
        </p>
      </Section>
      <Section title="Your account">
        <p>
          Keep your password to yourself and tell us if you think your account has been misused. You must provide accurate information and may not
          create accounts to get around plan limits.
        </p>
      </Section>
      <Section title="Your content">
        <p>
          You keep all rights to the resumes and job descriptions you upload and to the documents produced for you. You give us only the permission
          needed to store and process them to provide the service. Only upload content you have the right to use.
        </p>
      </Section>
      <Section title="Plans and billing">
        <p>
          The free plan includes 3 cover letter generations per day. Premium gives unlimited generations, priority processing and advanced
          customization, billed monthly ($4.99) or yearly ($49.99) in advance. You can cancel at any time; a cancelled subscription stays active
          until the end of the period already paid for. Premium granted by an administrator ends on the date shown on your subscription page.
        </p>
      </Section>
      <Section title="Acceptable use">
        <p>
          Do not misuse the service: no attempts to break its security, overload it, scrape it, or use it to produce misleading or unlawful
          content.
        </p>
      </Section>
      <Section title="No guarantees">
        <p>
          We work to keep {PRODUCT_NAME} accurate and available, but the service is provided &quot;as is&quot;. We cannot promise any job outcome,
          and to the extent the law allows we are not liable for indirect losses arising from its use.
        </p>
      </Section>
      <Section title="Changes">
        <p>
          We may update these terms; if a change is significant we will tell you in the app before it takes effect. You can stop using the service
          and delete your account at any time.
        </p>
      </Section>
    </>
  );
}

export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const title = kind === 'privacy' ? 'Privacy Policy' : 'Terms of Service';
  usePageTitle(title);
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 md:py-16">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">Last updated {UPDATED}</p>
      </header>
      {kind === 'privacy' ? <Privacy /> : <Terms />}
      <p className="border-t border-slate-200 pt-6 text-sm text-slate-600">
        See also our{' '}
        <Link href={kind === 'privacy' ? '/terms' : '/privacy'} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
          {kind === 'privacy' ? 'Terms of Service' : 'Privacy Policy'}
        </Link>
        .
      </p>
    </article>
  );
}
