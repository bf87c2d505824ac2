import type { CoverLetterInput, RequirementVerdict } from '../types.ts';
import type { LanguageStyle, Tone } from '../../shared/style.ts';
import { WORD_BANDS } from '../../shared/style.ts';
import { findLexiconTerms } from '../lexicon/find-lexicon-terms.ts';
import { indexResume, type ResumeIndex } from '../match/resume-index.ts';
import {
  type Achievement,
  cleanBullet,
  countWordsOf,
  createRandom,
  formatLetterDate,
  isCurrent,
  joinList,
  lowerFirst,
  pick,
  rankAchievements,
  rankSupportedSkills,
  shuffle,
  startsWithPastVerb,
  startsWithPresentVerb,
  withArticle,
} from './compose-helpers.ts';

// The built-in letter writer. Every sentence is either a fixed template (no skill, employer, title, degree,
// certification or number of its own) or a template wrapped around resume text copied verbatim, so the
// grounding check always passes. Style settings pick template sets; the seed picks variants and order.

type Para = 'opening' | 'experience' | 'skills' | 'jobwords' | 'education' | 'motivation' | 'closing';

interface Sentence {
  para: Para;
  text: string;
  /** Lower runs first when filling the word band. */
  priority: number;
  /** Opens its paragraph (the focus lead-in). */
  lead?: boolean;
}

interface Ctx {
  company: string;
  position: string;
  tone: Tone;
  style: LanguageStyle;
  rand: () => number;
  /** Per template pool, the not-yet-used variants: sentences in one letter never repeat a template. */
  decks: Map<readonly string[], string[]>;
}

function draw(ctx: Ctx, pool: readonly string[]): string {
  let deck = ctx.decks.get(pool);
  if (!deck || deck.length === 0) {
    deck = shuffle(ctx.rand, pool);
    ctx.decks.set(pool, deck);
  }
  return deck.pop() as string;
}

// Vocabulary of the template text only (never applied to resume text) per language style.
const VOCAB: Record<LanguageStyle, Record<string, string>> = {
  simple: {},
  moderate: {},
  sophisticated: {},
};
const WORDS: Record<string, Record<LanguageStyle, string>> = {
  eager: { simple: 'keen', moderate: 'eager', sophisticated: 'genuinely enthusiastic' },
  help: { simple: 'help', moderate: 'support', sophisticated: 'contribute to' },
  show: { simple: 'show', moderate: 'demonstrate', sophisticated: 'exemplify' },
  chance: { simple: 'chance', moderate: 'opportunity', sophisticated: 'occasion' },
  work: { simple: 'work', moderate: 'background', sophisticated: 'professional background' },
  fit: { simple: 'match', moderate: 'fit', sophisticated: 'alignment' },
  talk: { simple: 'talk about', moderate: 'discuss', sophisticated: 'explore' },
  goals: { simple: 'goals', moderate: 'priorities', sophisticated: 'strategic priorities' },
  grow: { simple: 'grow', moderate: 'develop', sophisticated: 'continue to deepen my practice' },
  use: { simple: 'use', moderate: 'apply', sophisticated: 'bring to bear' },
  also: { simple: 'Also,', moderate: 'In addition,', sophisticated: 'Beyond that,' },
  more: { simple: 'Also,', moderate: 'Likewise,', sophisticated: 'Equally important,' },
};
void VOCAB;

// Whole-phrase rewrites of template text per language style: plain words for 'simple', longer and more
// formal turns of phrase for 'sophisticated'. Applied before slots are filled, so resume text is untouched.
const STYLE_REWRITES: Record<LanguageStyle, [RegExp, string][]> = {
  simple: [
    [/\bI would welcome\b/g, 'I would like'],
    [/\bconsideration\b/g, 'time'],
    [/\bcurrently\b/g, 'now'],
    [/\bMost recently,/g, 'Lately,'],
    [/\bDuring my tenure at\b/g, 'At'],
    [/\bDuring my time at\b/g, 'At'],
    [/\bIn my (?:role|work) at\b/g, 'At'],
    [/\bprofessional toolkit\b/g, 'toolkit'],
    [/\bhands-on\b/g, 'real'],
    [/\bdirectly reflects\b/g, 'shows'],
    [/\bresponsibilities\b/g, 'tasks'],
    [/\bunderstand\b/g, 'know'],
    [/\bcomes? from\b/g, 'is from'],
    [/\bapproach\b/g, 'start'],
    [/\bI am prepared to\b/g, 'I am ready to'],
    [/\blook forward to\b/g, 'hope for'],
    [/\bI have hands-on experience with\b/g, 'I use'],
    [/\bI am also comfortable with\b/g, 'I also use'],
    [/\bI bring practical experience with\b/g, 'I use'],
    [/\bOne result I am proud of: at\b/g, 'At'],
    [/\bDuring my tenure at\b/g, 'At'],
    [/\bAcademic highlights from there include\b/g, 'My record there includes'],
    [/\bMy academic record there includes\b/g, 'My record there includes'],
    [/\bI meet your requirement for\b/g, 'I meet your need for'],
  ],
  moderate: [],
  sophisticated: [
    [/^I am writing to apply\b/, 'It is with genuine interest that I apply'],
    [/^I am excited to apply\b/, 'It is with real enthusiasm that I apply'],
    [/^I would like to be considered\b/, 'I respectfully ask to be considered'],
    [/\bThank you for (?:your|the)\b/g, 'I am grateful for your'],
    [/\bThank you for (considering|reviewing|reading)\b/g, 'I am grateful to you for $1'],
    [/\bThanks for your\b/g, 'I am grateful for your'],
    [/^I also\b/, 'Additionally, I'],
    [/^At \{employer\}, I\b/, 'Within {employer}, I'],
    [/\bI would welcome\b/g, 'I would warmly welcome'],
    [/\bI want to\b/g, 'I aspire to'],
    [/\bI would like to\b/g, 'I would very much like to'],
    [/\bkind of work\b/g, 'calibre of work'],
    [/\bright next step\b/g, 'natural next step in my career'],
    [/\bquickly\b/g, 'expeditiously'],
    [/\bsteady\b/g, 'sustained'],
    [/\bcareful\b/g, 'meticulous'],
    [/\bshows up\b/g, 'is reflected'],
    [/\bglad\b/g, 'delighted'],
    [/\bI meet your requirement for\b/g, 'I fully satisfy your stated requirement for'],
    [/\bI also meet (?:the|your) (?:requirement|need) for\b/g, 'I equally satisfy your stated requirement for'],
    [/^My core skills include\b/, 'The core competencies I have developed over my career include'],
    [/\bI have hands-on experience with\b/g, 'I have developed substantial hands-on experience with'],
    [/\bI am also comfortable with\b/g, 'I am equally comfortable working with'],
    [/\bI am also proficient in\b/g, 'I am equally proficient in'],
    [/^My credentials include\b/, 'My professional credentials include'],
    [/^I also hold\b/, 'In addition, I hold'],
    [/\bMy academic record there includes\b/g, 'My academic record at that institution includes'],
    [/\bDuring my time at\b/g, 'Over the course of my time at'],
    [/\bIn the same role, I\b/g, 'In that same role, I'],
    [/\bOne result I am proud of:/g, 'One result of which I am particularly proud:'],
    [/\bis relevant here too\b/g, 'is directly relevant to this position as well'],
  ],
};

