import type { JobAnalysis, Keyword, Requirement, Seniority } from '../types.ts';
import { findLexiconTerms, type LexiconHit } from '../lexicon/find-lexicon-terms.ts';
import { readSections, type Item } from './read-sections.ts';
import { normalizePosting } from './normalize-posting.ts';
import { inferCompany } from './infer-company.ts';
import { inferContact } from './infer-contact.ts';
import { inferPosition } from './infer-title.ts';
import { namesNoSkill, typeRequirement } from './type-requirement.ts';
import { trimEndChars } from '../../shared/trim-chars.ts';
import { isPlaceName } from '../lexicon/taxonomy-vocab.ts';

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
    String.raw`\b(?:receive|submit|upload|share|attach) (?:your|a) (?:cv|resume|linkedin)\b`,
    String.raw`\blinkedin profile\b`,
    // The hiring process: 'You'll hear from us within 5 days', 'we'll invite you for a first video call'.
    String.raw`\byou(?:'ll| will) hear from us\b`,
    String.raw`\bwe(?:'ll| will) (?:invite|contact|reach out|be in touch|review)\b`,
    String.raw`\b(?:the )?next steps?\b.{0,40}\b(?:is|are|will be|include)\b`,
    String.raw`\b(?:video|phone) (?:call|screen|interview)\b`,
    String.raw`\bsponsorship\b`,
    String.raw`\breach out to\b`,
    String.raw`\b[\w.+-]{1,64}@[a-z0-9-]{1,63}\.[a-z]{2,6}\b`,
    String.raw`\b(?:hourly|pay|base) (?:rate|salary)\b`,
    String.raw`\bpay (?:is|ranges?|starts?)\b`,
    String.raw`\bpay rates? (?:are|is|will|may)\b`,
    String.raw`\b(?:salary |pay )?ranges? (?:may|will|might) (?:be|vary)\b`,
    // Disclaimers: 'This job description is meant to serve as an outline…', 'The Board may accept alternatives…',
    // 'Acquisition in response to this vacancy is not appreciated.'
    String.raw`\bthis job description\b`,
    String.raw`\b(?:is|are) (?:not )?(?:meant|intended) to (?:serve|be)\b`,
    String.raw`\bmay (?:accept|substitute|waive) (?:alternatives|equivalent)`,
    String.raw`\bin response to this (?:vacancy|posting|advert\w*|job)\b`,
    String.raw`\bsign-on bonus\b`,
    String.raw`\b(?:eligible|authori[sz]ed) to work\b`,
    String.raw`\bdisclos\w* (?:the )?(?:compensation|salary|pay)\b`,
    String.raw`\$\d{2,3},\d{3}`,
    String.raw`\b(?:annual|signing|performance) bonus(?:es)?\b`,
    String.raw`\b(?:short|long)[- ]term (?:disability|incentives)\b`,
    String.raw`\b(?:national origin|sexual orientation|gender identity|veteran status|protected (?:class|status|veteran))\b`,
    String.raw`\bdrug[- ]free workplace\b`,
    String.raw`\b(?:click (?:here|on)|follow (?:us|our)|easy apply|hosted by|(?:take a look at|check out|visit|find us on) our)\b`,
    String.raw`©|\bcopyright\b|\(c\) \d{4}\b`,
    String.raw`\blearn more\b`,
    String.raw`\bM\/F\/(?:D|Disability)\b`,
    String.raw`\b(?:paid )?holidays?\b.{0,30}\b(?:per|a|each) (?:calendar )?year\b`,
    String.raw`\b(?:choice|flexible|paid|personal) time off\b`,
    String.raw`\bdays of (?:PTO|CTO|vacation|leave|time off)\b`,
    String.raw`\bE-Verify\b|^show (?:more|less)$`,
    // ('Education cannot be substituted for experience at this grade level' is a rule, not a requirement; a paragraph
    // saying how education may substitute for experience still holds the requirement.)
    String.raw`\bdiverse (?:and inclusive )?workforce\b|^education (?:cannot|can not|may not) be substituted\b`,
    // Legal notices: fair-chance ordinances ('Los Angeles County applicants: Job duties for this position include:
    // work safely…, … exceptional customer service'), pay transparency, applicant privacy.
    String.raw`\bfair chance\b|\bcriminal histor(?:y|ies)\b|\barrest (?:and|or) conviction records\b|\bcounty applicants\b|\bwork safely and cooperatively\b`,
    String.raw`\bpay transparency\b|\binquired about, discussed,? or disclosed\b`,
    // Equal-opportunity variants: 'Women, minorities and veterans are encouraged to apply', 'EOE/Minorities/Females',
    // 'Veterans' preference applies', a bank's 'Member FDIC. Equal Housing Lender.'
    String.raw`\bencouraged? to apply\b|\bencourage (?:applications|applicants|candidates)\b|\bEOE\b|\bminorities\/females\b|\bveterans'? preference\b|\bmember FDIC\b|\bequal housing (?:lender|opportunity)\b|\binclusive (?:culture|environment|workplace)\b|\bdiversity,? equity\b`,
    // Pay and contact lines: '$20-$24/hr plus tips', 'Rate: $85/hr', 'Remuneration: competitive', 'Call 815-555-0142'.
    String.raw`\$\d[\d,.]*[ \t]*(?:\/|per[ \t]+)(?:hr|hour|h|year|yr|annum|week|month)\b|^(?:rate|pay|salary|remuneration|compensation|wages?)(?:\/[ \t]*salary)?[ \t]*:|\b\d{3}[-. ]\d{3}[-. ]\d{4}\b|\bapply online\b|\b(?:paid training|dress code)\b`,
    String.raw`\bprivacy (?:notice|policy|statement|act)\b|\b(?:applicant|candidate) (?:data|privacy)\b`,
  ].join('|'),
  'i',
);

