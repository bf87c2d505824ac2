// Held-out set 'fresh15' of the guard around a model (issue 23, the guard30b round, twelfth round of held-out sets):
// whole letters in four LLM house styles not used by fresh..fresh14, for 10 resume × posting pairs of ../shared/corpus
// that no earlier set pairs. The ten resumes are synthetic ones (split 'dev') no earlier guard set uses (sy001, sy025,
// sy040, sy062, sy074, sy100, sy109, sy121, sy134, sy171) and the ten postings are of jd01–jd15, so every pair is of the
// corpus's tuning half (no real resume of its checking half is used).
//
// Method (that of fresh4..fresh14; the generator is shared, eval/guard-house.ts, unchanged): each pair's facts were
// copied from its resume's text (titles, employers as an LLM writes them — 'Datawise Solutions' for 'Datawise Solutions
// Pvt. Ltd.', 'Orbital Payments' for 'Orbital Payments, Inc.' —, the degree as an LLM abbreviates it, credentials as
// printed, tools, one duty and one figure as printed, a span the resume states) and two requirements of its posting.
// Four styles — a bullet-heavy 'Why me?' letter ('✓ Experience: …', '✓ Tools: …', '✓ Attitude: …'); a third-person
// opening ('<Name> is a <title> at <employer> and … That person is me') then first person, with a P.S.; a formal British
// letter by topic ('I am writing in respect of the … vacancy', 'In respect of experience: …', 'Yours faithfully'); a
// Q&A letter ('Q: What do you do now?' then its answer as a paragraph) — turn them into an honest letter that also names
// the posting's requirements as the role's or as wishes ('I would like to develop <req> further with your team', 'Where
// I'd grow: …'), a gap as not yet done ('I have not <gapVerb> <gap> to date'), a credential the posting asks for as one
// intended ('I intend to obtain <X> once I start', 'P.S. I'm planning to work toward <X> within the year', 'I hope to
// earn <X> next') and soft skills ('calm under pressure', 'conscientious, courteous', 'I listen well').
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in phrasings no earlier set uses: employers ('I also freelanced for X on weekends', 'Colleagues at X still call
// me for advice', 'My first real job was at X', 'I spent eighteen months on contract with X', 'At X, I ran the Saturday
// shift', 'X hired me straight out of school'); degrees ("My master's in X gave me the theory behind it", 'I graduated
// from X with honours', 'I finished an X part-time last year', "X awarded me a bachelor's degree in 2015", 'I also hold
// an X with distinction', 'My doctorate in X taught me patience'); certifications ('I passed the X exam on my first
// attempt', 'I renewed my X credential this year', 'I was awarded the X credential in 2021', 'I have held the X
// accreditation since 2020', 'I work as a state-licensed X on the side', 'I qualified as an X in 2019'); tools ('I set up
// our X workspace and still run it', 'I moved the team from spreadsheets to X', 'Our X integration with <a resume tool>
// was my project', 'I write my own X macros', 'Give me X and <a resume tool> and I am happy', 'I trained twelve
// colleagues on X', the posting's gap as 'I have run X models in production since 2022' or 'X is second nature to me');
// figures as percentages, money and counts ('raised renewal rates by 44%', 'recovered $230K in unbilled fees', …) and,
// in every other style, a recount (a number the resume prints, counting another thing). Written and committed before
// any change to the guard in the guard30b round, measured once on the guard as it stood and once more at the end of the
// round; its misses are never printed.
//
// Measured unseen at write time (8aab753, before any guard change of the guard30b round): honest 40/40 (every style
// 10/10), fabrications 199/200 (employer 39/40, degree 40/40, certification 40/40, tool 40/40, number 40/40).
// Once more at the end of the round (f4ef225, after fresh14's classes, still unread): the same, 40/40 and 199/200.
import { article, buildHouseSet, credentialSentence, fabTemplates, list, stop, upperFirst, type FabRow, type HouseCase, type HouseDraft, type SpanFacts } from './guard-house.ts';

export type Fresh15Style = 'why-me-checks' | 'third-person-ps' | 'british-in-respect' | 'qa-answers';
export type Fresh15Case = HouseCase<Fresh15Style>;

type Facts = SpanFacts;

// Copied from the resumes — nothing here is invented (the recounts are the invented figures of their pairs).
const FACTS: Facts[] = [
  { resume: 'sy001', posting: 'jd01', name: 'Håkon Johansson', role: 'Analytics Engineer', company: 'Parfumado', title: 'IT Support Specialist', employer: 'Datawise Solutions', since: 2022, past: { title: 'Business Intelligence Analyst', employer: 'Veritas Insurance Group' }, degree: 'a BA in Computer Engineering', degreeShort: 'BA in Computer Engineering', school: 'the University of Oslo', tools: ['Docker', 'Kubernetes', 'TypeScript', 'Jira'], duty: 'built a Java service that processes 75K requests per day with 30% lower latency', figure: 'wrote 7 dashboards in Looker used weekly by 32 account managers', reqs: ['data warehouse design', 'web analytics with GA4 and Segment'], gap: 'dbt', gapNamed: true, gapVerb: 'worked in', field: 'software and business intelligence', recounts: [{ text: 'onboarded 32 data analysts', claim: '32 data analysts' }, { text: 'maintained 75 ETL jobs', claim: '75 ETL jobs' }] },
  { resume: 'sy025', posting: 'jd15', name: 'Andrés Ortiz', role: 'Class A Over-the-Road Truck Driver', title: 'Forklift Operator', employer: 'Pacific Coast Cold Storage', since: 2024, past: { title: 'Logistics Coordinator', employer: 'Trident Freight Systems' }, degree: 'an Associate of Science in Logistics', degreeShort: 'A.S. in Logistics', school: 'Northeastern University', tools: ['Samsara', 'Manhattan WMS'], duty: 'ran cycle counts for 16,000 SKUs and kept inventory accuracy above 99%', figure: 'cut receiving dock time by 45% by reorganising the staging area', reqs: ['a Class A CDL', 'a DOT physical'], gap: 'long-haul team driving', gapNamed: false, gapVerb: 'done', plan: 'a Class A CDL', field: 'logistics and warehousing', recounts: [{ text: 'delivered 42 refrigerated loads', claim: '42 refrigerated loads' }, { text: 'trained 13 forklift operators', claim: '13 forklift operators' }] },
  { resume: 'sy040', posting: 'jd08', name: 'Michael Miller', role: 'Elementary Dual Language Spanish Immersion Teacher', title: 'Special Education Teacher', employer: 'Bright Horizons', tenure: '1 year of classroom experience', degree: 'an MBA', degreeShort: 'MBA', school: 'Portland Community College', tools: ['Canvas LMS', 'Google Classroom', 'Microsoft Office'], duty: 'taught 34 students across 4 sections of Grade 3 math, raising pass rates by 45%', figure: 'coached the debate team to 9 regional finals', reqs: ['a valid Georgia Teaching Certificate', 'strong instructional strategies'], gap: 'a Spanish immersion classroom', gapNamed: false, gapVerb: 'taught in', plan: 'a Georgia Teaching Certificate', field: 'special education', recounts: [{ text: 'ran 59 reading workshops', claim: '59 reading workshops' }, { text: 'supervised 34 student teachers', claim: '34 student teachers' }] },
  { resume: 'sy062', posting: 'jd07', name: 'Jasmine McAllister', postNominal: 'PhD', role: 'Backend Engineer', company: 'Jobot', title: 'Full Stack Developer', employer: 'Infosys', since: 2022, past: { title: 'Senior Software Engineer', employer: 'Orbital Payments' }, tenure: '15 years of experience building software and data products', degree: 'a Ph.D. in Computer Science', degreeShort: 'Ph.D. in Computer Science', school: 'the University of Central Florida', tools: ['TypeScript', 'Python', 'GraphQL', 'Kubernetes'], duty: 'mentored 9 junior developers and led code reviews for a team of 23', figure: 'reduced cloud spend by $44K a year by right-sizing 5 Azure instances', reqs: ['managing large Kubernetes clusters', 'real-time video processing pipelines'], gap: 'real-time video processing', gapNamed: false, gapVerb: 'worked on', field: 'backend and full stack software', recounts: [{ text: 'shipped 23 public APIs', claim: '23 public APIs' }, { text: 'led 9 platform migrations', claim: '9 platform migrations' }] },
  { resume: 'sy074', posting: 'jd05', name: 'Iván Gutiérrez', role: 'Merchandiser', company: 'Liquid Death', title: 'Assistant Manager', employer: 'Hilton Garden Inn', since: 2023, past: { title: 'Restaurant Manager', employer: 'Costco Wholesale' }, tenure: '9 years in retail and hospitality', degree: 'an Associate of Applied Science in Tourism', degreeShort: 'A.A.S. in Tourism', school: 'Northeastern University', creds: ['a ServSafe Manager certification'], credItem: 'ServSafe Manager', tools: ['Square POS', 'HotSchedules'], duty: 'reduced shrink by 13% through cycle counts and bag checks', figure: 'increased loyalty sign-ups by 26% in the first quarter', reqs: ["a valid driver's license with a clean driving record", 'lifting up to 50 lbs'], gap: 'field merchandising for a beverage brand', gapNamed: false, gapVerb: 'done', field: 'retail and hospitality', recounts: [{ text: 'reset 42 store displays', claim: '42 store displays' }, { text: 'trained 26 merchandisers', claim: '26 merchandisers' }] },
  { resume: 'sy100', posting: 'jd10', name: 'Maria Cristina Garcia', role: 'Customer Support Representative', company: 'pulseM', title: 'Software Engineering Intern', employer: 'Tata Consultancy Services', since: 2021, past: { title: 'Business Intelligence Analyst', employer: 'Helix Health IT' }, tenure: '11 years of experience building software and data products', degree: 'a high school diploma (STEM strand)', degreeShort: 'High School Diploma (STEM strand)', school: 'Manila Science High School', tools: ['Tableau', 'Power BI', 'Python', 'Jira'], duty: 'cut page load time by 27% by moving image processing to a background queue', figure: 'raised unit test coverage from 40% to 96% and added contract tests to the CI pipeline', reqs: ['a year of customer support at a SaaS company', 'strong follow-through'], gap: 'customer support at a SaaS company', gapNamed: false, gapVerb: 'worked in', field: 'software engineering', recounts: [{ text: 'closed 16 customer escalations', claim: '16 customer escalations' }, { text: 'wrote 27 help-center articles', claim: '27 help-center articles' }] },
  { resume: 'sy109', posting: 'jd09', name: 'Mark Anthony Manalo', role: 'Inside Sales Representative', company: 'A Place for Mom', title: 'Restaurant Manager', employer: 'The Cheesecake Factory', past: { title: 'Seasonal Shift Supervisor', employer: 'Sephora' }, degree: 'an M.S. in Culinary Arts', degreeShort: 'M.S. in Culinary Arts', school: 'Boise State University', creds: ['Food Hygiene Level 2'], credItem: 'Food Hygiene Level 2', tools: ['Square POS', 'Opera PMS', 'HotSchedules'], duty: 'scheduled 49 staff across 5 shifts using HotSchedules', figure: 'increased loyalty sign-ups by 24% in the first quarter', reqs: ['a history of exceeding sales quota', 'multi-tasking on the phone and computer'], gap: 'a quota-carrying sales role', gapNamed: false, gapVerb: 'held', field: 'restaurant management', recounts: [{ text: 'closed 49 catering contracts', claim: '49 catering contracts' }, { text: 'opened 5 new locations', claim: '5 new locations' }] },
  { resume: 'sy121', posting: 'jd11', name: 'Layla Al-Farsi', role: 'City Clerk', company: 'the City of Petaluma', title: 'Law Clerk', employer: 'Smith, Jones & Patel LLP', past: { title: 'Corporate Counsel', employer: 'Baker McKenzie' }, tenure: '4 years in litigation and corporate work', degree: 'an LLB (Hons) in Law', degreeShort: 'LLB (Hons) Law', school: 'the University of Birmingham', tools: ['LexisNexis', 'Westlaw', 'Clio', 'Relativity'], duty: 'prepared trial binders and exhibits for 6 jury trials', figure: 'negotiated 44 vendor contracts, saving $28K a year', reqs: ['five years of experience supporting an elected body', 'the Certified Municipal Clerk (CMC) designation'], gap: 'an elected government body', gapNamed: false, gapVerb: 'supported', plan: 'the Certified Municipal Clerk (CMC) designation', field: 'legal work', recounts: [{ text: 'drafted 6 city ordinances', claim: '6 city ordinances' }, { text: 'trained 38 paralegals', claim: '38 paralegals' }] },
  { resume: 'sy134', posting: 'jd13', name: 'Rowena Santos', role: 'Sr. Product Marketing Manager', company: 'AdRoll', title: 'Brand Manager', employer: 'Bold Orchard Creative', past: { title: 'Digital Marketing Specialist', employer: 'Lumen Studio' }, degree: 'a Bachelor of Science', degreeShort: 'Bachelor of Science', school: 'the University of the Philippines Diliman', tools: ['HubSpot', 'Mailchimp', 'Google Analytics', 'Canva'], duty: 'raised organic traffic 26% by rewriting 49 product pages for search', figure: 'launched a rebrand across 7 markets on time and under budget', reqs: ['market and competitor research', 'battlecards for the sales team'], gap: 'B2B ad-tech product marketing', gapNamed: false, gapVerb: 'done', field: 'brand and digital marketing', recounts: [{ text: 'ran 49 customer interviews', claim: '49 customer interviews' }, { text: 'wrote 56 battlecards', claim: '56 battlecards' }] },
  { resume: 'sy171', posting: 'jd12', name: 'Pooja Sharma', role: 'Community Connections Intern', company: 'IREX', title: 'Server', employer: 'Olive Garden', tenure: '2 years in retail and hospitality', degree: 'a Ph.D. in Hospitality Management', degreeShort: 'Ph.D. in Hospitality Management', school: 'Christ University', creds: ['a Food Hygiene Level 2 certificate'], credItem: 'Food Hygiene Level 2', tools: ['Microsoft Excel'], duty: 'handled cash and card transactions for 40+ customers per shift with zero drawer variances', figure: 'built seasonal displays that lifted category sales by 17%', reqs: ['translation between English and Armenian', 'planning and scheduling programme events'], gap: 'translation work', gapNamed: false, gapVerb: 'done', field: 'hospitality', recounts: [{ text: 'planned 17 community events', claim: '17 community events' }, { text: 'translated 40 brochures', claim: '40 brochures' }] },
];

// Invented names, none a pair's resume or posting holds; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Halsey & Crane', 'Northgate Provisions', 'Brambleton Logistics', 'Fairhaven Media', 'Quillon Systems', 'Marlowe Dental', 'Ostrander Foods', 'Penwick Advisory'],
  school: ['Swarthmore College', 'Tufts University', 'Oberlin College', 'Grinnell College', 'Villanova University'],
  field: ['Marine Biology', 'Econometrics', 'Public Health', 'Urban Planning', 'Materials Science'],
  degreeAbbr: ['MSW', 'LLM', 'MFA', 'MSt', 'MRes'],
  certAcronym: ['CPIM', 'CFE', 'PHR', 'CCNA', 'CAPM', 'CMA'],
  certName: ['Certified Fraud Examiner', 'Certified Payroll Professional', 'Certified Meeting Professional', 'Certified Information Systems Auditor', 'Project Management Professional'],
  certRole: ['Certified Nursing Assistant', 'Insurance Adjuster', 'Commercial Pilot', 'Pharmacist', 'Paralegal'],
  tool: ['Smartsheet', 'Airtable', 'ClickUp', 'Monday.com', 'Basecamp', 'Notion', 'Asana', 'Trello'],
  number: [
    { text: 'raised renewal rates by 44%', claim: '44%' },
    { text: 'recovered $230K in unbilled fees', claim: '$230K' },
    { text: 'processed 3,400 invoices a month', claim: '3,400 invoices' },
    { text: 'cut complaints by 61%', claim: '61%' },
    { text: 'booked $1.2M in new contracts', claim: '$1.2M' },
    { text: 'ran 140 onboarding sessions', claim: '140 onboarding sessions' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'I also freelanced for {X} on weekends.', 'Weekend freelance work for {X}'],
  ['employer', 'employer', 'start', 'Colleagues at {X} still call me for advice.', 'Still advising former colleagues at {X}'],
  ['employer', 'employer', 'end', 'My first real job was at {X}.', 'First job: {X}'],
  ['employer', 'employer', 'end', 'I spent eighteen months on contract with {X}.', 'Eighteen months on contract with {X}'],
  ['employer', 'employer', 'start', 'At {X}, I ran the Saturday shift.', '{X}: ran the Saturday shift'],
  ['employer', 'employer', 'end', '{X} hired me straight out of school.', 'Hired by {X} straight out of school'],
  ['degree', 'field', 'end', "My master's in {X} gave me the theory behind it.", "Master's in {X}"],
  ['degree', 'school', 'end', 'I graduated from {X} with honours.', 'Graduated from {X} with honours'],
  ['degree', 'degreeAbbr', 'end', 'I finished an {X} part-time last year.', '{X}, finished part-time last year'],
  ['degree', 'school', 'start', "{X} awarded me a bachelor's degree in 2015.", "Bachelor's degree, {X} (2015)"],
  ['degree', 'degreeAbbr', 'end', 'I also hold an {X} with distinction.', '{X} with distinction'],
  ['degree', 'field', 'end', 'My doctorate in {X} taught me patience.', 'Doctorate in {X}'],
  ['certification', 'certAcronym', 'end', 'I passed the {X} exam on my first attempt.', '{X} exam, passed on the first attempt'],
  ['certification', 'certAcronym', 'end', 'I renewed my {X} credential this year.', '{X} credential, renewed this year'],
  ['certification', 'certName', 'end', 'I was awarded the {X} credential in 2021.', '{X} (awarded 2021)'],
  ['certification', 'certAcronym', 'start', 'I have held the {X} accreditation since 2020.', '{X} accreditation since 2020'],
  ['certification', 'certRole', 'end', 'I work as a state-licensed {X} on the side.', 'State-licensed {X}'],
  ['certification', 'certName', 'end', 'I qualified as a {X} in 2019.', 'Qualified {X} (2019)'],
  ['tool', 'tool', 'end', 'I set up our {X} workspace and still run it.', '{X} workspace, set up and run'],
  ['tool', 'tool', 'end', 'I moved the team from spreadsheets to {X}.', 'Moved the team from spreadsheets to {X}'],
  ['tool', 'tool', 'end', 'Our {X} integration with {T} was my project.', '{X} integration with {T}'],
  ['tool', 'tool', 'end', 'I write my own {X} macros.', 'Own {X} macros'],
  ['tool', 'tool', 'start', 'Give me {X} and {T} and I am happy.', '{X} and {T}, daily'],
  ['tool', 'tool', 'end', 'I trained twelve colleagues on {X}.', 'Trained twelve colleagues on {X}'],
  ['tool', 'gap', 'end', 'I have run {X} models in production since 2022.', '{X} models in production since 2022'],
  ['tool', 'gap', 'end', '{X} is second nature to me.', '{X}: second nature'],
  ['number', 'number', 'end', 'By my second year, I {X}.', 'By year two: {X}'],
  ['number', 'number', 'start', 'Within six months I {X}.', 'Within six months: {X}'],
  ['number', 'number', 'end', 'Quietly, I also {X}.', 'Also: {X}'],
  ['number', 'number', 'end', 'My proudest number: I {X}.', 'Proudest number: {X}'],
];

const STYLES: Fresh15Style[] = ['why-me-checks', 'third-person-ps', 'british-in-respect', 'qa-answers'];

const noThe = (s: string) => s.replace(/^the /, '');

function draft(f: Facts, style: Fresh15Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  switch (style) {
    case 'why-me-checks': {
      const toolsItem = f.tools.length ? `Tools: ${f.tools.join(', ')}` : undefined;
      const lines = [
        `✓ Experience: ${f.title} at ${f.employer}${f.since ? ` since ${f.since}` : ''}, where I ${f.duty}`,
        ...(f.past ? [`✓ Before that: ${f.past.title} at ${f.past.employer}`] : []),
        ...(f.figure ? [`✓ Results: I ${f.figure}`] : []),
        `✓ Education: ${f.degreeShort}, ${noThe(f.school)}`,
        ...(f.credItem ? [`✓ Credentials: ${f.credItem}`] : []),
        ...(toolsItem ? [`✓ ${toolsItem}`] : []),
        '✓ Attitude: calm under pressure, organised and a clear communicator',
      ];
      return {
        slot: 1,
        listSlot: true,
        bullet: '✓ ',
        toolsItem,
        closing: 'Kind regards',
        paras: [
          `I'd like to be considered for the ${f.role} role${at}. Why me? In short:`,
          lines.join('\n'),
          `Where I'd grow: the posting lists ${f.reqs[0]} and ${f.reqs[1]}. I have not ${f.gapVerb} ${f.gap} so far, and I'd welcome mentoring on it.${f.plan ? ` I intend to obtain ${f.plan} once I start.` : ''}`,
          'Thank you — I hope to hear from you.',
        ],
      };
    }
    case 'third-person-ps':
      return {
        slot: 1,
        listSlot: false,
        greeting: 'Hello,',
        closing: 'Warm wishes',
        postscript: f.plan ? `P.S. I'm planning to work toward ${f.plan} within the year.` : "P.S. I'm happy to share work samples or references on request.",
        paras: [
          `${f.name} ${f.since ? 'is' : 'was most recently'} ${article(f.title)} at ${f.employer} and ${f.duty}. That person is me, and I am applying for the ${f.role} role${at}.`,
          `${f.tenure ? `I have ${f.tenure}.` : `My background is in ${f.field}.`}${f.figure ? ` One result I'm proud of: I ${f.figure}.` : ''}${f.past ? ` Earlier, I was ${article(f.past.title)} with ${stop(f.past.employer)}` : ''}`,
          `I studied at ${f.school}, where I earned ${f.degree}.${credentialSentence(f)}${f.tools.length ? ` Day to day I use ${list(f.tools)}.` : ''}`,
          `The role calls for ${f.reqs[0]} and ${f.reqs[1]}; both are things I would like to build toward with your team. I have not yet ${f.gapVerb} ${f.gap}, so that is where my first months of learning would go. People who work with me describe me as thoughtful and easy to work with.`,
        ],
      };
    case 'british-in-respect':
      return {
        slot: 1,
        listSlot: false,
        greeting: 'Dear Sir or Madam,',
        closing: 'Yours faithfully',
        paras: [
          `I am writing in respect of the ${f.role} vacancy${at}, and I should be grateful if you would consider my application.`,
          `In respect of experience: I ${f.since ? 'am currently' : 'was most recently'} ${article(f.title)} at ${f.employer}, where I ${f.duty}.${f.past ? ` Previously I served as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}${f.figure ? ` Of note, I ${f.figure}.` : ''}`,
          `In respect of qualifications: I hold ${f.degree} from ${f.school}.${credentialSentence(f)}${f.tools.length ? ` I am proficient in ${list(f.tools)}.` : ''}`,
          `In respect of your requirements: I note that the post requires ${f.reqs[0]} and ${f.reqs[1]}. I have not ${f.gapVerb} ${f.gap} to date, but I am keen to acquire that experience${f.plan ? `, and I intend to pursue ${f.plan}` : ''}. I am conscientious, courteous and work well within a team.`,
          'I thank you for your time and look forward to hearing from you.',
        ],
      };
    case 'qa-answers':
      return {
        slot: 4,
        listSlot: false,
        greeting: 'To the hiring team,',
        closing: 'All the best',
        paras: [
          `A few questions you might ask about me for the ${f.role} role${at}, answered briefly.`,
          'Q: What do you do now?',
          `${f.since ? 'I work as' : 'Most recently I worked as'} ${article(f.title)} at ${f.employer}; I ${f.duty}.`,
          'Q: What else should we know?',
          `${f.figure ? `I ${f.figure}.` : `My background is in ${f.field}.`}${f.past ? ` I was also ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}${f.tenure ? ` In total, I have ${f.tenure}.` : ''}`,
          'Q: Education and tools?',
          `${upperFirst(f.degree)} from ${f.school}.${credentialSentence(f)}${f.tools.length ? ` I use ${list(f.tools)}.` : ''}`,
          "Q: What's missing?",
          `I haven't ${f.gapVerb} ${f.gap} yet. I see that you ask for ${f.reqs[0]} and ${f.reqs[1]}, and I would love to learn${f.plan ? `; I hope to earn ${f.plan} next` : ''}. I'm reliable and I listen well.`,
          'Thank you for reading.',
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh15(avoidText: (resume: string, posting: string) => string): Fresh15Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: '28 November 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