/** Fills {word} vocabulary slots for the language style and {company}/{position} slots. */
function fill(ctx: Ctx, rawTemplate: string, slots: Record<string, string> = {}): string {
  let template = rawTemplate;
  for (const [pattern, replacement] of STYLE_REWRITES[ctx.style]) template = template.replace(pattern, replacement);
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => {
    if (key === 'company') return ctx.company;
    if (key === 'position') return ctx.position;
    if (key in slots) return slots[key];
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    if (lower !== key && lower in slots) return slots[lower].charAt(0).toUpperCase() + slots[lower].slice(1);
    const w = WORDS[key];
    return w ? w[ctx.style] : `{${key}}`;
  });
}

const OPENINGS: Record<Tone, string[]> = {
  formal: [
    'I am writing to apply for the {position} position at {company}.',
    'Please accept this letter as my application for the {position} role at {company}.',
    'I wish to submit my application for the position of {position} with {company}.',
    'I am pleased to apply for the {position} opening at {company}.',
  ],
  balanced: [
    'I am excited to apply for the {position} role at {company}.',
    'I would like to be considered for the {position} position at {company}.',
    'The {position} opening at {company} caught my attention, and I am glad to apply.',
    'I am applying for the {position} role at {company} with real interest.',
  ],
  conversational: [
    "I'd love to join {company} as your next {position}.",
    "When I saw that {company} is hiring a {position}, I knew I wanted to apply.",
    "I'm reaching out about the {position} role at {company}.",
    "Your {position} opening at {company} is exactly the kind of role I've been hoping to find.",
  ],
};

const CURRENT_ROLE: Record<Tone, string[]> = {
  formal: ['In my current role as {title} at {employer}, I {verb}.', 'I currently serve as {atitle} at {employer}.'],
  balanced: ['I currently work as {atitle} at {employer}.', 'I am currently {atitle} at {employer}.'],
  conversational: ["These days I'm {atitle} at {employer}.", "I'm currently {atitle} at {employer}."],
};
const PAST_ROLE: Record<Tone, string[]> = {
  formal: ['Most recently, I served as {atitle} at {employer}.', 'My most recent position was {title} at {employer}.'],
  balanced: ['Most recently, I worked as {atitle} at {employer}.', 'My latest role was {title} at {employer}.'],
  conversational: ['Most recently I worked as {atitle} at {employer}.', 'My last role was {title} at {employer}.'],
};

// Past-tense bullets ('Led the migration…') for any role.
const ACHIEVEMENT_INTROS: Record<Tone, string[]> = {
  formal: ['At {employer}, I {b}.', 'During my tenure at {employer}, I {b}.', 'In my role at {employer}, I {b}.', 'While at {employer}, I {b}.', 'Among my contributions at {employer}, I {b}.'],
  balanced: ['At {employer}, I {b}.', 'During my time at {employer}, I {b}.', 'In my work at {employer}, I {b}.', 'While at {employer}, I {b}.', 'One result I am proud of: at {employer}, I {b}.'],
  conversational: ['At {employer}, I {b}.', "One thing I'm proud of: at {employer}, I {b}.", 'While I was at {employer}, I {b}.', 'Back at {employer}, I {b}.'],
};
// Present-tense bullets ('Care for 5 to 6 telemetry patients…') describe the work as it is now.
const PRESENT_INTROS: Record<Tone, string[]> = {
  formal: ['At {employer}, I {b}.', 'In my role at {employer}, I {b}.', 'My work at {employer} requires me to {b}.'],
  balanced: ['At {employer}, I {b}.', 'In my role at {employer}, I {b}.', 'On a typical day at {employer}, I {b}.'],
  conversational: ['At {employer}, I {b}.', 'On a normal day at {employer}, I {b}.', 'In my job at {employer}, I {b}.'],
};
const ACHIEVEMENT_FOLLOW: Record<Tone, string[]> = {
  formal: ['I also {b}.', '{more} I {b}.', 'In addition, I {b}.', 'In the same role, I {b}.'],
  balanced: ['I also {b}.', '{more} I {b}.', 'On top of that, I {b}.', 'In the same role, I {b}.'],
  conversational: ['I also {b}.', 'Plus, I {b}.', 'On top of that, I {b}.', 'In the same job, I {b}.'],
};
const NON_VERB_ACHIEVEMENT: Record<Tone, string[]> = {
  formal: ['My record at {employer} includes {b}.', 'At {employer}, my results include {b}.'],
  balanced: ['My results at {employer} include {b}.', 'At {employer}, my record includes {b}.'],
  conversational: ['At {employer}, my record includes {b}.', 'My results at {employer} include {b}.'],
};

