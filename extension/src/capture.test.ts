// Capture on pages shaped like the major job boards (markup written here, modelled on what each
// board publishes: JSON-LD with HTML or escaped HTML, several blocks, @graph, or none at all).
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { NO_POSTING_MESSAGE, capturePosting, countWords, previewLines, type CaptureResult } from './capture.ts';

function page(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

function posting(result: CaptureResult) {
  if (!result.ok) throw new Error(`expected a posting, got: ${result.reason}`);
  return result.posting;
}

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const BODY_FILLER = '<p>Apply now. Share this job. Sign in to save it.</p>';

describe('capturePosting', () => {
  it('Greenhouse: JobPosting JSON-LD with an HTML description becomes plain text with list items', () => {
    const doc = page(`<html><head><title>Job Application for Staff Engineer at Northwind</title>
      ${ld({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Staff Engineer',
        hiringOrganization: { '@type': 'Organization', name: 'Northwind Traders' },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'PT' } },
        description: '<h2>About the role</h2><p>You will lead our <strong>payments</strong> platform.</p><ul><li>8+ years of Go</li><li>PostgreSQL at scale</li></ul>',
      })}</head><body><div id="app">${BODY_FILLER}</div></body></html>`);
    const p = posting(capturePosting(doc, '', 'https://boards.greenhouse.io/northwind/jobs/1'));
    expect(p).toMatchObject({ source: 'json-ld', title: 'Staff Engineer', company: 'Northwind Traders', location: 'Lisbon, PT' });
    expect(p.description).toBe('About the role\n\nYou will lead our payments platform.\n\n- 8+ years of Go\n- PostgreSQL at scale');
    expect(p.url).toBe('https://boards.greenhouse.io/northwind/jobs/1');
  });

  it('Lever: several JSON-LD blocks, the posting is not the first', () => {
    const doc = page(`<html><head><title>Contoso - Product Designer</title>
      ${ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Lever', url: 'https://lever.co' })}
      <script type="application/ld+json">{ not json at all</script>
      ${ld({
        '@context': 'http://schema.org',
        '@type': 'JobPosting',
        title: 'Product Designer',
        hiringOrganization: { '@type': 'Organization', name: 'Contoso' },
        jobLocation: [{ '@type': 'Place', address: { addressLocality: 'Remote' } }, { '@type': 'Place', address: { addressLocality: 'London', addressCountry: 'UK' } }],
        description: '<div>Design the tools our <em>customers</em> use every day.</div><div>Figma and prototyping.</div>',
      })}</head><body>${BODY_FILLER}</body></html>`);
    const p = posting(capturePosting(doc, '', 'https://jobs.lever.co/contoso/abc'));
    expect(p).toMatchObject({ source: 'json-ld', title: 'Product Designer', company: 'Contoso', location: 'Remote; London, UK' });
    expect(p.description).toBe('Design the tools our customers use every day.\n\nFigma and prototyping.');
  });

  it('Workday: @graph array and an entity-escaped description (escaped twice in the page)', () => {
    const doc = page(`<html><head><title>Workday</title>
      ${ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Careers' },
          {
            '@type': ['JobPosting'],
            title: 'Data Analyst',
            hiringOrganization: 'Fabrikam Inc.',
            jobLocation: { '@type': 'Place', address: 'Austin, TX' },
            description: '&lt;p&gt;Build dashboards in &lt;b&gt;SQL&lt;/b&gt; &amp;amp; Python.&lt;/p&gt;&lt;p&gt;Hybrid.&lt;/p&gt;',
          },
        ],
      })}</head><body>${BODY_FILLER}</body></html>`);
    const p = posting(capturePosting(doc, '', 'https://fabrikam.wd5.myworkdayjobs.com/job/1'));
    expect(p).toMatchObject({ title: 'Data Analyst', company: 'Fabrikam Inc.', location: 'Austin, TX' });
    expect(p.description).toBe('Build dashboards in SQL & Python.\n\nHybrid.');
    expect(p.description).not.toContain('<');
  });

  it('LinkedIn: no JSON-LD; the main content is read with Readability, navigation left out', () => {
    const para = (s: string) => `<p>${s} The team ships weekly, reviews code with care and values clear writing in every pull request and design document.</p>`;
    const doc = page(`<html><head><title>Senior Backend Engineer | Tailspin Toys | LinkedIn</title></head><body>
      <nav><a href="/feed">Home</a><a href="/jobs">Jobs</a><a href="/messaging">Messaging</a></nav>
      <main><article class="jobs-description"><h1>Senior Backend Engineer</h1>
      ${para('Tailspin Toys is hiring a senior backend engineer to build our order services in Node.js.')}
      ${para('You have five years of experience with TypeScript, PostgreSQL and message queues.')}
      ${para('You care about observability and have run services in production on call.')}
      ${para('We offer a remote-first team across Europe with a yearly learning budget.')}
      </article></main><footer>© LinkedIn Corporation</footer></body></html>`);
    const p = posting(capturePosting(doc, '', 'https://www.linkedin.com/jobs/view/42'));
    expect(p.source).toBe('readability');
    expect(p.description).toContain('Tailspin Toys is hiring a senior backend engineer');
    expect(p.description).toContain('remote-first team');
    expect(p.description).not.toContain('Messaging');
    expect(countWords(p.description)).toBeGreaterThan(40);
    // The live page is left as it was (Readability works on a copy).
    expect(doc.querySelector('nav')).not.toBeNull();
  });

  it('Indeed: the selection wins over JSON-LD, which still gives the title and company', () => {
    const doc = page(`<html><head><title>Nurse - Indeed.com</title>
      ${ld({ '@type': 'JobPosting', title: 'Registered Nurse', hiringOrganization: { name: 'Litware Health' }, description: '<p>Full text</p>' })}
      </head><body>${BODY_FILLER}</body></html>`);
    const p = posting(capturePosting(doc, '  Night shifts,\u00a0three per week.\n\nBLS required.  ', 'https://www.indeed.com/viewjob?jk=1'));
    expect(p).toMatchObject({ source: 'selection', title: 'Registered Nurse', company: 'Litware Health' });
    expect(p.description).toBe('Night shifts, three per week.\n\nBLS required.');
  });

  it('a page with no posting says so instead of sending a menu', () => {
    const doc = page(`<html><head><title>Sign in</title>${ld({ '@type': 'Organization', name: 'Acme' })}</head>
      <body><form><label>Email <input name="email"></label><button>Sign in</button></form></body></html>`);
    expect(capturePosting(doc, '', 'https://example.com/login')).toEqual({ ok: false, reason: NO_POSTING_MESSAGE });
  });

  it('a JobPosting without a description falls back to the page content', () => {
    const doc = page(`<html><head><title>Role</title>${ld({ '@type': 'JobPosting', title: 'Role', hiringOrganization: { name: 'Acme' } })}</head>
      <body><form><button>Apply</button></form></body></html>`);
    expect(capturePosting(doc, '', 'https://example.com/job').ok).toBe(false);
  });
});

describe('previewLines', () => {
  it('keeps the first non-empty lines', () => {
    expect(previewLines('\nA\n\nB\nC\nD\nE', 3)).toEqual(['A', 'B', 'C']);
  });
});
