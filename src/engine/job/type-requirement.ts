// What kind of thing a requirement asks for, read from its wording: a licence or certification, a degree (level
// and field), experience (years, domain, recency window), a tool or skill, a language, or a physical or
// eligibility condition (lift 50 lbs, authorised to work, a clean driving record), which is no skill and is
// never judged against a resume. Short anchored patterns over one requirement item, all linear.
import type { RequirementType } from '../types.ts';
import { isDegreeSubject } from '../lexicon/taxonomy-vocab.ts';

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };

// 'within the last 12 years', 'in the past 36 months', 'during the last 5 years': a window, not an amount.
const WINDOW = /\b(?:within|in|during|over)[ \t]+(?:the[ \t]+)?(?:last|past|previous|preceding)[ \t]+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)[ \t]+(years?|months?)\b/i;
// '3+ years', '1-3 years', 'three (3) years', '6 months', 'minimum of 2 yrs'.
const AMOUNT = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)(?: ?\(\d{1,2}\))? ?\+? ?(?:(?:-|–|to) ?(\d{1,2}) ?\+? ?)?(years?|yrs|months?)\b/i;

const ELIGIBILITY =
  /\b(?:lift(?:ing)?|carry(?:ing)?|push(?:ing)?|pull(?:ing)?)\b[^.]{0,30}\b(?:\d{2,3}[ \t]*(?:lbs?|pounds|kg)|heavy)\b|\b(?:stand(?:ing)?|walk(?:ing)?|sit(?:ting)?|bend(?:ing)?|kneel(?:ing)?|climb(?:ing)?)\b[^.]{0,40}\b(?:hours?|periods|shift|extended|prolonged)\b|\b(?:authori[sz]ed|eligible|legally (?:able|entitled)|right) to work\b|\bwork (?:authori[sz]ation|permit|visa)\b|\b(?:citizen(?:ship)?|permanent resident)\b|\b(?:at least|must be|minimum age)[ \t]+(?:1[68]|2[01])\b|\b(?:1[68]|2[01])[ \t]+years?[ \t]+(?:of age|old)\b|\b(?:background|criminal record|reference|credit)[ \t]+(?:check|screen)|\bdrug[ \t]+(?:screen|test)|\bclean driving record\b|\bdriving record\b|\bMVR\b|\bmotor vehicle record\b|\bsecurity clearance\b|\bclearance\b|\b(?:physical|medical)[ \t]+(?:exam|examination|assessment)\b|\bDOT physical\b|\bvaccinat\w+|\bimmuni[sz]ation|\b(?:weekends?|nights?|evenings?|holidays|overtime|on-call|shifts?|rotating)\b[^.]{0,30}\b(?:required|availability|available|willing|as needed)\b|\b(?:available|availability|willing(?:ness)?) to (?:work|travel|relocate)\b|\breliable transportation\b|\bvalid (?:passport|ID)\b|\broad test\b|\bphysical (?:standards |abilit(?:y|ies) )?test\b|\b(?:successful completion of|pass(?:ing)?) (?:a |an |the )?(?:[\w'-]+ ){0,3}(?:test|screen|check|orientation|assessment)\b|\b(?:auditory|visual|hearing|vision) acuity\b|\bmanual dexterity\b|\bhand-eye coordination\b|\bstoop\w*|\bcrouch\w*|\b(?:at least|minimum of|over)[ \t]+\d{2}[ \t]+years?\b(?![ \t]+(?:of|in)[ \t]+(?:\w+[ \t]+)?experience)|\b\d{2}[ \t]+years?[ \t]+(?:of age|old)\b|^(?:flexible[ \t]+)?availab(?:le|ility)\b|\b(?:ability|able|willing(?:ness)?)[ \t]+to[ \t]+work[ \t]+(?:evenings|weekends|nights|holidays|overtime|shifts|rotating|a flexible|flexible|early|late)\b|\bdistinguish colou?rs\b|\bcolou?r vision\b|\b(?:subject to|undergo)[ \t]+an?[ \t]+(?:enhanced[ \t]+)?[\w-]+[ \t]+(?:check|clearance|screening)\b|\bDBS\b|\bselective service\b|\b(?:background|security)(?:\/security)? investigation\b|^working conditions\b|\brequires?[ \t]+(?:\w+[ \t]+)?travel\b/i;
// A disqualifier ('more than two moving violations', 'any licence suspension', 'no preventable accidents'): a
// condition on the record, not a licence asked for, whatever else the item names.
const DISQUALIFIER = /\b(?:violations?|convictions?|suspensions?|speeding|reckless|fleeing|evading|DUI|DWI|felon(?:y|ies)|misdemeanou?rs?)\b|\bpreventable (?:\w+ ){0,2}accidents?\b/i;
const LICENCE = /\b(?:licen[cs]e[ds]?|licensure|registered with|registration with|CDL|driver'?s licen|driving licen|permit)\b/i;
const CERTIFICATION_WORDS = /\b(?:certif\w*|credential\w*|accredit\w*|first aid|servsafe|food handler\w*|endorsement)/i;
const CERTIFICATION_ACRONYMS = /\b(?:BLS|ACLS|PALS|NRP|TNCC|ENPC|CPR|CPA|CMA|CNA|CDA|ASCP|PMP|CISSP|OSHA[ \t]+\d{2}|POPAT|HAZMAT)\b/;
const DEGREE_WORDS = /\b(?:bachelor\w*|master'?s|doctorate|doctoral|ph\.?d|pharm\.?d|doctor of|associate(?:'s)? degree|degree|diploma|high school|graduate of|graduated from|post-?secondary|college education|certificate program|grade 12|senior certificate|matric\w*)\b/i;
const DEGREE_ACRONYMS = /\b(?:GED|B\.S\.?|BSc|B\.A\.?|BA|BS|M\.S\.?|MSc|M\.A\.?|MBA|BSN|MSN)\b/;
const isCertification = (t: string) => CERTIFICATION_WORDS.test(t) || CERTIFICATION_ACRONYMS.test(t);
const isDegree = (t: string) => DEGREE_WORDS.test(t) || DEGREE_ACRONYMS.test(t);
const LANGUAGE = /\b(?:fluen\w+|bilingual|native|proficien\w+ in (?:english|spanish|french|german|mandarin|arabic|portuguese|armenian|russian|welsh|afrikaans|zulu)|(?:english|spanish|french|german|mandarin|cantonese|arabic|portuguese|armenian|russian|welsh|afrikaans|isizulu|zulu|xhosa|hindi|korean|japanese|italian|polish|vietnamese|tagalog)\b[^.]{0,20}\b(?:speaking|written|spoken|language|fluency|skills|required|preferred|proficiency))\b/i;

const DEGREE_LEVELS: [RegExp, string][] = [
  [/\b(?:doctorate|doctoral|ph\.?d|md|pharm\.?d|j\.?d)\b/i, 'doctorate'],
  [/\b(?:[Mm]aster'?s|MBA|MSN|M\.?S\.?c?|M\.?A\.?|MPH|MSW)\b/, 'master'],
  [/\b(?:[Bb]achelor\w*|BSN|B\.?S\.?c?|B\.?A\.?|BEng|[Uu]ndergraduate degree|four[- ]year degree|4[- ]year degree)\b/, 'bachelor'],
  [/\bassociate(?:'s)? degree\b|\b(?:AAS|A\.A\.S|two[- ]year degree)\b/i, 'associate'],
  [/\b(?:high school|GED|secondary school|matric\w*|grade 12)\b/i, 'secondary'],
  [/\b(?:diploma|certificate program|post-?secondary)\b/i, 'diploma'],
];

const toNumber = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

interface RequirementTyping {
  type: RequirementType;
  years?: number;
  withinYears?: number;
  degreeLevel?: string;
  degreeField?: string;
}

/** 'B.S. in Medical Technology or related field' → 'Medical Technology'; the field named after 'in'. */
function readDegreeField(text: string): string | undefined {
  const m = /\b(?:degree|diploma|bachelor\w*|master\w*|B\.?S\.?c?|B\.?A\.?|M\.?S\.?c?|M\.?A\.?|BSN|MBA|ph\.?d)(?:'s)?\.?(?:[ \t]+degree)?[ \t]+(?:in|of)[ \t]+([A-Za-z][A-Za-z &,/-]{2,60})/i.exec(text);
  if (!m) return undefined;
  // Up to 'or', 'and related', a comma list end, or a clause ('required', 'from an accredited…').
  const field = m[1].split(/ (?:or|from|with|required|preferred|is|and (?:related|equivalent)|plus)\b|, ?(?:or |and )?(?:a )?related|[,;]/i)[0].trim();
  if (!field || /^(?:a|an|the|related|relevant|any)\b/i.test(field)) return undefined;
  return field;
}

/**
 * A physical demand or eligibility condition that names no skill ('hear patient verbal communication', 'lift 50
 * lbs'); a disqualifier ('speeding while holding a Class A CDL') still names the licence the job needs.
 */
export function namesNoSkill(text: string): boolean {
  return typeRequirement(text).type === 'eligibility' && !DISQUALIFIER.test(text);
}

/** The requirement's type and, where it says them, years, the recency window and the degree's level and field. */
export function typeRequirement(text: string): RequirementTyping {
  const out: RequirementTyping = { type: 'skill' };
  const window = WINDOW.exec(text);
  if (window) out.withinYears = window[2].toLowerCase().startsWith('month') ? toNumber(window[1]) / 12 : toNumber(window[1]);
  // The amount is read with the window taken out: '3 months in the last 36 months' asks for 3 months.
  const rest = window ? text.slice(0, window.index) + text.slice(window.index + window[0].length) : text;
  const amount = AMOUNT.exec(rest);
  const isAge = amount && /^[ \t]*(?:of age|old)\b/i.test(rest.slice(amount.index + amount[0].length));
  if (amount && !isAge) out.years = amount[3].toLowerCase().startsWith('month') ? toNumber(amount[1]) / 12 : toNumber(amount[1]);

  if (DISQUALIFIER.test(text)) out.type = 'eligibility';
  else if (ELIGIBILITY.test(text) && !isCertification(text) && !LICENCE.test(text.replace(/\bdriv\w* record\b/gi, ''))) out.type = 'eligibility';
  else if (LICENCE.test(text) && !/\blicensing\b/i.test(text)) out.type = 'licence';
  // 'Graduate of an accredited school of nursing', 'a degree from an ABET-accredited program': a school's accreditation
  // makes no certification of the degree.
  else if (isCertification(text) && !(isDegree(text) && !isCertification(text.replace(/\baccredit\w*|\b(?:senior|leaving|school) certificate\b/gi, '')))) out.type = 'certification';
  else if (isDegree(text) && !(out.years !== undefined && /\bexperience\b/i.test(text) && !/\bdegree\b/i.test(text))) out.type = 'degree';
  else if (out.years !== undefined || out.withinYears !== undefined || /\b(?:experience|worked)\b/i.test(text)) out.type = 'experience';
  else if (LANGUAGE.test(text)) out.type = 'language';

  // 'ACLS within 6 months of hire' is a deadline; years belong to experience only.
  if (out.type !== 'experience' && out.type !== 'degree') delete out.years;
  if (out.type === 'degree' && !/\bexperience\b/i.test(text)) delete out.years;
  if (out.type === 'degree') {
    const level = DEGREE_LEVELS.find(([re]) => re.test(text));
    if (level) out.degreeLevel = level[1];
    const field = readDegreeField(text);
    if (field) out.degreeField = field;
    else {
      // 'Food Science degree', 'degree in a field such as nursing': a known subject anywhere in the item.
      const words = text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
      let subject: string | undefined;
      for (let n = 3; n >= 1 && !subject; n--) {
        for (let i = 0; i + n <= words.length && !subject; i++) {
          const phrase = words.slice(i, i + n).join(' ');
          if ((n > 1 || phrase.length > 5) && isDegreeSubject(phrase)) subject = phrase;
        }
      }
      if (subject) out.degreeField = subject;
    }
  }
  return out;
}
