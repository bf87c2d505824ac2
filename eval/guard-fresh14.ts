// Held-out set 'fresh14' of the guard around a model (issue 23, the guard30 round, eleventh round of held-out sets):
// whole letters in four LLM house styles not used by fresh..fresh13, for 10 resume × posting pairs of ../shared/corpus
// that no earlier set pairs. The ten resumes are synthetic ones no earlier guard set uses (sy027, sy029, sy035, sy039,
// sy063, sy065, sy073, sy083, sy098, sy116) and the ten postings are of jd01–jd15, so every pair is of the corpus's
// tuning half (no real resume of its checking half is used).
//
// Method (that of fresh4..fresh13; the generator is shared, eval/guard-house.ts, unchanged): each pair's facts were
// copied from its resume's text (titles, employers as an LLM writes them — 'KPMG' for 'KPMG LLP', 'Ryder System' for
// 'Ryder System, Inc.' —, the degree as an LLM abbreviates it, credentials and post-nominals as printed, tools, one
// duty and one figure as printed, a span the resume states) and two requirements of its posting. Four styles — a
// letter that opens on a story ('Some of my best work happened at <employer>, where …'); a STAR example ('Situation:',
// 'Action:', 'Result:' lines) followed by prose; a timeline of '· ' lines ('2021–now: <title>, <employer> — I …',
// 'Education:', 'Tools:', 'Next: …'); a casual note ('Hi <company> team!', 'Quick intro:', 'Honest note:', 'Cheers')
// — turn them into an honest letter that also names the posting's requirements as the role's or as wishes ('I'd be
// excited to grow there', 'the second I'd be glad to build on'), a gap as not yet done, a transfer ('my <field>
// background should transfer well'), a credential the posting asks for as one intended ('<X> is on my list for next
// year', 'I would like to earn <X> in my first year', 'Getting <X> is already on my radar') and soft skills.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in phrasings no earlier set uses: employers named in passing ('Back when I was at X, …', 'A former colleague
// from my X days …', 'Between contracts I helped out at X', 'Having started out at X, …', 'My time with X taught me …',
// '(I also did a two-year stint with X.)'); degrees by abbreviation, field and school ('Along the way I earned an MSc in
// X', 'I also completed a BBA at X', a post-nominal after the signature's name ('…, MPhil'), 'As a X graduate, …', 'My
// X coursework covered …', 'I hold a BA in X as well'); certifications by acronym and name ("I'm X-certified", 'I keep
// my X current with yearly CE hours', 'Earning the X designation in 2022 …', 'As a X holder, …', "I'm also a licensed
// X", 'My X certificate hangs above my desk'); tools in lists and compounds ('I built our weekly X dashboards', 'I juggle
// <a resume tool> and X side by side', 'a X-to-Excel export', "the team's go-to X power user", 'My X-based scheduling
// template', 'Alongside <a resume tool>, I rely on X', the posting's gap as "I've shipped work in X for three years" or 'I
// count X as part of my daily toolkit'); figures as percentages, money and counts ('lifted repeat business by 38%',
// 'saved $410K in vendor costs', 'handled 1,200 calls a week', …) and, in every other style, a recount (a number the
// resume prints, counting another thing). Written and committed before any change to the guard in the guard30 round,
// measured once on the guard as it stood and once more at the end of the round; its misses are never printed.
//
// Measured unseen at write time (19ba690, before any guard change of the guard30 round): honest 35/40, fabrications
// 185/200 (employer 40/40, degree 39/40, certification 40/40, tool 39/40, number 27/40).
import { article, buildHouseSet, credentialSentence, fabTemplates, list, stop, upperFirst, type FabRow, type HouseCase, type HouseDraft, type SpanFacts } from './guard-house.ts';

export type Fresh14Style = 'story-opening' | 'star-example' | 'timeline-lines' | 'casual-hi';
export type Fresh14Case = HouseCase<Fresh14Style>;

type Facts = SpanFacts;

