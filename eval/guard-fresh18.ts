// Held-out set 'fresh18' of the guard around a model (issue 23, the guard31b round, fifteenth round of held-out sets):
// whole letters in four LLM house styles not used by fresh..fresh17, for 10 resume × posting pairs of ../shared/corpus
// that no earlier set pairs. The ten resumes are synthetic ones (split 'dev') no earlier guard set uses (sy008, sy031,
// sy033, sy045, sy066, sy071, sy103, sy124, sy138, sy176) and the ten postings are of jd01–jd20, so every pair is of the
// corpus's tuning half (no real resume of its checking half is used).
//
// Method (that of fresh4..fresh17; the generator is shared, eval/guard-house.ts, unchanged): each pair's facts were
// copied from its resume's text (titles, employers as an LLM writes them — 'Crowell & Moring' for 'CROWELL & MORING' —,
// the degree as printed, credentials as printed, tools, one duty and one figure as printed, a span where the resume
// states one, letters after the name as printed) and two requirements of its posting. Four styles — a short email-style
// note (a subject line, 'Hi team,', two short paragraphs, 'Cheers'); a letter under the headings 'Why me' and 'Why you';
// bulleted achievements with bold lead-ins ('- **Experience:** …', '- **Accuracy:** …', '- **Toolkit:** …'); and a
// letter that quotes the posting's requirements as bullets and answers each ('> "…" — my answer: …'), the gaps answered
// honestly — each read and confirmed honest against its resume: every employer, title, degree, school, credential, tool
// and figure is the resume's own.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in phrasings no earlier set uses: employers as clients, secondments, alumni and contracts ('I was seconded to X
// for six months', 'As an alum of X, I …', 'My contract with X ran until 2020', 'Colleagues from my X days'); degrees as
// majors, minors, graduation and coursework ('I majored in X', 'I graduated from X in 2016', 'my X minor', 'my MPH
// coursework'); certifications as a badge, an exam score, a card and an ongoing status ('I am a X (in good standing)',
// 'I scored in the top decile on the X exam', 'my X card', 'A X since 2022, …'); tools as a migration, an admin
// role, a plug-in and a comparison ('I migrated us from spreadsheets to X', 'I am the X admin for my team', 'X is my
// go-to for …'); and figures as a headcount, a rank, a budget, a rate and a before-and-after ('ranked first of 30 in the
// region', 'ran a £250K budget', 'cut turnaround from 9 days to 2') or, in every other style, a recount (a number the
// resume prints, counting another thing). Written and committed before any change to the guard in the guard31b round;
// measured once, unseen; its misses are never printed.
import { article, buildHouseSet, fabTemplates, list, upperFirst, type FabRow, type HouseCase, type HouseDraft, type SpanFacts } from './guard-house.ts';

export type Fresh18Style = 'email-note' | 'why-me-why-you' | 'bold-lead-ins' | 'requirements-answered';
export type Fresh18Case = HouseCase<Fresh18Style>;

type Facts = SpanFacts;