const SKILL_SENTENCES: Record<Tone, string[]> = {
  formal: ['My core skills include {list}.', 'I bring practical experience with {list}.', 'The skills I would bring to this position include {list}.', 'My work draws on {list}.'],
  balanced: ['My core skills include {list}.', 'I have hands-on experience with {list}.', 'Here I would {use} {list}.', 'I work regularly with {list}.'],
  conversational: ['Day to day, I work with {list}.', "I'm at home with {list}.", 'I lean most on {list}.', "I'd bring hands-on experience with {list}."],
};
const MORE_SKILLS: Record<Tone, string[]> = {
  formal: ['I am also proficient in {list}.', '{also} my skills include {list}.'],
  balanced: ['I am also comfortable with {list}.', '{also} I can offer {list}.'],
  conversational: ["I'm also comfortable with {list}.", 'I can also bring {list} to the table.'],
};

const JOBWORDS_INTRO: Record<Tone, string[]> = {
  formal: ['Your posting asks for {req}, which my {work} reflects.', 'I meet your requirement for {req}.', 'You list {req} among the requirements, and my record shows it.'],
  balanced: ['You are looking for {req}, and that is a large part of what I do.', 'Your posting asks for {req}, which matches my {work} well.', 'I meet your requirement for {req}.'],
  conversational: ["You're looking for {req}, and that's right in my wheelhouse.", 'You asked for {req}, and I have that covered.', "{Req}? That's a big part of what I do."],
};
const JOBWORDS_MORE: Record<Tone, string[]> = {
  formal: ['I also meet the requirement for {req}.', 'The same holds for {req}.', 'My {work} equally covers {req}.'],
  balanced: ['I also meet your need for {req}.', 'The same goes for {req}.', 'My {work} covers {req} as well.'],
  conversational: ['You also mention {req}, and I have that too.', 'Same goes for {req}.', "And {req}? I've got that too."],
};
const DOMAIN_SENTENCE: Record<Tone, string[]> = {
  formal: ['My record also covers {terms}, all of which your description names.', 'Your description names {terms}; each is part of my record.'],
  balanced: ['Your description names {terms}, and each of them is part of my {work}.', 'I also bring {terms}, all named in your description.'],
  conversational: ['I spotted {terms} in your description, and all of them are on my resume.', 'Your list mentions {terms}, and I have all of them covered.'],
};

const EDUCATION_SENTENCES: Record<Tone, string[]> = {
  formal: ['I hold {adegree} from {school}.', 'My education includes {adegree} from {school}.'],
  balanced: ['I earned {adegree} at {school}.', 'I hold {adegree} from {school}.'],
  conversational: ['I studied at {school}, where I earned {adegree}.', 'I have {adegree} from {school}.'],
};
const DEGREE_ONLY: Record<Tone, string[]> = {
  formal: ['My education includes {adegree}.'],
  balanced: ['I hold {adegree}.'],
  conversational: ['I have {adegree}.'],
};
// Honours and notes ('GPA 3.7; Dean's List 6 semesters', 'Sigma Theta Tau Honor Society'), quoted as a list.
const EDUCATION_DETAIL: Record<Tone, string[]> = {
  formal: ['My academic record there includes {d}.', 'My record there also includes {d}.'],
  balanced: ['My academic record there includes {d}.', 'Academic highlights from there include {d}.'],
  conversational: ['Highlights from my time there include {d}.', 'My record there includes {d}.'],
};
// Each name takes 'the' ('the AWS Certified Solutions Architect – Associate and the Certified Kubernetes Administrator (CKA)'),
// which also keeps two capitalised names from running together into one.
const CERT_SENTENCES: Record<Tone, string[]> = {
  formal: ['My credentials include {certs}.', 'I hold {certs}.'],
  balanced: ['My credentials include {certs}.', 'I also hold {certs}.'],
  conversational: ['My certifications include {certs}.', "I've also earned {certs}."],
};
// A project described by a noun phrase reads as an apposition: 'my project tinyqueue, an open-source Go job queue with …'.
const PROJECT_SENTENCES: Record<Tone, string[]> = {
  formal: ['My project {name}, {ad}, is also relevant to this position.', 'One project worth noting is {name}, {ad}.', 'Among my projects is {name}, {ad}.'],
  balanced: ['My project {name}, {ad}, is relevant here too.', 'One project I would point to is {name}, {ad}.', 'Another relevant piece of work is {name}, {ad}.'],
  conversational: ["There's also my project {name}, {ad}.", "I'd also point you to {name}, {ad}.", 'One project I like to mention is {name}, {ad}.'],
};
const PROJECT_VERB_SENTENCES: Record<Tone, string[]> = {
  formal: ['For my project {name}, I {b}.', 'In my project {name}, I {b}.'],
  balanced: ['For my project {name}, I {b}.', 'On my project {name}, I {b}.'],
  conversational: ['For my project {name}, I {b}.', 'On my side project {name}, I {b}.'],
};

