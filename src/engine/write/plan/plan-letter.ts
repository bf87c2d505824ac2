// Document planning: what the letter will say, chosen before any wording. Every planned item keeps the
// resume line it comes from; the job contributes only which terms and requirements matter.
import nlp from 'compromise';
import { trimEndChars } from '../../../shared/trim-chars.ts';
import type { CoverLetterInput, EducationEntry, ExperienceEntry, ProjectEntry } from '../../types.ts';
import { WORD_BANDS } from '../../../shared/style.ts';
import { findLexiconTerms, lookupLexiconTerm } from '../../lexicon/find-lexicon-terms.ts';
import { indexResume } from '../../match/resume-index.ts';
import { createRandom, isCurrent, rankAchievements, rankSupportedSkills, surfaceOf } from '../realise/compose-helpers.ts';
import { cleanLine } from '../realise/realise-clause.ts';
import { containsRoleNoun } from '../../job/infer-title.ts';
import { isPlaceName } from '../../lexicon/taxonomy-vocab.ts';
import { checkBullet, checkFact, checkProfileFacts, credentialUnderWay } from './check-facts.ts';
import { factEvidence } from './fact-evidence.ts';
import { cleanPhone, fixSmallCapsI } from '../realise/clean-text.ts';
import { concurrentRoles, statedYears } from './career-dates.ts';
import { printedMonths } from '../../profile/parse-dates.ts';
import { lineFeatures, selectorScore, type SelectorModel } from './select-evidence.ts';

export interface PlannedEvidence {
  /** The resume bullet, as written. */
  source: string;
  entry: ExperienceEntry;
  entryIndex: number;
  current: boolean;
  /** The job's terms this line supports, in the resume's own spelling. */
  terms: string[];
  /** The must-have requirement it answers, when it is the match's evidence for one. */
  mustHave: boolean;
  /** A line of an internship, assistantship or summer post on a resume with a career of its own. */
  minor?: boolean;
}

/** A requirement of the posting the letter answers, with the resume's best evidence for it from any role. */
export interface PlannedNeed {
  /** The posting's requirement, as it writes it. */
  requirement: string;
  /** The job's terms the requirement and its evidence share, in the resume's spelling. */
  terms: string[];
  /** The strongest lines for it, best first (one or two, from any role). */
  evidence: PlannedEvidence[];
}

export interface LetterPlan {
  name?: string;
  company?: string;
  /** The person the posting names as its contact ('Ms. Baghdasaryan'): the salutation names them. */
  addressee?: string;
  position?: string;
  /** The current or latest role; the most relevant one (mostRelevant) when the latest has little to say for this job. */
  headline?: { title: string; employer: string; current: boolean; mostRelevant?: boolean; years?: number; since?: number };
  /** A credential of the posting's field that names what the candidate is ('Certified Public Accountant'): the headline says it. */
  fieldCredentials: string[];
  /** Years in professional roles (no internships, student or volunteer posts; overlaps merged), when the dates allow. */
  years?: number;
  /** The resume's latest written year is well before the letter's and a role runs to 'Present': its 'now' is not today's. */
  stale: boolean;
  /** Roles held now or alongside a current one: never 'my previous role'. */
  concurrent: ReadonlySet<ExperienceEntry>;
  /** The job terms the resume supports most strongly. */
  reasonTerms: string[];
  evidence: PlannedEvidence[];
  /**
   * The body as a case: the posting's two or three most important requirements the resume meets, each with its best
   * evidence from any role. Every line here is also in evidence; the realiser tells these first, one paragraph each.
   */
  needs: PlannedNeed[];
  /** Evidence held back for a longer letter, strongest first. */
  reserve: PlannedEvidence[];
  skills: string[];
  credentials: string[];
  education?: EducationEntry;
  projects: ProjectEntry[];
  contact: string[];
  /** The single most important concrete skill a must-have requirement asks for that the resume does not show. */
  gap?: string;
  /** Tools of the gap's kind the resume holds, which carry over to it ('my work with Python and R' for SQL). */
  gapTransfer?: string[];
  /** A licence or certification the posting requires and the resume does not show ('current Mississippi State licensure'): the letter says the candidate will meet it. */
  requiredCredential?: string;
  /** Resume content the job does not ask for, used only to reach the band (never filler). */
  extra: { credentials: string[]; education?: EducationEntry; skills: string[]; roles: ExperienceEntry[]; projects: ProjectEntry[]; looseProjects: ProjectEntry[]; moreEducation: EducationEntry[] };
}

// Enough evidence to reach the band: the realiser stops at the band's top, and lines it cannot realise are skipped.
const EVIDENCE_COUNT = { concise: 3, standard: 6, detailed: 8 } as const;

/** How planLetter scores candidate lines: the hand-set rank (the default), or a learned selector (training and k-fold evaluation). */
export interface PlanOptions {
  selector?: SelectorModel;
  /** Called with every candidate line, its features and whether the plan tells it (training and evaluation). */
  trace?: (rows: { source: string; features: number[]; chosen: boolean }[]) => void;
}