// Copied from the resumes — nothing here is invented (the recounts are the invented figures of their pairs).
const FACTS: Facts[] = [
  { resume: 'sy008', posting: 'jd06', name: 'Sinéad O’Brien', role: 'Maintenance Worker', company: 'the New York City Housing Authority', title: 'Apprentice Electrician', employer: 'Balfour Beatty', past: { title: 'Welder', employer: 'City of Denver Facilities Management' }, degree: 'a High School Diploma', degreeShort: 'High School Diploma', school: 'Roosevelt High School', creds: ['OSHA 30-Hour Construction', 'the AWS Certified Welder credential'], credItem: 'OSHA 30-Hour Construction, AWS Certified Welder', tools: ['AutoCAD'], duty: 'installed and terminated wiring for 18 residential units to NEC code', figure: 'passed 37 city inspections with zero failed items', reqs: ['heating plant repair in public housing', 'a CDL driver’s license'], gap: 'a CDL', gapNamed: false, gapVerb: 'held', plan: 'a CDL driver’s license', field: 'electrical and welding trades', recounts: [{ text: 'wired 52 apartments in a year', claim: '52 apartments' }, { text: 'trained 37 apprentices', claim: '37 apprentices' }] },
  { resume: 'sy031', posting: 'jd16', name: 'Priya Patel', role: 'Survey Crew Chief', company: 'Gentis Solutions', title: 'Quality Engineer', employer: 'AECOM', since: 2023, past: { title: 'Engineering Intern', employer: 'Arup' }, tenure: '14 years in design, analysis and delivery', degree: 'a Ph.D. in Civil Engineering', degreeShort: 'Ph.D. in Civil Engineering', school: 'Anna University', tools: ['ANSYS', 'SolidWorks', 'MATLAB', 'Revit'], duty: 'wrote PLC logic for 6 conveyor lines and commissioned them on site', figure: 'raised line yield from 32% to 97% with a DOE on the curing step', reqs: ['boundary survey work', 'topographic, ALTA, GPS and construction surveying'], gap: 'a survey crew', gapNamed: false, gapVerb: 'led', field: 'quality and manufacturing engineering', recounts: [{ text: 'surveyed 37 sites', claim: '37 sites' }, { text: 'trained 55 inspectors', claim: '55 inspectors' }] },
  { resume: 'sy033', posting: 'jd11', name: 'Ifeanyi Okafor', role: 'City Clerk', company: 'the City of Petaluma', title: 'Compliance Analyst', employer: 'Crowell & Moring', since: 2024, degree: 'a Paralegal Certificate', degreeShort: 'Paralegal Certificate', school: 'Texas A&M University', tools: ['Relativity'], duty: 'managed a caseload of 30 active files for 2 attorneys', figure: 'negotiated 38 vendor contracts, saving $57K a year', reqs: ['supporting an elected or appointed government body', 'the Certified Municipal Clerk (CMC) designation'], gap: 'a city council', gapNamed: false, gapVerb: 'supported', plan: 'the Certified Municipal Clerk (CMC) designation', field: 'legal compliance', recounts: [{ text: 'prepared agendas for 41 council meetings', claim: '41 council meetings' }, { text: 'answered 30 public records requests', claim: '30 public records requests' }] },
  { resume: 'sy045', posting: 'jd01', name: 'Piotr Kowalski', role: 'Analytics Engineer', company: 'Parfumado', title: 'Manufacturing Engineer', employer: 'Bosch', past: { title: 'Seasonal Project Engineer', employer: 'AECOM' }, degree: 'a Dipl.-Ing. in Civil Engineering', degreeShort: 'Dipl.-Ing. Civil Engineering', school: 'Universität Hamburg', tools: ['Python', 'SolidWorks', 'ANSYS', 'Minitab'], duty: 'designed 6 fixtures in SolidWorks that cut assembly time by 24%', figure: 'raised line yield from 37% to 97% with a DOE on the curing step', reqs: ['data warehouse design', 'data models in Snowflake and dbt'], gap: 'dbt', gapNamed: true, gapVerb: 'built models in', field: 'manufacturing engineering', recounts: [{ text: 'built 24 SQL dashboards', claim: '24 SQL dashboards' }, { text: 'modelled 97 data tables', claim: '97 data tables' }] },
  { resume: 'sy066', posting: 'jd07', name: 'Caleb Coleman', role: 'Backend Engineer', company: 'Jobot', title: 'Quality Engineer', employer: 'Jacobs Engineering Group', tenure: '1 year in design, analysis and delivery', degree: 'a B.A. in Industrial Engineering', degreeShort: 'B.A. in Industrial Engineering', school: 'Texas A&M University', creds: ['the PMP'], credItem: 'PMP', tools: ['SolidWorks', 'AutoCAD', 'Revit'], duty: 'inspected 55 site pours and wrote daily reports for the client', figure: 'managed a $44M road resurfacing project from design through closeout', reqs: ['media encoding and delivery at scale', 'real-time video processing in Rust'], gap: 'Rust', gapNamed: true, gapVerb: 'shipped code in', field: 'quality engineering', recounts: [{ text: 'reviewed 44 pull requests a week', claim: '44 pull requests' }, { text: 'shipped 55 releases', claim: '55 releases' }] },
  { resume: 'sy071', posting: 'jd12', name: 'Jerome Manalo', role: 'Community Connections Intern', company: 'IREX', title: 'Corporate Counsel', employer: 'Allen & Overy', since: 2023, past: { title: 'Compliance Analyst', employer: 'Baker McKenzie' }, degree: 'a Senior High School Diploma (STEM strand)', degreeShort: 'Senior High School Diploma (STEM strand)', school: 'Manila Science High School', tools: ['Westlaw', 'LexisNexis', 'Relativity'], duty: 'prepared trial binders and exhibits for 7 jury trials', figure: 'drafted 24+ pleadings, motions and discovery responses a month', reqs: ['English to Armenian translation', 'public speaking to community groups'], gap: 'translation work', gapNamed: false, gapVerb: 'done', field: 'law and litigation', recounts: [{ text: 'organised 24 community events', claim: '24 community events' }, { text: 'mentored 53 volunteers', claim: '53 volunteers' }] },
  { resume: 'sy103', posting: 'jd10', name: 'Linh Dang', role: 'Customer Support Representative', company: 'pulseM', title: 'HR Generalist', employer: 'Goldman Family Dental', since: 2021, past: { title: 'HR Coordinator Intern', employer: 'Randstad' }, tenure: '5 years supporting busy teams', degree: 'an M.S. in Human Resource Management', degreeShort: 'M.S. in Human Resource Management', school: 'the University of Central Florida', tools: ['Workday', 'Microsoft Office'], duty: 'onboarded 32+ new hires a quarter and ran benefits enrollment', figure: 'rolled out a new HRIS to 200 employees', reqs: ['a year of customer support at a SaaS company', 'a real care for the customer experience'], gap: 'a SaaS company', gapNamed: false, gapVerb: 'worked at', field: 'HR and office administration', recounts: [{ text: 'answered 300 support tickets a week', claim: '300 support tickets' }, { text: 'resolved 32 escalations a month', claim: '32 escalations' }] },
  { resume: 'sy124', posting: 'jd18', name: 'Sung-min Choi', role: 'Cashier', company: 'Areas USA', title: 'Store Manager', employer: 'Trader Joe’s', past: { title: 'Host', employer: 'Sephora' }, degree: 'a Bachelor of Commerce', degreeShort: 'Bachelor of Commerce', school: 'the Université de Montréal', tools: ['Square POS', 'Opera PMS', 'Microsoft Excel', 'HotSchedules'], duty: 'handled cash and card transactions for 40+ customers per shift with zero drawer variances', figure: 'increased loyalty sign-ups by 26% in the first quarter', reqs: ['cashier experience in a food and beverage environment', 'quick and accurate basic mathematics'], gap: 'an airport concession', gapNamed: false, gapVerb: 'worked in', field: 'retail management', recounts: [{ text: 'trained 26 new cashiers', claim: '26 new cashiers' }, { text: 'ran 40 register audits', claim: '40 register audits' }] },
  { resume: 'sy138', posting: 'jd05', name: 'Cody Miller', role: 'Merchandiser', company: 'Liquid Death', title: 'Welder', employer: 'Bechtel', since: 2024, past: { title: 'Carpenter', employer: 'Balfour Beatty' }, degree: 'a high school diploma', degreeShort: 'High school diploma', school: 'Central High School', creds: ['OSHA 30'], credItem: 'OSHA 30', tools: ['AutoCAD'], duty: 'installed and terminated wiring for 38 residential units to NEC code', figure: 'led a crew of 6 carpenters on a $26K commercial build-out, finished 6 days early', reqs: ['field merchandising across a territory', 'building relationships with store buyers'], gap: 'a beverage brand’s field team', gapNamed: false, gapVerb: 'worked on', field: 'welding and building trades', recounts: [{ text: 'stocked 38 stores a week', claim: '38 stores' }, { text: 'reset 26 end-cap displays', claim: '26 end-cap displays' }] },
  { resume: 'sy176', posting: 'jd08', name: 'Deepika Nair', postNominal: 'JD', role: 'Elementary Dual Language Teacher', title: 'Litigation Paralegal', employer: 'Allen & Overy', past: { title: 'Associate Attorney', employer: 'Baker McKenzie' }, degree: 'an LL.B.', degreeShort: 'LL.B.', school: 'Jawaharlal Nehru Technological University', creds: ['the Certified Paralegal (NALA) credential'], credItem: 'Certified Paralegal (NALA)', tools: ['Westlaw', 'LexisNexis', 'Relativity'], duty: 'tracked filing deadlines for 33 matters with zero missed dates', figure: 'negotiated 44 vendor contracts, saving $49K a year', reqs: ['teaching in a Spanish immersion program', 'a Georgia teaching certificate'], gap: 'a Spanish immersion classroom', gapNamed: false, gapVerb: 'taught in', plan: 'a Georgia teaching certificate', field: 'litigation support', recounts: [{ text: 'taught 33 students', claim: '33 students' }, { text: 'ran 9 parent workshops', claim: '9 parent workshops' }] },
];