// What the employer pays for ('offers a pension, health insurance and a $6,000 hiring incentive'): boilerplate in an
// item that asks for nothing; a flattened paragraph that also states requirements keeps them.
const BENEFIT = new RegExp(
  [
    // (Not 'a health insurance organization': the employer's field.)
    String.raw`\b(?:health|life|medical|dental|vision|disability|pet) (?:insurance|coverage)\b(?! (?:organi[sz]ation|company|companies|industry|carriers?|providers?|payers?|plans? provider|claims|firm|agency|market))`,
    String.raw`\b(?:pension|retirement) (?:plan|scheme)\b|\bdefined benefit\b`,
    String.raw`\b(?:employee|staff|pet care) discounts?\b`,
    String.raw`\b(?:hiring|retention) (?:incentive|bonus)\b`,
    String.raw`\b(?:uniform|tool|vehicle|car|phone|relocation|CE|learning|education) (?:allowance|stipend|budget)\b`,
  ].join('|'),
  'i',
);

/** True for an offer, benefit, EEO or how-to-apply sentence ('We offer competitive salary, equity and remote-friendly work.'). */
export function isBoilerplate(sentence: string): boolean {
  return BOILERPLATE.test(sentence) || (BENEFIT.test(sentence) && !REQ_CUE.test(sentence));
}