/** Chooses the letter's content from the match; the seed varies selection and order among close calls. */
export function planLetter(input: CoverLetterInput, options: PlanOptions = {}): LetterPlan {
  const { selector } = options;
  const { job, match, settings } = input;
  // Only facts that pass their check are planned: a misread title, employer, degree or school is left out.
  const { profile } = checkProfileFacts(input.profile, { candidateName: input.fullName?.trim() || input.profile.name });
  const rand = createRandom(input.seed * 7919 + 13);
  const index = indexResume(profile);
  const focus = settings.focusAreas;
  const spec = settings.industrySpecificity;
  const matched = new Set(match.matchedKeywords);
  const mustEvidence = new Set(match.requirements.filter((v) => v.kind === 'must' && v.verdict !== 'missing' && v.evidence).map((v) => cleanLine(v.evidence as string)));

  // The headline is the current or latest professional role; a volunteer post or an internship only when there is no other.
  const named = profile.experience.filter((e) => e.title && e.company);
  const professional = named.filter((e) => !NOT_PROFESSIONAL.test(e.title ?? ''));
  const pool = professional.length ? professional : named;
  const latestEntry = pool.find((e) => isCurrent(e)) ?? pool[0];
  let headlineEntry = latestEntry;
  const termFactor = spec === 'minimal' ? 0.3 : spec === 'moderate' ? 1 : 2.5;
  // Research, leadership and volunteer roles are evidence too, ranked after the work history.
  const withOther = { ...profile, experience: [...profile.experience, ...(profile.otherPositions ?? [])] };
  // An entry whose employer failed its check still speaks through its title ('As a Security Officer, I …').
  const ranked = rankAchievements(withOther, job, match, termFactor).filter((a) => (a.entry.company || a.entry.title) && a.text.split(/\s+/).length >= 4);
  const seen = new Set<string>();
  // The words of what the posting asks and describes ('records', 'accuracy', 'scale'): a line that shares several of
  // them is about this job's work even when it names no taxonomy term ('processed 260+ records a day with 92% accuracy').
  const postingWords = contentWords([job.position ?? '', ...job.requirements.map((r) => r.text), ...job.responsibilities].join(' '));
  // The selector's features are computed only when a selector scores lines or a trace collects them (training, k-fold):
  // the letters users get rank by the hand-set score alone.
  const wantFeatures = Boolean(selector || options.trace);
  const titleWords = wantFeatures ? contentWords(job.position ?? '') : new Set<string>();
  const postingTextWords = wantFeatures ? contentWords(input.jobText ?? '') : new Set<string>();
  const candidates: (PlannedEvidence & { score: number; features: number[] })[] = [];
  for (const a of ranked) {
    const key = a.text.toLowerCase();
    if (seen.has(key) || !checkBullet(a.text).ok) continue;
    // The same achievement under two roles ('operated forklifts with zero incidents') is told once.
    const shape = wordShape(a.text);
    // So is one line sharing a run of eight words with another ('trained new team members on POS opening and
    // closing procedures' under two roles, each with other words around it).
    // Of the two, the one a reader looks for is kept: a career role's over an internship's ('Closed $91K … 18% above
    // quota' at the current job, not the summer intern's $68K), a role named like the posting's over another ('Built
    // seasonal displays …' under the Visual Merchandiser, not the Restaurant Manager).
    const copyAt = candidates.findIndex((c) => overlap(wordShape(c.source), shape) >= 0.6 || sharesRun(c.source, a.text));
    const minorEntry = (e: ExperienceEntry) => professional.length > 0 && (NOT_PROFESSIONAL.test(e.title ?? '') || /\b(?:seasonal|summer)\b/i.test(e.dates ?? ''));
    if (copyAt >= 0 && !betterCopy(a.entry, candidates[copyAt]!.entry, minorEntry, job.position)) continue;
    // A line restating the role itself ('Working as Cashier at X') is the header, not an achievement; a deed that names
    // the employer or the title's words ('Oversaw 1000+ engineers working on Google Maps', 'Train new desktop support
    // technicians') is evidence.
    if (restatesRole(a.text, a.entry)) continue;
    // A line whose figure tells against the candidate ('24% audit compliance', '92% accuracy' for a records job) or
    // that claims a post its role was not ('As a CNA, … as charge nurse') is left out, whatever its rank.
    if (weakFigure(a.text) || claimsOtherRole(a.text, a.entry)) continue;
    // A line claiming more years than its role lasted ('zero incidents over 9 years' in a post held four) contradicts
    // the dates beside it: a reader doubts the whole letter.
    if (outlastsRole(a.text, a.entry, input.date.getUTCFullYear())) continue;
    seen.add(key);
    // A term leads a sentence as a noun ('My SQL experience'); a verb or a soft skill ('collaborate', 'troubleshoot') does not.
    const terms = [...new Set(findLexiconTerms(a.text).filter((h) => matched.has(h.term) && h.category !== 'soft-skill').map((h) => a.text.slice(h.index, h.index + h.length)))].filter((t) => !/^[a-z]+$/.test(t) || !isBaseVerb(t));
    const mustHave = mustEvidence.has(cleanLine(a.text));
    const shared = postingOverlap(a.text, postingWords);
    // A result on the posting's work (a change, money, a target beaten) is what a reader looks for first: 'Closed
    // $91K … 18% above quota' for a sales post, 'displays that lifted category sales by 39%' for a merchandiser.
    const rank = a.score + (mustHave ? 3 : 0) + POSTING_WORD_WEIGHT * Math.min(3, shared) + (shared > 0 || terms.length > 0 || mustHave ? resultWeight(a.text) : 0);
    const features = !wantFeatures ? [] : lineFeatures({
      text: a.text,
      rank,
      mustHave,
      terms: terms.length,
      postingWords: shared,
      titleWords: postingOverlap(a.text, titleWords),
      postingTextWords: postingOverlap(a.text, postingTextWords),
      entryIndex: a.entryIndex,
      lineIndex: a.entry.bullets.findIndex((b) => cleanLine(b) === cleanLine(a.text)),
      current: isCurrent(a.entry),
      roleTitleMatch: sharesRoleWord(a.entry.title, job.position),
      otherPosition: a.entryIndex >= profile.experience.length,
    });
    // The learned selector's log-odds that a good letter tells this line, or the hand-set rank. A line of an
    // internship, an assistantship or a summer post ranks below the career's own lines when there are any: told
    // beside real roles it reads as a second role (a reader's 'Research and Teaching Assistant' leading the body).
    const minor = professional.length > 0 && (NOT_PROFESSIONAL.test(a.entry.title ?? '') || /\b(?:seasonal|summer)\b/i.test(a.entry.dates ?? ''));
    const base = (selector ? selectorScore(features, selector) / (selector.unit || 1) : rank) - (minor ? MINOR_PENALTY : 0);
    if (copyAt >= 0) candidates.splice(copyAt, 1);
    candidates.push({
      source: a.text,
      entry: a.entry,
      entryIndex: a.entryIndex,
      current: isCurrent(a.entry),
      terms,
      mustHave,
      minor,
      features,
      // Regeneration: a seeded jitter reorders close calls, so a new seed picks other evidence.
      score: base + rand() * 2.5,
    });
  }
  // A result from a role whose other lines answer the posting weighs as one of its tied lines would: the revenue a
  // sales role closed is the sales evidence even when it shares no word with the posting ('Closed $91K …, 18% above quota').
  const lineTied = (c: PlannedEvidence) => c.terms.length > 0 || c.mustHave || postingOverlap(c.source, postingWords) > 0;
  for (const c of candidates) if (!lineTied(c) && candidates.some((o) => o.entry === c.entry && lineTied(o))) c.score += resultWeight(c.source);
  candidates.sort((x, y) => y.score - x.score);
  // The most relevant role leads when the latest one has little to say for this job (an Amazon driver applying for a
  // sales role after years in business development): the role whose title or evidence answers the posting, when the latest's answers nothing.
  const titleShare = (e: ExperienceEntry) => sharesRoleWord(e.title, job.position);
  const relevance = (e: ExperienceEntry) => candidates.filter((c) => c.entry === e).slice(0, 2).reduce((n, c) => n + c.score + (c.mustHave ? 2 : 0) + c.terms.length, 0) + (titleShare(e) ? 4 : 0);
  // When the latest role is not named like the posting, the best of the roles that are comes first.
  const titled = latestEntry && !titleShare(latestEntry) ? pool.filter(titleShare) : [];
  const best = (titled.length ? titled : pool).reduce<ExperienceEntry | undefined>((b, e) => (!b || relevance(e) > relevance(b) ? e : b), undefined);
  // A role answers the posting when its title shares the field's word or one of its lines names a term the posting asks for.
  const answers = (e: ExperienceEntry) => titleShare(e) || candidates.some((c) => c.entry === e && (c.terms.length > 0 || c.mustHave));
  // A role named like the posting ('CDL Class A Driver' for a truck-driving post) is the relevant one even when the
  // latest role's lines touch a term or two of the posting, so long as the latest's title does not share the field's word.
  const titleLeads = (b: ExperienceEntry, latest: ExperienceEntry) => titleShare(b) && !titleShare(latest);
  // A role named like the posting leads whatever the latest role's lines score: a trucking recruiter's first fact is
  // whether the candidate has driven, not a warehouse job's picking rate.
  // Only a trade's own word does that ('Driver', 'Forklift Operator'): an office title sharing 'Analyst' or 'Clerk'
  // with the posting is no reason to set aside ten years as a Manager.
  const tradeLeads = (b: ExperienceEntry, latest: ExperienceEntry) => titleLeads(b, latest) && sharesRoleWord(b.title?.replace(OFFICE_ROLE_WORDS, ''), job.position);
  let relevant = best && latestEntry && best !== latestEntry && answers(best) && (tradeLeads(best, latestEntry) || ((!answers(latestEntry) || titleLeads(best, latestEntry)) && relevance(best) > relevance(latestEntry))) ? best : undefined;
  if (relevant) headlineEntry = relevant;
  const count = Math.max(1, EVIDENCE_COUNT[settings.wordLimit] + (focus === 'experience' ? 1 : focus === 'balanced' ? 0 : -1));
  // Relevance filter: a line with no tie to the posting (no job term, no must-have it answers) is left for the reserve
  // when the relevant lines alone fill the letter.
  const tied = (c: PlannedEvidence) => c.terms.length > 0 || c.mustHave || sharesPostingWords(c.source, postingWords);
  const relevantCount = candidates.filter(tied).length;
  if (relevantCount >= count) {
    const loose = candidates.filter((c) => !tied(c));
    const kept = candidates.filter(tied);
    candidates.splice(0, candidates.length, ...kept, ...loose);
  }
  // The body answers the posting's most important requirements, each with the best evidence from any role.
  const needs = planNeeds(input, candidates, count);
  const inNeeds = new Set(needs.flatMap((n) => n.evidence));
  const chosen = [...(needs.flatMap((n) => n.evidence) as typeof candidates), ...candidates.filter((c) => !inNeeds.has(c))].slice(0, Math.max(count, inNeeds.size));
  // The role the headline calls most relevant is told: 'My most relevant experience comes from my time as …' followed
  // by other roles' lines only reads as incoherent. Its best line takes the place of the weakest line chosen outside
  // the requirements; a role with no line to tell does not head the letter.
  if (relevant && !chosen.some((c) => c.entry === relevant)) {
    const own = candidates.find((c) => c.entry === relevant);
    const weakest = [...chosen].reverse().find((c) => !inNeeds.has(c));
    if (own && weakest) chosen.splice(chosen.indexOf(weakest), 1, own);
    else if (own) chosen.push(own);
    else {
      relevant = undefined;
      headlineEntry = latestEntry;
    }
  }
  options.trace?.(candidates.map((c) => ({ source: c.source, features: c.features, chosen: chosen.includes(c) })));
  // A career story, most recent employer first, each role's strongest line first.
  const ordered = [...chosen].sort((x, y) => x.entryIndex - y.entryIndex || y.score - x.score);
  // A letter headed by the most relevant role tells it first.
  const evidence = relevant ? [...ordered.filter((e) => e.entry === relevant), ...ordered.filter((e) => e.entry !== relevant)] : ordered;

  const stale = staleCurrent(profile.experience, index.latestYear, input.date.getUTCFullYear());
  const mentioned = new Set(evidence.flatMap((e) => e.terms.map((t) => t.toLowerCase())));
  // Industry specificity: how many of the job's own terms the letter names.
  const skillCount = spec === 'minimal' ? 0 : spec === 'moderate' ? 3 : 6;
  const jobTerms = new Set(job.keywords.map((k) => k.term));
  // A term the resume names only in a job title ('Staff Nurse - ICU') is where the candidate worked, not a skill they
  // list: 'My skills include ICU' reads as garbled.
  const roleTitles = new Set([...profile.experience, ...(profile.otherPositions ?? [])].map((e) => e.title?.trim()).filter(Boolean));
  const listed = new Set(profile.skills.map((x) => x.trim().toLowerCase()));
  const onlyInTitles = (skill: string) => {
    if (listed.has(skill.toLowerCase())) return false;
    const lines = findLexiconTerms(skill).flatMap((h) => index.terms.get(h.term) ?? []);
    // A line names the skill only as part of a title when a title holding the skill is printed in it (the header
    // line, or a summary restating the title: 'Hands-on staff nurse - icu with 1 year …').
    const inTitle = [...roleTitles].map((t) => (t as string).toLowerCase()).filter((t) => t.includes(skill.toLowerCase()));
    return lines.length > 0 && inTitle.length > 0 && lines.every((line) => inTitle.some((t) => line.toLowerCase().includes(t)));
  };
  // A commission or credential the resume lists as held ('Notary Public') is what the candidate is, not a skill:
  // 'My skills include notary public' reads as a pasted list.
  const heldCredentials = new Set(profile.certifications.map((c) => (c.split('(')[0] ?? c).trim().toLowerCase()));
  const credentialSkill = (s: string) => heldCredentials.has(s.trim().toLowerCase());
  const skills = rankSupportedSkills(profile, job, index)
    .filter((s) => !credentialSkill(s))
    .filter((s) => jobTerms.has(s) || findLexiconTerms(s).some((h) => jobTerms.has(h.term)) || [...jobTerms].some((t) => surfaceOf(index, t) === s))
    .filter((s) => !mentioned.has(s.toLowerCase()) && !findLexiconTerms(s).some((h) => h.category === 'soft-skill') && !onlyInTitles(s))
    .slice(0, focus === 'experience' ? 0 : skillCount + (focus === 'skills' ? 2 : 0));

  const wantsCredential = job.keywords.some((k) => k.category === 'certification') || /\b(certif|licen[cs]e|registration)/i.test(job.requirements.map((r) => r.text).join(' '));
  // A bare skill in the certifications list ('Python') is not a credential to claim.
  const realCredentials = profile.certifications.filter((c) => {
    // The parser may keep the name and lose its dates: the resume's own lines say whether it is still under way.
    if (credentialUnderWay(c, profile)) return false;
    // A training's record, not a credential's name ('IRB approval course modules completed').
    if (/\b(?:completed|pending|in progress|ongoing|expected|modules?)\s*$/i.test(c.trim())) return false;
    // 'Certified Public Accountant (CPA)' is a credential by its shape, whatever category the lexicon files it under.
    if (HOLDER_SHAPE.test(c.trim())) return true;
    const hits = findLexiconTerms(c);
    return !(hits.length && hits.every((h) => h.category !== 'certification') && hits.reduce((n, h) => n + h.length, 0) >= c.replace(/\s+/g, '').length * 0.8);
  });
  // A credential of the posting's own field ('Certified Public Accountant' for a staff accountant, ACLS for an ICU
  // nurse) leads and is named even when the posting asks for none: readers miss it more than any deed.
  const fit = new Map(realCredentials.map((c) => [c, credentialFit(c, job, input.jobText)]));
  const rankedCredentials = [...realCredentials].sort((a, b) => (fit.get(b) ?? 0) - (fit.get(a) ?? 0));
  const credentials = wantsCredential || focus === 'education' ? rankedCredentials.slice(0, 3) : rankedCredentials.filter((c) => (fit.get(c) ?? 0) >= 2).slice(0, 2);
  const wantsDegree = job.keywords.some((k) => k.category === 'degree') || /\b(degree|bachelor|master|diploma|graduate)/i.test(job.requirements.map((r) => r.text).join(' '));
  // A graduate's letter names degrees, never a school-leaving qualification (Class 10/12, SSC, GCSE, A-levels).
  const tertiary = profile.education.filter((e) => e.degree && !SCHOOL_LEVEL.test(e.degree));
  const degrees = tertiary.length ? tertiary : profile.education.filter((e) => e.degree);
  const education = wantsDegree || focus === 'education' || settings.wordLimit === 'detailed' ? degrees[0] : undefined;
  // A 'project' named like a role ('Project Lead') is a misread heading, not a project to cite.
  // Projects by relevance to the posting: the job terms and posting words they share; one with no tie never leads.
  const projectScore = (p: ProjectEntry) => {
    const text = [p.name, ...p.details].join(' ');
    return findLexiconTerms(text).filter((h) => matched.has(h.term)).length * 2 + (sharesPostingWords(text, postingWords) ? 1 : 0);
  };
  const citable = profile.projects
    .filter((p) => p.details.length && checkFact('project', p.name).ok)
    .map((p, i) => ({ p, score: projectScore(p) - i * 0.01 }))
    .sort((a, b) => b.score - a.score);
  // Relevant: a job term the project names (shared words alone, 'analysis', 'reports', are too weak a tie).
  const relevantProjects = citable.filter((x) => x.score >= 2).map((x) => x.p);
  // Early career (no professional role, or little relevant work to tell): projects are the evidence.
  const earlyCareer = !professional.length || candidates.filter(tied).length < 2;
  const projects = focus === 'skills' || focus === 'education' || settings.wordLimit === 'detailed' || earlyCareer ? relevantProjects.slice(0, earlyCareer ? 3 : 2) : [];

  // The areas the posting and the resume share, heaviest in the posting first; the seed reorders close calls.
  const weightOf = new Map(job.keywords.map((k) => [k.term, k.weight]));
  // An area is one the candidate worked in: named in a role's or project's lines or a title, not only in a
  // certification, a skills list or the summary ('a background in AWS' from an AWS certificate alone overstates).
  const titles = new Set(profile.experience.map((e) => e.title?.trim()).filter(Boolean));
  const workBacked = (t: string) => (index.terms.get(t) ?? []).some((line) => index.bulletLines.has(line) || titles.has(line));
  const reasonTerms = match.matchedKeywords
    .filter((t) => {
      if (!workBacked(t)) return false;
      const cat = findLexiconTerms(t)[0]?.category;
      // A spoken language ('English') is no area of work.
      return cat !== 'degree' && cat !== 'soft-skill' && cat !== 'certification' && cat !== 'language' && !containsRoleNoun(t) && !/\b(?:license|licence|certified)\b/i.test(t);
    })
    .map((t) => ({ t, w: (weightOf.get(t) ?? 0) + rand() * 1.5 - (OFFICE_TOOL.test(t) ? 5 : 0) }))
    .sort((a, b) => b.w - a.w)
    .slice(0, spec === 'minimal' ? 1 : spec === 'moderate' ? 2 : 3)
    .map(({ t }) => areaInSentence(termInSentence(surfaceOf(index, t)), t, profile.lines.join('\n')))
    // An area is a thing: 'a background in troubleshooting', never 'in troubleshoot' (the resume's verb).
    .map((a) => (/^[a-z]+$/.test(a) && isBaseVerb(a) ? gerundOf(a) : a))
    .filter((a, i, all) => all.indexOf(a) === i);

  // 'Shipping and Receiving' and 'Shipping & receiving' are one skill.
  const skillKey = (x: string) => x.toLowerCase().replaceAll('&', ' and ').replace(/[^a-z0-9]+/g, ' ').trim();
  const skillsLeft = skills.map(termInSentence).filter((x, i, all) => all.findIndex((y) => skillKey(y) === skillKey(x)) === i);
  const namedTerms = new Set([...skillsLeft, ...reasonTerms, ...evidence.flatMap((e) => e.terms)].map((t) => t.toLowerCase()));
  const usedEntries = new Set(evidence.map((e) => e.entry));
  const extra = {
    credentials: credentials.length ? [] : rankedCredentials.slice(0, 3),
    education: education ? undefined : degrees[0],
    skills: rankSupportedSkills(profile, job, index)
      .filter((s) => !credentialSkill(s) && !namedTerms.has(s.toLowerCase()) && s.split(/\s+/).length <= 4 && !/[:;]/.test(s) && !findLexiconTerms(s).some((h) => h.category === 'soft-skill'))
      .slice(0, 4),
    roles: withOther.experience.filter((e) => e.title && e.company && !usedEntries.has(e) && e !== headlineEntry).slice(0, 3),
    // Relevant projects first; one with no tie to the posting only to reach the band.
    projects: relevantProjects.filter((p) => !projects.includes(p)).slice(0, 2),
    looseProjects: citable.filter((x) => x.score < 2).map((x) => x.p).slice(0, 2),
    // Further degrees, told only to reach the band.
    // Only a degree named as one ('A-levels: Mathematics, Biology' is a list of subjects, not a degree to 'include').
    moreEducation: degrees.filter((e) => e.degree && !/:/.test(e.degree) && factEvidence.degreeEvidence(e.degree) >= 0.8 && e !== (education ?? degrees[0])).slice(0, 2),
  };
  const gap = missingSkill(match, job, index, profile.lines.join('\n'), input.jobText ?? '');

  return {
    name: input.fullName?.trim() || (checkFact('name', profile.name).ok ? profile.name?.trim() : undefined),
    company: input.companyName?.trim() || targetCompany(job.company, job.position, input.jobText),
    addressee: job.contact,
    position: targetPosition(job.position),
    // 'Present' on a resume whose latest written year is well before the letter's is no count to today: a resume
    // last touched in 2015 says nothing of 2026 ('eleven years' would be an inference, not the resume's).
    // Years counted over the roles in the posting's field only: a cashier's and a tutor's years are no analyst's experience.
    // A summary written with the resume is as old as it: 'three years of experience' on a resume last dated years ago
    // is no count for today either.
    // The years are the whole career's ('I bring N years of professional experience'): counted over the posting's
    // field only, a forklift operator of thirteen years read as 'four years' beside a line saying nine.
    years: stale ? undefined : statedYears(careerYears(profile.experience, input.date.getUTCFullYear(), profile.education, input.date.getUTCMonth()), profile.summary),
    stale,
    concurrent: concurrentRoles(withOther.experience),
    headline: headlineEntry?.title && headlineEntry.company ? { title: headlineEntry.title, employer: headlineEntry.company, current: isCurrent(headlineEntry), mostRelevant: Boolean(relevant), ...roleSpan(headlineEntry, stale, input.date) } : undefined,
    reasonTerms,
    gap,
    gapTransfer: gap ? transferTools(gap, index, job, profile.experience.map((e) => e.company ?? '')) : undefined,
    requiredCredential: requiredCredential(match, job),
    evidence,
    needs,
    // Lines with no tie to the posting fill a letter only when its tied lines cannot carry even the planned evidence:
    // readers marked down letters padded with experience the job does not ask about.
    reserve: candidates.filter((c) => !chosen.includes(c) && (tied(c) || relevantCount < count)),
    skills: skillsLeft,
    credentials,
    // Up to two, said together ('I am a Certified Management Accountant and a Certified Public Accountant').
    fieldCredentials: credentials.filter((c) => (fit.get(c) ?? 0) >= 2 && HOLDER_SHAPE.test(c) && !/\b(?:Certificate|Certification|License|Licence|Diploma)\b/i.test(c)).slice(0, 2),
    education,
    projects,
    contact: [profile.contact.email, profile.contact.phone && cleanPhone(profile.contact.phone)].filter((c): c is string => Boolean(c)),
    extra,
  };
}