// Motivation sentences state intentions, never facts about the candidate, so they are safe filler.
const MOTIVATION: Record<Tone, string[]> = {
  formal: [
    'I would welcome the {chance} to {help} the goals of {company} in this position.',
    'I am {eager} to learn about the {goals} you have set for the {position} role.',
    'I intend to bring steady effort and care to this position from the first day.',
    'A long-term future with {company} is something I would value.',
    'I am prepared to learn your processes quickly and to take ownership of my responsibilities.',
    'Understanding how success in this role is measured at {company} would be an early priority for me.',
    'I am confident that the {position} role is the right next step for me.',
    'The responsibilities described in your posting are the kind of work I wish to pursue.',
    'I look forward to learning how this role supports the wider mission of {company}.',
    'My first months in this role would be marked by curiosity and attention.',
    'Should questions arise about the experience above, I would be pleased to answer them.',
    'I aim to earn the trust of my colleagues through consistent and careful work.',
    'Learning from my future colleagues at {company} is a prospect I value.',
    'This role would have my full attention and a long-term commitment.',
    'The {chance} to {help} {company} at this stage is one I would take seriously.',
    'I would welcome feedback early and often as I settle into the position.',
    'I am drawn to the scope of the {position} role as described in your posting.',
    'Making a useful contribution within my first weeks would be my aim.',
    'References are available upon request.',
    'I am available to meet at a time that suits your schedule.',
    'I appreciate the clarity with which the role is described in your posting.',
    'Representing {company} in this position would make me proud.',
    "The chance to contribute to a capable team is a strong motivation for me.",
    "Clear expectations and honest feedback are things I value in any workplace.",
    "Should my application progress, I would prepare thoroughly for our conversation.",
    "Your posting gave me a clear picture of what this position involves.",
    "Joining {company} would be a meaningful step in my career.",
    "My intention is to learn the role thoroughly before proposing changes.",
  ],
  balanced: [
    'I would welcome the {chance} to {help} the goals of {company} in this role.',
    'I am {eager} to hear more about the {goals} you have for the {position} role.',
    'I plan to bring steady effort and care to this job from day one.',
    'Over the long term, I would like to {grow} with {company}.',
    'I am ready to learn your processes quickly and own my part of the work.',
    "Hearing how success in this role is measured at {company} would help me hit the ground running.",
    'The {position} role feels like the right next step for me.',
    'The work described in your posting is the kind of work I want to keep doing.',
    'I would like to learn how this role supports the wider mission of {company}.',
    'My first months in this role would be all about curiosity and focus.',
    'I am happy to answer any questions about the experience described above.',
    'I want to earn the trust of my new colleagues through careful, consistent work.',
    'Learning from the people at {company} is a big part of the appeal.',
    'This role would have my full attention and a long-term commitment.',
    'The {chance} to {help} {company} at this stage really appeals to me.',
    'I welcome feedback early and often, especially in a new role.',
    'I like the scope of the {position} role as your posting describes it.',
    'Within my first few weeks, I would aim to make a useful contribution.',
    'I am happy to provide references on request.',
    'I can meet at whatever time suits your schedule.',
    'I appreciate how clearly your posting describes the role.',
    'Representing {company} in this position would make me proud.',
    "Working with a capable team is a big part of what motivates me.",
    "Clear expectations and honest feedback matter a lot to me at work.",
    "If my application moves forward, I will come to our conversation well prepared.",
    "Your posting gave me a clear picture of what this job involves.",
    "Joining {company} would be a meaningful next step for me.",
    "My plan would be to learn the role well before suggesting changes.",
  ],
  conversational: [
    "I'd really welcome the {chance} to {help} what {company} is working on.",
    "I'm {eager} to hear what you hope the next {position} will take on first.",
    "I'd bring steady effort and care to this job from day one.",
    "Growing with {company} for the long haul sounds great to me.",
    "I'm ready to learn how your team works and pitch in quickly.",
    "How do you measure success in this role? I'd love to hear.",
    'This role feels like the right next step for me.',
    "The work in your posting is the kind of work I want to keep doing.",
    "I'd like to learn how this role fits into the bigger picture at {company}.",
    "My first few months would be full of questions and plenty of focus.",
    "I'm happy to answer any questions about what's on my resume.",
    "I want to earn my new colleagues' trust through careful, consistent work.",
    "Learning from the people at {company} is a big draw for me.",
    "This job would get my full attention for the long run.",
    'The {chance} to {help} {company} right now really appeals to me.',
    'I like getting feedback early and often, especially in a new role.',
    'I like the scope of this role as your posting describes it.',
    "Being useful within my first few weeks is my goal.",
    "I'm happy to share references whenever you need them.",
    'I can meet whenever works for you.',
    'I appreciated how clearly your posting spells out the role.',
    "Representing {company} would make me proud.",
    "Working with a great team is a big part of what gets me going.",
    "Clear goals and honest feedback matter a lot to me.",
    "If we get to talk, I'll show up well prepared.",
    "Your posting gave me a really clear picture of the job.",
    "Joining {company} would be a big step for me.",
    "My plan would be to learn the ropes before suggesting changes.",
  ],
};