// Copied from the resumes — nothing here is invented (the recounts are the invented figures of their pairs).
const FACTS: Facts[] = [
  { resume: 'sy039', posting: 'jd04', name: 'Deshawn Davis', role: 'Senior Accountant', company: 'Robert Half', title: 'Senior Accountant', employer: 'KPMG', since: 2021, past: { title: 'Accounts Payable Specialist', employer: 'HDFC Bank' }, tenure: '8 years in accounting and reporting', degree: 'a Master of Accountancy', degreeShort: 'Master of Accountancy', school: 'the University of Central Florida', tools: ['QuickBooks', 'NetSuite', 'SAP', 'ADP'], duty: 'ran bi-weekly payroll for 300 employees in ADP with zero late payments', figure: 'cut DSO from 18 to 8 days by tightening collections follow-up', reqs: ['month-end close', 'account reconciliations'], gap: 'Blackline', gapNamed: true, gapVerb: 'worked in', plan: 'a CPA license', field: 'accounting', recounts: [{ text: 'posted 370 journal entries a month', claim: '370 journal entries' }, { text: 'reconciled 300 vendor accounts', claim: '300 vendor accounts' }] },
  { resume: 'sy073', posting: 'jd02', name: 'Arjun Banerjee', postNominal: 'RN', role: 'Registered Nurse (SICU)', company: 'Singing River Health System', title: 'Staff Nurse', employer: 'Visiting Nurse Service of New York', since: 2024, tenure: '1 year of acute and long-term care experience', degree: 'a BA (Hons) in Health Sciences', degreeShort: 'BA (Hons) Health Sciences', school: 'the University of Leeds', creds: ['ACLS', 'PALS'], credItem: 'ACLS; PALS', tools: ['Epic EHR', 'Cerner'], duty: 'precepted 9 new graduate nurses and 16 nursing students', figure: 'led a hand hygiene audit that lifted compliance from 41% to 93%', reqs: ['surgical intensive care experience', 'Mississippi State licensure'], gap: 'a surgical ICU', gapNamed: false, gapVerb: 'worked in', plan: 'Mississippi State licensure', field: 'acute nursing', recounts: [{ text: 'admitted 55 surgical patients', claim: '55 surgical patients' }, { text: 'trained 13 nursing assistants', claim: '13 nursing assistants' }] },
  { resume: 'sy035', posting: 'jd03', name: 'Aditya Sharma', role: 'Forklift Operator', company: 'Graham Packaging', title: 'Warehouse Associate', employer: 'Sysco', since: 2023, past: { title: 'Warehouse Supervisor', employer: 'Ryder System' }, tenure: '7 years in warehousing and transportation', degree: 'an Associate of Science in Logistics', degreeShort: 'A.S. in Logistics', school: 'the American University of Sharjah', tools: ['Samsara', 'SAP', 'Manhattan WMS'], duty: 'picked and packed 55+ orders per shift at 96% accuracy', figure: 'ran cycle counts for 28,000 SKUs and kept inventory accuracy above 95%', reqs: ['squeeze lift experience', 'FIFO stock rotation'], gap: 'a squeeze lift', gapNamed: false, gapVerb: 'operated', field: 'warehousing', recounts: [{ text: 'loaded 55 shipping containers', claim: '55 shipping containers' }, { text: 'trained 42 forklift drivers', claim: '42 forklift drivers' }] },
  { resume: 'sy116', posting: 'jd09', name: 'Brandon Bennett', role: 'Inside Sales Representative', company: 'A Place for Mom', title: 'Sales Representative', employer: 'Aircall', degree: 'an MBA', degreeShort: 'MBA', school: 'Wayne State University', tools: ['Zendesk', 'Microsoft Excel'], duty: 'closed $26K in new annual revenue, 30% above quota', figure: 'ranked #4 of 12 reps in the region for two straight quarters', reqs: ['a history of exceeding sales quota', 'multi-tasking on the phone and computer'], gap: 'senior care', gapNamed: false, gapVerb: 'worked in', field: 'B2B sales', recounts: [{ text: 'booked 26 product demos', claim: '26 product demos' }, { text: 'won 12 new accounts', claim: '12 new accounts' }] },
  { resume: 'sy029', posting: 'jd05', name: 'DeShawn Carter', role: 'Merchandiser', company: 'Liquid Death', title: 'Barista', employer: 'Starbucks', past: { title: 'Restaurant Manager', employer: 'Tesco' }, tenure: '13 years in retail and hospitality', degree: 'a B.S. in Culinary Arts', degreeShort: 'B.S. in Culinary Arts', school: 'the University of Minnesota', creds: ['a ServSafe Manager certification', 'the TIPS Alcohol Certification'], credItem: 'ServSafe Manager; TIPS Alcohol Certification', tools: ['Square POS', 'HotSchedules', 'Microsoft Excel'], duty: 'kept food safety audit scores at 99% or above for 9 straight quarters', figure: 'built seasonal displays that lifted category sales by 40%', reqs: ["a valid driver's license with a clean driving record", 'lifting up to 50 lbs'], gap: 'field merchandising for a beverage brand', gapNamed: false, gapVerb: 'done', field: 'retail and hospitality', recounts: [{ text: 'reset 99 store shelves', claim: '99 store shelves' }, { text: 'trained 13 new baristas', claim: '13 new baristas' }] },
  { resume: 'sy027', posting: 'jd01', name: 'Trevor Thompson', role: 'Analytics Engineer', company: 'Parfumado', title: 'Business Intelligence Analyst', employer: 'Helix Health IT', past: { title: 'Backend Developer', employer: 'Brightline Software' }, degree: 'a Diploma in Computer Science', degreeShort: 'Diploma in Computer Science', school: 'Humber College', tools: ['Tableau', 'Power BI', 'Spark', 'TypeScript'], duty: 'cut page load time by 15% by moving image processing to a background queue', figure: 'wrote 9 dashboards in Tableau used weekly by 57 account managers', reqs: ['data warehouse design', 'web analytics with GA4 and Segment'], gap: 'dbt', gapNamed: true, gapVerb: 'worked in', field: 'analytics and software', recounts: [{ text: 'built 57 data pipelines', claim: '57 data pipelines' }, { text: 'migrated 46 legacy reports', claim: '46 legacy reports' }] },
  { resume: 'sy065', posting: 'jd10', name: 'Maria Cristina Cruz', role: 'Customer Support Representative', company: 'pulseM', title: 'Data Entry Clerk', employer: 'Unilever', since: 2024, past: { title: 'HR Generalist', employer: 'Workday' }, tenure: '14 years supporting busy teams', degree: 'a BSc in Office Administration', degreeShort: 'BSc in Office Administration', school: 'McGill University', creds: ['the SHRM-CP', 'CIPD Level 5'], credItem: 'SHRM-CP; CIPD Level 5', tools: ['Workday', 'Google Workspace'], duty: 'processed 260+ records a day with 92% accuracy', figure: 'rolled out a new HRIS to 550 employees', reqs: ['a world-class customer experience', 'organizational skills'], gap: 'customer support at a software company', gapNamed: false, gapVerb: 'worked in', field: 'office and HR support', recounts: [{ text: 'answered 260 support tickets', claim: '260 support tickets' }, { text: 'resolved 58 customer complaints', claim: '58 customer complaints' }] },
  { resume: 'sy063', posting: 'jd06', name: 'Jose Miguel Villanueva', role: 'Maintenance Worker (Heating)', company: 'the NYC Housing Authority', title: 'HVAC Technician', employer: 'Balfour Beatty', since: 2022, tenure: '3 years of field experience', degree: 'a high school diploma', degreeShort: 'High School Diploma', school: 'Central High School', tools: ['AutoCAD'], duty: 'performed preventive maintenance on 21 rooftop units and boilers', figure: 'diagnosed and repaired 26+ HVAC systems a month with a 95% first-visit fix rate', reqs: ['boiler and burner repair', 'heating equipment troubleshooting'], gap: 'steam heating systems in public housing', gapNamed: false, gapVerb: 'worked on', field: 'the building trades', recounts: [{ text: 'installed 39 water heaters', claim: '39 water heaters' }, { text: 'trained 26 apprentices', claim: '26 apprentices' }] },
  { resume: 'sy098', posting: 'jd08', name: 'Camille Girard', role: 'Elementary Dual Language Spanish Immersion Teacher', title: 'Science Teacher', employer: 'Harmony Charter School', past: { title: 'Mathematics Teacher', employer: 'Bright Horizons' }, degree: 'a PhD in Elementary Education', degreeShort: 'PhD in Elementary Education', school: "King's College London", creds: ['a TEFL Certificate', 'CPR and First Aid'], credItem: 'TEFL Certificate; CPR and First Aid', tools: ['Google Classroom', 'Microsoft Office'], duty: 'designed a phonics program that moved 57 readers up 8 reading levels in one year', figure: 'coached the debate team to 5 regional finals', reqs: ['a valid Georgia Teaching Certificate', 'strong instructional strategies'], gap: 'a Spanish immersion classroom', gapNamed: false, gapVerb: 'taught in', plan: 'a Georgia Teaching Certificate', field: 'teaching', recounts: [{ text: 'mentored 57 student teachers', claim: '57 student teachers' }, { text: 'ran 23 parent workshops', claim: '23 parent workshops' }] },
  { resume: 'sy083', posting: 'jd15', name: 'Jun Zhao', role: 'Class A Over-the-Road Truck Driver', title: 'Warehouse Associate', employer: 'XPO Logistics', since: 2023, past: { title: 'CDL Class A Driver', employer: 'Werner Enterprises' }, degree: 'a Certificate III in Supply Chain Management', degreeShort: 'Certificate III in Supply Chain Management', school: 'RMIT University', tools: ['Samsara', 'SAP', 'Manhattan WMS'], duty: 'completed 28 deliveries a day on a route of 28 stops', figure: 'ran cycle counts for 80,000 SKUs and kept inventory accuracy above 94%', reqs: ['a Class A CDL', 'a DOT physical'], gap: 'long-haul team driving', gapNamed: false, gapVerb: 'done', field: 'warehousing and transport', recounts: [{ text: 'hauled 28 refrigerated loads', claim: '28 refrigerated loads' }, { text: 'trained 15 new drivers', claim: '15 new drivers' }] },
];

