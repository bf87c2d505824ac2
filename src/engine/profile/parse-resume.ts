// Extracted lines → structured resume. Pure and deterministic: the same document always gives the
// same profile. Ideas from OpenResume's parser (line grouping, section titles, feature scoring),
// extended for columns (the extractor already orders them) and DOCX paragraphs.
import type { EducationEntry, ExperienceEntry, ExtractedDocument, ProjectEntry, ResumeProfile, TextLine } from '../types.ts';
import { detectSectionHeading, type SectionKind } from './detect-sections.ts';
import { findDates, hasDate } from './parse-dates.ts';

interface Line {
  text: string;
  bold: boolean;
  fontSize: number;
  x: number;
  column: number;
  bullet: boolean;
  /** Right edge in PDF points, when the extractor measured it. */
  right?: number;
  page: number;
}

const BULLET_RE = /^\s*(?:[•▪‣◦●■□➢➤►▸✓✔◆◇○·*–—-]|\d{1,2}[.)])\s+/;
const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE_RE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const LINK_RE = /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s|,;]*)?/gi;
const LOCATION_RE = /\b([A-Z][A-Za-z.' -]+,\s*(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?))\b\s*$/;
const REMOTE_RE = /^(remote|hybrid|on-?site)$/i;

const TITLE_WORDS =
  /\b(engineer|developer|programmer|architect|manager|director|lead|head|chief|officer|president|vp|analyst|scientist|specialist|coordinator|associate|assistant|representative|executive|consultant|designer|nurse|rn|technician|technologist|teacher|instructor|professor|tutor|chair|principal|electrician|apprentice|journeyman|plumber|installer|mechanic|welder|carpenter|accountant|auditor|controller|bookkeeper|clerk|administrator|intern|trainee|writer|editor|strategist|marketer|recruiter|advisor|adviser|counselor|therapist|pharmacist|physician|assistant|aide|paralegal|attorney|supervisor|foreman|operator|agent|producer|owner|founder|partner|fellow|researcher|sdr|bdr|cashier|server|driver|volunteer)s?\b/i;
const COMPANY_HINTS =
  /\b(inc|llc|llp|ltd|corp|corporation|co|company|group|labs?|studio|systems|technologies|solutions|partners|associates|hospital|clinic|medical|health|center|centre|school|university|college|academy|institute|bank|capital|contractors|services|consulting|agency|foundation|magazine|media|holdings|retail|telecom|software|logistics|fintech|books|outdoors|payroll|electrical|heating|comfort|drug|mart)\b\.?/i;
const DEGREE_RE =
  /\b(bachelor|master|associate of|associate'?s|doctor|doctorate|ph\.?\s?d|m\.?b\.?a|b\.?s\.?n|b\.?s|b\.?a|b\.?b\.?a|m\.?s|m\.?a|m\.?ed|b\.?ed|bfa|mfa|mat|a\.?a\.?s?|diploma|certificate|ged|degree|apprenticeship|j\.?d|m\.?d|b\.?eng|m\.?eng|b\.?sc|m\.?sc)(?![a-z])/i;
const INSTITUTION_RE = /\b(university|college|school|institute|academy|polytechnic|conservatory|seminary)\b/i;

/** Parses a resume from an extracted document, or from plain text (one line per line). */
export function parseResume(input: ExtractedDocument | string): ResumeProfile {
  const source: TextLine[] =
    typeof input === 'string'
      ? input.split(/\r?\n/).map((text, i) => ({ text, page: 1, x: 0, y: i, fontSize: 0, bold: false, column: 0 }))
      : input.lines;
  const lines = normaliseLines(source);
  const hasFormatting = lines.some((l) => l.bold) || new Set(lines.map((l) => l.fontSize)).size > 1;
  const bodySize = modeFontSize(lines);

  // Split into the header block and titled sections.
  const header: Line[] = [];
  const sections: Array<{ kind: SectionKind; lines: Line[] }> = [];
  for (const line of lines) {
    const kind = line.bullet ? undefined : detectSectionHeading(line, bodySize, hasFormatting);
    if (kind) sections.push({ kind, lines: [] });
    else if (sections.length) sections[sections.length - 1].lines.push(line);
    else header.push(line);
  }
  const rightEdges = measureColumnRightEdges(lines);
  const of = (kind: SectionKind) => sections.filter((s) => s.kind === kind).flatMap((s) => mergeWrapped(s.lines, rightEdges));

  const allText = lines.map((l) => l.text);
  const name = findName(header.length ? header : lines.slice(0, 5), bodySize);
  const contact = findContact(header, allText);
  const summaryLines = of('summary');
  let summary = summaryLines.map((l) => stripBullet(l.text)).join(' ').trim() || undefined;
  if (!summary) {
    // No summary heading: a prose line under the name often is one.
    const prose = header.find((l) => wordCount(l.text) >= 8 && !EMAIL_RE.test(l.text) && !PHONE_RE.test(l.text));
    summary = prose?.text;
  }

  return {
    name,
    contact,
    summary,
    skills: parseSkills(of('skills')),
    experience: parseExperience(of('experience')),
    education: parseEducation(of('education')),
    certifications: parseCertifications(of('certifications')),
    projects: parseProjects(of('projects')),
    lines: allText,
  };
}

function normaliseLines(source: TextLine[]): Line[] {
  const out: Line[] = [];
  for (const l of source) {
    const text = l.text.replace(/\u00a0/g, ' ').replace(/[ ]{2,}/g, ' ').replace(/\s+$/, '').replace(/^ +/, '');
    if (!text.trim()) continue;
    const right = l.width !== undefined ? l.x + l.width : undefined;
    out.push({ text, bold: l.bold, fontSize: l.fontSize, x: l.x, column: l.column, bullet: BULLET_RE.test(text), right, page: l.page });
  }
  return out;
}

function modeFontSize(lines: Line[]): number {
  const count = new Map<number, number>();
  for (const l of lines) count.set(l.fontSize, (count.get(l.fontSize) ?? 0) + l.text.length);
  let best = 0;
  let bestN = -1;
  for (const [size, n] of count) if (n > bestN) [best, bestN] = [size, n];
  return best;
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const stripBullet = (s: string) => s.replace(BULLET_RE, '').trim();
const tidy = (s: string) => s.replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g, '').replace(/\s+/g, ' ').trim();

/**
 * Joins visual lines that are one logical line wrapped by the layout: a bullet's continuation,
 * a long comma list, a certification that did not fit the sidebar. A line is treated as wrapped
 * when it is as long as the longest line around it and the next line does not start a new item.
 */
/** The right edge of each page column: where text wraps. Measured over the whole document. */
function measureColumnRightEdges(lines: Line[]): Map<string, number> {
  const edges = new Map<string, number>();
  for (const l of lines) {
    if (l.right === undefined) continue;
    const key = `${l.page}:${l.column}`;
    edges.set(key, Math.max(edges.get(key) ?? 0, l.right));
  }
  return edges;
}

function mergeWrapped(lines: Line[], rightEdges: Map<string, number>): Line[] {
  const out: Line[] = [];
  const maxLen = new Map<number, number>();
  for (const l of lines) maxLen.set(l.column, Math.max(maxLen.get(l.column) ?? 0, l.text.length));
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (prev && !l.bullet && prev.column === l.column && !l.bold && shouldJoin(prev, l, maxLen.get(l.column) ?? 0, rightEdges.get(`${prev.page}:${prev.column}`))) {
      const joiner = /[-/]$/.test(prev.text) && /^[a-z]/.test(l.text) && /[a-z]-$/.test(prev.text) ? '' : ' ';
      prev.text = prev.text + joiner + l.text;
      continue;
    }
    out.push({ ...l });
  }
  return out;
}

function shouldJoin(prev: Line, next: Line, maxLen: number, rightEdge: number | undefined): boolean {
  if (hasDate(next.text) && !/^[a-z]/.test(next.text) && !hasDate(prev.text.slice(-12))) {
    // 'Northeastern University, 2012 –' + '2016' is a wrap; 'Title' + 'Jan 2020 – Present' is not.
    if (!/[–—-]\s*$/.test(prev.text)) return false;
  }
  if (/[,–—-]\s*$/.test(prev.text) || /\band$|\bof$|\bthe$|\bin$|&$/.test(prev.text)) return true;
  if (/^[a-z(]/.test(next.text) && !/[.!?:]$/.test(prev.text)) return true;
  if (next.bold !== prev.bold) return false;
  // Two short capitalised lines are two list items ('Social Media Marketing' / 'Looker Studio'),
  // even when the first one happens to reach the column edge.
  if (!prev.bullet && wordCount(prev.text) <= 4 && /^[A-Z]/.test(next.text) && wordCount(next.text) >= 2 && !/[,&]$/.test(prev.text)) {
    return false;
  }
  const firstWord = next.text.split(/\s+/)[0] ?? '';
  // The previous line ran out of room: the next word would not have fitted. With measured
  // widths that is exact; for plain text, characters stand in for points, and only for lines
  // long enough to have wrapped (a list of short skills is not one wrapped line).
  const wrapped =
    prev.right !== undefined && rightEdge !== undefined
      ? prev.right + (firstWord.length + 1) * next.fontSize * 0.45 > rightEdge - 1
      : prev.text.length + 1 + firstWord.length > maxLen * 0.92 && maxLen >= 20 && (prev.bullet || wordCount(prev.text) >= 5);
  if (!wrapped) return false;
  if (/[.!?]$/.test(prev.text) && /^[A-Z]/.test(next.text)) return false;
  return prev.bullet || !/^[A-Z][a-z]+ [A-Z]/.test(next.text) || /[a-z]$/.test(prev.text);
}

function findName(header: Line[], bodySize: number): string | undefined {
  const candidates = header.slice(0, 6).flatMap((l, i) => {
    const first = l.text.split(/\t|\s[|•·]\s/)[0].trim();
    if (!/^[\p{L}][\p{L}'’.\- ]+$/u.test(first)) return [];
    const words = first.split(/\s+/);
    if (words.length < 2 || words.length > 4) return [];
    if (detectSectionHeading(l, bodySize, false)) return [];
    if (TITLE_WORDS.test(first) && !l.bold && l.fontSize <= bodySize) return [];
    const score = (l.fontSize > bodySize ? 3 : 0) + (l.bold ? 2 : 0) + (i === 0 ? 2 : 0) - i * 0.1;
    return [{ name: first, score }];
  });
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0]?.name;
  if (!best) return undefined;
  // 'MAYA CHEN' reads better as 'Maya Chen'; mixed case is kept as written ('Liam O'Connor').
  return best === best.toUpperCase() ? best.toLowerCase().replace(/(^|[\s'’-])\p{L}/gu, (c) => c.toUpperCase()) : best;
}

function findContact(header: Line[], all: string[]): ResumeProfile['contact'] {
  const pool = [...header.map((l) => l.text), ...all];
  const email = pool.map((t) => t.match(EMAIL_RE)?.[0]).find(Boolean);
  const phone = pool.map((t) => t.replace(EMAIL_RE, ' ').match(PHONE_RE)?.[0]).find(Boolean)?.trim();
  const links: string[] = [];
  let location: string | undefined;
  for (const t of header.map((l) => l.text)) {
    for (const part of t.split(/\t|\s[|•·◦]\s|\s{2,}/)) {
      const p = part.trim();
      if (!p || EMAIL_RE.test(p) || PHONE_RE.test(p)) continue;
      for (const m of p.matchAll(LINK_RE)) {
        const link = m[0].replace(/[.,;]$/, '');
        if (/[a-z]\.[a-z]{2,}/i.test(link) && (link.includes('/') || /^www\.|^https?:/.test(link)) && !links.includes(link)) links.push(link);
      }
      if (!location && !LINK_RE.test(p) && LOCATION_RE.test(p) && wordCount(p) <= 5) location = p.match(LOCATION_RE)?.[1].trim();
      LINK_RE.lastIndex = 0;
    }
  }
  return { email, phone, location, links };
}

/** Splits skill lists on commas, pipes, bullets, semicolons and tabs; drops 'Languages:' labels. */
function parseSkills(lines: Line[]): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const l of lines) {
    let text = stripBullet(l.text);
    const label = text.match(/^([A-Z][\w &/-]{1,30}):\s+(.+)$/);
    if (label) text = label[2];
    for (const piece of splitOutsideParens(text, /[,;|•·▪‣\t]|\s[–—]\s/)) {
      // A wrapped group line can carry the next group's label: 'XGBoost Data Platforms: Spark'.
      const skill = tidy(piece.replace(/\.$/, '').replace(/^[A-Z][\w &/-]{1,30}:\s+/, ''));
      if (!skill || skill.length > 60 || wordCount(skill) > 6) continue;
      const key = skill.toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        skills.push(skill);
      }
    }
  }
  return skills;
}

function splitOutsideParens(text: string, sep: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0) {
      const rest = text.slice(i);
      const m = rest.match(sep);
      if (m && m.index === 0) {
        out.push(cur);
        cur = '';
        i += m[0].length - 1;
        continue;
      }
    }
    cur += ch;
  }
  out.push(cur);
  return out;
}

/** A content line rather than an entry header: a bullet, an indented line, or a sentence. */
function isDetailLine(l: Line, minX: number): boolean {
  if (l.bullet) return true;
  if (hasDate(l.text)) return false;
  if (l.bold) return false;
  if (l.x > minX + 6) return true;
  const words = wordCount(l.text);
  return words >= 9 || (words >= 5 && /[.!]$/.test(l.text));
}

interface Segment {
  text: string;
  line: number;
}

function splitHeaderLine(text: string): string[] {
  return text
    .split(/\t|\s+[|•·◦]\s+|\s+[—–]\s+|\s+-\s+|\s+at\s+|\s+@\s+/)
    .map(tidy)
    .filter(Boolean);
}

function parseExperience(lines: Line[]): ExperienceEntry[] {
  const minX = Math.min(...lines.map((l) => l.x));
  const groups: Array<{ header: Line[]; details: Line[] }> = [];
  for (const l of lines) {
    const cur = groups[groups.length - 1];
    if (isDetailLine(l, minX)) {
      if (cur) cur.details.push(l);
      else groups.push({ header: [], details: [l] });
      continue;
    }
    const curHasDates = cur?.header.some((h) => hasDate(h.text));
    if (!cur || cur.details.length || cur.header.length >= 3 || (curHasDates && hasDate(l.text) && cur.header.length >= 2)) {
      groups.push({ header: [l], details: [] });
    } else cur.header.push(l);
  }
  return groups.filter((g) => g.header.length).map(buildExperience);
}

function buildExperience(g: { header: Line[]; details: Line[] }): ExperienceEntry {
  const entry: ExperienceEntry = { bullets: g.details.map((d) => stripBullet(d.text)).filter(Boolean) };
  const segments: Segment[] = [];
  g.header.forEach((h, i) => {
    let text = h.text;
    const d = findDates(text);
    if (d && !entry.dates) {
      entry.dates = d.text;
      entry.startYear = d.startYear;
      entry.endYear = d.endYear;
      text = d.rest;
    }
    for (let s of splitHeaderLine(text)) {
      // 'Lakeshore Memorial Hospital, Chicago, IL': the trailing city belongs to location.
      const loc = s.match(LOCATION_RE);
      if (loc && loc.index !== undefined && loc.index > 0 && !entry.location && s.slice(0, loc.index).trim().endsWith(',')) {
        const head = tidy(s.slice(0, loc.index));
        if (head) {
          entry.location = tidyLocation(loc[1]);
          s = head;
        }
      }
      if ((isLocation(s) || REMOTE_RE.test(s)) && !entry.location) {
        entry.location = s;
        continue;
      }
      segments.push({ text: s, line: i });
    }
  });
  assignTitleAndCompany(entry, segments);
  return entry;
}

function tidyLocation(s: string): string {
  return s.replace(/^[,\s]+/, '').trim();
}

function isLocation(s: string): boolean {
  return /^[A-Z][A-Za-z.' -]+,\s*(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)$/.test(s) && wordCount(s) <= 5 && !COMPANY_HINTS.test(s.split(',')[0]);
}

function assignTitleAndCompany(entry: ExperienceEntry, segments: Segment[]): void {
  const isTitle = (s: string) => TITLE_WORDS.test(s);
  const isCompany = (s: string) => COMPANY_HINTS.test(s);
  let pool = [...segments];
  if (pool.length === 1) {
    // 'Mathematics Teacher, Lincoln High School': one comma between a title and a company.
    const parts = pool[0].text.split(/,\s+/);
    if (parts.length === 2 && isTitle(parts[0]) && !isTitle(parts[1]) && !isLocation(parts[1])) {
      pool = [{ text: parts[0], line: pool[0].line }, { text: parts[1], line: pool[0].line }];
    }
  }
  const titleIdx = pool.findIndex((s) => isTitle(s.text) && !isCompany(s.text));
  const fallbackTitleIdx = titleIdx >= 0 ? titleIdx : pool.findIndex((s) => isTitle(s.text));
  let companyIdx = pool.findIndex((s, i) => i !== fallbackTitleIdx && isCompany(s.text));
  if (companyIdx < 0) companyIdx = pool.findIndex((_, i) => i !== fallbackTitleIdx);
  let tIdx = fallbackTitleIdx;
  if (tIdx < 0) tIdx = pool.findIndex((_, i) => i !== companyIdx);
  if (tIdx >= 0) entry.title = pool[tIdx].text;
  if (companyIdx >= 0) entry.company = pool[companyIdx].text.replace(/,$/, '');
}

function parseEducation(lines: Line[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let cur: EducationEntry | undefined;
  const start = () => {
    cur = { details: [] };
    entries.push(cur);
    return cur;
  };
  for (const l of lines) {
    if (l.bullet) {
      (cur ?? start()).details.push(stripBullet(l.text));
      continue;
    }
    let text = l.text;
    const d = findDates(text);
    if (d) text = d.rest;
    const segments = text.split(/\t|\s+[|•·]\s+|\s+[—–]\s+/).map(tidy).filter(Boolean);
    let placedDates = false;
    for (const s of segments) {
      const degree = (DEGREE_RE.test(s) && !INSTITUTION_RE.test(s.split(/,| in /)[0])) || /\b(diploma|ged)\b/i.test(s);
      const institution = INSTITUTION_RE.test(s) && !degree;
      let e = cur;
      if (degree) {
        if (!e || e.degree) e = start();
        e.degree = s;
      } else if (institution) {
        if (!e || e.institution) e = start();
        e.institution = s.replace(/,$/, '');
      } else if (e && e.degree && !e.institution && !/^(gpa|minor|thesis|honou?rs|dean)/i.test(s)) {
        e.institution = s;
      } else {
        (e ?? start()).details.push(s);
      }
      if (d && !placedDates) {
        const target = cur!;
        target.dates ??= d.text;
        placedDates = true;
      }
    }
    if (d && !placedDates) (cur ?? start()).dates ??= d.text;
  }
  return entries.filter((e) => e.degree || e.institution);
}

function parseCertifications(lines: Line[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    let text = stripBullet(l.text);
    const d = findDates(text);
    if (d && d.rest) text = d.rest;
    const parts = text.split(/\s*[;|•]\s*/);
    for (const p of parts) {
      const commaParts = p.split(/,\s+/);
      // 'PMP, CSM, ITIL' is a list; 'Registered Nurse (RN), Illinois License' is one credential.
      const list = commaParts.length >= 3 && commaParts.every((c) => wordCount(c) <= 4 && !/\(/.test(c));
      for (const c of list ? commaParts : [p]) {
        const cert = tidy(c);
        if (cert && !out.includes(cert)) out.push(cert);
      }
    }
  }
  return out;
}

function parseProjects(lines: Line[]): ProjectEntry[] {
  const out: ProjectEntry[] = [];
  const minX = Math.min(...lines.map((l) => l.x));
  for (const l of lines) {
    if (isDetailLine(l, minX) && out.length) {
      out[out.length - 1].details.push(stripBullet(l.text));
      continue;
    }
    const d = findDates(l.text);
    const name = tidy(splitHeaderLine(d ? d.rest : l.text)[0] ?? l.text);
    out.push({ name: stripBullet(name), details: [] });
  }
  return out;
}
