// Features of one segment, as strings (a weight per string and label): its layout relative to the document
// (type size against the body size, weight, capitals, indentation, right alignment, the gap above), its place in
// its line and section, its text (dates, e-mail, word shapes, first and last word), evidence from the
// taxonomies (titles, organisations, degrees, institutions, places), the old hand rules, and the same for its
// neighbours.
import { degreeEvidence, institutionEvidence, legalFormOf, organisationEvidence, placeEvidence, titleEvidence } from '../../gazetteer/gazetteer.ts';
import { wordCount, type Line } from '../resume-lines.ts';
import { isCompanyByRule, isDegreeByRule, isInstitutionByRule, isPostalPlace, isStreetAddress, isTitleByRule } from './rule-features.ts';
import type { Segment, SectionRole } from './segments.ts';

export interface DocumentLayout {
  /** The body text size: the size carrying the most characters in the document. */
  bodySize: number;
  /** Right edge per page column (PDF); empty for DOCX. */
  rightEdges: Map<string, number>;
  docx: boolean;
}

const bucket = (v: number, cuts: number[]) => {
  let i = 0;
  while (i < cuts.length && v >= cuts[i]) i++;
  return i;
};
const level = (v: number) => (v >= 0.85 ? 3 : v >= 0.55 ? 2 : v >= 0.25 ? 1 : 0);

export function caseShape(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (!letters) return 'none';
  if (letters === letters.toUpperCase()) return 'caps';
  const words = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const capped = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  if (capped === words.length) return 'title';
  if (/^\p{Ll}/u.test(text)) return 'lower';
  return capped >= words.length / 2 ? 'mostly' : 'sentence';
}

/** Layout features of a line, computed once per line. */
function lineFeatures(line: Line, i: number, lines: Line[], layout: DocumentLayout, ctx: { minX: number; gap: number; firstStyle: string }): string[] {
  const f: string[] = [];
  const size = layout.bodySize > 0 && line.fontSize > 0 ? line.fontSize / layout.bodySize : 1;
  f.push(`size:${size < 0.93 ? 'small' : size <= 1.07 ? 'body' : size <= 1.3 ? 'large' : 'huge'}`);
  if (line.bold) f.push('bold');
  const shape = caseShape(line.text);
  f.push(`lcase:${shape}`);
  if (line.bullet) f.push('glyph');
  if (line.text.includes('\t')) f.push('tabbed');
  const words = wordCount(line.text);
  f.push(`lwords:${bucket(words, [2, 3, 5, 8, 13])}`);
  if (!layout.docx) {
    const indent = line.x - ctx.minX;
    f.push(`indent:${indent < 3 ? 0 : indent < 15 ? 1 : 2}`);
    const edge = layout.rightEdges.get(`${line.page}:${line.column}`);
    if (edge !== undefined && line.right !== undefined && line.right > edge - 4 && indent > 100) f.push('right-aligned');
    const prev = lines[i - 1];
    if (prev && prev.page === line.page && ctx.gap > 0) {
      const gap = Math.abs(prev.y - line.y);
      f.push(`gap:${gap < ctx.gap * 0.8 ? 'tight' : gap < ctx.gap * 1.3 ? 'normal' : 'wide'}`);
    }
  } else f.push('docx');
  const style = `${line.bold}|${Math.round(line.fontSize)}|${Math.round(line.x / 6)}`;
  if (style === ctx.firstStyle) f.push('style-of-first');
  if (i === 0) f.push('first-line');
  const prev = lines[i - 1];
  const next = lines[i + 1];
  if (prev && (prev.bullet || wordCount(prev.text) >= 10)) f.push('after-prose');
  if (next && (next.bullet || wordCount(next.text) >= 10)) f.push('before-prose');
  if (prev && prev.bold !== line.bold) f.push('bold-changes');
  if (/[.!]$/.test(line.text)) f.push('ends-stop');
  return f;
}

