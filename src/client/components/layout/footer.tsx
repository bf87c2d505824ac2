import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../shared/constants.ts';

const LINK = 'rounded text-slate-200 underline-offset-4 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400';

interface FooterItem {
  label: string;
  /** A page in this app; items without one render as plain text (DESIGN.md: never dead '#' links). */
  href?: string;
}

const COLUMNS: { title: string; items: FooterItem[] }[] = [
  {
    title: 'Product',
    items: [{ label: 'Chrome Extension', href: '/extension' }, { label: 'Pricing', href: '/subscription' }, { label: 'Updates' }, { label: 'Roadmap' }],
  },
  {
    title: 'Resources',
    items: [
      { label: 'Blog' },
      { label: 'Resume Tips', href: '/resources/resume-tips' },
      { label: 'Cover Letter Guide', href: '/tips/cover-letter-format' },
      { label: 'Job Search Strategies', href: '/resources/job-search-strategies' },
      { label: 'Interview Preparation', href: '/resources/interview-preparation' },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About Us' },
      { label: 'Careers' },
      { label: 'Contact' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="col-span-2 grid content-start gap-3 md:col-span-1">
          <Link href="/" className="flex w-fit items-center gap-2 rounded-md text-lg font-bold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400">
            <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
              <FileText className="size-4" aria-hidden="true" />
            </span>
            {PRODUCT_NAME}
          </Link>
          <p className="text-sm leading-relaxed text-slate-300">
            Honest, tailored cover letters and resumes that help you land your dream job — built only from what your resume really says.
          </p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{col.title}</h2>
            <ul className="grid gap-2 text-sm">
              {col.items.map((item) => (
                <li key={item.label}>
                  {item.href ? (
                    <Link href={item.href} className={`${LINK} hover:underline`}>
                      {item.label}
                    </Link>
                  ) : (
                    <span className="text-slate-400">{item.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          © {year} {PRODUCT_NAME}. All rights reserved.{' '}
          {/* The notices the skills data's licences require (O*NET, ESCO); kept apart from the SPEC's footer columns. */}
          {/* Underlined at rest: a link inside a line of text must not rely on colour alone (axe link-in-text-block). */}
          <Link href="/credits" className={`${LINK} underline`}>
            Data sources and credits
          </Link>
        </p>
      </div>
    </footer>
  );
}