const MONEY_OR_TARGET = /[$£€¥₹]\s?\d|\b\d+(?:\.\d+)?\s?%\s+(?:above|over|ahead of|beyond)\s+(?:the\s+)?(?:quota|target|goal|plan|budget)\b|\b(?:exceed|surpass|beat)\w*\s+(?:\w+\s+){0,3}(?:quota|target|goal)s?\b/i;
const CHANGE = /\b(?:increas|reduc|improv|grew|grow|lift|rais|boost|cut|decreas|sav|shorten|doubl|tripl)\w*\b[^.;]*?\d|\bfrom\s+\d[\d.,]*\s?%?\s+to\s+\d/i;

/** How much a line's result weighs: money or a target beaten most, a measured change next, a count or a level nothing. */
export function resultWeight(text: string): number {
  if (weakFigure(text)) return 0;
  return MONEY_OR_TARGET.test(text) ? 2.5 : CHANGE.test(text) ? 1.5 : 0;
}

/** Of two near-copies of one line under two roles, whether the later one (`entry`) should be told instead of `kept`'s. */
export function betterCopy(entry: ExperienceEntry, kept: ExperienceEntry, minor: (e: ExperienceEntry) => boolean, position: string | undefined): boolean {
  if (minor(entry) !== minor(kept)) return minor(kept);
  return sharesRoleWord(entry.title, position) && !sharesRoleWord(kept.title, position);
}