const NICE_CUE = /\b(preferred|a plus|is a plus|are a plus|nice to have|nice-to-have|bonus|ideally|desired|desirable|advantageous|an advantage|not required|helpful|would be great)\b/i;
const REQ_CUE = /\b(required|requirement|must have|must be|graduate (?:of|from)|diploma|qualified candidates? (?:possess|have|will)|(?:ideal|successful) candidate (?:is|has|will)|candidates? (?:must|should)|you have|you bring|you'll need|you will need|experience (with|in|using|managing|leading)|years of|proficien\w*|familiar\w*|knowledge of|certifi\w+|licen[cs]\w*|degree|background in|ability to|able to|skills? in|expertise in|track record)\b/i;
const RESP_CUE = /\b(you will|you'll|responsible for|in this role|your day|duties include)\b/i;
// Pre-employment screening: a condition of the job in a requirements list ('must pass a DOT physical and drug
// screen'), boilerplate anywhere else ('offers are contingent on a background check').
const SCREENING = /\b(?:background (?:check|screen)\w*|drug (?:screen|test)\w*)\b/i;

/**
 * 'Current RN license, BLS and ACLS certification, a BSN degree, and 2 years of acute care experience': a run-on
 * list of requirements of different kinds is split into items; a list of tools or fields ('Excel, Word, and
 * Outlook', 'a degree in Finance, Accounting, or Economics') stays one requirement.
 */
function splitRunOnList(text: string): string[] {
  const parts = text
    .replace(/\.$/, '')
    .split(/,[ \t]+(?:and[ \t]+|or[ \t]+)?|;[ \t]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 3) return [text];
  // A clause cut at its commas ('Employment is conditional upon', 'including other factors') is no list.
  if (parts.some((p) => /^(?:including|such as|e\.g|i\.e)\b/i.test(p) || /\b(?:upon|of|to|for|with|in|on|and|or|the|a|an)$/i.test(p))) return [text];
  const typed = parts.filter((p) => typeRequirement(p).type !== 'skill').length;
  return typed >= 2 && parts.every((p) => p.split(' ').length >= 2) ? parts : [text];
}

/** Items that can hold requirements and keywords: no perks, company description, form fields or boilerplate. */
function contentItems(text: string, company: string | undefined): Item[] {
  return readSections(text).filter(
    (item) =>
      item.section !== 'perks' &&
      item.section !== 'about' &&
      item.section !== 'meta' &&
      !isBoilerplate(item.text) &&
      !(SCREENING.test(item.text) && item.section !== 'must' && item.section !== 'nice') &&
      !describesCompany(item, company),
  );
}

// 'Harbor Staffing Group is a leading…', 'The Harbor City Ledger is a nonprofit, nonpartisan newsroom…': an
// organisation saying what it is (up to four describing words, then what kind of body it is).
const ORG_SELF_DESCRIPTION =
  /^(?:The )?[A-Z][\w&.'-]*(?: (?:[A-Z][\w&.'-]*|of|&|and)){0,4} (?:is (?:the|one of|a (?:leading|global|national|growing|premier|world)|an? (?:[\w-]+,? ){0,4}(?:company|firm|organi[sz]ation|provider|leader|agency|employer|nonprofit|non-profit|newsroom|practice|health (?:plan|system)|hospital|cooperative|credit union|bank|contractor|manufacturer|retailer|distributor|brand|startup|chain|group|network|community|institution|charity|publisher))|works to|was founded|has been (?:named|recognized|serving|providing)|has (?:provided|served|helped)|connects)\b/;
