// Held-out set 'fresh13' of the guard around a model (issue 23, the guard29 round, tenth round of held-out sets):
// whole letters in four LLM house styles not used by fresh..fresh12, for 10 resume × posting pairs of ../shared/corpus
// that no earlier set pairs. The ten resumes are synthetic ones no earlier guard set uses (sy032, sy037, sy047, sy108,
// sy114, sy118, sy128, sy129, sy131, sy172) and the ten postings are of jd03–jd18, so every pair is of the corpus's
// tuning half (no real resume of its checking half is used).
//
// Method (that of fresh4..fresh12; the generator is shared, eval/guard-house.ts): each pair's facts were copied from its
// resume's text (titles, employers as an LLM writes them — 'Datawise Solutions' for 'Datawise Solutions Pvt. Ltd.',
// 'Redline Mechanical' for 'REDLINE MECHANICAL' —, the degree as an LLM abbreviates it, credentials as printed, tools,
// one duty and one figure as printed, a span the resume states) and two requirements of its posting. Four styles — an
// email with a subject line ('Subject: Application – <role>', 'Hello <company> hiring team,', 'Kind regards'); a letter
// with a two-column plain-text table ('What you need | What I bring', '--- | ---', one row per fact); a letter in headed
// sections (a heading line such as 'Relevant experience' as its own paragraph above each part); a letter that opens on a
// semicolon summary ('In brief: <title> at <employer>; <degree>, <school>; <credentials>.') — turn them into an honest
// letter that also names the posting's requirements as the role's, a gap as not yet done, a credential the posting asks
// for as one the candidate intends, plans or works to earn ('Earning X is my next step'), and soft skills.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: 'I was recruited away from X by my current manager', 'I spent 2016 to 2019 on
// the payroll at X', 'X was my employer for five years before this', 'My longest stint was at X, six years in all', "I've
// also clocked two years at X", 'I answered to the regional manager at X'; 'My undergraduate years at X taught me …',
// "With a master's from X, …", 'My dissertation in X won a departmental prize', 'X is where I did my degree', "I
// specialised in X for my master's", 'X gave me my degree and my first internship'; 'My X credential lets me sign off my
// own work', 'I registered as a X in 2018', 'My X renewal came through this year', 'I hold a state license as a X', 'The
// X exam was the hardest thing I have passed', "I've kept up my X membership since 2019"; 'Most of my reports come out
// of X', 'I wrote the training guide for X', 'I moved our records over to X last year', 'Teammates ask me when they get
// stuck in X', 'I moved our team off spreadsheets and onto X', 'I set the user permissions in X for my whole site', the
// posting's gap as "I've used X on every project since 2021" or 'My X experience runs deep'; a figure in every other
// style as a recount (a number the resume prints, counting another thing), in the others as client visits, recovered
// invoices, returns, vendors, orders, training sessions. Written and committed before any change to the guard in the
// guard29 round, measured once on the guard as it stood and once more at the end of the round; its misses are never
// printed.
import { article, buildHouseSet, credentialSentence, fabTemplates, list, stop, upperFirst, type FabRow, type HouseCase, type HouseDraft, type SpanFacts } from './guard-house.ts';

export type Fresh13Style = 'email-subject' | 'plain-table' | 'headed-sections' | 'semicolon-brief';
export type Fresh13Case = HouseCase<Fresh13Style>;

type Facts = SpanFacts;