/** Years a role lasted by its dates, rounded up (a role of '07/2015 – 07/2019' is four); undefined when unsure. */
function entryYears(entry: ExperienceEntry, referenceYear: number): number | undefined {
  if (!entry.startYear) return undefined;
  const end = isCurrent(entry) ? referenceYear : entry.endYear;
  if (!end || end < entry.startYear) return undefined;
  return end - entry.startYear + 1;
}

/**
 * A line that claims a span longer than the role it sits under lasted ('Operated forklifts with zero incidents over
 * 9 years' in a role of 2015–2019): the line contradicts the dates printed beside it. A span 'since' or 'across my
 * career' is not the role's, and is left alone.
 */
export function outlastsRole(text: string, entry: ExperienceEntry, referenceYear: number): boolean {
  if (/\b(?:career|lifetime|total|combined|overall)\b/i.test(text)) return false;
  const lasted = entryYears(entry, referenceYear);
  if (lasted === undefined) return false;
  for (const m of text.matchAll(/\b(?:over|for|across|in|during|within)\s+(?:the\s+(?:past|last)\s+)?(\d{1,2})\+?\s+(?:consecutive\s+)?years?\b/gi)) {
    if (Number(m[1]) > lasted) return true;
  }
  return false;
}

// A level a quality figure reports ('92% accuracy', '24% audit compliance', 'a satisfaction score of 71%'): below the
// bar a reader expects of it, it argues against the candidate. A change ('raised accuracy by 5%', 'from 33% to 97%')
// is judged by where it ended.
const QUALITY_BAR: [RegExp, number][] = [
  [/^(?:accuracy|accurate|compliance|compliant|adherence|uptime|availability|on-time|on time|error-free|attendance|audit)/, 95],
  [/^(?:satisfaction|csat|quality|positive|approval|first-call|first call|resolution)/, 85],
  [/^(?:pass|success|completion|retention|fill|close|conversion|occupancy)/, 60],
];
const LEVEL_AFTER = /(\d{1,3}(?:\.\d+)?)\s?%\s+((?:(?!of\b|in\b|on\b|by\b|for\b|to\b|from\b|and\b)[a-z-]+\s+){0,2}[a-z-]+)/gi;
const LEVEL_BEFORE = /\b((?:[a-z-]+\s+){0,2}?(?:accuracy|compliance|adherence|uptime|satisfaction|attendance|pass|success|completion|retention)(?:\s+(?:rate|rates|score|scores|level))?)\s+(?:of|at)\s+(\d{1,3}(?:\.\d+)?)\s?%/gi;