/** The features of a segment on its own, without its neighbours. */
function ownFeatures(s: Segment): string[] {
  const f: string[] = [];
  const t = s.text;
  f.push(`idx:${Math.min(s.indexInLine, 2)}`, `of:${Math.min(s.countInLine, 3)}`, `sep:${s.sepBefore}`);
  if (s.indexInLine === s.countInLine - 1 && s.countInLine > 1) f.push('last-in-line');
  if (s.isDate) {
    f.push('date', s.endYear === null ? 'date-open' : s.startYear !== s.endYear ? 'date-range' : 'date-point');
    return f;
  }
  const words = wordCount(t);
  f.push(`words:${bucket(words, [2, 3, 4, 6, 9, 13])}`, `case:${caseShape(t)}`);
  if (/\d/.test(t)) f.push('digit');
  if (/@|https?:|www\./.test(t)) f.push('link');
  if (/[.!]$/.test(t)) f.push('stop');
  // 'Tools: Jira', 'Relevant coursework: …': a label and its value, not a name.
  if (/^[^:]{2,30}: /.test(t)) f.push('labelled');
  // 'Led audits', 'Managed…': description opens with a verb, most often in the past tense.
  if (/^\p{L}{3,}ed\b/u.test(t)) f.push('w0-ed');
  f.push(`gT:${level(titleEvidence(t))}`, `gO:${level(organisationEvidence(t))}`, `gD:${level(degreeEvidence(t))}`, `gI:${level(institutionEvidence(t))}`, `gP:${level(placeEvidence(t))}`);
  if (legalFormOf(t)) f.push('legal-form');
  if (isTitleByRule(t)) f.push('r-title');
  if (isCompanyByRule(t)) f.push('r-company');
  if (isDegreeByRule(t)) f.push('r-degree');
  if (isInstitutionByRule(t)) f.push('r-school');
  if (isStreetAddress(t) || isPostalPlace(t)) f.push('r-street');
  const toks = t.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  if (toks.length) {
    f.push(`w0:${toks[0]}`, `wl:${toks[toks.length - 1]}`);
  }
  return f;
}

/** A few of a neighbour's features, prefixed, for context. */
function neighbourFeatures(prefix: string, s: Segment | undefined, own: string[] | undefined, sameLine: boolean): string[] {
  if (!s || !own) return [`${prefix}none`];
  const keep = own.filter((f) => f === 'date' || f.startsWith('gT:') || f.startsWith('gO:') || f.startsWith('gD:') || f.startsWith('gI:') || f.startsWith('gP:') || f.startsWith('case:') || f.startsWith('words:'));
  return [...keep.map((f) => `${prefix}${f}`), `${prefix}${sameLine ? 'same-line' : 'other-line'}`];
}

export function sectionFeatures(segs: Segment[], lines: Line[], role: SectionRole, layout: DocumentLayout): string[][] {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) if (lines[i].page === lines[i - 1].page) gaps.push(Math.abs(lines[i - 1].y - lines[i].y));
  gaps.sort((a, b) => a - b);
  const first = lines[0];
  const ctx = {
    minX: Math.min(...lines.map((l) => l.x)),
    gap: gaps.length ? gaps[Math.floor(gaps.length / 2)] : 0,
    firstStyle: first ? `${first.bold}|${Math.round(first.fontSize)}|${Math.round(first.x / 6)}` : '',
  };
  const lineFs = lines.map((l, i) => lineFeatures(l, i, lines, layout, ctx));
  // Which lines carry a date, and which are description: the shape of an entry's header block around a line.
  const dated = new Set(segs.filter((s) => s.isDate).map((s) => s.lineIndex));
  const described = (i: number) => !!lines[i] && (lines[i].bullet || wordCount(lines[i].text) >= 10);
  lineFs.forEach((f, i) => {
    if (dated.has(i)) f.push('line-dated');
    if (dated.has(i - 1)) f.push('above-dated');
    if (dated.has(i + 1)) f.push('below-dated');
    if (described(i - 1) && !described(i)) f.push('header-after-description');
    if (!described(i) && !described(i + 1) && described(i + 2)) f.push('two-above-description');
  });
  const own = segs.map(ownFeatures);
  return segs.map((s, i) => {
    const base = [...own[i], ...lineFs[s.lineIndex]];
    const prev = segs[i - 1];
    const next = segs[i + 1];
    const out = [
      'bias',
      ...base,
      ...neighbourFeatures('p:', prev, own[i - 1], prev?.lineIndex === s.lineIndex),
      ...neighbourFeatures('n:', next, own[i + 1], next?.lineIndex === s.lineIndex),
    ];
    // Pairs a linear model cannot form on its own: what a segment reads as, by where it stands.
    const g = (prefix: string, fs: string[] | undefined) => fs?.find((x) => x.startsWith(prefix)) ?? `${prefix}-`;
    const place = `i${Math.min(s.indexInLine, 2)}|${s.sepBefore}`;
    out.push(`${place}|${g('gT:', own[i])}`, `${place}|${g('gO:', own[i])}`, `${place}|${g('gI:', own[i])}`, `${place}|${g('gD:', own[i])}`);
    out.push(`${g('gT:', own[i])}|p${g('gT:', own[i - 1])}`, `${g('gT:', own[i])}|n${g('gT:', own[i + 1])}`, `${g('gO:', own[i])}|p${g('gO:', own[i - 1])}`);
    // The section's kind changes what a first segment on a bold line is: a few conjunctions carry it.
    out.push(`sec:${role}`, `sec:${role}|idx:${Math.min(s.indexInLine, 2)}`);
    if (s.line.bold) out.push(`sec:${role}|bold`);
    return out;
  });
}
