// Held-out set 'fresh10' of the guard around a model (issue 23, the guard5 round, seventh round of held-out sets):
// whole letters in four LLM house styles not used by fresh..fresh9, for 10 resume × posting pairs of ../shared/corpus
// that no earlier set pairs. The ten resumes are synthetic ones no earlier set uses (sy006, sy028, sy077, sy084, sy112,
// sy140, sy184, sy185, sy189, sy192) and the ten postings are of jd01–jd20, so every pair is of the corpus's tuning
// half (no real resume of its checking half is used); one prints a post-nominal after the name (PE).
//
// Method (that of fresh4..fresh9; the generator is shared, eval/guard-house.ts): each pair's facts were copied from its
// resume's text (titles, employers — as an LLM writes them, 'Lakeside Family Clinic' for 'LAKESIDE FAMILY CLINIC',
// 'Zenith Ledger Partners' for 'Zenith Ledger Partners Ltd' —, the degree as an LLM abbreviates it, credentials as
// printed or named whole, tools, one duty and one figure as printed, a span the resume states) and two requirements of
// its posting. Four styles — a Jasper-like letter that opens on a bold one-line summary and then three short
// paragraphs; a Copy.ai-like letter with "Here's why I'm a strong fit:" and numbered points ('1)', '2)' …); a
// LinkedIn easy-apply note of four sentences; a formal British letter ("Dear Sir or Madam" … "Yours faithfully") with a
// "Relevant experience:" paragraph — turn them into an honest letter that also names the posting's requirements as the
// role's, a gap as not yet done, a credential the posting asks for as one the candidate plans to pursue, and soft
// skills.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: 'I previously held a post at X', 'Before this, X employed me for two years',
// 'I was on the team at X for three seasons', 'My first full-time job was with X', 'I worked a summer season at X', 'I
// temped at X in 2016'; 'I read X at university', "I earned my bachelor's at X", 'My first degree was in X', 'X awarded
// me a BSc in 2015', "I went on to earn a master's in X", "I finished a master's at X in 2017"; 'I passed the X exam in
// 2022', "I'm a card-carrying X", 'I qualified as a Chartered X in 2020', 'I have held an X licence since 2019', 'I
// gained a certificate in X this spring', "I'm fully X certified", 'I sat and passed the X last year'; 'I built our
// scheduling templates in X', 'I administer our X instance', 'Most of my week is spent in X', 'I keep our stock records
// in X', 'I produce the monthly board pack in X and T', 'Our whole intake calendar lives in X, which I set up', the
// posting's gap as "I'm well versed in X" or "I've been hands-on with X since 2020"; a figure as deals in a quarter, a
// share of overtime, an amount in pounds, a count of clients, 'threefold', a count of calls, hours a week, an error
// rate. Written and committed before any change to the guard in that round and measured once on the guard as it stood.
// A tuning set since the guard6 round, which audited it against the resumes: every fact sheet is on its resume; one
// correction was made to the shared generator (a name opening a prose sentence is capitalised).

import { article, buildHouseSet, fabTemplates, list, type FabRow, type GeneratedFacts, type HouseCase, type HouseDraft } from './guard-house.ts';

export type Fresh10Style = 'jasper-bold-summary' | 'copyai-numbered' | 'linkedin-note' | 'british-formal';
export type Fresh10Case = HouseCase<Fresh10Style>;

interface Facts extends GeneratedFacts {
  /** A span the resume states ('9 years of acute and long-term care experience'). */
  tenure?: string;
  /** Credentials the resume prints, each as the words after "I hold". */
  creds?: string[];
  /** The same credentials as one list item. */
  credItem?: string;
  /** A credential of the posting the candidate plans to pursue, as the words after "I plan to pursue". */
  plan?: string;
  /** The verb of the gap sentence: "I haven't {gapVerb} {gap} yet". */
  gapVerb: string;
}