export function weakFigure(text: string): boolean {
  const bar = (words: string) => {
    const w = words.toLowerCase().trim().split(/\s+/);
    for (let i = 0; i < w.length; i++) {
      const rest = w.slice(i).join(' ');
      const hit = QUALITY_BAR.find(([re]) => re.test(rest));
      if (hit) return hit[1];
    }
    return undefined;
  };
  for (const m of text.matchAll(LEVEL_AFTER)) {
    const before = text.slice(0, m.index).trimEnd();
    // 'by 24% …', 'from 33% to 97%' or '24% of …' is a change or a share, not a level.
    if (/\b(?:by|from|up|down|over|under|than)$/i.test(before) || /^\s*to\b/.test(text.slice((m.index ?? 0) + m[1].length + 1))) continue;
    const b = bar(m[2]);
    if (b !== undefined && Number(m[1]) < b) return true;
  }
  for (const m of text.matchAll(LEVEL_BEFORE)) {
    const b = bar(m[1]);
    if (b !== undefined && Number(m[2]) < b) return true;
  }
  return false;
}

/**
 * A line that names a post its role was not ('supervised 6 CNAs … as charge nurse' under a Certified Nursing
 * Assistant title): told under that role, the letter shows the resume's own contradiction. A role noun after 'as'
 * that shares no word with the role's title.
 */
export function claimsOtherRole(text: string, entry: Pick<ExperienceEntry, 'title'>): boolean {
  const title = (entry.title ?? '').toLowerCase();
  if (!title) return false;
  const m = /\bas\s+(?:a\s+|an\s+|the\s+|acting\s+|interim\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+)\s*(?:[,.;]|$)/i.exec(text);
  if (!m) return false;
  const post = m[1].toLowerCase();
  if (!containsRoleNoun(post) || /\b(?:member|part|volunteer|liaison|contact|point|lead|resource|representative|mentor|trainer|backup|go-to)\b/.test(post)) return false;
  const titleWords = new Set(title.split(/[^a-z]+/).filter((w) => w.length > 2));
  return !post.split(/[^a-z]+/).some((w) => titleWords.has(w));
}

// Requirements that are credentials or conditions, answered by the education and credentials sentences, not by a deed.
const NOT_A_DEED = new Set(['licence', 'certification', 'degree', 'eligibility']);
const NEEDS = { concise: 2, standard: 3, detailed: 3 } as const;

/** A credential named as its holder ('Certified Public Accountant', 'Registered Nurse'). */
const HOLDER_SHAPE = /^(?:Certified|Chartered|Registered|Licensed|Board[- ]Certified)\s+[A-Z]/;

/** Words of a credential's name that say nothing of its field. */
const CREDENTIAL_WORDS = new Set('certified certificate certification certifications professional license licence licensed registered chartered level associate practitioner specialist program course training foundation foundations fundamentals advanced basic essentials credential diploma and the of in for with'.split(' '));

/**
 * How closely a credential belongs to the posting's field: 3 when the posting names its acronym, 2 when a word of its
 * name is in the posting's title ('Certified Public Accountant' for a staff accountant), 1 when one is a keyword's, else 0.
 */
export function credentialFit(credential: string, job: CoverLetterInput['job'], postingText = ''): number {
  const acronyms = credential.match(/\b[A-Z][A-Z0-9-]{1,7}\b/g) ?? [];
  if (acronyms.some((a) => a.length >= 3 && new RegExp(`\\b${a.replace(/[-]/g, '\\-')}\\b`).test(postingText))) return 3;
  const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4 && !CREDENTIAL_WORDS.has(w)).map((w) => w.replace(/s$/, '')));
  const own = [...words(credential.split('(')[0] ?? '')];
  if (own.some((w) => words(job.position ?? '').has(w))) return 2;
  return own.some((w) => words(job.keywords.map((k) => k.term).join(' ')).has(w)) ? 1 : 0;
}

/**
 * The posting's most important requirements the resume meets (must-haves first, then by the weight of the job terms
 * they name), each answered by the strongest unused lines of any role: lines naming the requirement's terms, with
 * numbers, or the match's own evidence for it. A requirement whose terms an earlier one already covers is skipped.
 */
export function planNeeds(input: CoverLetterInput, candidates: (PlannedEvidence & { score: number })[], count: number): PlannedNeed[] {
  const { job, match, settings } = input;
  const weight = new Map(job.keywords.map((k) => [k.term, k.weight]));
  const typeOf = new Map(job.requirements.map((r) => [r.text, r.type]));
  const importance = (r: (typeof match.requirements)[number]) => (r.kind === 'must' ? 3 : 0) + r.matchedKeywords.reduce((n, t) => n + 1 + (weight.get(t) ?? 0), 0) + (r.verdict === 'met' ? 1 : 0);
  const matchedTerms = new Set(match.matchedKeywords);
  // The posting's duties are needs too ('Respond to inbound support inquiries'): the matcher reads requirements strictly,
  // and a duty the resume answers by its words is as much what the job needs.
  const duties = job.responsibilities.map((text) => ({ requirement: text, kind: 'nice' as const, verdict: 'partly' as const, evidence: undefined, matchedKeywords: [...new Set(findLexiconTerms(text).map((h) => h.term))].filter((t) => matchedTerms.has(t)) }));
  const requirements = [...match.requirements, ...duties]
    .filter((r) => !NOT_A_DEED.has(typeOf.get(r.requirement) ?? '') && !/\b(?:degree|bachelor|diploma|licen[cs]e|certif\w*|authori[sz]ed|eligib\w*|citizen)\b/i.test(r.requirement))
    .map((r, i) => ({ r, w: importance(r) - i * 0.01 }))
    .sort((a, b) => b.w - a.w)
    .map(({ r }) => r);
  const heldTerms = new Map(candidates.map((c) => [c, new Set(findLexiconTerms(c.source).map((h) => h.term))]));
  const used = new Set<PlannedEvidence>();
  const covered = new Set<string>();
  const needs: PlannedNeed[] = [];
  const most = Math.min(NEEDS[settings.wordLimit], Math.max(1, Math.ceil(count / 2)));
  for (const r of requirements) {
    if (needs.length >= most) break;
    const asked = r.matchedKeywords.filter((t) => !covered.has(t));
    const words = contentWords(r.requirement);
    const evidenceLine = r.evidence ? cleanLine(r.evidence) : undefined;
    const fit = (c: PlannedEvidence & { score: number }) => {
      const shared = asked.filter((t) => heldTerms.get(c)?.has(t)).length;
      const isEvidence = evidenceLine !== undefined && cleanLine(c.source) === evidenceLine;
      const wordsShared = [...contentWords(c.source)].filter((w) => words.has(w)).length;
      if (!shared && !isEvidence && wordsShared < 2) return -Infinity;
      // The strongest evidence: the requirement's terms, a figure, the match's own line for it.
      return c.score + shared * 3 + (isEvidence ? 2 : 0) + Math.min(wordsShared, 3) + (/\d/.test(c.source) ? 1.5 : 0);
    };
    const ranked = candidates
      .filter((c) => !used.has(c))
      .map((c) => ({ c, f: fit(c) }))
      .filter((x) => x.f > -Infinity)
      // A minor post's line answers a requirement only when no line of the career does.
      .sort((a, b) => Number(Boolean(a.c.minor)) - Number(Boolean(b.c.minor)) || b.f - a.f);
    if (!ranked.length) continue;
    // A requirement whose terms are all told already, answered by the same kind of line, adds nothing.
    if (r.matchedKeywords.length && !asked.length) continue;
    const evidence = [ranked[0].c];
    // A second line when it answers the requirement by its terms too (from any role).
    const second = ranked.slice(1).find((x) => asked.some((t) => heldTerms.get(x.c)?.has(t)) && overlap(wordShape(x.c.source), wordShape(ranked[0].c.source)) < 0.5);
    if (second && settings.wordLimit !== 'concise') evidence.push(second.c);
    for (const e of evidence) used.add(e);
    for (const t of r.matchedKeywords) covered.add(t);
    const terms = evidence.flatMap((e) => e.terms).filter((t) => asked.some((a) => findLexiconTerms(t).some((h) => h.term === a))).filter((t, i, all) => all.findIndex((x) => x.toLowerCase() === t.toLowerCase()) === i);
    needs.push({ requirement: r.requirement, terms, evidence });
  }
  return needs;
}