// Copied from the resumes — nothing here is invented (the recounts are the invented figures of their pairs).
const FACTS: Facts[] = [
  { resume: 'sy037', posting: 'jd07', name: 'Rania Mansour', role: 'Backend Engineer', title: 'Backend Developer', employer: 'Datawise Solutions', since: 2023, past: { title: 'Senior Software Engineer', employer: 'Cloudspire Technologies' }, tenure: '6 years of experience building reliable software', degree: 'an M.S. in Software Engineering', degreeShort: 'M.S. in Software Engineering', school: 'Arizona State University', creds: ['the Certified Kubernetes Administrator (CKA) certification'], credItem: 'Certified Kubernetes Administrator (CKA)', tools: ['Kubernetes', 'PostgreSQL', 'Jenkins', 'Airflow'], duty: 'automated a regression suite of 41 test cases with Playwright, cutting release checks by 42%', figure: 'mentored 6 junior developers and led code reviews for a team of 25', reqs: ['Django', 'AWS EKS'], gap: 'Rust', gapNamed: true, gapVerb: 'shipped code in', field: 'backend software', recounts: [{ text: 'closed 41 customer tickets', claim: '41 customer tickets' }, { text: 'migrated 25 microservices', claim: '25 microservices' }] },
  { resume: 'sy032', posting: 'jd03', name: 'Kristine Bautista', role: 'Forklift Operator', company: 'Graham Packaging', title: 'Material Handler', employer: 'Ryder System', since: 2023, past: { title: 'Warehouse Supervisor', employer: 'XPO Logistics' }, tenure: '5 years of forklift operation with zero incidents', degree: 'a high school diploma', degreeShort: 'High School Diploma', school: 'Westview High School', creds: ['a Forklift Certification', 'a CDL Class A'], credItem: 'Forklift Certification; CDL Class A', tools: ['Samsara', 'SAP', 'Manhattan WMS'], duty: 'picked and packed 17+ orders per shift at 93% accuracy', figure: 'ran cycle counts for 40,000 SKUs and kept inventory accuracy above 93%', reqs: ['squeeze lift experience', 'FIFO stock rotation'], gap: 'a squeeze lift', gapNamed: false, gapVerb: 'operated', field: 'warehousing', recounts: [{ text: 'trained 17 forklift drivers', claim: '17 forklift drivers' }, { text: 'shipped 40,000 pallets', claim: '40,000 pallets' }] },
  { resume: 'sy108', posting: 'jd18', name: 'Megan Carter', role: 'Cashier', company: 'Areas USA', title: 'Shift Supervisor', employer: 'Zara', past: { title: 'Barista', employer: 'Sephora' }, degree: 'an M.S. in Tourism', degreeShort: 'M.S. in Tourism', school: 'Sacramento City College', creds: ['a ServSafe Manager certificate', 'Food Hygiene Level 2'], credItem: 'ServSafe Manager; Food Hygiene Level 2', tools: ['Square POS', 'Microsoft Excel', 'HotSchedules'], duty: 'managed a team of 50 associates and a weekly payroll budget of $83K', figure: 'handled cash and card transactions for 37+ customers per shift with zero drawer variances', reqs: ['guest service', 'cash handling'], gap: 'an airport food and beverage concession', gapNamed: false, gapVerb: 'worked at', field: 'retail and food service', recounts: [{ text: 'served 50 tables a night', claim: '50 tables' }, { text: 'opened 37 new store accounts', claim: '37 new store accounts' }] },
  { resume: 'sy114', posting: 'jd13', name: 'Siddharth Patel', role: 'Senior Product Marketing Manager', company: 'AdRoll', title: 'Brand Manager', employer: 'the Coca-Cola Company', since: 2023, degree: 'a Ph.D. in Marketing', degreeShort: 'Ph.D. in Marketing', school: 'Ohio State University', creds: ['the HubSpot Content Marketing Certification', 'the Google Analytics Certification'], credItem: 'HubSpot Content Marketing Certification; Google Analytics Certification', tools: ['Google Ads', 'Google Analytics', 'Looker Studio', 'Canva'], duty: 'ran Google Ads campaigns with a $16K monthly budget at 2.2x ROAS', figure: 'grew Instagram followers from 55K to 236K in 3 months', reqs: ['sales enablement', 'close work with product and engineering teams'], gap: 'product marketing for a SaaS platform', gapNamed: false, gapVerb: 'done', field: 'brand and digital marketing', recounts: [{ text: 'launched 16 product pages', claim: '16 product pages' }, { text: 'trained 27 sales reps', claim: '27 sales reps' }] },
  { resume: 'sy129', posting: 'jd08', name: 'Caleb Russell', role: 'Elementary Dual Language Spanish Immersion Teacher', title: 'Elementary School Teacher', employer: 'Bright Horizons', past: { title: 'Science Teacher Intern', employer: 'Delhi Public School' }, tenure: '5 years of classroom experience', degree: 'a Ph.D. in Education', degreeShort: 'Ph.D. in Education', school: 'Miami Dade College', tools: ['Google Classroom', 'Canvas LMS'], duty: 'tutored 41 adult learners in English as a second language', figure: 'held parent conferences for 38 families each term', reqs: ['a valid Georgia Teaching Certificate', 'strong instructional strategies'], gap: 'a Spanish immersion classroom', gapNamed: false, gapVerb: 'taught in', plan: 'a Georgia Teaching Certificate', field: 'elementary teaching', recounts: [{ text: 'coached 38 student athletes', claim: '38 student athletes' }, { text: 'graded 41 science projects', claim: '41 science projects' }] },
  { resume: 'sy118', posting: 'jd10', name: 'Tomasz Zieliński', role: 'Customer Support Representative', company: 'EverCommerce', title: 'Receptionist', employer: 'Northern Trust', past: { title: 'Talent Acquisition Specialist', employer: 'Goldman Family Dental' }, tenure: '11 years supporting busy teams', degree: 'a Bachelor of Science in Human Resource Management', degreeShort: 'B.S. in Human Resource Management', school: 'CUNY Hunter College', tools: ['Workday', 'ADP', 'Microsoft Office'], duty: 'processed 590+ records a day with 92% accuracy', figure: 'onboarded 18+ new hires a quarter and ran benefits enrollment', reqs: ['a world-class customer experience', 'organizational skills'], gap: 'customer support at a SaaS company', gapNamed: false, gapVerb: 'worked in', field: 'front-office and HR support', recounts: [{ text: 'answered 590 support chats', claim: '590 support chats' }, { text: 'resolved 28 billing disputes', claim: '28 billing disputes' }] },
  { resume: 'sy128', posting: 'jd15', name: 'Vikram Nair', role: 'Class A Over-the-Road Truck Driver', title: 'Material Handler', employer: 'DHL Supply Chain', since: 2024, past: { title: 'Forklift Operator', employer: 'Werner Enterprises' }, tenure: '6 years in warehousing and transportation', degree: 'a Ph.D. in Business', degreeShort: 'Ph.D. in Business', school: 'Osmania University', tools: ['Samsara', 'SAP', 'RF scanners'], duty: 'dispatched 60 drivers daily using Samsara and TMS software', figure: 'completed 45 deliveries a day on a route of 45 stops', reqs: ['a Class A CDL', 'a DOT physical'], gap: 'over-the-road driving', gapNamed: false, gapVerb: 'done', plan: 'a Class A CDL', field: 'warehousing and logistics', recounts: [{ text: 'drove 60 long-haul loads', claim: '60 long-haul loads' }, { text: 'hauled 45 refrigerated trailers', claim: '45 refrigerated trailers' }] },
  { resume: 'sy172', posting: 'jd06', name: 'Meenakshi Kulkarni', role: 'Maintenance Worker (Heating)', company: 'the NYC Housing Authority', title: 'Plumber', employer: 'Turner Construction', past: { title: 'HVAC Technician', employer: 'Redline Mechanical' }, tenure: '14 years of field experience', degree: 'a BSc in Construction Management', degreeShort: 'BSc, Construction Management', school: 'Christ University', creds: ['OSHA 30'], credItem: 'OSHA 30', tools: ['AutoCAD'], duty: 'diagnosed and repaired 42+ HVAC systems a month with a 93% first-visit fix rate', figure: 'cut equipment downtime by 34% by setting up a CMMS work-order schedule', reqs: ['boiler and burner repair', 'heating equipment troubleshooting'], gap: 'steam heating systems in public housing', gapNamed: false, gapVerb: 'worked on', plan: "a CDL driver's license", field: 'the building trades', recounts: [{ text: 'repaired 42 boilers', claim: '42 boilers' }, { text: 'supervised 13 apprentices', claim: '13 apprentices' }] },
  { resume: 'sy047', posting: 'jd17', name: 'Nour Nasser', role: 'Junior Data Scientist', company: 'the University of Maryland', title: 'Site Reliability Engineer', employer: 'Brightline Software', since: 2021, past: { title: 'Business Intelligence Analyst', employer: 'Zuno' }, tenure: '13 years of experience building reliable software and data products', degree: 'a PhD in Statistics', degreeShort: 'PhD in Statistics', school: 'Cardiff University', tools: ['Tableau', 'PostgreSQL', 'Terraform'], duty: 'wrote 9 dashboards in Tableau used weekly by 47 account managers', figure: 'reduced cloud spend by $58K a year by right-sizing 3 GCP instances', reqs: ['R', 'statistical analysis'], gap: 'R', gapNamed: true, gapVerb: 'worked in', field: 'software and data', recounts: [{ text: 'built 47 forecasting models', claim: '47 forecasting models' }, { text: 'cleaned 20K survey records', claim: '20K survey records' }] },
  { resume: 'sy131', posting: 'jd11', name: 'Tomasz Zieliński', role: 'City Clerk', company: 'the City of Petaluma', title: 'Office Manager', employer: 'Crown Castle', past: { title: 'Recruiter', employer: 'Unilever' }, tenure: '10 years supporting busy teams', degree: 'a PhD in Psychology', degreeShort: 'PhD in Psychology', school: 'the University of Birmingham', tools: ['Workday', 'Google Workspace', 'ADP'], duty: 'managed calendars, travel and expenses for 5 senior executives', figure: 'rolled out a new HRIS to 380 employees', reqs: ['support for an elected governing body', 'strong communication'], gap: 'a city council', gapNamed: false, gapVerb: 'supported', plan: 'the Certified Municipal Clerk (CMC) designation', field: 'office administration', recounts: [{ text: 'took minutes at 44 board meetings', claim: '44 board meetings' }, { text: 'processed 380 permit applications', claim: '380 permit applications' }] },
];