const CLOSINGS: Record<Tone, string[]> = {
  formal: [
    'Thank you for your time and consideration. I would welcome the {chance} to {talk} how I can {help} {company}.',
    'Thank you for considering my application. I look forward to the {chance} to {talk} this position with you.',
    'I appreciate your consideration and would be honoured to {talk} my application at your convenience.',
    'Thank you for reviewing my application. I would value a conversation about how I might {help} {company}.',
  ],
  balanced: [
    'Thank you for considering my application. I would be glad to {talk} how I can {help} {company}.',
    'Thanks for your time. I look forward to the {chance} to {talk} the role with you.',
    'I appreciate you reading this, and I hope we can {talk} the role soon.',
    'Thank you for your time. A conversation about how I could {help} {company} would be very welcome.',
  ],
  conversational: [
    "Thanks so much for reading! I'd love to {talk} how I could {help} {company}.",
    "Thanks for your time, and I'd be happy to chat whenever suits you.",
    "I appreciate you taking a look. Let's talk soon if it sounds like a fit!",
    "Thanks again for reading. I'd love a quick call to {talk} the role.",
  ],
};
const SIGN_OFFS: Record<Tone, string[]> = {
  formal: ['Sincerely,', 'Respectfully,', 'Yours sincerely,'],
  balanced: ['Best regards,', 'Kind regards,', 'Sincerely,'],
  conversational: ['Best,', 'All the best,', 'Warm regards,', 'Cheers,'],
};

