// Held-out set 'fresh16' of the guard around a model (issue 23, the guard30c round, thirteenth round of held-out sets):
// whole letters in four LLM house styles not used by fresh..fresh15, harder than theirs, for 10 resume × posting pairs
// of ../shared/corpus that no earlier set pairs. The ten resumes are synthetic ones (split 'dev') no earlier guard set
// uses (sy002, sy005, sy009, sy012, sy042, sy069, sy081, sy110, sy115, sy132) and the ten postings are of jd01–jd20, so
// every pair is of the corpus's tuning half (no real resume of its checking half is used).
//
// Method (that of fresh4..fresh15; the generator is shared, eval/guard-house.ts, unchanged): each pair's facts were
// copied from its resume's text (titles, employers as an LLM writes them — 'Greenleaf Organics' for 'Greenleaf Organics
// Ltd' —, the degree as an LLM writes it, credentials as printed, tools, one duty and one figure as printed, a span the
// resume states, letters after the name as printed) and two requirements of its posting. Four styles — long flowing
// paragraphs with nested clauses ('a position which, given what I have done as … and what I hope to learn next, seems
// to me …'); a letter that weaves the posting's requirements and the candidate's facts into the same sentences ('Your
// posting … asks for <req>, and while I have not <gap>, my time as <title> at <employer> — where I … — is where my case
// starts'); a 'Highlights' table in markdown ('| Area | Highlight |', '| Current role | … |', '| Tools | … |'); and a
// letter that names employers, schools and tools only in passing inside subordinate clauses ('which is something I
// learned when I was <title> at <employer>', 'I am at home in <tools>, which I have used for years') — turn them into an
// honest letter heavy with wishes, transfers, gaps and soft skills ('a foundation that transfers well to <req>', 'areas
// where I would be learning rather than leading', 'I would hope to obtain <X> in my first year', 'patient, dependable').
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in phrasings no earlier set uses: employers as a client, a partner or a secondment ('My work with X as a client
// taught me to listen first', 'Our partnership with X, which I managed, ran for two years', 'While I was seconded to X,
// …', 'I delivered a year-long project for X on site'); degrees as research, a thesis or coursework ("My Master's research
// at X was on exactly this", 'My thesis in X …', 'As an X graduate, …', 'During my PhD in X, …', 'My X coursework covered
// the rest'); certifications as a status ('As a PMP, I plan every project carefully', 'My X status is current', 'I have
// been X-certified since 2019', 'Being a licensed X helps here too', 'My X designation came through last spring');
// tools as the team's or mine ('I ran our X board for the whole team', 'Most of my tickets lived in X', 'My X dashboards
// were shared with leadership', the posting's gap as 'My X experience goes back three years'); figures as a ratio or a
// range ('kept a 4:1 ratio of repeat to new customers', 'handled between 40 and 60 accounts at a time', 'closed one in
// three of the leads I worked', 'returned $3 for every $1 of event spend') and, in every other style, a recount (a number
// the resume prints, counting another thing). Written and committed before any change to the guard in the guard30c
// round; measured once, unseen; its misses are never printed.
//
// Measured unseen once at write time (30a1e3c, before any guard change of the guard30c round): honest 40/40 (every style
// 10/10), fabrications 125/200 (employer 30/40, degree 28/40, certification 20/40, tool 21/40, number 26/40).
import { article, buildHouseSet, fabTemplates, list, stop, upperFirst, type FabRow, type HouseCase, type HouseDraft, type SpanFacts } from './guard-house.ts';

export type Fresh16Style = 'flowing-nested' | 'woven-requirements' | 'highlights-table' | 'passing-mentions';
export type Fresh16Case = HouseCase<Fresh16Style>;

type Facts = SpanFacts;

// Copied from the resumes — nothing here is invented (the recounts are the invented figures of their pairs).
const FACTS: Facts[] = [
  { resume: 'sy002', posting: 'jd17', name: 'Dustin Henderson', role: 'Junior Data Scientist', title: 'Junior Web Developer', employer: 'Stackwise', since: 2022, degree: 'a Ph.D. in Computer Science', degreeShort: 'Ph.D. in Computer Science', school: 'the University of Central Florida', tools: ['SQL', 'pandas', 'Airflow', 'Tableau'], duty: 'automated a regression suite of 33 test cases with Selenium, cutting release checks by 37%', figure: 'wrote 7 dashboards in Looker used weekly by 33 account managers', reqs: ['two years of experience with R and SQL', 'transportation data knowledge'], gap: 'JMP', gapNamed: true, gapVerb: 'worked in', field: 'web development and data', recounts: [{ text: 'trained 33 analysts on SQL', claim: '33 analysts' }, { text: 'built 7 data pipelines', claim: '7 data pipelines' }] },
  { resume: 'sy005', posting: 'jd03', name: 'Magdalena Wójcik', role: 'Forklift Operator', company: 'Graham Packaging', title: 'Shipping and Receiving Clerk', employer: 'Home Depot Distribution Center', past: { title: 'Warehouse Associate', employer: 'UPS' }, degree: 'an Ausbildung in Logistics', degreeShort: 'Ausbildung, Logistics', school: 'Technische Universität München', tools: ['Samsara', 'Manhattan WMS'], duty: 'ran cycle counts for 58,000 SKUs and kept inventory accuracy above 95%', figure: 'cut receiving dock time by 19% by reorganising the staging area', reqs: ['a site forklift certification', 'working rotating shifts in a plant'], gap: 'a packaging plant', gapNamed: false, gapVerb: 'worked in', plan: 'a site forklift certification', field: 'warehousing and logistics', recounts: [{ text: 'loaded 58 trailers a shift', claim: '58 trailers' }, { text: 'trained 19 forklift drivers', claim: '19 forklift drivers' }] },
  { resume: 'sy012', posting: 'jd11', name: 'Bukola Ogunleye', role: 'City Clerk', company: 'the City of Petaluma', title: 'Legal Secretary', employer: 'Legal Aid Society', since: 2023, past: { title: 'Legal Assistant', employer: 'Allen & Overy' }, degree: 'a Paralegal Certificate', degreeShort: 'Paralegal Certificate', school: 'the University of Illinois Urbana-Champaign', creds: ['the Certified Paralegal (NALA) credential'], credItem: 'Certified Paralegal (NALA)', tools: ['Clio', 'Westlaw', 'Relativity', 'LexisNexis'], duty: 'tracked filing deadlines for 14 matters with zero missed dates', figure: 'negotiated 35 vendor contracts, saving $28K a year', reqs: ['five years of experience supporting an elected body', 'the Certified Municipal Clerk (CMC) designation'], gap: 'an elected body', gapNamed: false, gapVerb: 'supported', plan: 'the Certified Municipal Clerk (CMC) designation', field: 'legal support', recounts: [{ text: 'minuted 14 council meetings', claim: '14 council meetings' }, { text: 'processed 52 public records requests', claim: '52 public records requests' }] },
  { resume: 'sy042', posting: 'jd13', name: 'Minh Tran', role: 'Sr. Product Marketing Manager', company: 'AdRoll', title: 'SEO Specialist', employer: 'Greenleaf Organics', since: 2022, degree: 'an MBA', degreeShort: 'MBA', school: 'the University of Texas at Austin', tools: ['WordPress', 'Mailchimp', 'Google Analytics'], duty: 'lifted email open rates from 16% to 99% with A/B-tested subject lines', figure: 'designed 24+ social, print and event assets in Adobe Creative Cloud', reqs: ['market and competitor research', 'battlecards for the sales team'], gap: 'B2B product marketing', gapNamed: false, gapVerb: 'done', field: 'SEO and digital marketing', recounts: [{ text: 'ran 24 product launches', claim: '24 product launches' }, { text: 'wrote 16 battlecards', claim: '16 battlecards' }] },
  { resume: 'sy081', posting: 'jd02', name: 'Kristine Aquino', postNominal: 'BSN, RN', role: 'Registered Nurse', company: 'Singing River', title: 'Certified Nursing Assistant', employer: 'Banner Health', since: 2022, past: { title: 'Travel Nurse', employer: 'Good Samaritan Hospital' }, tenure: '11 years of acute and long-term care experience', degree: 'a Senior High School Diploma (STEM strand)', degreeShort: 'Senior High School Diploma (STEM strand)', school: 'Manila Science High School', tools: ['Epic EHR'], duty: 'supervised 6 CNAs and balanced assignments for the 80-bed unit', figure: 'reduced patient falls by 17% by leading hourly rounding on the 51-bed unit', reqs: ['current Mississippi State licensure', 'ACLS certification'], gap: 'a surgical ICU', gapNamed: false, gapVerb: 'worked in', plan: 'ACLS certification', field: 'nursing', recounts: [{ text: 'precepted 17 new graduate nurses', claim: '17 new graduate nurses' }, { text: 'staffed 80 night shifts in the ICU', claim: '80 night shifts' }] },
  { resume: 'sy069', posting: 'jd09', name: 'Rodel Bautista', role: 'Inside Sales Representative', company: 'A Place for Mom', title: 'Sales Development Representative', employer: 'ADP', since: 2024, past: { title: 'Customer Success Manager', employer: 'Concentrix' }, tenure: '7 years of quota-carrying experience', degree: 'a Master of Arts in Business Administration', degreeShort: 'MA in Business Administration', school: 'the University of the Philippines Diliman', creds: ['the Salesforce Certified Administrator credential', 'the Certified Inside Sales Professional (CISP) certification'], credItem: 'Salesforce Certified Administrator, CISP', tools: ['Salesforce', 'Microsoft Excel'], duty: 'booked 20 qualified meetings a month through cold calls and LinkedIn outreach', figure: 'closed $91K in new annual revenue, 18% above quota', reqs: ['a history of exceeding sales quota', 'multi-tasking on the phone and computer'], gap: 'senior living referrals', gapNamed: false, gapVerb: 'worked in', field: 'B2B sales', recounts: [{ text: 'closed 48 senior living placements', claim: '48 senior living placements' }, { text: 'made 91 calls a day', claim: '91 calls a day' }] },
  { resume: 'sy115', posting: 'jd19', name: 'Kayla McAllister', role: 'Junior Staff Accountant', company: 'CorVel', title: 'Audit Associate', employer: 'HDFC Bank', since: 2024, past: { title: 'Bookkeeper', employer: 'Ernst & Young' }, tenure: '10 years in accounting and reporting', degree: 'a Bachelor of Business Administration in Finance', degreeShort: 'BBA in Finance', school: 'Miami Dade College', tools: ['QuickBooks', 'NetSuite', 'Power BI', 'Excel'], duty: 'processed 570+ vendor invoices a month across 3 entities in SAP', figure: 'found $54K in duplicate payments through a vendor master clean-up', reqs: ['general ledger reconciliations under GAAP', 'month-end close support'], gap: 'a month-end close at a claims-management company', gapNamed: false, gapVerb: 'run', field: 'accounting', recounts: [{ text: 'reconciled 450 general ledger accounts', claim: '450 general ledger accounts' }, { text: 'closed 54 month-ends', claim: '54 month-ends' }] },
  { resume: 'sy132', posting: 'jd20', name: 'Aditya Chaudhary', role: 'Application Security Engineer', company: 'Eigen Labs', title: 'Software Engineer', employer: 'Quantum Leap Labs', since: 2021, degree: 'a Ph.D. in Data Science', degreeShort: 'Ph.D. Data Science', school: 'the University of Pune', tools: ['Go', 'JavaScript', 'React', 'Jira'], duty: 'migrated 7 legacy cron jobs to AWS Lambda, cutting nightly batch time from 7 hours to 1', figure: 'wrote 9 dashboards in Power BI used weekly by 45 account managers', reqs: ['threat modeling and penetration testing', 'secure CI pipelines with GitHub Actions'], gap: 'GitHub Actions', gapNamed: true, gapVerb: 'built pipelines in', field: 'software engineering', recounts: [{ text: 'fixed 45 security findings', claim: '45 security findings' }, { text: 'ran 9 penetration tests', claim: '9 penetration tests' }] },
  { resume: 'sy110', posting: 'jd18', name: 'Adebayo Eze', role: 'Cashier', company: 'Areas USA', title: 'Host', employer: 'Marriott International', since: 2024, past: { title: 'Store Manager', employer: 'Target' }, tenure: '3 years in retail and hospitality', degree: 'a BSc (Hons) in Hospitality Management', degreeShort: 'BSc (Hons) Hospitality Management', school: 'the University of Manchester', tools: ['POS systems'], duty: 'checked in 15+ guests a day and resolved billing disputes', figure: 'built seasonal displays that lifted category sales by 43%', reqs: ['airport food and beverage service', 'accurate cash handling'], gap: 'an airport concession', gapNamed: false, gapVerb: 'worked at', field: 'hospitality and retail', recounts: [{ text: 'served 41 tables a shift', claim: '41 tables' }, { text: 'trained 15 cashiers', claim: '15 cashiers' }] },
  { resume: 'sy009', posting: 'jd10', name: 'Trevor Jenkins', role: 'Customer Support Representative', company: 'pulseM', title: 'HR Generalist', employer: 'City of Seattle Human Resources', since: 2021, past: { title: 'Office Manager', employer: 'Workday' }, degree: 'a BA (Hons) in Office Administration', degreeShort: 'BA (Hons) Office Administration', school: 'King’s College London', creds: ['CIPD Level 5', 'the SHRM-CP'], credItem: 'CIPD Level 5, SHRM-CP', tools: ['Google Workspace', 'ADP', 'Microsoft Office'], duty: 'rolled out a new HRIS to 440 employees', figure: 'filled 31 open roles in 8 months with an average time-to-hire of 31 days', reqs: ['a year of customer support at a SaaS company', 'strong follow-through'], gap: 'customer support at a SaaS company', gapNamed: false, gapVerb: 'worked in', field: 'HR and office administration', recounts: [{ text: 'resolved 440 support tickets', claim: '440 support tickets' }, { text: 'answered 60 chats a day', claim: '60 chats' }] },
];

// Invented names, none a pair's resume or posting holds; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Deloitte', 'Accenture', 'Kaiser Permanente', 'Wayfair', 'Siemens', 'Unilever', 'Bain & Company', 'Nordstrom'],
  school: ['Carnegie Mellon University', 'Duke University', 'Rice University', 'Emory University', 'Trinity College Dublin'],
  field: ['Epidemiology', 'Operations Research', 'Cognitive Science', 'Supply Chain Management', 'Actuarial Science'],
  degreeAbbr: ['MPH', 'MPA', 'MEng', 'MLIS', 'MPhil'],
  certAcronym: ['PMP', 'CPA', 'CISSP', 'CSCP', 'CCRN', 'CFA'],
  certName: ['Certified Public Accountant', 'Certified Supply Chain Professional', 'Certified Information Security Manager', 'Certified Associate in Project Management', 'Six Sigma Black Belt'],
  certRole: ['Practical Nurse', 'Pharmacy Technician', 'Electrician', 'Dental Hygienist', 'Dietitian'],
  tool: ['Jira', 'Zendesk', 'Confluence', 'Figma', 'Snowflake', 'Looker', 'Salesforce', 'Tableau'],
  number: [
    { text: 'kept a 4:1 ratio of repeat to new customers', claim: '4:1' },
    { text: 'handled between 40 and 60 accounts at a time', claim: 'between 40 and 60 accounts' },
    { text: 'doubled weekly sign-ups, from 150 to 300', claim: 'from 150 to 300' },
    { text: 'closed one in three of the leads I worked', claim: 'one in three' },
    { text: 'returned $3 for every $1 of event spend', claim: '$3 for every $1' },
    { text: 'kept turnaround to 2–3 days on 1,200 requests', claim: '1,200 requests' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'My work with {X} as a client taught me to listen first.', 'Client work with {X}'],
  ['employer', 'employer', 'end', 'Our partnership with {X}, which I managed, ran for two years.', 'Managed the {X} partnership'],
  ['employer', 'employer', 'start', 'While I was seconded to {X}, I learned to move fast.', 'Secondment to {X}'],
  ['employer', 'employer', 'end', 'I still keep in touch with the team I led at {X}.', 'Led a team at {X}'],
  ['employer', 'employer', 'end', 'The years at {X}, where I started out, shaped how I work.', 'Started out at {X}'],
  ['employer', 'employer', 'end', 'I delivered a year-long project for {X} on site.', 'Year-long on-site project for {X}'],
  ['degree', 'school', 'end', "My Master's research at {X} was on exactly this.", "Master's research at {X}"],
  ['degree', 'field', 'end', 'My thesis in {X} is where I learned to work with data.', 'Thesis in {X}'],
  ['degree', 'degreeAbbr', 'end', 'The {X} I completed in 2018 rounds this out.', '{X} (2018)'],
  ['degree', 'school', 'start', 'As a {X} graduate, I value rigour.', '{X} graduate'],
  ['degree', 'field', 'end', 'During my PhD in {X}, I taught two seminars a week.', 'PhD in {X}'],
  ['degree', 'degreeAbbr', 'end', 'My {X} coursework covered the rest.', '{X} coursework'],
  ['certification', 'certAcronym', 'start', 'As a {X}, I plan every project carefully.', '{X}'],
  ['certification', 'certName', 'end', 'My {X} status is current.', '{X} (current)'],
  ['certification', 'certAcronym', 'end', 'I have been {X}-certified since 2019.', '{X}-certified since 2019'],
  ['certification', 'certRole', 'end', 'Being a licensed {X} helps here too.', 'Licensed {X}'],
  ['certification', 'certAcronym', 'end', 'My {X} designation came through last spring.', '{X} designation'],
  ['certification', 'certName', 'end', 'Holding the {X} title has helped me here.', '{X} title'],
  ['tool', 'tool', 'end', 'I ran our {X} board for the whole team.', 'Ran our {X} board'],
  ['tool', 'tool', 'end', 'Most of my tickets lived in {X}.', 'Tickets in {X}'],
  ['tool', 'tool', 'end', 'The automations I built in {X} still run every week.', 'Automations built in {X}'],
  ['tool', 'tool', 'start', 'Between {X} and {T}, my days are well organised.', '{X} and {T}, daily'],
  ['tool', 'tool', 'end', 'My {X} dashboards were shared with leadership.', '{X} dashboards for leadership'],
  ['tool', 'tool', 'end', 'I was the go-to person for {X} on my team.', 'Go-to person for {X}'],
  ['tool', 'gap', 'end', 'My {X} experience goes back three years.', '{X} experience, three years'],
  ['tool', 'gap', 'end', 'I have shipped {X} work every quarter since 2021.', '{X} work shipped every quarter since 2021'],
  ['number', 'number', 'end', 'Over two years, I {X}.', 'Over two years: {X}'],
  ['number', 'number', 'start', 'In my current team, I {X}.', 'Current team: {X}'],
  ['number', 'number', 'end', 'On average, I {X}.', 'On average: {X}'],
  ['number', 'number', 'end', 'A figure I am proud of: I {X}.', 'Proud of: {X}'],
];

const STYLES: Fresh16Style[] = ['flowing-nested', 'woven-requirements', 'highlights-table', 'passing-mentions'];

const noThe = (s: string) => s.replace(/^the /, '');

function draft(f: Facts, style: Fresh16Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const holds = f.creds?.length ? list(f.creds) : undefined;
  switch (style) {
    case 'flowing-nested':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Yours sincerely',
        paras: [
          `I am writing to apply for the ${f.role} role${at}, a position which, given what I have done as ${article(f.title)} at ${f.employer}${f.since ? ` since ${f.since}` : ''} and what I hope to learn next, seems to me a natural next step, although I know that it would also stretch me in ways that I would welcome.`,
          `In my work at ${f.employer}, where, among other things, I ${f.duty}, I have come to value careful preparation, clear handovers and the kind of patience that, in my experience, matters most when things go wrong${f.figure ? `; more recently, and with the help of colleagues whose support I was glad of, I ${f.figure}` : ''}.${f.past ? ` Before that, I was ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}${f.tenure ? ` Altogether, I have ${f.tenure}.` : ''}`,
          `I earned ${f.degree} at ${f.school}${holds ? `, and I hold ${holds}` : ''}; the tools I use most, which I would expect to keep using, are ${list(f.tools)}.`,
          `I should say plainly that I have not ${f.gapVerb} ${f.gap}, which your posting, quite reasonably, asks about, and that ${f.reqs[0]} and ${f.reqs[1]}, while they are things I would very much like to develop, are areas where I would be learning rather than leading${f.plan ? `; I would also hope to obtain ${f.plan} in my first year` : ''}. What I believe transfers is a habit of staying calm, of listening before acting and of following through, which, whatever the setting, I have found to be what colleagues value.`,
          'Thank you for considering my application; I would be glad to talk further at your convenience.',
        ],
      };
    case 'woven-requirements':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Best wishes',
        paras: [
          `Your posting for the ${f.role} role${at} asks for ${f.reqs[0]}, and while I have not ${f.gapVerb} ${f.gap}, my time as ${article(f.title)} at ${f.employer} — where I ${f.duty} — is where my case starts.`,
          `You ask for ${f.reqs[1]}; I can offer ${f.tenure ?? `a background in ${f.field}`}${f.figure ? `, a record that includes the time I ${f.figure}` : ''}${f.past ? `, and an earlier role as ${article(f.past.title)} at ${f.past.employer}` : ''}, though I would still expect to learn your way of working.`,
          `The role needs someone comfortable with new systems, and I use ${list(f.tools)} daily${holds ? ` and hold ${holds}` : ''}, while ${f.degree} from ${f.school} gave me a foundation that transfers well to ${f.reqs[0]}.`,
          `Where your team wants ${f.reqs[0]} and I have not yet had it, I would ask for mentoring${f.plan ? `, and I would aim to earn ${f.plan} within a year` : ''}; where it wants reliability, patience and good humour, I hope my colleagues' word would count.`,
          'Thank you for your time.',
        ],
      };
    case 'highlights-table': {
      const toolsItem = `Tools | ${f.tools.join(', ')}`;
      const rows = [
        '| Area | Highlight |',
        '|---|---|',
        `| Current role | ${f.title}, ${f.employer}${f.since ? ` (since ${f.since})` : ''} |`,
        ...(f.past ? [`| Before | ${f.past.title}, ${f.past.employer} |`] : []),
        ...(f.figure ? [`| Result | ${upperFirst(f.figure)} |`] : []),
        `| Education | ${f.degreeShort}, ${noThe(f.school)} |`,
        ...(f.credItem ? [`| Credentials | ${f.credItem} |`] : []),
        `| ${toolsItem} |`,
        '| Strengths | Patient, organised, a steady communicator |',
      ];
      return {
        slot: 1,
        listSlot: true,
        bullet: '| Also | ',
        toolsItem,
        closing: 'Thanks so much',
        paras: [
          `I'm excited to apply for the ${f.role} position${at}. Here is a quick snapshot before the details:`,
          rows.join('\n'),
          `Behind the table: at ${f.employer} I ${f.duty}. I have not ${f.gapVerb} ${f.gap} yet, and the posting's ${f.reqs[0]} and ${f.reqs[1]} are what I would most like to grow into${f.plan ? `; I'm also keen to earn ${f.plan}` : ''}.`,
          `I'd love to talk about how my ${f.field} background could transfer to your team.`,
        ],
      };
    }
    case 'passing-mentions':
      return {
        slot: 2,
        listSlot: false,
        closing: 'With thanks',
        paras: [
          `Good teams, which is something I learned when I was ${article(f.title)} at ${f.employer}, are built on small habits done every day, and that is why the ${f.role} role${at} caught my eye.`,
          `The work I am proudest of — which, as it happens, was the time I ${f.duty} — came from asking questions early${f.figure ? `, and the same habit, when later I ${f.figure}, paid off again` : ''}.${f.past ? ` I learned some of that, when I was ${article(f.past.title)} at ${f.past.employer}, from people who were generous with their time.` : ''}`,
          `Although the tools matter less than the people, I am at home in ${list(f.tools)}, which I have used for years, and ${f.degree}, which I earned at ${f.school}, still shapes how I think.${holds ? ` I also hold ${holds}.` : ''}`,
          `I have not ${f.gapVerb} ${f.gap} so far, which I know your posting asks about, and I would want to grow into ${f.reqs[0]} and ${f.reqs[1]}, ideally with a mentor${f.plan ? `, while working toward ${f.plan}` : ''}. I'm told I am patient, dependable and quick to laugh, for whatever that is worth.`,
          'Thank you for reading; I hope we can talk.',
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh16(avoidText: (resume: string, posting: string) => string): Fresh16Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: '29 November 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