// Invented names, none used by an earlier set; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Greggs', 'Wilko', 'Ferncliff Logistics', 'Holloway Outfitters', 'Brackenridge Mills', 'Stonehaven Trust', 'Quillon Systems', 'Lakemont Cabinetry'],
  school: ['Middlebury College', 'Hamilton College', 'Davidson College', 'Whitman College', 'the University of Dundee'],
  field: ['Hydrogeology', 'Criminology', 'Limnology', 'Numismatics'],
  certAcronym: ['CPTD', 'CPPM', 'CFPIM', 'CSMP', 'CMAA'],
  certRole: ['Dental Assistant', 'Sommelier', 'Radiologic Technologist', 'Pool Operator', 'Scuba Instructor'],
  certName: ['Certified Professional in Healthcare Quality', 'Certified Logistics Associate', 'Certified Benefits Professional', 'Certified Facility Manager', 'Certified Association Executive'],
  tool: ['Buildertrend', 'Connecteam', 'Teamup', 'Homebase', 'Jobber', 'Katana', 'Agiloft', 'Everhour'],
  number: [
    { text: 'booked 640 client visits', claim: '640 client visits' },
    { text: 'recovered $2.7M in unpaid invoices', claim: '$2.7M' },
    { text: 'reduced returns by 44%', claim: '44%' },
    { text: 'signed 23 new vendors', claim: '23 new vendors' },
    { text: 'processed 12,500 orders', claim: '12,500 orders' },
    { text: 'led 70 training sessions', claim: '70 training sessions' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'I was recruited away from {X} by my current manager.', 'Recruited away from {X}'],
  ['employer', 'employer', 'end', 'I spent 2016 to 2019 on the payroll at {X}.', 'On the payroll at {X}, 2016–2019'],
  ['employer', 'employer', 'start', '{X} was my employer for five years before this.', '{X}: my employer for five years'],
  ['employer', 'employer', 'end', 'My longest stint was at {X}, six years in all.', 'Longest stint: {X}, six years'],
  ['employer', 'employer', 'end', "I've also clocked two years at {X}.", 'Two years clocked at {X}'],
  ['employer', 'employer', 'end', 'I answered to the regional manager at {X}.', 'Answered to the regional manager at {X}'],
  ['degree', 'school', 'end', 'My undergraduate years at {X} taught me to manage my time.', 'Undergraduate years at {X}'],
  ['degree', 'school', 'start', "With a master's from {X}, I approach problems methodically.", "Master's from {X}"],
  ['degree', 'field', 'end', 'My dissertation in {X} won a departmental prize.', 'Prize-winning dissertation in {X}'],
  ['degree', 'school', 'end', '{X} is where I did my degree.', 'Degree: {X}'],
  ['degree', 'field', 'end', "I specialised in {X} for my master's.", "Master's specialism: {X}"],
  ['degree', 'school', 'end', '{X} gave me my degree and my first internship.', 'Degree and first internship: {X}'],
  ['certification', 'certName', 'end', 'My {X} credential lets me sign off my own work.', '{X} credential'],
  ['certification', 'certRole', 'end', 'I registered as a {X} in 2018.', 'Registered {X} (2018)'],
  ['certification', 'certAcronym', 'end', 'My {X} renewal came through this year.', '{X}, renewed this year'],
  ['certification', 'certRole', 'end', 'I hold a state license as a {X}.', 'State license: {X}'],
  ['certification', 'certAcronym', 'end', 'The {X} exam was the hardest thing I have passed.', '{X} exam passed'],
  ['certification', 'certName', 'start', "I've kept up my {X} membership since 2019.", '{X} membership since 2019'],
  ['tool', 'tool', 'end', 'Most of my reports come out of {X}.', 'Reports out of {X}'],
  ['tool', 'tool', 'end', 'I wrote the training guide for {X}.', 'Wrote the training guide for {X}'],
  ['tool', 'tool', 'end', 'I moved our records over to {X} last year.', 'Moved our records over to {X}'],
  ['tool', 'tool', 'end', 'Teammates ask me when they get stuck in {X}.', 'Helps teammates stuck in {X}'],
  ['tool', 'tool', 'end', 'I moved our team off spreadsheets and onto {X}.', 'Moved the team from spreadsheets to {X}'],
  ['tool', 'tool', 'end', 'I set the user permissions in {X} for my whole site.', 'Set user permissions in {X}'],
  ['tool', 'gap', 'end', "I've used {X} on every project since 2021.", '{X} on every project since 2021'],
  ['tool', 'gap', 'end', 'My {X} experience runs deep.', 'Deep {X} experience'],
  ['number', 'number', 'start', 'In eighteen months I {X}.', 'In eighteen months: {X}'],
  ['number', 'number', 'end', 'By my own count, I {X}.', 'By my own count: {X}'],
  ['number', 'number', 'end', 'Without extra headcount, I {X}.', 'Without extra headcount: {X}'],
  ['number', 'number', 'end', 'Between 2020 and 2023 I {X}.', '2020–2023: {X}'],
];