// Invented names, none a pair's resume or posting holds; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Pret A Manger', 'Dunmore Hospitality', 'Ravensworth Partners', 'Copperfield Analytics', 'Bexley Foods', 'Tillman Supply', 'Lehigh Valley Freight', 'Carrow Dental Group'],
  school: ['Lehigh University', 'Bowdoin College', 'Kenyon College', 'Colby College', 'Bucknell University'],
  field: ['Actuarial Science', 'Oceanography', 'Agronomy', 'Viticulture', 'Forensic Accounting'],
  degreeAbbr: ['MPhil', 'EdD', 'DBA', 'MPH', 'BEng'],
  certAcronym: ['CLTD', 'CDMP', 'CSCP', 'CRCM', 'CHFM', 'CTP'],
  certName: ['Lean Six Sigma Green Belt', 'Certified Internal Auditor', 'Certified Safety Professional', 'Certified Revenue Cycle Representative', 'Certified Supply Chain Professional'],
  certRole: ['Notary Public', 'Real Estate Agent', 'Pharmacy Technician', 'Home Inspector', 'Phlebotomy Technician'],
  tool: ['Tipalti', 'Brightpearl', 'Cin7', 'Procurify', 'Planful', 'Deltek', 'Expensify', 'Zoho'],
  number: [
    { text: 'lifted repeat business by 38%', claim: '38%' },
    { text: 'saved $410K in vendor costs', claim: '$410K' },
    { text: 'handled 1,200 calls a week', claim: '1,200 calls' },
    { text: 'grew the customer base by 57%', claim: '57%' },
    { text: 'cut overtime spend by $64,000', claim: '$64,000' },
    { text: 'ran 85 safety audits', claim: '85 safety audits' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'Back when I was at {X}, I learned to keep calm on busy days.', 'Earlier: {X}'],
  ['employer', 'employer', 'start', 'A former colleague from my {X} days recommended this role to me.', 'Former colleague from my {X} days'],
  ['employer', 'employer', 'end', 'Between contracts I helped out at {X} for a season.', 'A season at {X} between contracts'],
  ['employer', 'employer', 'start', 'Having started out at {X}, I know how much a good team matters.', 'Started out at {X}'],
  ['employer', 'employer', 'end', 'My time with {X} taught me to document everything.', 'Time with {X}'],
  ['employer', 'employer', 'end', '(I also did a two-year stint with {X}.)', 'Two-year stint with {X}'],
  ['degree', 'field', 'end', 'Along the way I earned an MSc in {X}.', 'MSc in {X}'],
  ['degree', 'school', 'end', 'I also completed a BBA at {X}.', 'BBA, {X}'],
  ['degree', 'degreeAbbr', 'sign', '{X}', '{X}'],
  ['degree', 'school', 'start', 'As a {X} graduate, I take deadlines seriously.', '{X} graduate'],
  ['degree', 'degreeAbbr', 'end', 'My {X} coursework covered exactly this kind of work.', '{X} coursework'],
  ['degree', 'field', 'end', 'I hold a BA in {X} as well.', 'BA in {X}'],
  ['certification', 'certAcronym', 'end', "I'm {X}-certified as of last spring.", '{X}-certified'],
  ['certification', 'certAcronym', 'end', 'I keep my {X} current with yearly CE hours.', '{X} (current)'],
  ['certification', 'certName', 'end', 'Earning the {X} designation in 2022 sharpened my process thinking.', '{X} (2022)'],
  ['certification', 'certAcronym', 'start', 'As a {X} holder, I follow the standard closely.', '{X} holder'],
  ['certification', 'certRole', 'end', "I'm also a licensed {X}.", 'Licensed {X}'],
  ['certification', 'certName', 'end', 'My {X} certificate hangs above my desk.', '{X} certificate'],
  ['tool', 'tool', 'end', 'I built our weekly {X} dashboards from scratch.', '{X} dashboards, built from scratch'],
  ['tool', 'tool', 'end', 'Most days I juggle {T} and {X} side by side.', '{T} and {X}, side by side'],
  ['tool', 'tool', 'end', 'I automated a {X}-to-Excel export that saves an hour a week.', '{X}-to-Excel export, automated'],
  ['tool', 'tool', 'end', "I'm the team's go-to {X} power user.", '{X} power user'],
  ['tool', 'tool', 'end', 'My {X}-based scheduling template is still in use.', '{X}-based scheduling template'],
  ['tool', 'tool', 'start', 'Alongside {T}, I rely on {X} every week.', '{T} and {X} every week'],
  ['tool', 'gap', 'end', "I've shipped work in {X} for three years.", '{X}: three years'],
  ['tool', 'gap', 'end', 'I count {X} as part of my daily toolkit.', '{X} in my daily toolkit'],
  ['number', 'number', 'end', 'In my last review cycle, I {X}.', 'Last review cycle: {X}'],
  ['number', 'number', 'start', 'Last year alone I {X}.', 'Last year alone: {X}'],
  ['number', 'number', 'end', 'On my own initiative, I {X}.', 'On my own initiative: {X}'],
  ['number', 'number', 'end', 'Over two seasons I {X}.', 'Over two seasons: {X}'],
];

