// /extension: what the browser extension does, what it reads and sends, and how to install it.
import { Download, MousePointerClick, Puzzle, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../shared/constants.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export const EXTENSION_ZIP_PATH = '/applykit-extension.zip';
export const EXTENSION_SCREENSHOT_PATH = '/extension-popup.png';

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="grid gap-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export function ExtensionPage() {
  usePageTitle('Chrome Extension');
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">The {PRODUCT_NAME} Chrome Extension</h1>
        <p className="text-lg leading-relaxed text-slate-700">
          Reading a job posting on a job board? Click the {PRODUCT_NAME} button in the toolbar, check what it found, and open the posting in the cover-letter
          generator with the job description, company name and link already filled in.
        </p>
      </header>

      <div className="grid items-start gap-8 md:grid-cols-[1fr_auto]">
        <Section title="What it does" icon={<MousePointerClick className="size-5 text-indigo-600" aria-hidden="true" />}>
          <ul className="list-disc space-y-1 pl-6">
            <li>If you selected text on the page, it takes your selection.</li>
            <li>
              Otherwise it reads the job posting that most job boards publish for search engines (schema.org JobPosting): title, company, location and
              description.
            </li>
            <li>If there is none, it reads the page&apos;s main content, the way a browser&apos;s reader view does.</li>
            <li>It shows you the title, company, the first lines and the word count, and says so plainly when a page holds no posting.</li>
            <li>
              &ldquo;Open in {PRODUCT_NAME}&rdquo; opens the generator with the posting filled in. If you are signed out you sign in first, and your
              letter is written right after.
            </li>
            <li>You can also select text, right-click and choose &ldquo;Write a cover letter with {PRODUCT_NAME}&rdquo;.</li>
          </ul>
        </Section>
        <figure className="grid justify-items-center gap-2">
          <img
            src={EXTENSION_SCREENSHOT_PATH}
            alt={`The ${PRODUCT_NAME} extension popup showing a captured job posting: title, company, location, word count, the first lines and an Open in ${PRODUCT_NAME} button`}
            width={380}
            className="rounded-xl border border-slate-200 shadow-sm"
          />
          <figcaption className="text-sm text-slate-600">The popup on a job posting.</figcaption>
        </figure>
      </div>

      <Section title="What it reads and sends" icon={<ShieldCheck className="size-5 text-indigo-600" aria-hidden="true" />}>
        <p>
          Nothing, until you click. The extension has no access to the sites you visit: Chrome lets it read only the tab you are on, and only when you
          click its button or menu item (the &ldquo;activeTab&rdquo; permission). It keeps no history and sends nothing in the background.
        </p>
        <p>
          When you click &ldquo;Open in {PRODUCT_NAME}&rdquo;, the job description, company name and posting link are put in the part of the address
          after &ldquo;#&rdquo;, which browsers never send to a server. The generator page reads them once and removes them from the address bar. They
          reach {PRODUCT_NAME}&apos;s server only when you press Generate, like text you pasted yourself, and the posting link is then kept with your
          letter so you can find the job again from your dashboard. Very long postings are shortened to 10,000 characters on the way, and the generator
          tells you when that happened.
        </p>
        <p>The only setting it stores is the address of your {PRODUCT_NAME} (by default http://localhost:3000), in Chrome&apos;s extension storage.</p>
      </Section>

      <Section title="How to install it" icon={<Puzzle className="size-5 text-indigo-600" aria-hidden="true" />}>
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            <a href={EXTENSION_ZIP_PATH} download className="inline-flex items-center gap-1 font-medium text-indigo-700 underline">
              <Download className="size-4" aria-hidden="true" />
              Download the extension (zip)
            </a>{' '}
            and unzip it into a folder you keep. From a copy of the source code, <code className="rounded bg-slate-100 px-1">npm run build:extension</code>{' '}
            writes the same folder to <code className="rounded bg-slate-100 px-1">dist/extension</code>.
          </li>
          <li>
            Open <code className="rounded bg-slate-100 px-1">chrome://extensions</code> in Chrome or Chromium and turn on &ldquo;Developer mode&rdquo;.
          </li>
          <li>Click &ldquo;Load unpacked&rdquo; and choose the folder.</li>
          <li>Pin {PRODUCT_NAME} to the toolbar. If your {PRODUCT_NAME} runs somewhere other than http://localhost:3000, set its address under the extension&apos;s Settings.</li>
        </ol>
      </Section>
    </div>
  );
}