// Invented names, none a pair's resume or posting holds; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Unilever', 'McKinsey & Company', 'Cleveland Clinic', 'Shopify', 'Siemens', 'Danone', 'KPMG', 'IKEA'],
  school: ['Rice University', 'Dartmouth College', 'Emory University', 'University of St Andrews', 'Brandeis University'],
  field: ['Biochemistry', 'Graphic Design', 'Actuarial Science', 'Oceanography', 'Journalism'],
  degreeAbbr: ['MPH', 'MSW', 'MFA', 'DPT', 'MArch'],
  certAcronym: ['CPA', 'PMP', 'CISSP', 'CFA', 'CCNA', 'CSCP'],
  certName: ['Certified Public Accountant', 'Certified Information Systems Auditor', 'Certified Safety Professional', 'Certified Financial Planner', 'Lean Six Sigma Black Belt'],
  certRole: ['Registered Nurse', 'Licensed Electrician', 'Certified Welding Inspector', 'Emergency Medical Technician', 'Certified Nursing Assistant'],
  tool: ['Salesforce', 'Tableau', 'Jira', 'Zendesk', 'HubSpot', 'Snowflake', 'Asana', 'Looker'],
  number: [
    { text: 'ranked first of 30 in the region for customer scores', claim: 'first of 30' },
    { text: 'ran a £250K budget without an overspend', claim: '£250K' },
    { text: 'cut turnaround from 9 days to 2', claim: 'from 9 days to 2' },
    { text: 'grew the client list to 140 accounts', claim: '140 accounts' },
    { text: 'kept a 99.8% on-time rate for two years', claim: '99.8%' },
    { text: 'halved overtime costs, saving $18,500', claim: '$18,500' },
    { text: 'hired and trained 12 people in one quarter', claim: '12 people' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'I was seconded to {X} for six months and ran their audit files.', 'Seconded to {X} for six months'],
  ['employer', 'employer', 'start', 'As an alum of {X}, I know how a large team works.', 'Alum of {X}'],
  ['employer', 'employer', 'end', 'My contract with {X} ran until 2020.', 'Contract with {X}, to 2020'],
  ['employer', 'employer', 'end', 'Colleagues from my {X} days would call me dependable.', 'Dependable, say colleagues from my {X} days'],
  ['employer', 'employer', 'end', 'Before any of that, {X} hired me straight out of school.', 'First hired by {X}, straight out of school'],
  ['degree', 'field', 'end', 'I majored in {X}, which taught me to test my assumptions.', 'Majored in {X}'],
  ['degree', 'school', 'end', 'I graduated from {X} in 2016.', 'Graduated from {X}, 2016'],
  ['degree', 'field', 'start', 'My {X} minor still shapes how I write.', 'Minor in {X}'],
  ['degree', 'degreeAbbr', 'end', 'My {X} coursework covered exactly this kind of work.', '{X} coursework'],
  ['degree', 'school', 'end', 'I am a proud {X} graduate.', '{X} graduate'],
  ['certification', 'certAcronym', 'sign', '{X}', '{X}'],
  ['certification', 'certName', 'end', 'I am a {X} (in good standing).', '{X} (in good standing)'],
  ['certification', 'certAcronym', 'end', 'I scored in the top decile on the {X} exam.', 'Top decile on the {X} exam'],
  ['certification', 'certRole', 'end', 'I carry my {X} card with me.', '{X} card'],
  ['certification', 'certName', 'start', 'A {X} since 2022, I take standards seriously.', '{X} since 2022'],
  ['tool', 'tool', 'end', 'I migrated us from spreadsheets to {X}.', 'Migrated us from spreadsheets to {X}'],
  ['tool', 'tool', 'end', 'I am the {X} admin for my team.', '{X} admin for my team'],
  ['tool', 'tool', 'start', '{X} is my go-to for keeping work on track.', '{X}, my go-to'],
  ['tool', 'tool', 'end', 'I prefer {X} to {T} for planning, and I use both daily.', '{X} and {T}, daily'],
  ['tool', 'gap', 'end', 'I have two years of hands-on {X}.', 'Two years of hands-on {X}'],
  ['tool', 'gap', 'end', 'My last project was written in {X} from scratch.', 'Last project written in {X}'],
  ['number', 'number', 'end', 'For what it is worth, I {X}.', 'Worth noting: {X}'],
  ['number', 'number', 'end', 'My manager would tell you I {X}.', 'Per my manager: {X}'],
  ['number', 'number', 'start', 'In my best year, I {X}.', 'Best year: {X}'],
];