/**
 * The licence or certification a must-have requirement asks for that the match finds nowhere in the resume, named as
 * the posting names it: the whole requirement when it is a name ('Current Mississippi State licensure', 'Valid Georgia
 * Teaching Certificate' after its label), or the credential inside a longer one ('… complete and maintain BCLS
 * certification'). A driver's licence is eligibility, not a credential of the field; a reference number is no name.
 */
export function requiredCredential(match: CoverLetterInput['match'], job: CoverLetterInput['job']): string | undefined {
  const typeOf = new Map(job.requirements.map((r) => [r.text, r.type]));
  const asked = match.requirements.filter((r) => r.kind === 'must' && r.verdict === 'missing' && (typeOf.get(r.requirement) === 'licence' || typeOf.get(r.requirement) === 'certification'));
  const ordered = [...asked.filter((r) => typeOf.get(r.requirement) === 'licence'), ...asked.filter((r) => typeOf.get(r.requirement) !== 'licence')];
  for (const r of ordered) {
    const text = trimEndChars(r.requirement.replace(/^.*:\s*/, ''), '.;', true);
    if (/\d|driver|driving/i.test(text)) continue;
    const words = text.split(/\s+/);
    const named = words.length <= 6 && /\b(?:licen[cs]e|licensure|certificat(?:e|ion)|registration)$/i.test(text) && /^[A-Z]/.test(text) ? text : /(?<=\s)((?:[A-Z][A-Za-z]*\s+){0,3}[A-Z]{2}[A-Za-z]*\s+(?:licen[cs]e|licensure|certificat(?:e|ion)))\b/.exec(text)?.[1];
    if (!named) continue;
    // 'Current …', 'Valid …' open a sentence in the posting, not a name: lower case inside the letter's.
    return named.replace(/^(Current|Valid|Active)\b/, (w) => w.toLowerCase());
  }
  return undefined;
}

// Lexicon categories of a concrete tool, skill or domain a posting can ask for and a candidate can lack.
// Only a product can be an honest gap: the lexicon's 'data', 'design' and 'trades' categories mix tools with fields and
// skills ('Statistics', 'Machine Learning', 'Blueprint Reading'), and 'I have not yet worked with Machine Learning' is
// false for a candidate who built a Naive Bayes classifier.
const CONCRETE = new Set<string>(['software-tool', 'programming-language', 'technology', 'framework', 'database', 'cloud-devops']);

/**
 * A gap a candidate can own: a tool anyone could have used, named in full. Not two-letter initials of a field
 * ('ML', 'AI'), and not the employer's own product ('its proprietary Blueprints technology', 'our Atlas platform'),
 * which no outside candidate has used.
 */
export function ownableGap(term: string, postingText: string): boolean {
  if (term.replace(/[^A-Za-z0-9]/g, '').length < 3) return false;
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return !new RegExp(String.raw`\b(?:proprietary|our|its|in-house)\s+(?:[\w-]+\s+){0,2}?${escaped}\b`, 'i').test(postingText);
}

/**
 * The most important concrete skill or tool a must-have requirement asks for that the resume does not show: the
 * job's heaviest term in the first must-have the match marks missing, absent from every line of the resume.
 */
function missingSkill(match: CoverLetterInput['match'], job: CoverLetterInput['job'], index: ReturnType<typeof indexResume>, resumeText: string, postingText: string): string | undefined {
  const weights = new Map(job.keywords.map((k) => [k.term, k.weight]));
  const lower = resumeText.toLowerCase();
  // Whether the resume names a product of its own (a language, database, framework, cloud or software tool).
  const holdsProduct = [...index.terms.keys()].some((t) => CONCRETE.has(lookupLexiconTerm(t)?.category ?? ''));
  for (const r of match.requirements) {
    if (r.kind !== 'must' || r.verdict !== 'missing') continue;
    // 'relational databases or NoSQL data stores', 'ggplot2, D3, Tableau, JMP or PowerBI': one of several will do, and
    // the matcher knows too few kinds to say the resume's MySQL or Cassandra is none of them. A gap named from such a
    // requirement was false ('I have not yet worked with NoSQL' beside Cassandra) or odd (JMP of five tools).
    if (holdsProduct && /\b(?:or|and\/or|such as|e\.g\.|like)\b/i.test(r.requirement)) continue;
    // A named thing, as the posting writes it ('Tableau', 'Power BI', 'PLC'); 'computer literacy' is a competency.
    const surface = (h: { index: number; length: number }) => r.requirement.slice(h.index, h.index + h.length);
    const named = (t: string) => t.split(/\s+/).every((w) => /^[A-Z0-9]/.test(w)) && !OFFICE_TOOL.test(t) && !/^(?:Computer|Basic|General|Digital)\b/.test(t);
    const hits = findLexiconTerms(r.requirement).filter((h) => h.category && CONCRETE.has(h.category) && named(surface(h)) && !index.terms.has(h.term) && !lower.includes(h.term.toLowerCase()) && !lower.includes(surface(h).toLowerCase()) && (weights.get(h.term) ?? 0) > 0);
    const best = hits.sort((a, b) => (weights.get(b.term) ?? 0) - (weights.get(a.term) ?? 0))[0];
    if (best && !containsRoleNoun(best.term) && !/\b(?:license|licence|certif\w*|degree)\b/i.test(best.term) && ownableGap(surface(best), postingText)) return surface(best);
  }
  return undefined;
}

/**
 * What the candidate has used that carries over to a tool they lack: up to two products of the gap's own kind the
 * resume holds ('Python and R' for SQL, 'Kubernetes and AWS' for Docker), the posting's heaviest first. None of
 * another kind ('R and SQL' carry over to no Docker), no employer's name (Yahoo, Facebook) and no field written as
 * words ('Data analysis', 'COMPUTER SKILLS'). An honest gap reads as a case when it names what transfers, as
 * model-written letters do.
 */