const COMPANY_PROSE = /^(?:founded in|our (?:mission|story|vision|values)|we(?:'re| are) (?:on a mission|a (?:leading|growing|global))|headquartered in)\b/i;
// 'We are a family-owned company that values safety', 'Our client, a leading insurance provider, …', 'Our core values
// are integrity and teamwork': the organisation saying what it is or values, in any section.
const WE_ARE_ORG =
  /^(?:we(?:'re| are) (?:an?|the) (?:[\w-]+,? ){0,4}(?:company|firm|organi[sz]ation|provider|nonprofit|non-profit|business|team of|employer|brand|startup|practice|agency|group|family)|our (?:[\w-]+ )?client,? (?:is )?(?:an?|the) (?:[\w-]+,? ){0,4}(?:company|firm|organi[sz]ation|provider|distributor|manufacturer|supplier|insurer|bank|retailer|business|brand|group)\b[^.]*$|our (?:core )?values\b|we (?:value|believe in)\b)/i;

/** 'Nova Scotia Health is the largest provider of…': what the company does is no requirement of the job. */
function describesCompany(item: Item, company: string | undefined): boolean {
  if (COMPANY_PROSE.test(item.text) && (item.section === 'none' || item.section === 'other')) return true;
  if (WE_ARE_ORG.test(item.text) && !REQ_CUE.test(item.text)) return true;
  // 'Harbor Staffing Group is the nation's largest staffing firm…', 'Harbor Staffing works to put you…': an
  // organisation describing itself, in any section, even when it is not the hiring company (an agency).
  if (ORG_SELF_DESCRIPTION.test(item.text) && !REQ_CUE.test(item.text) && !NICE_CUE.test(item.text)) return true;
  // 'The Copper Kettle is…' for the company 'Copper Kettle'.
  const text = company && item.text.startsWith(`The ${company}`) ? item.text.slice(4) : item.text;
  if (!company || !text.startsWith(company)) return false;
  // 'Acme is looking for someone with 5 years of SQL' is about the job.
  if (/^[ ,]+(?:is|are)[ \t]+(?:currently[ \t]+|now[ \t]+)?(?:looking|seeking|hiring|searching|recruiting)\b/.test(text.slice(company.length))) return false;
  // In any section: 'Blue Heron Hotel offers free parking' under 'Nice to have' is still no requirement.
  return /^[ ,]+(?:is|are|was|has|have|provides|offers|serves|produces|builds|helps|operates|makes|creates|delivers|designs|uses|employs|exists|believes|began|started|became)\b/.test(text.slice(company.length));
}

// Tools named by ordinary words ('Sous Chef', 'Spring semester', 'Express Scripts', 'Sarah Jenkins', 'a canvas
// tote'): they count only in a posting that names other technical tools.
const AMBIGUOUS_TECH = new Set([
  'Chef', 'Puppet', 'Spring', 'Express', 'Unity', 'Canvas', 'Sketch', 'Oracle', 'Sage', 'Swift', 'Ruby', 'Rust', 'Go', 'AWS Lambda',
  'Apache Spark', 'Helm', 'Jest', 'Slack', 'Rails', 'Flask', 'Electron', 'Mocha', 'Bootstrap', 'Dart', 'Scala', 'Perl', 'Bash', 'Jenkins',
  'Apache Kafka', 'Pandas', 'Blender', 'Illustration', 'Adobe Illustrator', 'Elixir', 'Crystal', 'Julia', 'Lua', 'Haskell', 'Hibernate',
  'Cypress', 'Playwright', 'Selenium', 'Mongo', 'MongoDB', 'Cassandra', 'Snowflake', 'Redshift', 'Firebase', 'Ansible', 'Vue.js', 'Angular',
  'Svelte', 'Flutter', 'Gong', 'Workday', 'Bloomberg', 'Looker', 'Asana', 'Trello',
]);
const CODE_CATEGORIES = new Set(['programming-language', 'framework', 'database', 'cloud-devops']);
const TECH_CATEGORIES = new Set(['programming-language', 'framework', 'database', 'cloud-devops', 'software-tool', 'data', 'design']);

function isTechnicalPosting(hits: readonly { term: string; category: string }[], position: string | undefined): boolean {
  if (position && /\b(?:engineer|developer|programmer|devops|software|sre|architect|data|devsecops|web|it)\b/i.test(position)) return true;
  const sure = hits.filter((h) => TECH_CATEGORIES.has(h.category) && !AMBIGUOUS_TECH.has(h.term));
  // One language, framework, database or cloud tool settles it; office and design tools need company.
  if (sure.some((h) => CODE_CATEGORIES.has(h.category))) return true;
  return new Set(sure.map((h) => h.term)).size >= 2;
}

const CERTIFIED_NAME = /\bCertified(?: (?:[A-Z][a-z]+|of|in))+/g;
const ACRONYM_CERT = /\b([A-Z][A-Z0-9]{2,6}) (?:certification|certificate|certified)\b/g;

/** Certification names by their written shape, where no lexicon term already covers the words. */
function findCertificationPatterns(text: string, hits: readonly { index: number; length: number }[]): string[] {
  // Known when a lexicon hit starts where the name does ('Certified ScrumMaster', 'BLS certification').
  const covered = (start: number) => hits.some((h) => h.index === start);
  const out = new Set<string>();
  for (const m of text.matchAll(CERTIFIED_NAME)) {
    const words = m[0].split(' ');
    while (words.length > 1 && /^(?:of|in)$/.test(words[words.length - 1])) words.pop();
    // 'Certified Veterinary Technician in Idaho': the state that grants it is no part of the name.
    const at = words.lastIndexOf('in');
    if (at > 1 && isPlaceName(words.slice(at + 1).join(' '))) words.splice(at);
    // 'Certified Research Administrator': three words or more, the last a role or credential noun.
    if (words.length >= 3 && words.length <= 6 && !covered(m.index)) out.add(words.join(' '));
  }
  for (const m of text.matchAll(ACRONYM_CERT)) {
    if (!covered(m.index)) out.add(`${m[1]} Certification`);
  }
  return [...out];
}

// An organisation that grants or accredits, not the credential: 'through AAPC or AHIMA', 'from the AHA', 'ABET-accredited'.
const GRANTOR_BEFORE = /^(?:through|from|by|via|with|of|at)$/i;

/**
 * Credentials the lexicon does not list, by their shape in a licence or certification requirement: 'TNCC or ENPC
 * within 12 months', 'CPC, CCS or CCS-P credential', 'ASCP (MLS) certification'. An acronym of three to six capitals
 * that no lexicon term covers, unless it names the body that grants or accredits it.
 */
function credentialAcronyms(text: string, hits: readonly LexiconHit[]): string[] {
  const words = text.split(/[ \t]+/);
  const out: string[] = [];
  let grantor = false;
  let offset = 0;
  for (const raw of words) {
    const lead = raw.length - raw.replace(/^[("]+/, '').length;
    const start = text.indexOf(raw, offset) + lead;
    offset = start + raw.length - lead;
    const word = trimEndChars(raw.slice(lead), '),.;:"', true);
    const acronym = /^[A-Z][A-Z0-9]{2,5}$/.test(word) && !/^\d/.test(word);
    if (GRANTOR_BEFORE.test(word)) grantor = true;
    else if (!acronym && !/^(?:or|and|&|the|an?)$/i.test(word)) grantor = false;
    if (!acronym || grantor || /-$/.test(raw) || /^[A-Z]+-/.test(raw)) continue;
    if (hits.some((h) => start >= h.index && start < h.index + h.length)) continue;
    if (/^(?:US|USA|UK|EU|ID|OR|AND|THE|HIRE|NOTE|EHR|EMR|HR|IT|PTO|OTE|DOE|EEO|EOE|AHA|ARC|NHS|DOT|DMV|CPR|STATE)$/.test(word)) continue;
    if (!out.includes(word)) out.push(word);
  }
  return out;
}

/** The text with each occurrence of a several-word company name replaced by spaces of the same length (offsets kept). */
function blankName(text: string, company: string | undefined): string {
  // A recruiter's name ('USA CDL Recruiting', 'Summit Staffing Group') names no skill either.
  const unagency = blankAgencyNames(text);
  // A one-word company ('Figma', 'Salesforce') may well be a skill the posting asks for.
  if (!company || !company.includes(' ')) return unagency;
  return unagency.split(company).join(' '.repeat(company.length));
}

const AGENCY_WORD = /\b(?:Recruiting|Recruitment|Staffing|Personnel)\b/g;

/** 'USA CDL Recruiting' → spaces: the agency word and up to four capitalised words before it (a word walk, linear). */
function blankAgencyNames(text: string): string {
  let out = text;
  for (const m of text.matchAll(AGENCY_WORD)) {
    let start = m.index;
    for (let k = 0; k < 4; k++) {
      if (start < 2 || (text[start - 1] !== ' ' && text[start - 1] !== '\t')) break;
      let w = start - 1;
      while (w > 0 && /[\w&.'-]/.test(text[w - 1]) && start - w < 40) w--;
      if (w === start - 1 || !/[A-Z]/.test(text[w])) break;
      start = w;
    }
    if (start < m.index) out = out.slice(0, start) + ' '.repeat(m.index + m[0].length - start) + out.slice(m.index + m[0].length);
  }
  return out;
}

// Credentials and languages are named by their acronyms on their own ('CDL', 'BLS', 'SQL').
const SELF_STANDING = new Set(['certification', 'degree', 'programming-language', 'database', 'language']);

/**
 * Terms met only as a short acronym that nothing else in the posting supports: 'AP' in 'AP Calculus' or 'AP style'
 * is no Accounts Payable in a posting that names no other finance term and never writes 'accounts' or 'payable'.
 * An acronym stands for many things; the posting's field (other terms of the entry's category) or the entry's own
 * words settle which.
 */
function loneAcronyms(hits: readonly LexiconHit[], text: string): Set<string> {
  const byTerm = new Map<string, LexiconHit[]>();
  for (const h of hits) {
    const list = byTerm.get(h.term);
    if (list) list.push(h);
    else byTerm.set(h.term, [h]);
  }
  const categories = new Map<string, Set<string>>();
  for (const h of hits) {
    const terms = categories.get(h.category);
    if (terms) terms.add(h.term);
    else categories.set(h.category, new Set([h.term]));
  }
  const stems = new Set(text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4).map((w) => w.slice(0, 5)));
  const lone = new Set<string>();
  for (const [term, list] of byTerm) {
    const category = list[0].category;
    if (SELF_STANDING.has(category)) continue;
    const ownWords = term.toLowerCase().split(/[^a-z]+/).filter(Boolean);
    // Only an abbreviation of the term's own words ('AP' for Accounts Payable); a product named in capitals ('JMP') is a name.
    const initials = ownWords.map((w) => w[0]).join('');
    if (!list.every((h) => /^[A-Z]{2,4}$/.test(text.slice(h.index, h.index + h.length)) && initials.includes(text.slice(h.index, h.index + h.length).toLowerCase()))) continue;
    if (ownWords.some((w) => w.length >= 4 && stems.has(w.slice(0, 5)))) continue;
    if ((categories.get(category)?.size ?? 0) > 1) continue;
    lone.add(term);
  }
  return lone;
}

function detectSeniority(position: string | undefined, text: string): Seniority {
  const p = position ?? '';
  if (/\b(intern|internship)\b/i.test(p)) return 'intern';
  if (/\b(chief|vp|vice president|director|head of|president|cto|cfo|ceo|coo)\b/i.test(p)) return 'executive';
  if (/\b(lead|principal|supervisor|foreman)\b|\bstaff\s+(engineer|developer|scientist|designer|architect)/i.test(p)) return 'lead';
  if (/\b(senior|sr\.?|iii|experienced|master)\b/i.test(p)) return 'senior';
  if (/\b(junior|jr\.?|entry[- ]level|graduate|trainee|apprentice|i)\b/i.test(p) || /\bentry[- ]level\b/i.test(text)) return 'junior';
  let years = 0;
  for (const m of text.matchAll(/\b(\d{1,2}) ?\+? ?(?:- ?\d{1,2} ?)?years?/gi)) years = Math.max(years, Number(m[1]));
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
  const source = normalizePosting(text);
  const company = inferCompany(source);
  const position = inferPosition(source, company);
  const items = contentItems(source, company);
  const titleLine = /^\s*([^\n]*)/.exec(source)?.[1].replace(/\s+/g, ' ').trim();

  const requirements: Requirement[] = [];
  const responsibilities: string[] = [];
  for (const item of items) {
    const t = item.text.replace(/\s+/g, ' ').replace(/^(?:requirements|qualifications|required|preferred)\s*:\s*/i, '').trim();
    if (t.length < 4) continue;
    // 'Interested?', 'Great!', 'What's next?', 'Experience: None': a call or an empty answer, no requirement.
    if (/\?$/.test(t) || (/!$/.test(t) && (t.split(' ').length <= 3 || !REQ_CUE.test(t))) || /^(?:[\w ]{1,30}:[ \t]*)?(?:none|n\/a|not applicable)\.?$/i.test(t)) continue;
    // The title line ('Certified Nursing Assistant (CNA) - Nights, $2,500 Bonus') names the post, not a requirement.
    if (t === titleLine) continue;
    // 'You will take a prepaid bus to orientation', 'If you pay for your own travel…': what happens, not what is asked.
    const aside = /^(?:you(?:'ll| will)|if you)\b/i.test(t) && !REQ_CUE.test(t);
    if ((item.section === 'must' || item.section === 'nice') && !aside) {
      // 'BLS required; ACLS preferred' holds two requirements of different kinds.
      const parts = NICE_CUE.test(t) && /\b(required|must)\b/i.test(t) ? t.split(/[;,]\s+/) : splitRunOnList(t);
      for (const raw of parts) {
        const part = trimEndChars(raw, ';,', true).trim();
        // '4+ years in digital marketing, ideally in e-commerce' is a must-have with a preference attached.
        const cue = part.replace(/,\s*(?:ideally|preferably)\b.*$/i, '');
        const kind = item.section === 'nice' || NICE_CUE.test(cue) ? 'nice' : 'must';
        requirements.push({ text: part, kind, keywords: [] });
      }
    } else if (item.section === 'responsibilities') {
      responsibilities.push(t);
    } else if ((item.section === 'none' || item.section === 'other') && REQ_CUE.test(t) && !RESP_CUE.test(t)) {
      requirements.push({ text: t, kind: NICE_CUE.test(t) ? 'nice' : 'must', keywords: [] });
    } else if ((item.section === 'none' || item.section === 'other') && RESP_CUE.test(t)) {
      responsibilities.push(t);
    }
  }

  // Keywords: lexicon hits weighted by frequency, by where they occur and by must/nice.
  const weights = new Map<string, { weight: number; category?: string }>();
  // A company named like a skill ('Swift Transportation', 'Ruby Tuesday') gives no keyword.
  // A physical demand or eligibility condition names no skill ('hear patient verbal communication').
  const kwItems = items.filter((item) => !namesNoSkill(item.text));
  const kwSource = blankName(kwItems.map((item) => item.text).join('\n'), company);
  const sourceHits = findLexiconTerms(kwSource);
  const technical = isTechnicalPosting(sourceHits, position);
  // Written out ('Adobe Illustrator', 'Ruby on Rails') a tool is never ambiguous; as one ordinary word it may be.
  const spelledOut = new Set(sourceHits.filter((h) => /\s/.test(kwSource.slice(h.index, h.index + h.length))).map((h) => h.term));
  const lone = loneAcronyms(sourceHits, kwSource);
  const doubtful = (term: string) => (!technical && AMBIGUOUS_TECH.has(term) && !spelledOut.has(term)) || lone.has(term);
  const bump = (term: string, w: number, category?: string) => {
    if (doubtful(term)) return;
    const cur = weights.get(term);
    if (cur) cur.weight += w;
    else weights.set(term, { weight: w, category });
  };
  const early = Math.max(200, Math.floor(kwSource.length * 0.2));
  // ESCO knowledge areas and O*NET equipment are broad ('law enforcement' in a background-check line, 'truck
  // trailer' in a sentence about the company): they are keywords only where a requirement asks for them (and
  // equipment where a duty uses it, below).
  const broad = (category: string | undefined) => category === 'knowledge' || category === 'equipment';
  for (const hit of sourceHits) {
    if (broad(hit.category)) continue;
    const soft = hit.category === 'soft-skill' ? 0.5 : 1;
    bump(hit.term, (hit.index < early ? 1.5 : 1) * soft, hit.category);
  }
  // Certifications the lexicon does not list yet, in the shapes they are written: 'Certified Research
  // Administrator', 'AWHONN certification'.
  for (const cert of findCertificationPatterns(kwSource, sourceHits)) bump(cert, 1, 'certification');
  for (const req of requirements) Object.assign(req, typeRequirement(req.text));
  for (const req of requirements) {
    if (namesNoSkill(req.text)) continue;
    // A disqualifier ('fleeing law enforcement in a motor vehicle') names its licence, not its other words.
    const hits = findLexiconTerms(blankName(req.text, company), sourceHits).filter((h) => !doubtful(h.term) && !(req.type === 'eligibility' && broad(h.category)));
    // A broad knowledge area ('acute care') is a job keyword but not a term the requirement's verdict turns on: a
    // resume rarely names it, and its words are judged as words ('five years in medical-surgical care').
    req.keywords = [...new Set(hits.filter((h) => h.category !== 'knowledge').map((h) => h.term))];
    for (const h of new Map(hits.map((x) => [x.term, x])).values()) bump(h.term, req.kind === 'must' ? 2 : 1, h.category);
    if (req.type === 'certification' || req.type === 'licence') {
      // 'NATE certification' already gave 'NATE Certification' by its shape.
      const credentials = credentialAcronyms(req.text, hits).map((c) => (weights.has(`${c} Certification`) ? `${c} Certification` : c));
      for (const c of credentials) bump(c, req.kind === 'must' ? 2 : 1, 'certification');
      req.keywords.push(...credentials.filter((c) => !req.keywords.includes(c)));
    }
  }
  // Duties name the equipment the job uses ('drives a squeeze lift', 'moves goods with a hand truck').
  for (const r of responsibilities) for (const h of new Map(findLexiconTerms(r, sourceHits).map((x) => [x.term, x])).values()) if (h.category !== 'knowledge') bump(h.term, 0.5, h.category);
  if (position) for (const h of findLexiconTerms(position, sourceHits)) bump(h.term, 2);

  const keywords: Keyword[] = [...weights.entries()]
    .map(([term, v]): Keyword => ({ term, weight: round2(v.weight), category: v.category }))
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, 40);

  const contact = inferContact(text, company);
  return {
    company,
    ...(contact ? { contact } : {}),
    position,
    seniority: detectSeniority(position, source),
    requirements,
    responsibilities,
    keywords,
  };
}