const STYLES: Fresh18Style[] = ['email-note', 'why-me-why-you', 'bold-lead-ins', 'requirements-answered'];

const noThe = (s: string) => s.replace(/^the /, '');

function draft(f: Facts, style: Fresh18Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const holds = f.creds?.length ? list(f.creds) : undefined;
  switch (style) {
    case 'email-note':
      return {
        slot: 1,
        listSlot: false,
        greeting: `Subject: ${f.role} application — ${f.name}\n\nHi team,`,
        closing: 'Cheers',
        paras: [
          `Quick note to put my name forward for the ${f.role} role${at}.`,
          `${f.since ? `I've been ${article(f.title)} at ${f.employer} since ${f.since}` : `I was most recently ${article(f.title)} at ${f.employer}`}, where I ${f.duty}.${f.past ? ` Before that I was ${article(f.past.title)} at ${f.past.employer}.` : ''} I have ${f.degree} from ${f.school}${holds ? ` and ${holds}` : ''}, and I work in ${list(f.tools)}.`,
          `Honest caveat: I haven't ${f.gapVerb} ${f.gap}, so ${f.reqs[0]} would be new to me${f.plan ? ` (I'd go after ${f.plan} early on)` : ''}. Happy to jump on a call whenever suits.`,
        ],
      };
    case 'why-me-why-you':
      return {
        slot: 2,
        listSlot: false,
        closing: 'Sincerely',
        paras: [
          `I am writing to apply for the ${f.role} position${at}. I have set out my case under two headings.`,
          'Why me',
          `${f.tenure ? `I bring ${f.tenure}. ` : ''}${f.since ? `Since ${f.since} I have been ${article(f.title)} at ${f.employer}` : `I was most recently ${article(f.title)} at ${f.employer}`}, where I ${f.duty}.${f.figure ? ` Another result: I ${f.figure}.` : ''}${f.past ? ` Earlier I worked as ${article(f.past.title)} at ${f.past.employer}.` : ''} I hold ${f.degree} from ${f.school}${holds ? `, as well as ${holds}` : ''}, and I use ${list(f.tools)} in my work.`,
          'Why you',
          `Your posting asks for ${f.reqs[0]} and ${f.reqs[1]}. I have not ${f.gapVerb} ${f.gap}, and I want to learn exactly that from a team that takes the work seriously${f.plan ? `; I would aim to earn ${f.plan} within a year` : ''}.`,
          'Thank you for considering my application.',
        ],
      };
    case 'bold-lead-ins': {
      const toolsItem = `**Toolkit:** ${f.tools.join(', ')}`;
      const items = [
        `- **Experience:** ${f.title}, ${f.employer}${f.since ? ` (${f.since}–present)` : ''}${f.past ? `; earlier ${f.past.title}, ${f.past.employer}` : ''}`,
        `- **Delivery:** ${upperFirst(f.duty)}`,
        ...(f.figure ? [`- **Results:** ${upperFirst(f.figure)}`] : []),
        `- **Education:** ${f.degreeShort}, ${noThe(f.school)}`,
        ...(f.credItem ? [`- **Credentials:** ${f.credItem}`] : []),
        `- ${toolsItem}`,
        `- **Growing into:** ${f.reqs[0]}`,
      ];
      return {
        slot: 1,
        listSlot: true,
        bullet: '- ',
        toolsItem,
        closing: 'Best',
        paras: [
          `I'd like to apply for the ${f.role} role${at}. Here is my background at a glance:`,
          items.join('\n'),
          `To be clear, I have not ${f.gapVerb} ${f.gap}${f.plan ? `, and I plan to earn ${f.plan}` : ''}; I would bring care, accuracy and a willingness to learn.`,
          'I would be glad to talk further.',
        ],
      };
    }
    case 'requirements-answered':
      return {
        slot: 2,
        listSlot: false,
        closing: 'Yours sincerely',
        paras: [
          `Please consider me for the ${f.role} vacancy${at}. Rather than a general summary, I have answered your requirements one by one.`,
          `> "${upperFirst(f.reqs[0])}"`,
          `My answer: the closest I can offer is my work as ${article(f.title)} at ${f.employer}, where I ${f.duty}.${f.past ? ` Before that I was ${article(f.past.title)} at ${f.past.employer}.` : ''}`,
          `> "${upperFirst(f.reqs[1])}"`,
          `My answer: I have not ${f.gapVerb} ${f.gap}, and I will not pretend otherwise${f.plan ? `; I would work towards ${f.plan}` : ''}. I hold ${f.degree} from ${f.school}${holds ? ` and ${holds}` : ''}, I work in ${list(f.tools)}${f.figure ? `, and I ${f.figure}` : ''}.`,
          'Thank you for your time; I would welcome the chance to discuss these answers.',
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh18(avoidText: (resume: string, posting: string) => string): Fresh18Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: '11 December 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
