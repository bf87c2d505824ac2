import winkNLP, { type ItemCustomEntity, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { JobAnalysis, Keyword, Requirement, Seniority } from '../types.ts';
import { findLexiconTerms } from '../lexicon/find-lexicon-terms.ts';
import { inferCompany, inferPosition } from './infer-title.ts';

type SectionKind = 'must' | 'nice' | 'responsibilities' | 'about' | 'perks' | 'other' | 'none';

// Loading the model takes ~100 ms, so it happens once, on first use, not at import.
let nlp: WinkMethods | null = null;
function loadNlp(): WinkMethods {
  if (nlp) return nlp;
  nlp = winkNLP(model);
  nlp.learnCustomEntities([
    { name: 'phrase', patterns: ['[ADJ|NOUN|PROPN] [NOUN|PROPN]', '[ADJ|NOUN|PROPN] [NOUN|PROPN] [NOUN|PROPN]', '[ADJ] [ADJ|NOUN] [NOUN] [NOUN]'] },
  ]);
  return nlp;
}

const HEADINGS: [SectionKind, RegExp][] = [
  ['nice', /^(nice[- ]to[- ]haves?|preferred|preferred (qualifications|skills|experience|requirements)|bonus( points)?|pluses|plus|desired( qualifications| skills)?|additional (qualifications|skills)|it'?s a plus|ideally|good to have|extra credit|even better)\b/i],
  ['responsibilities', /^(responsibilities|key responsibilities|main responsibilities|duties|job duties|essential (duties|functions)|what you('ll| will) (do|be doing)|the role|your role|in this role|day[- ]to[- ]day|role overview|your impact|what the job involves|about the role|about the position|about the job|position summary|job summary|overview of the role)\b/i],
  ['must', /^(you should have|you must have|what you need|(the )?ideal candidate|desired skills|key skills|required experience|minimum experience|requirements|required|minimum requirements|job requirements|qualifications|required qualifications|minimum qualifications|basic qualifications|must[- ]haves?|must have|what you('ll)? (need|bring)|what we('re| are) looking for|who you are|skills (and|&) experience|required (skills|experience)|your (profile|background|experience|skills)|you have|you bring|about you|experience|skills|education|licen[cs]es?( and certifications)?|certifications?|competencies)\b/i],
  ['about', /^(about (us|the company|the team)|about [A-Z]|who we are|company overview|our (company|mission|story)|the company)\b/i],
  ['perks', /^(benefits|perks|what we offer|we offer|what you('ll| will) get|compensation|salary|pay|how to apply|to apply|why (join|work)|equal (employment )?opportunity|eeo)\b/i],
  ['other', /^(location|schedule|hours|work environment|physical (demands|requirements)|job type|employment type)\b/i],
];

// What the employer offers, and legal or application boilerplate: never a requirement or a keyword.
const BOILERPLATE = new RegExp(
  [
    String.raw`\bwe offer\b`,
    String.raw`\byou(?:'ll| will) (?:get|receive|enjoy)\b`,
    String.raw`\b(?:benefits|perks)\b.{0,20}\b(?:include|including|package)\b`,
    String.raw`\bcompetitive (?:salary|pay|compensation|wages?|benefits|rates?)\b`,
    String.raw`\bequal(?: employment)?[- ]opportunity\b`,
    String.raw`\bEEO\b`,
    String.raw`\baffirmative action\b`,
    String.raw`\b(?:salary|pay|compensation|hourly) range\b`,
    String.raw`\bpaid time off\b`,
    String.raw`\bPTO\b`,
    String.raw`\b401\s*\(?k\)?`,
    String.raw`\b(?:medical|health),? dental\b`,
    String.raw`\bdental,? (?:and )?vision\b`,
    String.raw`\btuition (?:reimbursement|assistance)\b`,
    String.raw`\bstock options\b`,
    String.raw`\breasonable accommodations?\b`,
    String.raw`\bwithout regard to\b`,
    String.raw`\bregardless of (?:race|age|gender|religion|background)\b`,
    String.raw`\ball qualified applicants\b`,
    String.raw`\bapply (?:now|today)\b`,
    String.raw`\bsend (?:us )?your (?:resume|cv)\b`,
    String.raw`^to apply\b`,
  ].join('|'),
  'i',
);

/** True for an offer, benefit, EEO or how-to-apply sentence ('We offer competitive salary, equity and remote-friendly work.'). */
export function isBoilerplate(sentence: string): boolean {
  return BOILERPLATE.test(sentence);
}

const BULLET = /^\s*(?:[-*•▪◦‣–·●■□✓✔→>]|\(?\d{1,2}[.)]|[a-z][.)])\s+/;
const NICE_CUE = /\b(preferred|a plus|is a plus|are a plus|nice to have|nice-to-have|bonus|ideally|desired|desirable|advantageous|an advantage|not required|helpful|would be great)\b/i;
const REQ_CUE = /\b(required|requirement|must have|must be|you have|you bring|you'll need|you will need|experience (with|in|using|managing|leading)|years of|proficien\w*|familiar\w*|knowledge of|certifi\w+|licen[cs]\w*|degree|background in|ability to|able to|skills? in|expertise in|track record)\b/i;
const RESP_CUE = /\b(you will|you'll|responsible for|in this role|your day|duties include)\b/i;
const GENERIC_WORDS = new Set([
  'experience', 'years', 'year', 'team', 'teams', 'ability', 'candidate', 'candidates', 'role', 'position', 'company',
  'opportunity', 'benefits', 'salary', 'work', 'skills', 'skill', 'environment', 'job', 'plus', 'bonus', 'time',
  'day', 'days', 'level', 'way', 'world', 'people', 'members', 'member', 'part', 'type', 'range', 'hours', 'week',
  'applicants', 'employer', 'status', 'opportunities', 'need', 'needs', 'things', 'lot', 'variety', 'ideal',
  'equal', 'strong', 'valid', 'active', 'expert', 'own', 'track', 'record', 'knowledge', 'present', 'hands', 'proven', 'solid', 'deep', 'working', 'understanding', 'field', 'degree', 'license', 'certification', 'card', 'portfolio', 'clients', 'client', 'business', 'upcoming', 'great', 'new', 'excellent', 'good', 'full', 'other', 'related', 'relevant', 'preferred',
  'required', 'minimum', 'qualifications', 'requirements', 'responsibilities', 'us', 'health', 'insurance', 'pto',
  'paid', 'competitive', 'location', 'office', 'remote', 'hybrid', 'culture', 'mission', 'values', 'kind', 'best',
]);

interface Item {
  text: string;
  section: SectionKind;
}

function classifyHeading(line: string): { kind: SectionKind; rest: string } | null {
  const trimmed = line.trim().replace(/^#+\s*/, '').replace(/^\*\*|\*\*$/g, '');
  if (!trimmed || BULLET.test(line) || trimmed.length > 70) return null;
  const colon = trimmed.indexOf(':');
  const head = (colon >= 0 ? trimmed.slice(0, colon) : trimmed).trim();
  const rest = colon >= 0 ? trimmed.slice(colon + 1).trim() : '';
  if (/^(job\s+title|position|title|role|company|company name|employer|organization|location|salary|job type)$/i.test(head) && rest) return null;
  const looksLikeHeading = colon >= 0 || head === head.toUpperCase() || head.split(/\s+/).length <= 5;
  if (!looksLikeHeading || /[.!?]$/.test(head)) return null;
  for (const [kind, pattern] of HEADINGS) {
    if (pattern.test(head) && head.split(/\s+/).length <= 7) return { kind, rest };
  }
  // An unknown short heading ending in ':' still starts a new block.
  if (colon === trimmed.length - 1 && head.split(/\s+/).length <= 5) return { kind: 'other', rest: '' };
  return null;
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Items in document order; perks sections and boilerplate sentences are dropped. */
function collectItems(text: string): Item[] {
  const items: Item[] = [];
  let section: SectionKind = 'none';
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const heading = classifyHeading(line);
    if (heading) {
      section = heading.kind;
      if (heading.rest) for (const s of splitSentences(heading.rest)) items.push({ text: s, section });
      continue;
    }
    const bare = line.replace(BULLET, '').trim();
    if (BULLET.test(line)) items.push({ text: bare, section });
    else for (const s of splitSentences(bare)) items.push({ text: s, section });
  }
  return items.filter((item) => item.section !== 'perks' && !isBoilerplate(item.text));
}

/** The text keywords are drawn from: the posting without its perks sections and boilerplate sentences. */
function keywordText(text: string): string {
  const out: string[] = [];
  let section: SectionKind = 'none';
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    const heading = line ? classifyHeading(line) : null;
    if (heading) section = heading.kind;
    if (section === 'perks') continue;
    out.push(isBoilerplate(line) ? splitSentences(line).filter((s) => !isBoilerplate(s)).join(' ') : rawLine);
  }
  return out.join('\n');
}

function detectSeniority(position: string | undefined, text: string): Seniority {
  const p = position ?? '';
  if (/\b(intern|internship)\b/i.test(p)) return 'intern';
  if (/\b(chief|vp|vice president|director|head of|president|cto|cfo|ceo|coo)\b/i.test(p)) return 'executive';
  if (/\b(lead|principal|supervisor|foreman)\b|\bstaff\s+(engineer|developer|scientist|designer|architect)/i.test(p)) return 'lead';
  if (/\b(senior|sr\.?|iii|experienced|master)\b/i.test(p)) return 'senior';
  if (/\b(junior|jr\.?|entry[- ]level|graduate|trainee|apprentice|i)\b/i.test(p) || /\bentry[- ]level\b/i.test(text)) return 'junior';
  let years = 0;
  for (const m of text.matchAll(/\b(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?years?/gi)) years = Math.max(years, Number(m[1]));
  if (years >= 7) return 'senior';
  if (years > 0 && years <= 1) return 'junior';
  return 'mid';
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Job description text → company, position, seniority, must/nice requirements, responsibilities, ranked keywords. */
export function analyzeJobDescription(text: string): JobAnalysis {
  // Markdown emphasis and heading marks ('## Requirements', '**About us**') are layout, not words.
  const source = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
    .replace(/\*\*|__/g, '');
  const company = inferCompany(source);
  const position = inferPosition(source, company);
  const items = collectItems(source);

  const requirements: Requirement[] = [];
  const responsibilities: string[] = [];
  for (const item of items) {
    const t = item.text.replace(/\s+/g, ' ').replace(/^(?:requirements|qualifications|required|preferred)\s*:\s*/i, '').trim();
    if (t.length < 4) continue;
    if (item.section === 'must' || item.section === 'nice') {
      // 'BLS required; ACLS preferred' holds two requirements of different kinds.
      const parts = NICE_CUE.test(t) && /\b(required|must)\b/i.test(t) ? t.split(/[;,]\s+/) : [t];
      for (const part of parts) {
        // '4+ years in digital marketing, ideally in e-commerce' is a must-have with a preference attached.
        const cue = part.replace(/,\s*(?:ideally|preferably)\b.*$/i, '');
        const kind = item.section === 'nice' || NICE_CUE.test(cue) ? 'nice' : 'must';
        requirements.push({ text: part, kind, keywords: [] });
      }
    } else if (item.section === 'responsibilities') {
      responsibilities.push(t);
    } else if (item.section === 'none' && REQ_CUE.test(t) && !RESP_CUE.test(t)) {
      requirements.push({ text: t, kind: NICE_CUE.test(t) ? 'nice' : 'must', keywords: [] });
    } else if (item.section === 'none' && RESP_CUE.test(t)) {
      responsibilities.push(t);
    }
  }

  // Keywords: lexicon hits weighted by frequency, by where they occur and by must/nice.
  const weights = new Map<string, { weight: number; category?: string }>();
  const bump = (term: string, w: number, category?: string) => {
    const cur = weights.get(term);
    if (cur) cur.weight += w;
    else weights.set(term, { weight: w, category });
  };
  const kwSource = keywordText(source);
  const early = Math.max(200, Math.floor(kwSource.length * 0.2));
  for (const hit of findLexiconTerms(kwSource)) {
    const soft = hit.category === 'soft-skill' ? 0.5 : 1;
    bump(hit.term, (hit.index < early ? 1.5 : 1) * soft, hit.category);
  }
  for (const req of requirements) {
    const terms = [...new Set(findLexiconTerms(req.text).map((h) => h.term))];
    req.keywords = terms;
    for (const term of terms) bump(term, req.kind === 'must' ? 2 : 1);
  }
  for (const r of responsibilities) for (const term of new Set(findLexiconTerms(r).map((h) => h.term))) bump(term, 0.5);
  if (position) for (const h of findLexiconTerms(position)) bump(h.term, 2);

  // Noun phrases the lexicon does not know ('payment infrastructure', 'patient education').
  const doc = loadNlp().readDoc(kwSource);
  const its = loadNlp().its;
  const lexiconText = new Set([...weights.keys()].map((k) => k.toLowerCase()));
  const reqLower = requirements.map((r) => r.text.toLowerCase());
  const respLower = responsibilities.join('\n').toLowerCase();
  const companyLower = company?.toLowerCase();
  const phraseCounts = new Map<string, { surface: string; count: number }>();
  doc.customEntities().each((e: ItemCustomEntity) => {
    const surface = e.out();
    // The typings declare lemma with a model-level signature; at run time it is a token property.
    const lemmas = e.tokens().out(its.lemma as never) as unknown as string[];
    const key = lemmas.map((l) => l.toLowerCase()).join(' ');
    const words = key.split(' ');
    if (words.some((w) => GENERIC_WORDS.has(w) || /\d/.test(w) || w.length < 2)) return;
    if (companyLower && surface.toLowerCase().includes(companyLower)) return;
    if (lexiconText.has(surface.toLowerCase()) || findLexiconTerms(surface).length > 0) return;
    const cur = phraseCounts.get(key);
    if (cur) cur.count++;
    else phraseCounts.set(key, { surface, count: 1 });
  });
  const phrases: Keyword[] = [];
  for (const { surface, count } of phraseCounts.values()) {
    const lower = surface.toLowerCase();
    const inReq = reqLower.filter((r) => r.includes(lower)).length;
    const inResp = respLower.includes(lower);
    if (!inReq && !inResp && count < 2) continue;
    if (position && position.toLowerCase().includes(lower)) continue;
    phrases.push({ term: surface, weight: round2(0.6 * count + 1.2 * inReq + (inResp ? 0.5 : 0)) });
    for (let i = 0; i < requirements.length; i++) {
      if (reqLower[i].includes(lower) && !requirements[i].keywords.includes(surface)) requirements[i].keywords.push(surface);
    }
  }

  const keywords: Keyword[] = [...weights.entries()]
    .map(([term, v]): Keyword => ({ term, weight: round2(v.weight), category: v.category }))
    .concat(phrases)
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, 40);

  return {
    company,
    position,
    seniority: detectSeniority(position, source),
    requirements,
    responsibilities,
    keywords,
  };
}