// Copied from the resumes — nothing here is invented.
const FACTS: Facts[] = [
  { resume: 'sy006', posting: 'jd03', name: 'Xiaoming Chen', role: 'Fork Lift Operator', company: 'Graham Packaging', title: 'Material Handler', employer: 'UPS', since: 2024, past: { title: 'Dispatcher', employer: 'Ryder System, Inc.' }, degree: 'a Diploma in Logistics', degreeShort: 'Diploma in Logistics', school: 'McGill University', tools: ['Samsara', 'TMS software', 'RF scanners'], duty: 'operated sit-down and reach forklifts with zero incidents', figure: 'cut receiving dock time by 34% by reorganising the staging area', reqs: ['driving a propane-powered squeeze lift', 'moving goods according to FIFO'], gap: 'a squeeze lift', gapNamed: false, gapVerb: 'operated', field: 'warehousing and logistics' },
  { resume: 'sy028', posting: 'jd01', name: 'Rodel dela Cruz', role: 'Analytics Engineer', company: 'Parfumado', title: 'Senior Software Engineer', employer: 'Orbital Payments, Inc.', since: 2022, past: { title: 'Site Reliability Engineer', employer: 'Zuno' }, tenure: '9 years of experience building reliable software and data products', degree: 'an M.A. in Computer Science', degreeShort: 'M.A. in Computer Science', school: 'De La Salle University', creds: ['the Google Data Analytics Certificate'], credItem: 'Google Data Analytics Certificate (2022)', tools: ['Airflow', 'Tableau', 'Terraform', 'Docker'], duty: 'migrated 3 legacy cron jobs to Airflow, cutting nightly batch time from 9 hours to 1', figure: 'wrote 3 dashboards in Tableau used weekly by 12 account managers', reqs: ['data warehouse design', 'web analytics in GA4 and Segment'], gap: 'dbt', gapNamed: true, gapVerb: 'used', field: 'software and data engineering' },
  { resume: 'sy185', posting: 'jd02', name: 'Amélie Dubois', role: 'Registered Nurse (Weekend SICU)', company: 'Singing River Health System', title: 'Nurse Manager', employer: 'Lakeside Family Clinic', past: { title: 'Patient Care Technician', employer: 'Mercy General Hospital' }, tenure: '9 years of acute and long-term care experience', degree: 'an MBA', degreeShort: 'MBA', school: 'Cardiff University', creds: ['a Registered Nurse License from the State of Texas', 'BLS certification from the American Heart Association'], credItem: 'Registered Nurse License (State of Texas); BLS (American Heart Association); CNA', tools: ['Epic EHR', 'Cerner'], duty: 'precepted 5 new graduate nurses and 51 nursing students', figure: 'provided direct care for 2-11 patients per shift on the 35-bed medical-surgical unit', reqs: ['Mississippi State licensure', 'ACLS certification'], gap: 'an ACLS course', gapNamed: false, gapVerb: 'completed', plan: 'Mississippi State licensure', field: 'acute and long-term nursing care' },
  { resume: 'sy189', posting: 'jd04', name: 'Hannah Patterson', role: 'Senior Accountant', title: 'Financial Analyst', employer: 'Zenith Ledger Partners', past: { title: 'Bookkeeper', employer: 'State Farm' }, tenure: '4 years in accounting and reporting', degree: 'a Master of Economics', degreeShort: 'Master of Economics', school: 'the University of Queensland', creds: ['the ACCA qualification', 'the Certified Management Accountant (CMA) credential'], credItem: 'ACCA; Certified Management Accountant (CMA); QuickBooks ProAdvisor', tools: ['NetSuite', 'SAP', 'Power BI', 'QuickBooks'], duty: 'reconciled 60 balance sheet accounts and supported the annual external audit', figure: 'prepared 400+ individual and small-business tax returns each season', reqs: ['month-end close', 'SOX internal control assessments under Section 404'], gap: 'BlackLine', gapNamed: true, gapVerb: 'used', field: 'accounting and financial reporting' },
  { resume: 'sy084', posting: 'jd08', name: 'Ha-eun Jung', role: 'Elementary Dual Language Spanish Immersion Teacher', title: 'Elementary School Teacher', employer: 'the British Council', since: 2024, past: { title: 'Instructional Coordinator', employer: 'Oakwood High School' }, tenure: '8 years of classroom experience', degree: 'a B.S. in Early Childhood Education', degreeShort: 'B.S. in Early Childhood Education', school: 'Arizona State University', creds: ['a State Teaching License for Grades 1-6', 'the Praxis II in Mathematics'], credItem: 'State Teaching License (Grades 1-6); Praxis II: Mathematics', tools: ['Canvas LMS', 'Microsoft Office'], duty: 'designed a phonics program that moved 43 readers up 9 reading levels in one year', figure: 'taught 20 students across 6 sections of Grade 6 math, raising pass rates by 21%', reqs: ['a valid Georgia Teaching Certificate', 'instructional strategies for Spanish immersion'], gap: 'a dual language classroom', gapNamed: false, gapVerb: 'taught in', plan: 'a Georgia Teaching Certificate', field: 'elementary education' },
  { resume: 'sy112', posting: 'jd09', name: 'Sneha Chaudhary', role: 'Inside Sales Representative', company: 'A Place for Mom', title: 'Sales Development Representative', employer: 'Hubbell Industrial Ltd', since: 2024, past: { title: 'Call Center Agent Intern', employer: 'Verizon Wireless' }, degree: 'a B.Com', degreeShort: 'B.Com', school: 'Manipal Academy of Higher Education', tools: ['Salesforce', 'HubSpot', 'Microsoft Excel'], duty: 'booked 36 qualified meetings a month through cold calls and LinkedIn outreach', figure: 'renewed 96% of a $62K book of business', reqs: ['a history of exceeding sales quota', 'multi-tasking on the phone and computer'], gap: 'senior care', gapNamed: false, gapVerb: 'worked in', field: 'sales development' },
  { resume: 'sy140', posting: 'jd10', name: 'Omar Mansour', role: 'Customer Support Representative', company: 'EverCommerce', title: 'Call Center Agent', employer: 'Cintas Corporation', past: { title: 'Account Executive', employer: 'Comcast Business' }, tenure: '10 years of quota-carrying experience', degree: 'an M.Eng. in Marketing', degreeShort: 'M.Eng., Marketing', school: 'McGill University', tools: ['Salesforce', 'Zendesk', 'HubSpot'], duty: 'cut average handle time by 30% while keeping first-call resolution above 92%', figure: 'ranked #3 of 50 reps in the region for two straight quarters', reqs: ['customer support at a SaaS company', 'a world-class customer experience'], gap: 'a SaaS company', gapNamed: false, gapVerb: 'worked at', field: 'sales and customer support' },
  { resume: 'sy184', posting: 'jd15', name: 'Kristine Aquino', role: 'Class A Over-the-Road Truck Driver', title: 'Inventory Control Specialist', employer: 'Swift Transportation', tenure: '3 years in warehousing and transportation', degree: 'a GED', degreeShort: 'GED', school: 'Roosevelt High School', tools: ['Samsara', 'SAP', 'WMS (Manhattan)'], duty: 'ran cycle counts for 46,000 SKUs and kept inventory accuracy above 98%', figure: 'picked and packed 21+ orders per shift at 93% accuracy', reqs: ['a Class A CDL', 'a DOT physical and drug screen'], gap: 'over-the-road driving', gapNamed: false, gapVerb: 'done', field: 'warehousing and transportation' },
  { resume: 'sy192', posting: 'jd11', name: 'Lakshmi Kulkarni', role: 'City Clerk', company: 'the City of Petaluma', title: 'Executive Assistant', employer: 'Workday', past: { title: 'Administrative Assistant', employer: 'Randstad' }, tenure: '10 years supporting busy teams', degree: 'a B.Tech in Business Administration', degreeShort: 'B.Tech, Business Administration', school: 'Manipal Academy of Higher Education', creds: ['CIPD Level 5', 'the SHRM Certified Professional (SHRM-CP) credential'], credItem: 'CIPD Level 5; SHRM-CP', tools: ['Workday', 'Google Workspace', 'Microsoft Office'], duty: 'managed calendars, travel and expenses for 5 senior executives', figure: 'answered a busy multi-line phone system and greeted 52+ visitors a day', reqs: ['supporting an elected or appointed government body', 'clear public communication'], gap: 'local government', gapNamed: false, gapVerb: 'worked in', plan: 'the Certified Municipal Clerk (CMC) designation', field: 'executive and administrative support' },
  { resume: 'sy077', posting: 'jd16', name: 'Rodel Mendoza', postNominal: 'PE', role: 'Survey Crew Chief', title: 'Process Engineer', employer: 'the City of Austin Transportation Department', past: { title: 'Civil Engineer', employer: 'Kiewit' }, degree: 'a Ph.D. in Mechanical Engineering', degreeShort: 'Ph.D., Mechanical Engineering', school: 'the University of Texas at Austin', creds: ['the Professional Engineer (PE) credential', 'the Engineer in Training (EIT) certification'], credItem: 'Professional Engineer (PE); Engineer in Training (EIT)', tools: ['AutoCAD', 'SolidWorks', 'ANSYS', 'MATLAB'], duty: 'inspected 45 site pours and wrote daily reports for the client', figure: 'led root-cause analysis (8D) on 25 field failures and cut warranty claims by 25%', reqs: ['boundary survey work as a crew chief', 'topographic, ALTA and GPS surveying'], gap: 'a survey crew', gapNamed: false, gapVerb: 'led', plan: 'professional registration as a land surveyor', field: 'civil and process engineering' },
];