const STYLES: Fresh14Style[] = ['story-opening', 'star-example', 'timeline-lines', 'casual-hi'];

const noThe = (s: string) => s.replace(/^the /, '');

function draft(f: Facts, style: Fresh14Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  switch (style) {
    case 'story-opening':
      return {
        slot: 2,
        listSlot: false,
        closing: 'With gratitude',
        paras: [
          `Some of my best work happened at ${f.employer}, where as ${article(f.title)} I ${f.duty}. That is why the ${f.role} role${at} caught my eye.`,
          `${f.tenure ? `I have ${f.tenure}.` : `My background is in ${f.field}.`}${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Before that, I worked as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          `I hold ${f.degree} from ${f.school}.${credentialSentence(f)}${f.tools.length ? ` I'm at home in ${list(f.tools)}.` : ''}`,
          `I know you need ${f.reqs[0]} and ${f.reqs[1]}. I haven't ${f.gapVerb} ${f.gap} yet, and I'd love the chance to learn; my ${f.field} background should transfer well, and colleagues would tell you I'm patient and dependable.${f.plan ? ` ${upperFirst(f.plan)} is on my list for next year.` : ''}`,
          'Thank you for reading — I would love to talk.',
        ],
      };
    case 'star-example':
      return {
        slot: 2,
        listSlot: false,
        greeting: 'Dear Hiring Team,',
        closing: 'Respectfully',
        paras: [
          `I am applying for the ${f.role} position${at}. One example shows how I work.`,
          `Situation: as ${article(f.title)} at ${f.employer}, the team needed someone to own the details.\nAction: I ${f.duty}.\nResult: ${f.figure ? `the habit stuck, and I also ${f.figure}` : 'the work held up under pressure'}.`,
          `Beyond that example: ${f.tenure ? `I bring ${f.tenure}. ` : ''}${f.past ? `Earlier I was ${article(f.past.title)} at ${stop(f.past.employer)} ` : ''}My education is ${f.degree} from ${f.school}.${credentialSentence(f)}${f.tools.length ? ` My toolkit includes ${list(f.tools)}.` : ''}`,
          `Your posting asks for ${f.reqs[0]} and ${f.reqs[1]}; the second I'd be glad to build on. I have not ${f.gapVerb} ${f.gap} yet, but I'm eager to learn. I'm a steady, friendly colleague who communicates clearly.${f.plan ? ` I would like to earn ${f.plan} in my first year.` : ''}`,
          'Thank you for your time and consideration.',
        ],
      };
    case 'timeline-lines': {
      const toolsItem = f.tools.length ? `Tools: ${f.tools.join(', ')}` : undefined;
      const lines = [
        `· ${f.since ? `${f.since}–now` : 'Most recently'}: ${f.title}, ${f.employer} — I ${f.duty}`,
        ...(f.past ? [`· Before that: ${f.past.title}, ${f.past.employer}`] : []),
        ...(f.figure ? [`· Highlight: I ${f.figure}`] : []),
        `· Education: ${f.degreeShort}, ${noThe(f.school)}`,
        ...(f.credItem ? [`· Credentials: ${f.credItem}`] : []),
        ...(toolsItem ? [`· ${toolsItem}`] : []),
        `· Next: ${f.plan ? `earning ${f.plan}` : `building experience with ${f.gap}`}`,
      ];
      return {
        slot: 1,
        listSlot: true,
        bullet: '· ',
        toolsItem,
        closing: 'Yours sincerely',
        paras: [
          `Please accept my application for the ${f.role} role${at}. Here is my path so far:`,
          lines.join('\n'),
          `You are looking for ${f.reqs[0]} and ${f.reqs[1]}. I haven't ${f.gapVerb} ${f.gap} yet; I am organised, reliable and quick to learn, and I would welcome the chance to grow into it.`,
          'Thank you for your consideration.',
        ],
      };
    }
    case 'casual-hi':
      return {
        slot: 1,
        listSlot: false,
        greeting: `Hi ${f.company ? `${noThe(f.company)} team` : 'there'}!`,
        closing: 'Cheers',
        paras: [
          `Quick intro: I'm ${f.name.split(' ')[0]}, and I'd love to join you as ${article(f.role)}. ${f.since ? `Right now I'm ${article(f.title)} at ${f.employer}` : `Until recently I was ${article(f.title)} at ${f.employer}`}, where I ${f.duty}.`,
          `${f.figure ? `A win I'm proud of: I ${f.figure}.` : `My background is in ${f.field}.`}${f.past ? ` Before that I spent time as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}${f.tools.length ? ` Tools-wise, I'm comfortable with ${list(f.tools)}.` : ''}`,
          `On paper: ${f.degree} from ${f.school}.${credentialSentence(f)}`,
          `Honest note: I haven't ${f.gapVerb} ${f.gap} yet. I know the role needs ${f.reqs[0]}, and I'd be excited to grow there — I'm curious, upbeat and a good listener.${f.plan ? ` Getting ${f.plan} is already on my radar.` : ''}`,
          'Thanks so much for reading!',
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh14(avoidText: (resume: string, posting: string) => string): Fresh14Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: '27 November 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