/** Turns a met requirement into a short phrase in the job's own words, or null when it cannot be used safely. */
function requirementPhrase(v: RequirementVerdict, index: ResumeIndex): string | null {
  let t = v.requirement.trim().replace(/[.;:]+$/, '');
  if (/\d/.test(t) || t.length > 110 || /[()[\]]/.test(t)) return null;
  if (findLexiconTerms(t).some((h) => !index.terms.has(h.term))) return null;
  t = t.replace(/^(?:must have|must be|you have|you bring|we need|required|requirement)\s*:?\s*/i, '');
  t = t.replace(/[,;]?\s*(?:is|are)?\s*(?:required|a must|preferred|a plus|is a plus|nice to have|desired|highly desired)$/i, '');
  // A named place or body ('State of Ohio') the resume does not mention would read as a claim.
  for (const word of t.split(/\s+/).slice(1)) {
    const bare = word.replace(/[^A-Za-z0-9'-]/g, '');
    if (/^[A-Z][a-z]/.test(bare) && findLexiconTerms(bare).length === 0 && !index.lowerText.includes(bare.toLowerCase())) return null;
  }
  const first = t.split(/\s+/)[0] ?? '';
  const lead = findLexiconTerms(t)[0];
  const leadSurface = lead?.index === 0 ? t.slice(0, lead.length) : '';
  // 'Conduit bending' is sentence case for the term 'Conduit Bending': the capital is the sentence's, not the name's.
  const sentenceCaseTerm = /\s/.test(leadSurface) && leadSurface !== lead?.term && leadSurface.slice(1) === leadSurface.slice(1).toLowerCase();
  if (/^[A-Z][a-z-]*$/.test(first) && (findLexiconTerms(first).length === 0 || sentenceCaseTerm)) t = first.toLowerCase() + t.slice(first.length);
  // 'valid state teaching license' needs its article: 'a valid state teaching license'.
  if (/\b(?:license|licence|card|portfolio|degree|certificate|diploma)$/i.test(t) && !/^(?:a|an|the|current|your)\s/i.test(t)) t = withArticle(t);
  return t.length >= 6 ? t : null;
}

function achievementSentence(ctx: Ctx, a: Achievement, first: boolean, previousEmployer?: string): string {
  const employer = a.entry.company ?? 'my last employer';
  const past = startsWithPastVerb(a.text);
  const present = !past && startsWithPresentVerb(a.text);
  if (!past && !present) {
    // A bullet that opens with a noun ('Zero lost-time incidents across 40+ projects') stands as its own sentence.
    if (!a.entry.company || previousEmployer === employer) return `${cleanBullet(a.text)}.`;
    return fill(ctx, draw(ctx, NON_VERB_ACHIEVEMENT[ctx.tone]), { employer, b: lowerFirst(a.text, false) });
  }
  const b = lowerFirst(a.text);
  if (!first && previousEmployer === employer) return fill(ctx, draw(ctx, ACHIEVEMENT_FOLLOW[ctx.tone]), { b });
  if (!a.entry.company) return `I ${b}.`;
  return fill(ctx, draw(ctx, (present ? PRESENT_INTROS : ACHIEVEMENT_INTROS)[ctx.tone]), { employer, b });
}

/** 'University of Oregon' takes 'the'; 'Loyola University Chicago' does not. */
function schoolName(school: string): string {
  return /^(?:[A-Z][a-z]+\s+)?(?:University|College|Institute|School|Academy|Conservatory|Polytechnic)\s+of\b/.test(school) ? `the ${school}` : school;
}

/** Certification names for a list: an internal comma ('Registered Nurse (RN), Illinois License') becomes a dash. */
export function certificationItem(name: string): string {
  const t = name.trim().replace(/[.;]+$/, '').replace(/\s*,\s*/g, ' – ');
  // 'NATE Certified (Air Conditioning)' is a status, not a named credential.
  return /^(?:the|a|an)\s/i.test(t) || /\bCertified\s*(?:\(|$)/.test(t) ? t : `the ${t}`;
}

/** 'Registered Nurse, Cardiac Telemetry' → 'Registered Nurse (Cardiac Telemetry)', so the title reads inside a sentence. */
function titleInSentence(title: string): string {
  const [head, ...rest] = title.split(/\s*,\s*/);
  return rest.length === 1 && !/[()]/.test(title) ? `${head} (${rest[0]})` : title;
}

/** A project's first line as an apposition ('an open-source Go job queue with …'), or null when it opens with a verb. */
function projectApposition(detail: string): string | null {
  const t = cleanBullet(detail);
  if (startsWithPastVerb(t) || startsWithPresentVerb(t) || /[;:!?]|\.\s/.test(t)) return null;
  const [first = ''] = t.split(/\s+/);
  // Sentence case ('Open-source …', 'Weather-aware …') is lowered; a name ('React Native …') is kept.
  const keep = findLexiconTerms(first).length > 0 || /^[A-Z0-9]{2,}/.test(first) || !/^[A-Z][a-z-]*$/.test(first);
  const phrase = keep ? t : first.toLowerCase() + t.slice(first.length);
  return /^(?:a|an|the)\s/i.test(phrase) ? phrase : withArticle(phrase);
}

/** Education notes that read as honours or coursework; programme notes ('Part-time evening program') are left out. */
function educationDetails(details: string[]): string | null {
  const items = details
    .flatMap((d) => cleanBullet(d).split(/\s*;\s*/))
    .map((d) => d.trim())
    .filter((d) => !startsWithPastVerb(d) && /\b(GPA|Dean'?s|honou?rs?|cum laude|society|scholarship|award|prize|thesis|capstone|valedictorian|minor)\b/i.test(d))
    .map((d) =>
      d
        .replace(/^thesis:\s*/i, 'a thesis on ')
        .replace(/^capstone:\s*/i, 'a capstone project on ')
        .replace(/^minor in\b/i, 'a minor in')
        .replace(/^GPA:?\s*(?=\d)/, 'a GPA of ')
        .replace(/^(?!the\b)(.*\bSociety)$/i, 'membership in $1'),
    );
  return items.length ? joinList(items.slice(0, 3)) : null;
}

/** The built-in grounded cover letter. Pure and deterministic for (input, seed). */
export function composeCoverLetter(input: CoverLetterInput): string {
  const { profile, job, match, settings } = input;
  const index = indexResume(profile);
  const rand = createRandom(input.seed);
  const ctx: Ctx = {
    company: input.companyName?.trim() || job.company || '[Company Name]',
    position: job.position?.trim() || '[Position]',
    tone: settings.tone,
    style: settings.languageStyle,
    rand,
    decks: new Map(),
  };
  const knownCompany = Boolean(input.companyName?.trim() || job.company);
  const name = input.fullName?.trim() || profile.name?.trim() || '[Your Name]';
  const band = WORD_BANDS[settings.wordLimit];
  const spec = settings.industrySpecificity;
  const focus = settings.focusAreas;

  const sentences: Sentence[] = [];
  const add = (para: Para, text: string, priority: number) => sentences.push({ para, text, priority });

  // Opening: names the position and company; then where the candidate works now (resume facts only).
  const opening = fill(ctx, draw(ctx, OPENINGS[ctx.tone]));
  const latest = profile.experience.find((e) => e.title && e.company);
  if (latest?.title && latest.company) {
    const pool = isCurrent(latest) ? CURRENT_ROLE[ctx.tone].filter((t) => !t.includes('{verb}')) : PAST_ROLE[ctx.tone];
    const title = titleInSentence(latest.title);
    add('opening', fill(ctx, draw(ctx, pool), { title, atitle: withArticle(title), employer: latest.company }), 1);
  }

  // Evidence: the strongest matching achievements, verbatim (numbers kept). Seed rotates among close calls.
  // Industry specificity also decides how strongly the job's terms steer which achievements are chosen.
  const ranked = rankAchievements(profile, job, match, spec === 'minimal' ? 0.2 : spec === 'moderate' ? 1 : 2.5);
  // Seeded jitter: close calls (all of them, for an unrelated job) change with the seed; strong matches stay on top.
  const jittered = ranked.map((a) => ({ a, s: a.score + rand() * 3 })).sort((x, y) => y.s - x.s).map((x) => x.a);
  const ordered = [...shuffle(rand, jittered.slice(0, 3)), ...jittered.slice(3)];
  const experiencePriority = focus === 'experience' ? 2 : focus === 'balanced' ? 3 : 6;
  let prevEmployer: string | undefined;
  // A few strongest achievements carry the letter, grouped by employer so they read as a story; the rest
  // only top up a letter that would otherwise fall short of its band.
  const cap = { concise: 2, standard: 3, detailed: 5 }[settings.wordLimit] + (focus === 'experience' ? 1 : 0);
  const primary = ordered.slice(0, cap);
  // Most recent employer first, so the evidence reads as a career rather than a shuffle.
  const employers = [...new Set([...primary].sort((x, y) => x.entryIndex - y.entryIndex).map((a) => a.entry.company))];
  const grouped = employers.flatMap((c) => primary.filter((a) => a.entry.company === c));
  [...grouped, ...ordered.slice(cap)].forEach((a, i) => {
    const text = achievementSentence(ctx, a, i === 0, prevEmployer);
    prevEmployer = a.entry.company;
    add('experience', text, i < cap ? experiencePriority + i * (focus === 'experience' ? 1 : 2) : 40 + i);
  });
  profile.experience.forEach((e, i) => {
    if (e.bullets.length === 0 && e.title && e.company && e.dates) {
      add('experience', fill(ctx, 'My role as {title} at {employer} spanned {dates}.', { title: e.title, employer: e.company, dates: e.dates }), 10 + i);
    }
  });
  const contact = [profile.contact.email, profile.contact.phone].filter((c): c is string => Boolean(c));
  if (contact.length) add('closing', fill(ctx, ctx.tone === 'conversational' ? 'You can reach me at {c}.' : 'I can be reached at {c}.', { c: joinList(contact, 'or') }), 14);
  if (ranked.length === 0) {
    // No bullets: name earlier roles, still only resume facts.
    profile.experience.slice(1, 3).forEach((e, i) => {
      if (e.title && e.company) add('experience', fill(ctx, 'Before that, I worked as {atitle} at {employer}.', { atitle: withArticle(e.title), employer: e.company }), 8 + i);
    });
  }

  // A claim-free lead-in marks the focus area's paragraph.
  const FOCUS_LEADS: Record<typeof focus, [Para, string] | null> = {
    experience: ['experience', 'My work history speaks most directly to this role.'],
    skills: ['skills', 'My skills line up closely with what your posting lists, and they are where I can {help} your team most directly.'],
    education: ['education', 'My education gives me a solid base for this role.'],
    balanced: null,
  };
  const lead = FOCUS_LEADS[focus];
  if (lead) sentences.push({ para: lead[0], text: fill(ctx, lead[1]), priority: 0.5, lead: true });

  // Skills the job asks for that the resume carries; industry specificity sets how many are named.
  const skills = rankSupportedSkills(profile, job, index);
  const skillCount = spec === 'minimal' ? 2 : spec === 'moderate' ? 4 : 8;
  const skillPriority = spec === 'extensive' ? 1.8 : focus === 'skills' ? 2 : focus === 'balanced' ? 4 : 7;
  if (skills.length) {
    add('skills', fill(ctx, draw(ctx, SKILL_SENTENCES[ctx.tone]), { list: joinList(skills.slice(0, skillCount)) }), skillPriority);
    if (skills.length > skillCount) add('skills', fill(ctx, draw(ctx, MORE_SKILLS[ctx.tone]), { list: joinList(skills.slice(skillCount, skillCount + (focus === 'skills' ? 6 : 4))) }), skillPriority + 6);
  }
  for (const [i, p] of profile.projects.slice(0, 2).entries()) {
    const d = p.details[0];
    if (!d) continue;
    const ad = projectApposition(d);
    const verb = startsWithPastVerb(d) || startsWithPresentVerb(d);
    const text = ad
      ? fill(ctx, draw(ctx, PROJECT_SENTENCES[ctx.tone]), { name: p.name, ad })
      : verb
        ? fill(ctx, draw(ctx, PROJECT_VERB_SENTENCES[ctx.tone]), { name: p.name, b: lowerFirst(d) })
        : null;
    if (text) add('skills', text, (focus === 'skills' ? 4 : 11) + i);
  }

  // The job's own words, only for requirements the resume meets.
  const met = match.requirements
    .filter((v) => v.verdict === 'met')
    // Degrees are the education paragraph's to state; years need the resume's own figures.
    .filter((v) => !v.matchedKeywords.some((k) => findLexiconTerms(k).some((h) => h.category === 'degree')))
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'must' ? -1 : 1))
    .map((v) => requirementPhrase(v, index))
    .filter((p): p is string => p !== null);
  const reqCount = spec === 'minimal' ? 1 : spec === 'moderate' ? 2 : 3;
  met.slice(0, reqCount).forEach((req, i) => {
    const pool = i === 0 ? JOBWORDS_INTRO[ctx.tone] : JOBWORDS_MORE[ctx.tone];
    add('jobwords', fill(ctx, draw(ctx, pool), { req }), (spec === 'extensive' ? 1.9 : 3) + i * 2);
  });
  if (spec === 'extensive') {
    const domain = job.keywords
      .filter((k) => k.category && k.category !== 'soft-skill' && k.category !== 'degree' && index.terms.has(k.term))
      .map((k) => k.term);
    if (domain.length >= 2) add('jobwords', fill(ctx, draw(ctx, DOMAIN_SENTENCE[ctx.tone]), { terms: joinList(domain.slice(0, 6)) }), 2.2);
  }

  // Education and credentials.
  const eduPriority = focus === 'education' ? 1.5 : 9;
  profile.education.slice(0, focus === 'education' ? 2 : 1).forEach((e, i) => {
    if (!e.degree) return;
    const slots = { adegree: withArticle(e.degree), school: schoolName(e.institution ?? '') };
    // 'a B.S. …' reads well; a programme name ('Electrical Apprenticeship Program') takes 'the'.
    const isDegree = findLexiconTerms(e.degree).some((h) => h.category === 'degree' && h.term !== 'Apprenticeship');
    const text = !isDegree
      ? fill(ctx, e.institution ? 'My education includes the {degree} at {school}.' : 'My education includes the {degree}.', { degree: e.degree, school: schoolName(e.institution ?? '') })
      : e.institution
        ? fill(ctx, draw(ctx, EDUCATION_SENTENCES[ctx.tone]), slots)
        : fill(ctx, draw(ctx, DEGREE_ONLY[ctx.tone]), slots);
    add('education', text, eduPriority + i);
    const details = educationDetails(e.details);
    if (details && e.institution) add('education', fill(ctx, draw(ctx, EDUCATION_DETAIL[ctx.tone]), { d: details }), eduPriority + 2);
    // 'Graduated magna cum laude' is already a sentence about the candidate.
    const done = e.details.find((d) => startsWithPastVerb(d));
    if (done) add('education', `I ${lowerFirst(done)}.`, eduPriority + 2.5);
  });
  if (profile.certifications.length) {
    add('education', fill(ctx, draw(ctx, CERT_SENTENCES[ctx.tone]), { certs: joinList(profile.certifications.slice(0, 3).map(certificationItem)) }), focus === 'education' ? 3 : 5);
  }

  // Fill to a seed-chosen target inside the band, then top up with claim-free motivation sentences.
  const fixedHead = [formatLetterDate(input.date), knownCompany ? `Dear ${ctx.company} Hiring Team,` : 'Dear Hiring Manager,', opening];
  const closing = fill(ctx, draw(ctx, CLOSINGS[ctx.tone]));
  const signOff = draw(ctx, SIGN_OFFS[ctx.tone]);
  let words = countWordsOf([...fixedHead, closing, signOff, name].join(' '));
  const target = band.min + Math.round((band.max - band.min) * (0.45 + rand() * 0.35));
  const chosen = new Set<Sentence>();
  for (const s of [...sentences].sort((a, b) => a.priority - b.priority)) {
    const w = countWordsOf(s.text);
    if (s.priority < 40 && words + w <= target) {
      chosen.add(s);
      words += w;
    }
  }
  // Still short of the band: more of the resume's own content comes before any claim-free filler.
  for (const s of [...sentences].sort((a, b) => a.priority - b.priority)) {
    if (words >= band.min + 8) break;
    const w = countWordsOf(s.text);
    if (!chosen.has(s) && words + w <= band.max - 2) {
      chosen.add(s);
      words += w;
    }
  }
  const motivation = shuffle(rand, MOTIVATION[ctx.tone]);
  const fillers: Sentence[] = [];
  for (const m of motivation) {
    if (words >= band.min + 8) break;
    const text = fill(ctx, m);
    const w = countWordsOf(text);
    if (words + w > band.max - 2) continue;
    fillers.push({ para: 'motivation', text, priority: 99 });
    words += w;
  }

  // Paragraph order follows the focus area; the seed may swap the two middle blocks.
  const middleByFocus: Record<typeof focus, Para[][]> = {
    skills: [['skills'], ['jobwords'], ['experience'], ['education']],
    experience: [['experience'], ['jobwords'], ['skills'], ['education']],
    education: [['education'], ['experience'], ['skills', 'jobwords']],
    balanced: [['experience'], ['skills', 'jobwords'], ['education']],
  };
  const middle = middleByFocus[focus];
  if (middle.length > 2 && rand() < 0.5) [middle[1], middle[2]] = [middle[2], middle[1]];
  const order: Para[][] = [['opening'], ...middle, ['motivation', 'closing']];

  const bodyParas: string[] = [];
  const all = [...sentences.filter((s) => chosen.has(s) && s.lead), ...sentences.filter((s) => chosen.has(s) && !s.lead), ...fillers];
  for (const group of order) {
    const texts: string[] = [];
    for (const para of group) {
      if (para === 'opening') texts.push(opening);
      const own = all.filter((s) => s.para === para).map((s) => s.text);
      // Experience keeps its employer grouping; elsewhere neighbours should not open with the same words.
      texts.push(...(para === 'experience' ? own : varyOpenings(own)));
      if (para === 'closing') texts.push(closing);
    }
    // Long blocks read better split: experience in two, motivation in runs of four.
    if (group[0] === 'motivation' && texts.length > 5) {
      for (let i = 0; i < texts.length; i += 4) bodyParas.push(joinSentences(ctx, texts.slice(i, i + 4), false));
    } else if (group[0] === 'experience' && texts.length >= 4) {
      const half = Math.ceil(texts.length / 2);
      bodyParas.push(joinSentences(ctx, texts.slice(0, half)), joinSentences(ctx, texts.slice(half)));
    } else if (texts.length) bodyParas.push(joinSentences(ctx, texts, group[0] !== 'motivation' && group[0] !== 'opening'));
  }
  return [fixedHead[0], '', fixedHead[1], '', ...bodyParas.flatMap((p) => [p, '']), signOff, name].join('\n');
}

function openingOf(sentence: string): string {
  return sentence.split(/\s+/).slice(0, 2).join(' ').toLowerCase();
}

/** Reorders so that no sentence opens with the same two words as the one before it, when that can be avoided. */
function varyOpenings(texts: string[]): string[] {
  const rest = texts.slice();
  const out: string[] = [];
  while (rest.length) {
    const prev = out.length ? openingOf(out[out.length - 1]) : '';
    const i = Math.max(0, rest.findIndex((t) => openingOf(t) !== prev));
    out.push(rest.splice(i, 1)[0]);
  }
  return out;
}

const LINKS = ['; moreover, ', '; in addition, ', '; equally, ', '; indeed, '];

/** Sophisticated style links one pair of short sentences per paragraph; the others keep one sentence per statement. */
function joinSentences(ctx: Ctx, texts: string[], allowJoin = true): string {
  if (ctx.style !== 'sophisticated' || !allowJoin) return texts.join(' ');
  const out: string[] = [];
  let joined = false;
  for (let i = 0; i < texts.length; i++) {
    const cur = texts[i];
    const next = texts[i + 1];
    if (!joined && i > 0 && next && /^(I|My) /.test(next) && cur.endsWith('.') && countWordsOf(cur) + countWordsOf(next) < 48) {
      const tail = next.startsWith('I ') ? next : next.charAt(0).toLowerCase() + next.slice(1);
      out.push(`${cur.slice(0, -1)}${draw(ctx, LINKS)}${tail}`);
      joined = true;
      i++;
    } else out.push(cur);
  }
  return out.join(' ');
}