const STYLES: Fresh13Style[] = ['email-subject', 'plain-table', 'headed-sections', 'semicolon-brief'];

const noThe = (s: string) => s.replace(/^the /, '');

function draft(f: Facts, style: Fresh13Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  switch (style) {
    case 'email-subject':
      return {
        slot: 1,
        listSlot: false,
        greeting: `Subject: Application – ${f.role}\n\nHello ${f.company ? `${noThe(f.company)} hiring team` : 'Hiring Team'},`,
        closing: 'Kind regards',
        paras: [
          `I'd like to be considered for the ${f.role} role${at}. ${f.since ? `I'm currently ${article(f.title)} at ${f.employer}, where I ${f.duty}.` : `Until recently I was ${article(f.title)} at ${f.employer}, where I ${f.duty}.`}`,
          `${f.tenure ? `I bring ${f.tenure}.` : `I bring a background in ${f.field}.`}${f.figure ? ` One result I'm proud of: I ${f.figure}.` : ''}${f.past ? ` Earlier, I was ${article(f.past.title)} with ${stop(f.past.employer)}` : ''}`,
          `Education: ${f.degree} from ${f.school}.${credentialSentence(f)}${f.tools.length ? ` Day to day I work in ${list(f.tools)}.` : ''}`,
          `The role calls for ${f.reqs[0]} and ${f.reqs[1]}. To be upfront, I haven't ${f.gapVerb} ${f.gap} yet, but I pick things up quickly and I'm reliable and friendly with customers and colleagues.${f.plan ? ` I intend to pursue ${f.plan}.` : ''}`,
          "Thanks for your time — I'd welcome a conversation.",
        ],
      };
    case 'plain-table': {
      const toolsItem = f.tools.length ? `Tools | ${f.tools.join(', ')}` : undefined;
      const rows = [
        'What you need | What I bring',
        '--- | ---',
        `${upperFirst(f.reqs[0])} | ${f.title} at ${f.employer}: I ${f.duty}`,
        ...(f.figure ? [`Results | I ${f.figure}`] : []),
        `Education | ${f.degreeShort}, ${noThe(f.school)}${f.credItem ? ` — ${f.credItem}` : ''}`,
        ...(toolsItem ? [toolsItem] : []),
      ];
      return {
        slot: 1,
        listSlot: true,
        bullet: 'Also | ',
        toolsItem,
        closing: 'Warm regards',
        paras: [
          `I am excited to apply for the ${f.role} position${at}. Below is how my background lines up with what you are looking for.`,
          rows.join('\n'),
          `I have not yet ${f.gapVerb} ${f.gap}, and I know the role also asks for ${f.reqs[1]}; I am a patient, dependable team player and I am keen to learn.${f.plan ? ` I am planning to earn ${f.plan}.` : ''}`,
          'Thank you for considering my application.',
        ],
      };
    }
    case 'headed-sections':
      return {
        slot: 3,
        listSlot: false,
        closing: 'Sincerely',
        paras: [
          'Why this role',
          `The ${f.role} opening${at} stood out to me because it asks for ${f.reqs[0]} and ${f.reqs[1]}.`,
          'Relevant experience',
          `${f.since ? `Since ${f.since} I have worked as ${article(f.title)} at ${f.employer}` : `Until recently I worked as ${article(f.title)} at ${f.employer}`}, where I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Before that I was ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          'Education and credentials',
          `I hold ${f.degree} from ${f.school}.${credentialSentence(f)}${f.tools.length ? ` The tools I use most are ${list(f.tools)}.` : ''}`,
          'Where I am still growing',
          `I haven't ${f.gapVerb} ${f.gap} yet. I'm organised, calm under pressure and a clear communicator, and I'd like to build that experience with your team.${f.plan ? ` I'm working toward ${f.plan}.` : ''}`,
          'Thank you for your time.',
        ],
      };
    case 'semicolon-brief':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Regards',
        paras: [
          `In brief: ${f.title} at ${f.employer}; ${f.degreeShort}, ${noThe(f.school)}${f.credItem ? `; ${f.credItem}` : ''}.`,
          `I am writing about the ${f.role} vacancy${at}. ${f.tenure ? `I have ${f.tenure}. ` : ''}At ${f.employer}, I ${f.duty}${f.figure ? `; I also ${f.figure}` : ''}.${f.past ? ` My earlier role as ${article(f.past.title)} at ${f.past.employer} built the same habits.` : ''}`,
          `${f.tools.length ? `I work confidently in ${list(f.tools)}. ` : ''}You are looking for ${f.reqs[0]}; I haven't ${f.gapVerb} ${f.gap} yet, but my attention to detail and teamwork carry over.${f.plan ? ` Earning ${f.plan} is my next step.` : ''}`,
          'I would be glad to talk further.',
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh13(avoidText: (resume: string, posting: string) => string): Fresh13Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: '27 November 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
