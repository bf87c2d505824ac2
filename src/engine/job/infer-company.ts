// The hiring company of a posting, chosen among candidates scored from several cues: a labelled field,
// a job-board header ('Liquid Death · Philadelphia, PA'), the posting's first lines, 'X is hiring', 'At X,
// we…', 'Join X', 'About X', the equal-opportunity line, 'X is a … company', legal suffixes and repeated
// mentions. Departments, units, regions, cities, titles, headings and job-board names are rejected, and a
// staffing agency's posting that never names its client gives no company. Names are read by walking words,
// not by backtracking patterns, so a long pasted page stays linear.
import { containsRoleNoun, isRoleNoun, namesRole } from './infer-title.ts';
import { isLegalForm, isPlaceName } from '../lexicon/taxonomy-vocab.ts';

const CONNECTORS = new Set(['of', 'and', '&', 'de', 'the', 'for', 'du', 'la', 'von']);
const LEGAL_SUFFIX = /\b(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Co|GmbH|PLC|LLP|S\.A|AG|BV|N\.V|Pty)\.?$/;
const ORG_WORD = /\b(?:Inc|LLC|Ltd|Corp|Corporation|Company|Group|Technologies|Labs|Systems|Solutions|Health|Healthcare|Hospital|Clinic|Center|Centre|Pharmacy|Church|Museum|Library|Bank|Agency|Studio|Studios|School|Academy|District|University|College|Institute|Foundation|Authority|International|Partners|Associates|Organi[sz]ation|Services|Reports|Media|Software|Analytics|Financial|Dental|Electric|Construction|Consulting|City|County|Town|Living|Inn|Suites|Bistro|Outfitters|Lines|Industries|Laboratories|Robotics)\b/;
// A department, unit or team of an organisation, not the organisation ('Cardiac Telemetry (Nights)', 'SICU').
const UNIT_WORD = /\b(?:department|dept|division|unit|team|office|operations|committee|board|ward|shift|nights?|days|weekends?|zone|branch|campus|program|project)\b/i;
const ROLE_WORD = /\b(?:senior|junior|sr|jr|lead|staff|principal|associate|assistant|chief|head|weekend|nights?|part[- ]time|full[- ]time)\b/i;
const PLACE =
  /\b(?:remote|hybrid|on-?site|usa?|united states|canada|uk|europe|emea|apac|north america|latin america|pacific northwest|midwest|new england|east coast|west coast|nationwide|worldwide|anywhere|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|armenia|yerevan|london|toronto)\b/i;
const JOB_BOARD = /\b(?:linkedin|indeed|glassdoor|ziprecruiter|monster|careerbuilder|simplyhired|dice|handshake|workday|greenhouse|lever|career center|careers? page|jobs? board)\b/i;
const GENERIC = /^(?:we|our|us|you|your|the|this|that|a|an|it|job|jobs|position|role|title|company|about|overview|description|summary|requirements|responsibilities|qualifications|benefits|location|salary|apply|please|click|note|why|what|who|how|if|as|in|at|join|all|any|every|each|equal|opportunity|employer|team|staff|department|remote|hybrid|full|part|new|our team|the team|the company|our company|job description|about the job|about us|job details)$/i;
const HEADING_WORDS = /\b(?:job|position|description|overview|summary|details|requirements|qualifications|responsibilities|duties|benefits|about|apply|application|skills|experience|education)\b/i;
// Words of a banner or a job attribute, not of a name ('URGENT HIRING', 'Remote Opportunity', 'Clearance Required').
const NOT_NAME = /\b(?:opportunit(?:y|ies)|hiring|urgent(?:ly)?|required|clearance|immediate(?:ly)?|needed|wanted|now|benefits?|package|shift|business|owned|openings?|vacanc(?:y|ies)|bonus|exciting|full[- ]time|part[- ]time|temporary|permanent|contract|work from home|flexible|schedule|weekly|daily|hourly)\b/i;
// Staffing firms post for unnamed clients; their name is not the hiring company unless the posting says so.
const AGENCY_NAME = /\b(?:robert half|jobot|piper companies|aerotek|randstad|adecco|kelly services|manpower(?:group)?|teksystems|insight global|kforce|hays|michael page|allegis|express employment|spherion|beacon hill|apex systems|cybercoders|motion recruitment|vaco|creative circle|amn healthcare|aya healthcare|cross country|actalent|addison group|lucas group|korn ferry)\b/i;
const CLIENT_CUE =
  /\b(?:recruiting for (?:an?|our|one of our) (?:[\w-]+ ){0,3}(?:client|company|organi[sz]ation|firm|employer|business)|on behalf of|our (?:[\w/-]+ ){0,2}client\b|(?:one of )?our clients? (?:is|are|in|interested)|one of our (?:[\w-]+ ){0,2}clients\b|hired by our client|a client of ours|this \w+ job is hosted|opportunity (?:within|with) an? (?:[\w-]+ ){0,3}(?:organi[sz]ation|company|firm|client)|(?:my|our) client|(?:working|partnered|partnering|work) with an? (?:[\w-]+ ){0,3}(?:company|client|organi[sz]ation|firm|startup|employer|business)|staffing (?:firm|agency|company)|talent solutions firm|specialized talent solutions)\b/i;

