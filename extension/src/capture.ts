// What the extension reads from a job page. Pure: it takes a Document (the live page in the
// browser, linkedom in tests) and never touches the network, storage or the clock.
import { Readability } from '@mozilla/readability';
import { countWords } from './text.ts';

export { countWords, previewLines } from './text.ts';

export interface CapturedPosting {
  source: 'selection' | 'json-ld' | 'readability';
  title: string;
  company: string;
  location: string;
  description: string;
  url: string;
}

export type CaptureResult = { ok: true; posting: CapturedPosting } | { ok: false; reason: string };

export const NO_POSTING_MESSAGE = 'No job posting found on this page. Select the posting text and try again.';

/** Readability finds an "article" on almost any page; below this it is a menu or a login form. */
const MIN_ARTICLE_WORDS = 40;
/** JSON-LD scripts larger than this are not parsed: a page is untrusted input. */
const MAX_JSON_LD_CHARS = 2_000_000;
const MAX_GRAPH_NODES = 500;

export function capturePosting(doc: Document, selection: string, url: string): CaptureResult {
  const selected = normalizeText(selection);
  if (selected !== '') {
    const fromLd = findJobPosting(doc);
    return {
      ok: true,
      posting: {
        source: 'selection',
        title: fromLd?.title ?? cleanTitle(doc.title),
        company: fromLd?.company ?? '',
        location: fromLd?.location ?? '',
        description: selected,
        url,
      },
    };
  }
  const fromLd = findJobPosting(doc);
  if (fromLd && fromLd.description !== '') return { ok: true, posting: { source: 'json-ld', ...fromLd, url } };
  const article = readArticle(doc);
  if (article) return { ok: true, posting: { source: 'readability', ...article, url } };
  return { ok: false, reason: NO_POSTING_MESSAGE };
}

interface PostingFields {
  title: string;
  company: string;
  location: string;
  description: string;
}

/** The first schema.org JobPosting among all JSON-LD blocks, arrays and @graph lists of the page. */
export function findJobPosting(doc: Document): PostingFields | null {
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    const raw = script.textContent ?? '';
    if (raw.length > MAX_JSON_LD_CHARS) continue;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      continue;
    }
    const node = collectNodes(data).find(isJobPosting);
    if (node) return readJobPosting(node, doc);
  }
  return null;
}

function collectNodes(data: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const stack: unknown[] = [data];
  while (stack.length > 0 && out.length < MAX_GRAPH_NODES) {
    const item = stack.pop();
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
    } else if (isRecord(item)) {
      out.push(item);
      if (Array.isArray(item['@graph'])) stack.push(item['@graph']);
    }
  }
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isJobPosting(node: Record<string, unknown>): boolean {
  const type = node['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && t.replace(/^https?:\/\/schema\.org\//, '') === 'JobPosting');
}

function readJobPosting(node: Record<string, unknown>, doc: Document): PostingFields {
  return {
    title: normalizeText(asText(node.title)),
    company: normalizeText(readName(node.hiringOrganization)),
    location: readLocation(node.jobLocation),
    description: htmlToText(asText(node.description), doc),
  };
}

function asText(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

function readName(v: unknown): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return readName(v[0]);
  return isRecord(v) ? asText(v.name) : '';
}

function readLocation(v: unknown): string {
  const places = Array.isArray(v) ? v : [v];
  const names = places.map((place) => {
    if (typeof place === 'string') return place;
    if (!isRecord(place)) return '';
    const address = place.address;
    if (typeof address === 'string') return address;
    if (!isRecord(address)) return asText(place.name);
    return [address.addressLocality, address.addressRegion, address.addressCountry]
      .map((part) => (isRecord(part) ? asText(part.name) : asText(part)))
      .filter((part) => part !== '')
      .join(', ');
  });
  return normalizeText(names.filter((n) => n !== '').join('; '));
}

const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BR', 'SECTION', 'TR', 'TABLE', 'ARTICLE', 'BLOCKQUOTE']);

/**
 * JSON-LD descriptions are HTML, sometimes entity-escaped twice (Workday, Indeed). Parsed into an
 * inert template of the page's own document, so nothing runs and no image loads.
 */
export function htmlToText(html: string, doc: Document): string {
  let source = html;
  // Escaped markup ("&lt;p&gt;") decodes to tags once; a second pass turns them into elements.
  for (let pass = 0; pass < 2; pass++) {
    const template = doc.createElement('template');
    template.innerHTML = source;
    const root = template.content ?? template;
    const text = blockText(root);
    if (!/<[a-z][a-z0-9]*[\s/>]/i.test(text) || pass === 1) return text;
    source = text;
  }
  return '';
}

function blockText(root: Node): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    const tag = (node as Element).tagName?.toUpperCase() ?? '';
    if (tag === 'SCRIPT' || tag === 'STYLE') return;
    const block = BLOCK_TAGS.has(tag);
    if (block) parts.push('\n');
    if (tag === 'LI') parts.push('- ');
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) parts.push('\n');
  };
  walk(root);
  return tidyLines(parts.join(''));
}

/** Collapses spaces inside lines and keeps at most one blank line between paragraphs. */
function tidyLines(text: string): string {
  const lines = text.split('\n').map((line) => normalizeText(line));
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    // List items sit on consecutive lines, not one paragraph each.
    if (line === '' && out[out.length - 1].startsWith('- ') && nextNonEmpty(lines, i).startsWith('- ')) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

function nextNonEmpty(lines: string[], from: number): string {
  for (let i = from + 1; i < lines.length; i++) if (lines[i] !== '') return lines[i];
  return '';
}

function normalizeText(text: string): string {
  return text.replace(/\u00a0/g, ' ').split(/[ \t\r\f\v]+/).filter((w) => w !== '').join(' ').trim();
}

function readArticle(doc: Document): PostingFields | null {
  // Readability changes the document it reads; the live page must stay as the user sees it.
  const copy = doc.cloneNode(true) as Document;
  let article: ReturnType<Readability<string>['parse']>;
  try {
    article = new Readability(copy, { charThreshold: 200 }).parse();
  } catch {
    return null;
  }
  if (!article?.content) return null;
  const description = htmlToText(article.content, doc);
  if (countWords(description) < MIN_ARTICLE_WORDS) return null;
  return {
    title: normalizeText(article.title ?? '') || cleanTitle(doc.title),
    company: normalizeText(article.siteName ?? ''),
    location: '',
    description,
  };
}

function cleanTitle(title: string): string {
  return normalizeText(title ?? '');
}