// Invented names, none used by an earlier set; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Northrop Grumman', 'Safeway', "Sainsbury's", 'Cigna', 'Ironbridge Freight', 'Whitfield Partners', 'Harbor Point Credit Union', 'Marlowe & Finch'],
  field: ['Archaeology', 'Viticulture', 'Meteorology', 'Ornithology', 'Astronomy'],
  school: ['Carleton College', 'the University of Exeter', 'Colgate University', 'Oberlin College'],
  certName: ['Cisco Certified Network Associate', 'Certified Hazardous Materials Manager', 'Certified Energy Manager', 'Certified Fund Raising Executive', 'Certified Pool Operator'],
  certAcronym: ['CDFM', 'CHMM', 'CWEP', 'CPPB', 'CFPS'],
  certIn: ['Lean Manufacturing', 'Crisis Intervention', 'Payroll Compliance', 'Network Security', 'Infection Prevention'],
  chartered: ['Surveyor', 'Physiotherapist', 'Librarian', 'Town Planner', 'Engineer'],
  licence: ['Paramedic', 'Pesticide Applicator', 'Funeral Director', 'Locksmith', 'Optician'],
  tool: ['Zoho Books', 'Kustomer', 'Capsule CRM', 'Wave Accounting', 'Typeform', 'Hotjar', 'Jotform', 'Calendly', 'Teamleader'],
  number: [
    { text: 'closed 27 deals in a single quarter', claim: '27 deals' },
    { text: 'cut overtime costs by 22%', claim: '22%' },
    { text: 'managed a £400,000 budget', claim: '£400,000' },
    { text: 'onboarded 60 new clients', claim: '60 new clients' },
    { text: 'grew repeat business threefold', claim: 'threefold' },
    { text: 'answered more than 12,000 calls', claim: '12,000 calls' },
    { text: 'saved the team 15 hours a week', claim: '15 hours a week' },
    { text: 'brought error rates down to 0.5%', claim: '0.5%' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'I previously held a post at {X}.', 'Previous post: {X}'],
  ['employer', 'employer', 'start', 'Before this, {X} employed me for two years.', 'Employed by {X} for two years'],
  ['employer', 'employer', 'end', 'I was on the team at {X} for three seasons.', 'Three seasons on the team at {X}'],
  ['employer', 'employer', 'end', 'My first full-time job was with {X}.', 'First full-time job: {X}'],
  ['employer', 'employer', 'end', 'I worked a summer season at {X}.', 'Summer season, {X}'],
  ['employer', 'employer', 'start', 'I temped at {X} in 2016.', 'Temp, {X} (2016)'],
  ['degree', 'field', 'end', 'I read {X} at university.', 'Read {X} at university'],
  ['degree', 'school', 'end', "I earned my bachelor's at {X}.", "Bachelor's, {X}"],
  ['degree', 'field', 'end', 'My first degree was in {X}.', 'First degree: {X}'],
  ['degree', 'school', 'start', '{X} awarded me a BSc in 2015.', 'BSc awarded by {X} (2015)'],
  ['degree', 'field', 'end', "I went on to earn a master's in {X}.", "Master's, {X}"],
  ['degree', 'school', 'end', "I finished a master's at {X} in 2017.", "Master's (2017), {X}"],
  ['certification', 'certName', 'end', 'I passed the {X} exam in 2022.', '{X} exam passed (2022)'],
  ['certification', 'certAcronym', 'end', "I'm a card-carrying {X}.", '{X} (card-carrying)'],
  ['certification', 'chartered', 'start', 'I qualified as a Chartered {X} in 2020.', 'Chartered {X} (qualified 2020)'],
  ['certification', 'licence', 'end', 'I have held a {X} licence since 2019.', '{X} licence holder since 2019'],
  ['certification', 'certIn', 'end', 'I gained a certificate in {X} this spring.', 'Certificate in {X} (gained this spring)'],
  ['certification', 'certAcronym', 'end', "I'm fully {X} certified.", 'Fully {X} certified'],
  ['certification', 'certName', 'end', 'I sat and passed the {X} last year.', '{X} (passed last year)'],
  ['tool', 'tool', 'end', 'I built our scheduling templates in {X}.', 'Scheduling templates built in {X}'],
  ['tool', 'tool', 'end', 'I administer our {X} instance.', '{X} administrator'],
  ['tool', 'tool', 'start', 'Most of my week is spent in {X}.', 'Most of my week: {X}'],
  ['tool', 'tool', 'end', 'I keep our stock records in {X}.', 'Stock records kept in {X}'],
  ['tool', 'tool', 'end', 'I produce the monthly board pack in {X} and {T}.', 'Monthly board pack: {X} and {T}'],
  ['tool', 'tool', 'end', 'Our whole intake calendar lives in {X}, which I set up.', 'Set up our intake calendar in {X}'],
  ['tool', 'gap', 'end', "I'm well versed in {X}.", '{X} (well versed)'],
  ['tool', 'gap', 'end', "I've been hands-on with {X} since 2020.", 'Hands-on with {X} since 2020'],
  ['number', 'number', 'end', 'Last quarter I {X}.', 'Last quarter: {X}'],
  ['number', 'number', 'start', 'In my current post I {X}.', 'Current post: {X}'],
  ['number', 'number', 'end', 'Over two years I {X}.', 'Over two years: {X}'],
  ['number', 'number', 'end', 'Most recently, I {X}.', 'Most recently: {X}'],
];