interface Candidate {
  name: string;
  score: number;
  cues: Set<string>;
}

function isCapitalised(word: string): boolean {
  return /^[A-Z0-9][\w&.'’+-]*$/.test(word) || /^[a-z]+[A-Z][\w]*$/.test(word);
}

function stripPunct(word: string): string {
  let w = word;
  while (w && /[,;:!?"“”()[\]]/.test(w[w.length - 1])) w = w.slice(0, -1);
  while (w && /["“”([]/.test(w[0])) w = w.slice(1);
  return w;
}

/** Capitalised words from the start of a fragment ('Liquid Death is a…' → 'Liquid Death'). */
function readNameForward(fragment: string, maxWords = 6): string {
  // A name never runs over a line end ('Welcome to Acme Analytics!' then the next heading).
  const line = fragment.trimStart();
  const words = (line.includes('\n') ? line.slice(0, line.indexOf('\n')) : line).split(/[ \t]+/, 12);
  const out: string[] = [];
  for (const raw of words) {
    // '[Nasdaq: EVCM]', '(NYSE: X)': a ticker or note after the name is not part of it.
    if (raw.startsWith('[') || raw.startsWith('(')) break;
    const w = stripPunct(raw);
    const ended = w !== raw || (/\.$/.test(raw) && !LEGAL_SUFFIX.test(raw) && !SAINT.test(raw));
    if (!w) break;
    if (isCapitalised(w) || (out.length > 0 && CONNECTORS.has(w.toLowerCase()))) out.push(w.replace(/\.$/, LEGAL_SUFFIX.test(w) || SAINT.test(w) ? '.' : ''));
    else break;
    if (ended || out.length >= maxWords) break;
  }
  while (out.length && CONNECTORS.has(out[out.length - 1].toLowerCase())) out.pop();
  return out.join(' ');
}

// 'St. Catherine Regional Medical Center', 'Mt. Sinai': an abbreviation inside a name, not a sentence end.
const SAINT = /^(?:St|Ste|Mt|Ft|Pt)\.$/;

/** Capitalised words ending right before a cue ('…today. Acme Corp is hiring' → 'Acme Corp'). */
function readNameBackward(text: string, end: number, maxWords = 6): string {
  const before = text.slice(Math.max(0, end - 80), end);
  const words = before.split(/[ \t]+/);
  const out: string[] = [];
  for (let k = words.length - 1; k >= 0; k--) {
    const raw = words[k];
    if (!raw) {
      if (out.length) break;
      continue;
    }
    if (/[.!?:;\n]$/.test(raw) && out.length && !LEGAL_SUFFIX.test(raw) && !SAINT.test(raw.slice(raw.lastIndexOf('\n') + 1))) break;
    const w = stripPunct(raw.includes('\n') ? raw.slice(raw.lastIndexOf('\n') + 1) : raw);
    if (w && (isCapitalised(w) || (out.length > 0 && CONNECTORS.has(w.toLowerCase())))) out.unshift(w);
    else break;
    if (raw.includes('\n') || (/[.!?]$/.test(words[k - 1] ?? '.') && !SAINT.test((words[k - 1] ?? '').slice((words[k - 1] ?? '').lastIndexOf('\n') + 1))) || out.length >= maxWords) break;
  }
  while (out.length && CONNECTORS.has(out[0].toLowerCase())) out.shift();
  if (out.length > 1 && /^(?:The|A|An)$/.test(out[0])) out.shift();
  return out.join(' ');
}

// A shift or schedule ('M-F, 930AM-530PM', '12-Hour Nights', 'Mon-Fri'), not a name.
const SCHEDULE = /\d[ \t]?(?:am|pm)\b|\b(?:m-f|mon(?:day)?[ \t]?[-–][ \t]?(?:fri|sat|sun)\w*|\d{1,2}[- ]hours?)\b/i;
// A form's field label ('Posting Title', 'Job Number', 'Closing Date'), not its value.
const FIELD_WORD = /\b(?:title|number|no|id|date|type|category|grade|salary|status|code|reference|ref|requisition|req|classification|level|range)\.?$/i;
// Words of a phrase about people, not of an organisation's name ('Our Client', 'Women and minorities').
const PEOPLE_PHRASE = /^(?:our|your|their|this|these|those|my|its)\b|\b(?:women|men|minorities|veterans|individuals|applicants|candidates|persons|people|disabilities|disabled)\b/i;
// A bare public-body word left when 'City of Arlington' is cut short, or a licence class ('Class A').
const BARE_WORD = /^(?:city|county|town|village|borough|state|province|region|district|government|municipality|class [a-z]|grade [a-z0-9])$/i;

const GOVERNMENT_BODY = /^(?:[A-Z][\w.&'-]* ){0,3}(?:Department|Ministry|Government|Office|Agency|Commission) (?:of|for) (?:the )?[A-Z][\w'-]*(?: (?:and|of|&) [A-Z][\w'-]*| [A-Z][\w'-]*){0,5}$/;

/** 'Greenleaf Pharmacy #2214' → 'Greenleaf Pharmacy'; 'Acme Store #12' → 'Acme' (a word walk from the end). */
function dropStoreNumber(name: string): string {
  const words = name.split(' ');
  const last = words[words.length - 1];
  if (words.length < 2 || !/^#\d+$/.test(last === '#' ? '' : last) && !(words[words.length - 2] === '#' && /^\d+$/.test(last))) return name;
  words.splice(words[words.length - 2] === '#' ? -2 : -1);
  if (words.length > 1 && /^(?:store|branch|location|unit)$/i.test(words[words.length - 1])) words.pop();
  return words.join(' ');
}

/** Undefined when the phrase is no organisation: a title, place, unit, heading, job board or generic word. */
export function rejectCompany(raw: string): string | undefined {
  // 'Greenleaf Pharmacy #2214', 'Trailhead Outfitters Store #118': a store number is no part of the name.
  const name = dropStoreNumber(raw.trim().replace(/^(?:the)\s+(?=[A-Z])/i, '').replace(/['’]s$/, '').trim());
  if (name.length < 2 || name.length > 60) return undefined;
  // 'Department of Veterans Affairs', 'Ministry of Justice', 'Government of Canada': a public body is the employer
  // of its own postings (USAJOBS, provincial and national government pages); a hospital's 'Emergency Department' is not.
  if (GOVERNMENT_BODY.test(name)) return name;
  if (BARE_WORD.test(name) || PEOPLE_PHRASE.test(name) || SCHEDULE.test(name)) return undefined;
  // An ID or code ('INV001462', 'REQ-2291'), or a legal form alone ('PLC').
  if (/^[A-Z]{0,6}[-_#]?\d{3,}$/i.test(name) || name.split(/\s+/).every((w) => isLegalForm(w))) return undefined;
  if (FIELD_WORD.test(name) && !ORG_WORD.test(name) && name.split(' ').length <= 3) return undefined;
  if (isPlaceName(name.replace(/\.$/, '')) || /^u\.?s\.?a?\.?$/i.test(name)) return undefined;
  if (GENERIC.test(name) || !/[A-Za-z]/.test(name)) return undefined;
  // 'Sonar Audio Careers': the careers site, named for its owner.
  if (/\b(?:careers|jobs)$/i.test(name)) return undefined;
  if (JOB_BOARD.test(name)) return undefined;
  // 'Greater Boston Area', 'Bay Area', 'Metro Vancouver': a region.
  // ('Metro Tow & Recovery' is a firm: 'metro' or 'greater' before one place word only.)
  if (/\b(?:area|region)$/i.test(name) || /^(?:greater|metro)[ \t]+[A-Z][a-z]+$/i.test(name)) return undefined;
  const org = ORG_WORD.test(name) || LEGAL_SUFFIX.test(name);
  // 'Shipper', 'Scale Clerk': a job title, by the head nouns of O*NET's and ESCO's occupation titles.
  // 'Trailhead Outfitters', 'Ironbridge Builders': a plural agent noun after a name word names a firm, not one post.
  if (!org && (namesRole(name) || ROLE_WORD.test(name)) && !isPluralFirm(name)) return undefined;
  if (!org && UNIT_WORD.test(name)) return undefined;
  if (/\b(?:department|dept|division|unit)\b/i.test(name) && !/\b(?:University|Authority|Inc|LLC|Corporation)\b/.test(name)) return undefined;
  if (/,\s*[A-Z]{2}\b|\b\d{5}\b/.test(name)) return undefined;
  if (!/[a-z]/i.test(name.replace(new RegExp(PLACE.source, 'gi'), '').replace(/\b(?:of|and|the)\b/gi, ''))) return undefined;
  if (!org && HEADING_WORDS.test(name) && name.split(' ').length <= 3) return undefined;
  if (!org && NOT_NAME.test(name)) return undefined;
  if (name === name.toLowerCase()) return undefined;
  return name;
}

function isPluralFirm(name: string): boolean {
  const words = name.split(/\s+/);
  const last = words[words.length - 1];
  return words.length >= 2 && /^[A-Z][a-z]+[^s]s$/.test(last) && !isRoleNoun(last.slice(0, -1)) && !containsRoleNoun(words.slice(0, -1).join(' '));
}

/** 'EverCommerce [Nasdaq: EVCM]' → 'EverCommerce'; 'Acme (Remote)' → 'Acme'. */
function dropTrailingBracket(raw: string): string {
  const t = raw.trim();
  const close = t[t.length - 1];
  if (close !== ')' && close !== ']') return t;
  const open = t.lastIndexOf(close === ')' ? '(' : '[');
  return open > 0 ? t.slice(0, open).trim() : t;
}

const FIELD_LABEL = /^(?:company|company name|employer|employer name|organi[sz]ation|organi[sz]ation name|hiring (?:company|organi[sz]ation)|agency|centre)$/i;

function foldName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').replace(/\b(?:inc|llc|ltd|corp|corporation|co|the)\b/g, '').trim();
}

class Candidates {
  readonly byKey = new Map<string, Candidate>();

  add(raw: string | undefined, score: number, cue: string): void {
    if (!raw) return;
    const name = rejectCompany(dropTrailingBracket(raw));
    if (!name) return;
    const key = foldName(name);
    if (!key) return;
    const cur = this.byKey.get(key);
    if (cur) {
      // Repeated cues of one kind count once; a mixed-case spelling beats an ALL-CAPS one ('CorVel' over 'CORVEL').
      if (!cur.cues.has(cue)) cur.score += score;
      cur.cues.add(cue);
      if (cur.name === cur.name.toUpperCase() && name !== name.toUpperCase()) cur.name = name;
      // A letter says 'Brightwire Electric', not 'Brightwire Electric LLC', when the posting uses both.
      else if (LEGAL_SUFFIX.test(cur.name) && !LEGAL_SUFFIX.test(name) && name !== name.toUpperCase()) cur.name = name;
    } else {
      this.byKey.set(key, { name, score, cues: new Set([cue]) });
    }
  }
}

const HIRING_CUE = /\s(?:is|are)[ \t]+(?:currently[ \t]+|now[ \t]+|actively[ \t]+)?(?:hiring|looking|seeking|searching|recruiting|growing|expanding)\b/g;
const SELF_DESCRIPTION = /\s(?:(?:is|are)[ \t]+(?:an?|the|one of the)[ \t]+(?:[\w’'-]+[ \t]+){0,5}(?:company|organi[sz]ation|provider|brand|brands|leader|employer|firm|agency|institution|university|manufacturer|retailer|platform|startup|business|authority|hospital|system|network|group|producer|publisher)\b|(?:has|have)[ \t]+been[ \t]+(?:serving|providing|helping|building|delivering|proudly)\b)/g;
const EEO_CUE =
  /\s(?:(?:is|are)[ \t]+(?:an?|proud to be an?)[ \t]+(?:equal[ \t]+(?:employment[ \t]+)?opportunity|EEO|affirmative)|provides?[ \t]+equal[ \t]+(?:employment[ \t]+)?opportunit|(?:is|are)[ \t]+committed[ \t]+to[ \t]+(?:equal|diversity|providing[ \t]+equal|a[ \t]+diverse|an[ \t]+inclusive)|does[ \t]+not[ \t]+discriminate|(?:values|celebrates|embraces)[ \t]+diversity)/gi;

function scanText(text: string, c: Candidates): void {
  for (const m of text.matchAll(HIRING_CUE)) c.add(readNameBackward(text, m.index), 4, 'hiring');
  for (const m of text.matchAll(SELF_DESCRIPTION)) c.add(readNameBackward(text, m.index), 3, 'self');
  for (const m of text.matchAll(EEO_CUE)) c.add(readNameBackward(text, m.index), 4, 'eeo');
  for (const m of text.matchAll(/\b(?:At|at)[ \t]+(?=[A-Z])/g)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 120);
    const name = readNameForward(after);
    const tail = after.slice(after.indexOf(name) + name.length).replace(/^[ \t]*(?:\[[^\]]{0,40}\]|\([^)]{0,40}\))/, '');
    if (/^,?[ \t]+(?:we|our|you)\b/i.test(tail)) c.add(name, 5, 'at-we');
    else if (/\bwork(?:ing)?[ \t]+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) c.add(name, 3, 'work-at');
  }
  for (const m of text.matchAll(/\b(?:[Jj]oin(?:[ \t]+the[ \t]+team[ \t]+at|[ \t]+us[ \t]+at)?|[Ww]ork(?:ing)?[ \t]+for|[Cc]areers?[ \t]+at|[Ww]hy)[ \t]+(?=[A-Z])/g)) {
    const name = readNameForward(text.slice(m.index + m[0].length, m.index + m[0].length + 100));
    c.add(name, /team at|us at/.test(m[0]) ? 5 : 3, 'join');
  }
  // 'Welcome to Ferncliff Analytics!': a careers page greeting.
  for (const m of text.matchAll(/\b[Ww]elcome[ \t]+to[ \t]+(?=[A-Z])/g)) c.add(readNameForward(text.slice(m.index + m[0].length, m.index + m[0].length + 100)), 4, 'welcome');
  for (const m of text.matchAll(/\b(?:City|County|Town|Village|Borough)[ \t]+of[ \t]+(?=[A-Z])/g)) {
    const place = readNameForward(text.slice(m.index + m[0].length, m.index + m[0].length + 40), 3);
    if (place) c.add(`${m[0].trim()} ${place}`, 3, 'government');
  }
  for (const m of text.matchAll(/\b(?:[Pp]osition|[Oo]pportunity|[Rr]ole|[Oo]pening|[Cc]areer)s?[ \t]+(?:at|with)[ \t]+(?=[A-Z])/g)) {
    c.add(readNameForward(text.slice(m.index + m[0].length, m.index + m[0].length + 100)), 4, 'opportunity-at');
  }
  for (const m of text.matchAll(/\b(?:Inc|LLC|Ltd|Corp|Corporation|GmbH|PLC|LLP)\b\.?/g)) {
    c.add(readNameBackward(text, m.index + m[0].length), 3, 'legal');
  }
  // 'in Areas USA food and beverage establishments', 'at Acme stores'.
  for (const m of text.matchAll(/\b(?:in|at)[ \t]+(?=[A-Z])/g)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 100);
    const name = readNameForward(after, 4);
    if (name && /^[ \t]+(?:[a-z&]+[ \t]+){0,4}(?:establishments|stores|restaurants|locations|facilities|hotels|branches|offices)\b/.test(after.slice(name.length))) c.add(name, 3, 'premises');
  }
}

const LOCATION_LINE = /,[ \t]*[A-Z]{2}\b|\b\d{5}\b|^(?:remote|hybrid|on-?site)\b/i;

/** 'Remote', 'Austin, TX', 'College Park, MD 20740', 'New York': a location, not a name. */
function isPlace(part: string): boolean {
  return LOCATION_LINE.test(part) || !/[a-z]/i.test(part.replace(new RegExp(PLACE.source, 'gi'), '').replace(/\b(?:of|and|the|or)\b/gi, ''));
}

/**
 * A short capitalised line near the top is a company name only with support: an organisation word, a title
 * line beside it, a location line after it (the 'Title / Company / City, ST' layout of job boards).
 */
function headLineScore(name: string, index: number, head: string[]): number {
  let score = 2;
  if (ORG_WORD.test(name) || LEGAL_SUFFIX.test(name) || GOVERNMENT_BODY.test(name)) score += 2;
  const isTitle = (l: string | undefined) => l !== undefined && l.length < 70 && containsRoleNoun(l);
  if (isTitle(head[index - 1]) || isTitle(head[index + 1])) score += 1;
  if (LOCATION_LINE.test(head[index + 1] ?? '')) score += 1;
  return score;
}

/** 'Graphic Designer at Pixel Forge' → ['Graphic Designer', 'Pixel Forge']; split on spaced dashes, bars, '@' and 'at'. */
function splitAtSeparators(line: string): string[] {
  const parts: string[][] = [[]];
  for (const w of line.split(' ')) {
    if (w === '-' || w === '–' || w === '—' || w === '|' || w === '@' || w === 'at') parts.push([]);
    else if (w) parts[parts.length - 1].push(w);
  }
  return parts.map((p) => p.join(' ')).filter(Boolean);
}

function scanLines(lines: string[], c: Candidates): void {
  for (const line of lines) {
    const colon = line.indexOf(':');
    // ('CENTRE : Department of Health, Mthatha Regional Hospital': the body before its site.)
    if (colon > 0 && FIELD_LABEL.test(line.slice(0, colon).trim())) c.add(line.slice(colon + 1).split(',')[0].trim(), 8, 'label');
    const about = /^about[ \t]+(\S.{0,60})$/i.exec(line.replace(/:$/, ''));
    if (about && !/^(?:us|the|you|this|our)\b/i.test(about[1])) c.add(about[1], 5, 'about');
  }
  // 'About Us: Zephyr Labs builds…', or an 'About us' / 'Who we are' heading over 'Acme Corp helps…'.
  lines.forEach((line, index) => {
    const m = /^(?:about[ \t]+(?:us|the[ \t]+company|the[ \t]+organi[sz]ation)|who[ \t]+we[ \t]+are|company[ \t]+(?:overview|description|profile)|our[ \t]+(?:company|story))\b[ \t]*:?[ \t]*/i.exec(line);
    if (!m) return;
    const body = line.length > m[0].length ? line.slice(m[0].length) : (lines[index + 1] ?? '');
    const name = readNameForward(body);
    if (name && /^[ \t]+[a-z]/.test(body.slice(name.length))) c.add(name, 5, 'about-us');
  });
  // 'Sonos Careers', 'Acme Jobs': a careers-site header names its owner.
  for (const line of lines.slice(0, 6)) {
    const m = /^(\S.{0,50}?)[ \t]+(?:careers|jobs|career site|job board)$/i.exec(line);
    if (m && line.split(' ').length <= 6) c.add(readNameForward(m[1]), 4, 'careers-site');
  }
  // Sign-offs: 'The Harbor Foods Team', 'Harbor Foods Talent Acquisition', 'Harbor Foods Human Resources'.
  for (const line of lines) {
    const m = /^(?:[-–—][ \t]*)?(?:the[ \t]+)?(\S.{0,50}?)[ \t]+(?:team|talent[ \t]+acquisition(?:[ \t]+team)?|recruiting[ \t]+team|human[ \t]+resources(?:[ \t]+(?:team|department))?|hr(?:[ \t]+team)?|people[ \t]+team)[.!]?$/i.exec(line);
    if (m && line.split(' ').length <= 8 && /^[A-Z]/.test(m[1])) c.add(readNameForward(m[1]), 4, 'sign-off');
  }
  // The head of the posting: job-board headers ('Name · City, ST') and short name lines.
  const head = lines.slice(0, 4);
  head.forEach((full, index) => {
    // 'Fathom Cloud Security (NASDAQ: FTHM)': a ticker after the name.
    const line = /\((?:NASDAQ|NYSE|LSE|TSX|ASX)\b[^)]{0,20}\)$/i.test(full) ? dropTrailingBracket(full) : full;
    const dot = line.indexOf(' · ');
    if (dot > 0) {
      const name = line.slice(0, dot);
      const division = /,[ \t]+an?[ \t]+(?:division|subsidiary|part)[ \t]+of[ \t]/i.exec(name);
      c.add(division ? name.slice(0, division.index) : name, 6, 'board-header');
      return;
    }
    if (line.length > 70 || (/[.!?]$/.test(line) && !LEGAL_SUFFIX.test(line)) || line.includes(':') || /^\d/.test(line)) return;
    // A first line 'Title - Unit' or 'Title, Brand – REMOTE': the part after the title is rarely the company.
    const parts = splitAtSeparators(line);
    if (parts.length > 1 && containsRoleNoun(parts[0])) {
      // 'Software Engineer | Acme | Remote': a part followed by a location part is the company.
      parts.slice(1).forEach((part, k) => {
        const next = parts[k + 2];
        const score = /\bat\b|@/.test(line) ? 5 : next !== undefined && isPlace(next) ? 4 : 2;
        c.add(part, score, 'title-line');
      });
      return;
    }
    // 'Bright Smiles Family Dentistry - Tulsa, OK': a name line with its location after the dash.
    // 'Employment and Social Development Canada - Service Canada': a body and its branch.
    if (parts.length === 2 && !containsRoleNoun(parts[0]) && (!rejectCompany(parts[1]) || isPlace(parts[1]) || /^(?:store|branch|location|site|unit)(?:[ \t]*#)?[ \t]*\d/i.test(parts[1]) || (index > 0 && ORG_WORD.test(parts[0]) === false && /^[A-Z]/.test(parts[1]) && /\b(?:of|and)\b/.test(parts[0])))) {
      c.add(parts[0], headLineScore(parts[0], index, head) + 1, 'head-line');
      return;
    }
    // 'Harborview Inn & Suites, Newport, RI': a name line with its town after a comma.
    const comma = line.indexOf(', ');
    // (Only with a 'Town, ST' after it or an organisation word in it: 'Santa Monica, California' is a place.)
    if (comma > 0 && isPlace(line.slice(comma + 2)) && (LOCATION_LINE.test(line.slice(comma)) || ORG_WORD.test(line.slice(0, comma))) && !containsRoleNoun(line.slice(0, comma))) {
      c.add(line.slice(0, comma), headLineScore(line.slice(0, comma), index, head), 'head-line');
      return;
    }
    const words = line.split(/[ \t]+/);
    if (words.length > 8 || !words.every((w) => isCapitalised(stripPunct(w)) || CONNECTORS.has(w.toLowerCase()) || w === '/' || w.endsWith('/'))) return;
    const name = line.split('/')[0].trim();
    if (index === 0 && containsRoleNoun(line)) return;
    c.add(name, headLineScore(name, index, head), 'head-line');
  });
}

// What a staffing firm says of itself: 'Acme is a leader in workforce solutions', '… a global staffing company'.
const AGENCY_SELF = /^[ \t,]+(?:is|are)[ \t]+(?:an?|the|one of the)[ \t]+(?:[\w’'-]+[ \t]+){0,6}(?:staffing|recruitment|recruiting|workforce solutions|talent solutions|employment agency|placement|search firm|contingent workforce|manpower)\b/i;

/** True when the text has the candidate describing itself as a staffing or recruitment firm. */
function describesItselfAsAgency(text: string, name: string): boolean {
  let from = text.indexOf(name);
  for (let k = 0; from >= 0 && k < 5; k++) {
    if (AGENCY_SELF.test(text.slice(from + name.length, from + name.length + 160))) return true;
    from = text.indexOf(name, from + name.length);
  }
  return false;
}

/**
 * The staffing agency's own names in a posting for an unnamed client: whoever is named in the sentence that
 * mentions the client, or in the sentence before it ('Acme Staffing is seeking a welder. This contract
 * position is with one of our clients.'), plus well-known staffing firms.
 */
function findAgencies(text: string, c: Candidates): { agencies: Set<string>; clientPosting: boolean } {
  const agencies = new Set<string>();
  const cue = new RegExp(CLIENT_CUE.source, 'gi');
  let clientPosting = false;
  for (const m of text.matchAll(cue)) {
    clientPosting = true;
    const before = text.slice(Math.max(0, m.index - 400), m.index);
    const ends = [...before.matchAll(/[.!?\n]/g)].map((e) => e.index);
    // This sentence and the one before it.
    const from = ends.length >= 2 ? ends[ends.length - 2] : 0;
    const span = before.slice(from);
    for (const cand of c.byKey.values()) if (span.includes(cand.name)) agencies.add(cand.name);
    // 'Our client, Acme Manufacturing, is seeking…': the client named after the cue is the hiring company.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 80);
    if (/^,[ \t]/.test(after)) c.add(readNameForward(after.slice(2)), 8, 'client-named');
  }
  // 'Crestline Recruitment is acting as an Employment Business', 'Summit Staffing': a recruiter named anywhere, with its
  // short name ('Crestline is an equal opportunities employer').
  for (const m of text.matchAll(/\b((?:[A-Z][\w&'-]* ){1,3})(?:Recruitment|Recruiting|Staffing|Personnel|Workforce Solutions|Talent Solutions)\b/g)) {
    agencies.add(`${m[1]}${text.slice(m.index + m[1].length).split(/[ \t\n,.]/)[0]}`.trim());
    agencies.add(m[1].trim());
  }
  for (const m of text.matchAll(/\bis acting as an? (?:employment (?:agency|business)|recruitment (?:agency|business))/gi)) agencies.add(readNameBackward(text, m.index));
  for (const cand of c.byKey.values()) {
    const agencyLike = AGENCY_NAME.test(cand.name) || /\b(?:staffing|recruit(?:ing|ment|ers)|talent|personnel|workforce|search partners)\b/i.test(cand.name) || describesItselfAsAgency(text, cand.name);
    // A recruiter's name ('USA CDL Recruiting', 'Summit Staffing') in a header is the poster, not the employer a
    // letter is addressed to, whether or not the posting mentions a client.
    if (agencyLike) agencies.add(cand.name);
  }
  return { agencies, clientPosting };
}

/**
 * 'jobs@greenvalleyfarms.com' or 'www.greenvalleyfarms.com/careers' supports 'Green Valley Farms'; a domain alone
 * never names the company.
 */
function addEmailDomainSupport(text: string, c: Candidates): void {
  const domains = [...text.matchAll(/@([a-z0-9-]{2,40})\.[a-z]{2,6}\b/gi), ...text.matchAll(/\b(?:https?:\/\/)?(?:www|careers|jobs)\.([a-z0-9-]{2,40})\.[a-z]{2,6}\b/gi)];
  for (const m of domains) {
    const domain = m[1].toLowerCase().replace(/-/g, '');
    if (/^(?:gmail|yahoo|hotmail|outlook|icloud|aol|proton|protonmail|mail|live|msn)$/.test(domain) || JOB_BOARD.test(domain)) continue;
    let supported = false;
    for (const cand of c.byKey.values()) {
      const squashed = cand.name.toLowerCase().replace(/[^a-z0-9]/g, '');
      if (squashed.length >= 3 && (domain === squashed || domain.startsWith(squashed) || squashed.startsWith(domain)) && !cand.cues.has('email')) {
        cand.score += 3;
        cand.cues.add('email');
        supported = true;
      }
    }
    // Found from the domain alone, a name still needs another cue to win.
    if (!supported) c.add(findNameSpelling(text, domain), 2, 'email');
  }
}

/** The capitalised words in the text that spell the domain ('Green Valley Farms' for 'greenvalleyfarms'). */
function findNameSpelling(text: string, domain: string): string | undefined {
  const words = text.split(/[ \t\n]+/, 5000).map(stripPunct);
  for (let i = 0; i < words.length; i++) {
    let squashed = '';
    for (let k = i; k < Math.min(words.length, i + 5) && isCapitalised(words[k]); k++) {
      squashed += words[k].toLowerCase().replace(/[^a-z0-9]/g, '');
      if (squashed === domain) return words.slice(i, k + 1).join(' ');
      if (!domain.startsWith(squashed)) break;
    }
  }
  return undefined;
}

/**
 * 'Kestrel Analytics' in the header and 'Kestrel' in the body ('At Kestrel, we…') are one company: the short form's
 * cues support the full name the header gives, which a letter should use.
 */
function mergeShortForms(c: Candidates): void {
  const all = [...c.byKey.entries()];
  for (const [key, short] of all) {
    const full = all.find(([k, cand]) => k !== key && c.byKey.has(k) && cand.name.startsWith(`${short.name} `) && [...cand.cues].some((cue) => FULL_NAME_CUES.has(cue)));
    if (!full) continue;
    for (const cue of short.cues) if (!full[1].cues.has(cue)) full[1].score += short.score / short.cues.size;
    for (const cue of short.cues) full[1].cues.add(cue);
    c.byKey.delete(key);
  }
}

const FULL_NAME_CUES = new Set(['head-line', 'board-header', 'title-line', 'label', 'about', 'about-us', 'self', 'legal']);

const HEADER_CUES = new Set(['head-line', 'board-header', 'title-line', 'email', 'sign-off', 'careers-site', 'welcome', 'legal']);

export function inferCompany(text: string): string | undefined {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const head = text.slice(0, 20000);
  const c = new Candidates();
  scanLines(lines, c);
  scanText(head, c);
  addEmailDomainSupport(head, c);
  const { agencies, clientPosting } = findAgencies(head, c);
  // 'Crestline' in the equal-opportunity line is the agency 'Crestline Recruitment' named short.
  for (const cand of c.byKey.values()) if ([...agencies].some((a) => a.startsWith(`${cand.name} `))) agencies.add(cand.name);
  mergeShortForms(c);

  let best: Candidate | undefined;
  for (const cand of c.byKey.values()) {
    if (agencies.has(cand.name) && !cand.cues.has('label') && !cand.cues.has('client-named')) continue;
    // In a posting for an unnamed client, a name seen only in the page's header, sign-off or addresses is the
    // agency's ('Northbeam' over 'Our client is a leading hospital…'), not the employer's.
    if (clientPosting && [...cand.cues].every((cue) => HEADER_CUES.has(cue))) continue;
    // Mentions elsewhere in the posting add weight, a few at most.
    const mentions = Math.min(3, text.split(cand.name).length - 2);
    const score = cand.score + Math.max(0, mentions) * 0.5 + (LEGAL_SUFFIX.test(cand.name) ? 1 : 0);
    if (!best || score > best.score) best = { ...cand, score };
  }
  if (!best || best.score < 3) return undefined;
  return best.name;
}