function transferTools(gap: string, index: ReturnType<typeof indexResume>, job: CoverLetterInput['job'], employers: string[]): string[] {
  const gapKind = lookupLexiconTerm(gap)?.category;
  if (!gapKind) return [];
  const weights = new Map(job.keywords.map((k) => [k.term, k.weight]));
  // Whole words of the employers' names: 'Yahoo' is one, the 'r' inside 'Mervis' is not.
  const employerText = ` ${employers.join(' ').toLowerCase().replace(/[^a-z0-9#+.]+/g, ' ')} `;
  const nameLike = (surface: string) => surface.split(/\s+/).every((w) => /^[A-Z0-9#+.]/.test(w)) && !(surface.includes(' ') && surface === surface.toUpperCase());
  return [...index.terms.keys()]
    .filter((t) => lookupLexiconTerm(t)?.category === gapKind && !OFFICE_TOOL.test(t) && !employerText.includes(` ${t.toLowerCase()} `) && nameLike(surfaceOf(index, t)))
    .sort((a, b) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0))
    .slice(0, 2)
    .map((t) => surfaceOf(index, t));
}

const STOP_WORDS = new Set('the and for with from that this will have has are was were our your their you who can all any other such into able work working must should including experience skills strong ability years year team teams role using use used well new more than also within across'.split(' '));

/** The content words of a text (five letters or more, not stop words), lower case and cut to a stem of six. */
function contentWords(text: string): Set<string> {
  // 'answered' and 'Answer', 'phones' and 'phone', 'accurately' and 'accuracy' are one word here.
  return new Set((text.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((w) => !STOP_WORDS.has(w)).map((w) => w.replace(/(?:ing|ed|es|s|ly)$/, '').slice(0, 6)));
}

/**
 * Whether a line only restates its role's header: it names the employer or the title and, without them, says fewer
 * than four words, or it opens as a header does ('Working as Cashier at …', 'Employed at …').
 */
export function restatesRole(line: string, entry: Pick<ExperienceEntry, 'company' | 'title'>): boolean {
  const key = line.toLowerCase();
  const names = [entry.company, entry.title].map((n) => n?.trim().toLowerCase()).filter((n): n is string => Boolean(n && n.length > 3 && key.includes(n)));
  if (!names.length) return false;
  if (/^(?:currently\s+)?(?:work(?:ing|ed)?|employed|hired|serv(?:ing|ed)|position|role)\s+(?:as|at|in|with)\b/.test(key)) return true;
  let rest = key;
  for (const n of names) rest = rest.replaceAll(n, ' ');
  return (rest.match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP_WORDS.has(w)).length < 4;
}

/** What each content word a line shares with the posting's requirements and duties adds to its score (up to three). */
const POSTING_WORD_WEIGHT = 1.2;

/** How many content words a line shares with the posting's requirements and duties. */
function postingOverlap(text: string, posting: Set<string>): number {
  let n = 0;
  for (const w of contentWords(text)) if (posting.has(w)) n++;
  return n;
}

/** Whether a line shares two content words with the posting's requirements and duties. */
function sharesPostingWords(text: string, posting: Set<string>): boolean {
  let n = 0;
  for (const w of contentWords(text)) if (posting.has(w) && ++n >= 2) return true;
  return false;
}

// Words of a title that say nothing of the field ('Sales Representative' and 'Customer Service Representative' share none).
const GENERIC_ROLE_WORDS = new Set('representative specialist assistant associate manager senior junior lead officer coordinator member staff team worker intern trainee head chief principal level remote outbound inbound'.split(' '));

/** Whether a role's title and the posting's share a word of the field ('Sales Representative' and 'Outbound Telesales …'). */
/** Title words many office roles share: a title that meets the posting's only on one of them is no trade of its own. */
const OFFICE_ROLE_WORDS = /\b(?:analyst|clerk|engineer|developer|consultant|administrator|executive|advisor|adviser)s?\b/gi;

function sharesRoleWord(title: string | undefined, position: string | undefined): boolean {
  const words = (t: string | undefined) => (t ?? '').toLowerCase().match(/[a-z]{4,}/g)?.filter((w) => !GENERIC_ROLE_WORDS.has(w)) ?? [];
  const theirs = words(position);
  return words(title).some((w) => theirs.some((p) => p === w || p.includes(w) || w.includes(p)));
}

// Office tools every candidate lists: never the areas a letter leads with.
const OFFICE_TOOL = /^(?:Microsoft |MS )?(?:Excel|Word|PowerPoint|Outlook|Office|Teams)$/i;

// Lexicon categories of named things (a language, framework, database, tool or technology) keep their capitals.
const NAMED_THING = new Set(['programming-language', 'framework', 'database', 'cloud-devops', 'software-tool', 'technology', 'equipment', 'language']);

/** An area as prose says it: 'Machine Learning' → 'machine learning', 'Customer Service' → 'customer service'; 'Python', 'SQL' stay. */
function areaInSentence(surface: string, term: string, resumeText = ''): string {
  const category = findLexiconTerms(term)[0]?.category;
  if (category && NAMED_THING.has(category)) return surface;
  // The lexicon's 'data' areas mix products with fields: 'Tableau' keeps its capital unless the resume itself writes
  // the word in lower case ('built dashboards').
  if (category === 'data' && /[A-Z]/.test(surface) && !resumeText.includes(surface.toLowerCase())) return surface;
  // Only plain capitalised words: an acronym or an inner capital ('PowerBI', 'SQL') is a name.
  return surface.split(' ').every((w) => /^[A-Za-z][a-z]+$/.test(w) || /^(?:and|of|&)$/.test(w)) ? surface.toLowerCase() : surface;
}

/** 'collaborate', 'troubleshoot': a lower-case term that reads as a verb at the start of a line. */
const NOUN_TOO = new Set('design support research plan report test audit budget forecast process schedule service care control review training'.split(' '));
const baseVerbs = new Map<string, boolean>();
function isBaseVerb(word: string): boolean {
  if (word === 'troubleshoot') return true;
  if (NOUN_TOO.has(word) || /(?:ing|s)$/.test(word)) return false;
  let verdict = baseVerbs.get(word);
  if (verdict === undefined) {
    verdict = ((nlp(word).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? []).includes('Infinitive');
    baseVerbs.set(word, verdict);
  }
  return verdict;
}

/** 'troubleshoot' → 'troubleshooting', 'plan' → 'planning', 'manage' → 'managing'. */
function gerundOf(verb: string): string {
  const g = nlp(verb).verbs().toGerund().text().replace(/^(?:is|are|am)\s+/, '');
  if (/^[a-z]+ing$/.test(g)) return g;
  // compromise reads some verbs as nouns ('troubleshoot'): the regular form.
  return /[^e]e$/.test(verb) ? `${verb.slice(0, -1)}ing` : `${verb}ing`;
}

/** A term as a sentence shows it: 'SHiPPiNG AND RECEiViNG' → 'Shipping and receiving'; acronyms ('SQL', 'HVAC') stay. */
function termInSentence(term: string): string {
  const t = fixSmallCapsI(term);
  if (/[a-z]/.test(t) || !/[A-Z]{5,}/.test(t)) return t;
  const lower = t.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The words of a line without its figures: two lines differing only in numbers have the same shape. */
function wordShape(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2));
}

/** Whether two lines share a run of eight words (the gate's 'repeated'), read as it does: lower case, word characters. */
function sharesRun(a: string, b: string, n = 8): boolean {
  const words = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(' ');
  const wa = words(a);
  const wb = words(b);
  if (wa.length < n || wb.length < n) return false;
  const runs = new Set<string>();
  for (let i = 0; i + n <= wa.length; i++) runs.add(wa.slice(i, i + n).join(' '));
  for (let i = 0; i + n <= wb.length; i++) if (runs.has(wb.slice(i, i + n).join(' '))) return true;
  return false;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  return both / Math.max(1, Math.min(a.size, b.size));
}

/** A role held 'to Present' on a resume whose latest written year is more than two years before the letter's. */
export function staleCurrent(entries: ExperienceEntry[], latestWritten: number, letterYear: number): boolean {
  return latestWritten > 0 && latestWritten < letterYear - 2 && entries.some((e) => isCurrent(e));
}

// Posts that are not yet a professional career: internships, student jobs, teaching or research assistantships, volunteering.
/** What a line of a minor post (internship, assistantship, summer job) gives up against the career's own lines. */
const MINOR_PENALTY = 3;
// An apprenticeship ('Apprentice Electrician') is paid trade work: its years count.
const NOT_PROFESSIONAL = /\b(?:intern(?:ship)?|trainee|student|teaching assistant|research assistant|graduate assistant|TA|tutor|volunteer|fellow(?:ship)?|scholar|summer|co-?op|extern(?:ship)?|camp|part[- ]time|freelance|contributor|member|competitive programmer)\b/i;

/**
 * Years in professional roles, overlapping roles counted once and gaps left out, or undefined when unsure: a role
 * with no readable start, dates the parser doubts, or a span that is implausible.
 */
export function careerYears(entries: ExperienceEntry[], referenceYear: number, education: EducationEntry[] = [], referenceMonth = 6): number | undefined {
  const months = careerMonths(entries, referenceYear, education, referenceMonth);
  return months === undefined ? undefined : Math.floor(months / 12);
}

/** `careerYears` in months ('8 years 2 months' is 98), so a resume can say 'more than eight years'. */
export function careerMonths(entries: ExperienceEntry[], referenceYear: number, education: EducationEntry[] = [], referenceMonth = 6): number | undefined {
  // A post the resume marks part-time or seasonal in its dates or employer line is no professional year either; nor
  // is one held wholly within a degree's years of study (a student team's 'Electrical Engineer', 2015–2016, during a
  // B.Tech of 2014–2018).
  const studies = education.map((d) => (d.dates?.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number)).filter((y) => y.length >= 2 && y[0] < y[y.length - 1]).map((y) => [y[0], y[y.length - 1]] as const);
  const duringStudy = (e: ExperienceEntry) => Boolean(e.startYear) && !isCurrent(e) && studies.some(([from, to]) => (e.startYear as number) >= from && (e.endYear ?? Infinity) <= to);
  const professional = entries.filter((e) => e.title && !NOT_PROFESSIONAL.test(e.title) && !/\b(?:part[- ]time|seasonal|summer)\b/i.test(`${e.dates ?? ''} ${e.company ?? ''}`) && !duringStudy(e));
  if (!professional.length) return undefined;
  // Unsure: a professional role without a start year, or whose dates the parser doubts.
  if (professional.some((e) => !e.startYear || e.startYear < 1960 || e.startYear > referenceYear || (e.confidence?.dates ?? 1) < 0.5)) return undefined;
  // In months, where the dates print them ('Sep 2021 – Jan 2025' is three years, not four); a month not printed is
  // mid-year, so '2018 – 2022' stays four years.
  const spans = professional
    .map((e) => {
      const [startMonth, endMonth] = printedMonths(e.dates);
      const start = (e.startYear as number) * 12 + (startMonth ?? 6);
      const end = isCurrent(e) ? referenceYear * 12 + referenceMonth : Math.min(referenceYear * 12 + referenceMonth, (e.endYear ?? (e.startYear as number)) * 12 + (endMonth ?? startMonth ?? 6));
      return [start, end] as const;
    })
    .filter(([a, b]) => b >= a)
    .sort((x, y) => x[0] - y[0]);
  let months = 0;
  let [from, to] = spans[0] ?? [0, 0];
  for (const [a, b] of spans.slice(1)) {
    if (a <= to) to = Math.max(to, b);
    else {
      months += to - from;
      [from, to] = [a, b];
    }
  }
  months += to - from;
  return months >= 24 && months < 46 * 12 ? months : undefined;
}

/**
 * How long the headline's role has lasted, when its dates are sure: 'since 2016' for a role held now, 'ten years' for
 * one that ended. Never for a 'Present' the resume's age makes doubtful, nor under two years (no selling point).
 */
function roleSpan(entry: ExperienceEntry, stale: boolean, date: Date): { years?: number; since?: number } {
  const years = stale ? undefined : careerYears([entry], date.getUTCFullYear(), [], date.getUTCMonth());
  if (!years) return {};
  return isCurrent(entry) ? { years, since: entry.startYear } : { years };
}

// Words a posting analysis can mistake for the hiring company ('Dear Our Client Hiring Team', 'Dear Women Hiring Team').
const NOT_A_COMPANY = /^(?:our|the|a|an|this|my|your)?\s*(?:client|clients|company|employer|organi[sz]ation|team|women|men|people|us|we|careers?|jobs?|benefits|overview|about|location|remote|hybrid|summary|hiring|recruiting|staffing|agency|confidential|position|role)$/i;

/** The posting's title when it reads as a role; 'Merchandiser, Philadelphia' keeps its role. */
export function targetPosition(position: string | undefined): string | undefined {
  // A grade in Roman numerals cased as a word by the posting's site ('Cook Iii', 'Analyst Ii') is capitals.
  const p = position?.trim().replace(/\b(?:I{2,3}|I[VX]|VI{1,3})\b/gi, (m) => m.toUpperCase());
  if (!p) return undefined;
  if (checkFact('title', p).ok) return p;
  const [head, ...rest] = p.split(', ');
  // 'Teacher, Elementary Dual Language Spanish Immersion': the site's inverted title is said in its natural order, not
  // cut to 'Teacher' (a reader: 'it doesn't even name the real job'). Only a qualifier of two or more capitalised words
  // with no role noun, place, schedule or figure of its own ('Merchandiser, Philadelphia' and 'Nurse, Night Shift' keep their role).
  const tail = rest.join(', ');
  const words = tail.split(/\s+/);
  const qualifier = rest.length === 1 && words.length >= 2 && words.length <= 6 && words.every((w) => /^[A-Z][A-Za-z&-]*$/.test(w)) && !containsRoleNoun(tail) && !isPlaceName(tail) && !SCHEDULE_WORDS.test(tail);
  if (qualifier && checkFact('title', head).ok && checkFact('title', `${tail} ${head}`).ok) return `${tail} ${head}`;
  return head !== p && checkFact('title', head).ok ? head : undefined;
}
const SCHEDULE_WORDS = /\b(?:shift|shifts|time|remote|hybrid|onsite|on-site|temporary|contract|permanent|seasonal|days|nights|weekends?|hours|per|diem|relocation|sponsorship|urgent|immediate|hiring|needed|wanted|openings?|positions?|jobs?)\b/i;

/** The posting analysis' company, when it reads as an organisation's name; otherwise none (the letter says 'Dear Hiring Manager'). */
export function targetCompany(company: string | undefined, position?: string, jobText?: string): string | undefined {
  const c = company?.trim();
  // 'partnering with a Public Sector Healthcare Corporation': a client described, not named.
  if (c && jobText && (jobText.includes(`a ${c}`) || jobText.includes(`an ${c}`))) return undefined;
  if (!c || NOT_A_COMPANY.test(c) || !checkFact('company', c).ok) return undefined;
  // 'Class A' read out of 'Class A - Over The Road Truck Driver' is part of the title, not the employer.
  if (position && position.toLowerCase().includes(c.toLowerCase())) return undefined;
  return c;
}

/**
 * Whether a degree is earned, still being earned ('Expected May 2027', 'pursuing', 'candidate', an end year after the
 * letter's date), or unclear: an 'expected' date the letter's date has passed (an old resume; it may or may not have
 * been completed). Only an earned degree is 'earned' or 'held'.
 */
export const SCHOOL_LEVEL = /\b(?:class\s+(?:x|xii|10|12|10th|12th)|(?:10|12)th\s+(?:grade|standard|std)|ssc|hsc|sslc|s\.s\.c|h\.s\.c|gcses?|igcses?|o[- ]levels?|a[- ]levels?|high school|secondary school|higher secondary|senior secondary|matric\w*|cbse|icse|puc|pre-university|ged)\b/i;

export function degreeStatus(e: EducationEntry, reference: number | Date): 'earned' | 'in-progress' | 'unclear' {
  const referenceYear = typeof reference === 'number' ? reference : reference.getUTCFullYear();
  // A detail that names a degree of its own ('Doctor of Philosophy (Ph.D.) student …, (In-Progress)', read under the
  // certificate above it) speaks of that degree, not this one.
  const details = e.details.slice(0, 3).filter((d) => !findLexiconTerms(d).some((h) => h.category === 'degree'));
  const said = [e.degree, e.dates, ...details].filter(Boolean).join(' | ');
  const years = (e.dates ?? '').match(/\b(?:19|20)\d{2}\b/g) ?? [];
  const last = years.length ? Number(years[years.length - 1]) : undefined;
  if (/(?:\buntil|\bto|[-–—])\s*(?:present|now|current)\b|\b(?:currently enrolled|in[- ]progress|pursuing|ongoing)\b/i.test(said)) return 'in-progress';
  // 'Expected May 2026' in a letter dated November 2026: the date has passed, so whether it was completed is unknown.
  const passed = last !== undefined && (last < referenceYear || (last === referenceYear && typeof reference !== 'number' && (endMonth(e.dates ?? '') ?? 13) <= reference.getUTCMonth()));
  if (/\b(?:expected|anticipated|candidate|to be completed)\b/i.test(said)) return passed ? 'unclear' : 'in-progress';
  return last !== undefined && last > referenceYear ? 'in-progress' : 'earned';
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The month (1–12) of the last date in a date text ('Expected May 2026' → 5, '05/2026' → 5), if it names one. */
function endMonth(dates: string): number | undefined {
  const named = [...dates.matchAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}\b/gi)].pop();
  if (named) return MONTHS.indexOf(named[1].toLowerCase()) + 1;
  const numeric = [...dates.matchAll(/\b(0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}\b/g)].pop();
  return numeric ? Number(numeric[1]) : undefined;
}

export function degreeInProgress(e: EducationEntry, referenceYear: number): boolean {
  return degreeStatus(e, referenceYear) === 'in-progress';
}

export function bandOf(input: CoverLetterInput) {
  return WORD_BANDS[input.settings.wordLimit];
}