const STYLES: Fresh10Style[] = ['jasper-bold-summary', 'copyai-numbered', 'linkedin-note', 'british-formal'];

/** A sentence's last words with its full stop, which an abbreviation ending it ('Inc.') already gives. */
function stop(text: string): string {
  return /[.!]$/.test(text) ? text : `${text}.`;
}

/** " I hold A and B." (or another lead), as far as the resume gives them. */
function credentialSentence(f: Facts, hold = 'I hold'): string {
  return f.creds?.length ? ` ${hold} ${list(f.creds)}.` : '';
}

function draft(f: Facts, style: Fresh10Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const background = f.tenure ?? `a background in ${f.field}`;
  switch (style) {
    case 'jasper-bold-summary':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Best',
        paras: [
          `**${f.title} with ${background}, ready to bring it to your ${f.role} role.**`,
          `As ${article(f.title)} at ${f.employer}${f.since ? ` since ${f.since}` : ''}, I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Before that, I worked as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          `I hold ${f.degree} from ${f.school}.${credentialSentence(f, 'I also hold')}${f.tools.length ? ` My toolkit includes ${list(f.tools)}.` : ''}`,
          `I know the role calls for ${f.reqs[0]} and ${f.reqs[1]}. I haven't ${f.gapVerb} ${f.gap} yet, but I learn quickly and I'm a steady, collaborative teammate.${f.plan ? ` I plan to pursue ${f.plan}.` : ''}`,
        ],
      };
    case 'copyai-numbered': {
      const items = [
        `Experience: ${f.title} at ${f.employer}, where I ${f.duty}`,
        ...(f.figure ? [`Results: I ${f.figure}`] : []),
        ...(f.past ? [`Before that: ${f.past.title} at ${f.past.employer}`] : []),
        `Education: ${f.degreeShort}, ${f.school.replace(/^the /, '')}`,
        ...(f.credItem ? [`Credentials: ${f.credItem}`] : []),
        ...(f.tools.length ? [`Tools: ${f.tools.join(', ')}`] : []),
        'How I work: organised, patient and clear with people',
      ];
      const numbered = items.map((item, i) => `${i + 1}) ${item}`);
      return {
        slot: 1,
        listSlot: true,
        bullet: '0) ',
        numbered: true,
        toolsItem: numbered.find((item) => item.includes(') Tools: ')),
        paras: [
          `I'm excited to apply for the ${f.role} position${at}.`,
          ["Here's why I'm a strong fit:", ...numbered].join('\n'),
          `I understand the role requires ${f.reqs[0]} and ${f.reqs[1]}. To be upfront, I have not yet ${f.gapVerb} ${f.gap}; it's the first thing I'd work on.${f.plan ? ` I also plan to pursue ${f.plan}.` : ''}`,
          'Thank you for your time. I look forward to hearing from you.',
        ],
      };
    }
    case 'linkedin-note': {
      const current = f.since ? `I'm currently ${article(f.title)} at ${f.employer}` : `Most recently I was ${article(f.title)} at ${f.employer}`;
      return {
        slot: 0,
        listSlot: false,
        greeting: 'Hello,',
        closing: 'Thanks',
        paras: [
          `I'm applying for the ${f.role} role${at}. ${current}, where I ${f.duty}. I hold ${f.degree} from ${f.school}${f.creds?.length ? ` and ${f.creds[0]}` : ''}, and while I haven't ${f.gapVerb} ${f.gap} yet, I'm a fast and careful learner. I'd love to chat if my background fits.`,
        ],
      };
    }
    case 'british-formal': {
      const current = f.since
        ? `I am currently employed as ${article(f.title)} by ${f.employer}`
        : `Until recently I was employed as ${article(f.title)} by ${f.employer}`;
      return {
        slot: 1,
        listSlot: false,
        greeting: 'Dear Sir or Madam,',
        closing: 'Yours faithfully',
        paras: [
          `I wish to apply for the post of ${f.role}${at}, as advertised.`,
          `Relevant experience: ${current}, where I ${f.duty}.${f.figure ? ` In that post I also ${f.figure}.` : ''}${f.past ? ` Previously, I served as ${article(f.past.title)} with ${stop(f.past.employer)}` : ''}`,
          `I hold ${f.degree} from ${f.school}.${credentialSentence(f, 'In addition, I hold')}${f.tools.length ? ` I am proficient in ${list(f.tools)}.` : ''}`,
          `I note that the post requires ${f.reqs[0]} and ${f.reqs[1]}. I should say that I have not yet ${f.gapVerb} ${f.gap}; I am, however, conscientious, well organised and keen to learn.${f.plan ? ` I intend to pursue ${f.plan}.` : ''}`,
          'I would be grateful for the opportunity to discuss my application at interview. Thank you for your consideration.',
        ],
      };
    }
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh10(avoidText: (resume: string, posting: string) => string): Fresh10Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: 'November 26, 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
