// Held-out set 'fresh12' of the guard around a model (issue 23, the guard8 round, ninth round of held-out sets):
// whole letters in four LLM house styles not used by fresh..fresh11, for 10 resume × posting pairs of ../shared/corpus
// that no earlier set pairs. The ten resumes are synthetic ones no earlier guard set uses (sy004, sy038, sy048, sy079,
// sy080, sy101, sy102, sy117, sy133, sy191) and the ten postings are of jd01–jd20, so every pair is of the corpus's
// tuning half (no real resume of its checking half is used); one prints a post-nominal after the name (JD).
//
// Method (that of fresh4..fresh11; the generator is shared, eval/guard-house.ts): each pair's facts were copied from its
// resume's text (titles, employers as an LLM writes them — 'Datawise Solutions' for 'Datawise Solutions Pvt. Ltd.',
// "Trader Joe's" for "TRADER JOE'S" —, the degree as an LLM abbreviates it, credentials as printed, tools, one duty and
// one figure as printed, a span the resume states) and two requirements of its posting. Four styles — a Jobscan-like
// letter that names the posting's keywords ('Your posting highlights A and B'); a LinkedIn-message-style note ('Hi
// <company> team,', two short paragraphs, 'Would you be open to a quick chat?'); a letter with a bold-lead bullet list
// ('- **Experience:** …', '- **Results:** …'); a formal British letter ('Dear Sir or Madam', 'I write to apply for the
// post of …', 'Yours faithfully') — turn them into an honest letter that also names the posting's requirements as the
// role's, a gap as not yet done, a credential the posting asks for as one the candidate plans to pursue, and soft skills.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: 'My first real job was at X, where I stayed four years', 'I joined X as a temp and
// stayed three years', 'X moved me up to team lead within a year', 'From 2015 to 2018 I was part of the team at X', 'I left
// X in 2019 to move into this field', 'Before that, I was a shift supervisor for X'; 'I completed my MBA at X', 'My B.S.
// from X gave me …', 'I graduated magna cum laude from X in 2016', "I'm Master's-trained in X", 'My X degree taught me
// …', 'I took a first-class degree in X', "I'm a X graduate"; 'I earned my X license in 2019', 'I also work weekends as a
// certified X', 'Holding a X, …', 'I became a X in 2020', 'I finished my X qualification last spring', 'My X status is
// active through 2027', 'I keep my X current with yearly CPE'; 'I built our inventory tracker in X', 'I spend half my
// day in X', 'Colleagues come to me whenever X acts up', 'I set up X for our whole department', 'I switched our
// scheduling from T to X', 'I was the X admin at my last job', the posting's gap as 'X is the tool I know best' or
// "I've shipped projects in X"; a figure in every other style as a count that reuses a number the resume prints but
// names another thing ('placed 60 new clients' where the resume onboarded 60+ new hires), in the others as appointments
// booked, dollars saved, overtime cut, contracts won, calls handled, workshops run. Written and committed before any change to the guard in the guard8 round and measured once on the
// guard as it stood, and once more at the end of the round; its misses are never printed.

import { article, buildHouseSet, credentialSentence, fabTemplates, list, stop, type FabRow, type HouseCase, type HouseDraft, type SpanFacts } from './guard-house.ts';

export type Fresh12Style = 'jobscan-keywords' | 'linkedin-message' | 'bold-lead-bullets' | 'british-faithfully';
export type Fresh12Case = HouseCase<Fresh12Style>;

type Facts = SpanFacts;

// Copied from the resumes — nothing here is invented (the recounts are the invented figures of their pairs).
const FACTS: Facts[] = [
  { resume: 'sy004', posting: 'jd13', name: 'Wei Wu', role: 'Senior Product Marketing Manager', company: 'AdRoll', title: 'Email Marketing Specialist', employer: 'Greenleaf Organics', since: 2022, past: { title: 'Marketing Coordinator', employer: 'Nestlé' }, degree: 'a Bachelor of Journalism', degreeShort: 'Bachelor of Journalism', school: 'TAFE NSW', tools: ['HubSpot', 'Mailchimp', 'Google Analytics', 'Looker Studio'], duty: 'lifted email open rates from 24% to 93% with A/B-tested subject lines', figure: 'ran Google Ads campaigns with a $82K monthly budget at 3.3x ROAS', reqs: ['working with product and engineering teams', 'sales enablement'], gap: 'product marketing for a software platform', gapNamed: false, gapVerb: 'done', field: 'email and digital marketing', recounts: [{ text: 'launched 7 new products', claim: '7 new products' }, { text: 'ran 34 email campaigns', claim: '34 email campaigns' }] },
  { resume: 'sy048', posting: 'jd18', name: 'Tyler Hayes', role: 'Cashier', company: 'Areas USA', title: 'Shift Supervisor', employer: 'Costco Wholesale', since: 2023, past: { title: 'Assistant Manager', employer: 'Zara' }, tenure: '4 years in retail and hospitality', degree: 'a B.S. in Hospitality Management', degreeShort: 'B.S. in Hospitality Management', school: 'Portland Community College', creds: ['the TIPS Alcohol Certification'], credItem: 'TIPS Alcohol Certification', tools: ['Opera PMS', 'Microsoft Excel'], duty: 'handled cash and card transactions for 33+ customers per shift with zero drawer variances', figure: 'reduced shrink by 12% through cycle counts and bag checks', reqs: ['guest service', 'counting money in cash drawers'], gap: 'airline vouchers', gapNamed: false, gapVerb: 'processed', field: 'retail and hospitality', recounts: [{ text: 'trained 33 cashiers', claim: '33 cashiers' }, { text: 'opened 23 new stores', claim: '23 new stores' }] },
  { resume: 'sy133', posting: 'jd11', name: 'Bukola Eze', postNominal: 'JD', role: 'City Clerk', company: 'the City of Petaluma', title: 'Paralegal', employer: 'Jackson Lewis', past: { title: 'Legal Assistant', employer: 'Allen & Overy' }, tenure: '6 years in litigation and corporate work', degree: 'an LLM', degreeShort: 'LLM', school: 'the Open University', tools: ['Westlaw', 'LexisNexis', 'Relativity', 'Clio'], duty: 'tracked filing deadlines for 31 matters with zero missed dates', figure: 'managed a caseload of 35 active files for 3 attorneys', reqs: ['supporting an elected or appointed government body', 'strong communication'], gap: 'local government', gapNamed: false, gapVerb: 'worked in', plan: 'the Certified Municipal Clerk (CMC) designation', field: 'litigation and corporate legal support', recounts: [{ text: 'won 9 cases at trial', claim: '9 cases at trial' }, { text: 'closed 35 real estate deals', claim: '35 real estate deals' }] },
  { resume: 'sy079', posting: 'jd03', name: 'Tuan Dang', role: 'Fork Lift Operator', company: 'Graham Packaging', title: 'Material Handler', employer: 'Sysco', past: { title: 'Dispatcher', employer: 'Pacific Coast Cold Storage' }, degree: 'a GED', degreeShort: 'GED', school: 'Westview High School', tools: ['SAP', 'Samsara'], duty: 'drove 39,000+ miles a year of regional OTR routes with a clean DOT record', figure: 'completed 40 deliveries a day on a route of 40 stops', reqs: ['driving a squeeze lift', 'moving goods according to FIFO'], gap: 'a squeeze lift', gapNamed: false, gapVerb: 'operated', field: 'warehousing and delivery', recounts: [{ text: 'supervised 7 drivers', claim: '7 drivers' }, { text: 'trained 40 new forklift operators', claim: '40 new forklift operators' }] },
  { resume: 'sy191', posting: 'jd09', name: 'Valentina García', role: 'Inside Sales Representative', company: 'A Place for Mom', title: 'Recruiter', employer: 'Robert Half', past: { title: 'HR Generalist', employer: 'Workday' }, tenure: '7 years supporting busy teams', degree: 'a B.S. in Business Administration', degreeShort: 'B.S. in Business Administration', school: 'Rutgers University', creds: ['the PHR', 'the SHRM-CP', 'CIPD Level 5'], credItem: 'PHR; SHRM-CP; CIPD Level 5', tools: ['Workday', 'ADP', 'Microsoft Office', 'Google Workspace'], duty: 'processed 260+ records a day with 94% accuracy', figure: 'cut office supply costs by 13% by consolidating vendors', reqs: ['a history of exceeding sales quota', 'multi-tasking on the phone and computer'], gap: 'a sales quota', gapNamed: false, gapVerb: 'carried', field: 'recruiting and HR administration', recounts: [{ text: 'placed 60 new clients', claim: '60 new clients' }, { text: 'closed 19 sales deals', claim: '19 sales deals' }] },
  { resume: 'sy038', posting: 'jd01', name: 'Brittany Miller', role: 'Analytics Engineer', company: 'Parfumado', title: 'Business Intelligence Analyst', employer: 'Datawise Solutions', past: { title: 'DevOps Engineer', employer: 'Kestrel Data' }, tenure: '5 years of experience building reliable software and data products', degree: 'a Ph.D. in Information Technology', degreeShort: 'Ph.D. in Information Technology', school: 'Portland Community College', tools: ['Power BI', 'SQL', 'Python', 'Azure'], duty: 'migrated 8 legacy cron jobs to Azure Functions, cutting nightly batch time from 8 hours to 1', figure: 'cut page load time by 42% by moving image processing to a background queue', reqs: ['data warehouse design', 'web analytics with GA4 and Segment'], gap: 'Snowflake', gapNamed: true, gapVerb: 'used', field: 'business intelligence and data engineering', recounts: [{ text: 'built 28 dashboards', claim: '28 dashboards' }, { text: 'shipped 8 data pipelines', claim: '8 data pipelines' }] },
  { resume: 'sy117', posting: 'jd08', name: 'Dustin Johnson', role: 'Elementary Dual Language Spanish Immersion Teacher', title: 'Substitute Teacher', employer: 'Lincoln Elementary School', since: 2022, degree: 'a B.A. in Mathematics', degreeShort: 'B.A. in Mathematics', school: 'DeVry University', creds: ['a State Teaching License (Grades 1-6)', 'a Certificate in Elementary Education from Portland Community College'], credItem: 'State Teaching License (Grades 1-6); Certificate in Elementary Education (Portland Community College)', tools: ['Canvas LMS', 'Google Classroom', 'Microsoft Office'], duty: 'wrote and maintained IEPs for 34 students with learning disabilities', figure: 'led the school science fair with 29+ entries and 9 community judges', reqs: ['a valid Georgia Teaching Certificate', 'instructional strategies for Spanish immersion'], gap: 'a dual language classroom', gapNamed: false, gapVerb: 'taught in', plan: 'a Georgia Teaching Certificate', field: 'elementary teaching', recounts: [{ text: 'coached 9 debate teams', claim: '9 debate teams' }, { text: 'taught 34 Spanish lessons a week', claim: '34 Spanish lessons' }] },
  { resume: 'sy080', posting: 'jd06', name: 'Maria Cristina dela Cruz', role: 'Maintenance Worker (Heating)', company: 'the NYC Housing Authority', title: 'Plumber', employer: 'Granite Ridge Builders', past: { title: 'Welder', employer: 'Turner Construction' }, tenure: '7 years of field experience', degree: 'a BS in HVAC Technology', degreeShort: 'BS, HVAC Technology', school: 'the University of Santo Tomas', creds: ['OSHA 30-Hour Construction'], credItem: 'OSHA 30-Hour Construction', tools: [], duty: 'performed preventive maintenance on 13 rooftop units and boilers', figure: 'installed and terminated wiring for 52 residential units to NEC code', reqs: ['boiler and burner repair', 'heating equipment troubleshooting'], gap: 'steam and pneumatic heating systems', gapNamed: false, gapVerb: 'worked on', plan: 'a CDL', field: 'construction and the building trades', recounts: [{ text: 'replaced 52 boilers', claim: '52 boilers' }, { text: 'supervised 7 electricians', claim: '7 electricians' }] },
  { resume: 'sy102', posting: 'jd10', name: 'Siddharth Chaudhary', role: 'Customer Support Representative', company: 'EverCommerce', title: 'Executive Assistant', employer: 'Unilever', since: 2022, tenure: '3 years supporting busy teams', degree: 'a PhD in Office Administration', degreeShort: 'PhD in Office Administration', school: 'Cardiff University', creds: ['the SHRM Certified Professional (SHRM-CP) credential', 'the Microsoft Office Specialist (MOS) certification'], credItem: 'SHRM-CP; Microsoft Office Specialist (MOS)', tools: ['Workday', 'ADP', 'Microsoft Office', 'Google Workspace'], duty: 'handled employee relations cases and updated the employee handbook', figure: 'rolled out a new HRIS to 520 employees', reqs: ['a world-class customer experience', 'organizational skills'], gap: 'customer support at a SaaS company', gapNamed: false, gapVerb: 'worked in', field: 'executive and HR support', recounts: [{ text: 'booked travel for 520 trips', claim: '520 trips' }, { text: 'processed 520 invoices a month', claim: '520 invoices' }] },
  { resume: 'sy101', posting: 'jd05', name: 'Rania Nasser', role: 'Merchandiser', company: 'Liquid Death', title: 'Host', employer: "Trader Joe's", since: 2024, past: { title: 'Housekeeping Supervisor', employer: 'Walmart' }, degree: 'a PhD in Business Administration', degreeShort: 'PhD in Business Administration', school: 'the University of Birmingham', creds: ['the TIPS Alcohol Certification'], credItem: 'TIPS Alcohol Certification', tools: ['Square POS', 'Opera PMS', 'Microsoft Excel'], duty: 'increased loyalty sign-ups by 41% in the first quarter', figure: 'handled cash and card transactions for 33+ customers per shift with zero drawer variances', reqs: ["a valid driver's license with a clean driving record", 'a reliable vehicle with insurance'], gap: 'field merchandising for a beverage brand', gapNamed: false, gapVerb: 'done', field: 'retail and hospitality', recounts: [{ text: 'opened 58 new accounts', claim: '58 new accounts' }, { text: 'set up 35 store displays', claim: '35 store displays' }] },
];

// Invented names, none used by an earlier set; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Iceland Foods', 'Halfords', 'Northbridge Mutual', 'Carraway Freight', 'Ashgrove Partners', 'Bellweather Foods', 'Quarry Lane Dental', 'Penhallow & Tate'],
  school: ['Haverford College', 'the University of Aberdeen', 'Kenyon College', 'Colby College', 'Grinnell College'],
  field: ['Volcanology', 'Speleology', 'Seismology', 'Cartography'],
  certAcronym: ['CLU', 'CCIM', 'CDFA', 'CRPC', 'ChFC'],
  certRole: ['Phlebotomy Technician', 'Sterile Processing Technician', 'Crane Operator', 'Wedding Planner', 'Fitness Instructor'],
  certName: ['Certified Property Manager', 'Certified Construction Manager', 'Certified Hotel Administrator', 'Certified Revenue Management Executive', 'Certified Welding Inspector'],
  tool: ['Deputy', 'Rippling', 'Odoo', 'Fishbowl', 'Sortly', 'Gorgias', 'Brightpearl', 'Planday'],
  number: [
    { text: 'booked 410 appointments', claim: '410 appointments' },
    { text: 'saved the company $1.2M', claim: '$1.2M' },
    { text: 'cut overtime by 57%', claim: '57%' },
    { text: 'won 15 new contracts', claim: '15 new contracts' },
    { text: 'handled 9,000 calls', claim: '9,000 calls' },
    { text: 'ran 85 workshops', claim: '85 workshops' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'My first real job was at {X}, where I stayed four years.', 'First real job: {X} (four years)'],
  ['employer', 'employer', 'end', 'I joined {X} as a temp and stayed three years.', 'Joined {X} as a temp, stayed three years'],
  ['employer', 'employer', 'start', '{X} moved me up to team lead within a year.', 'Moved up to team lead at {X}'],
  ['employer', 'employer', 'end', 'From 2015 to 2018 I was part of the team at {X}.', 'Part of the team at {X}, 2015–2018'],
  ['employer', 'employer', 'end', 'I left {X} in 2019 to move into this field.', 'Left {X} in 2019 for this field'],
  ['employer', 'employer', 'end', 'Before that, I was a shift supervisor for {X}.', 'Shift supervisor for {X}'],
  ['degree', 'school', 'end', 'I completed my MBA at {X}.', 'MBA completed at {X}'],
  ['degree', 'school', 'end', 'My B.S. from {X} gave me a grounding in statistics.', 'B.S. from {X}'],
  ['degree', 'school', 'end', 'I graduated magna cum laude from {X} in 2016.', 'Magna cum laude, {X} (2016)'],
  ['degree', 'field', 'end', "I'm Master's-trained in {X}.", "Master's-trained in {X}"],
  ['degree', 'field', 'start', 'My {X} degree taught me to stay calm under pressure.', '{X} degree'],
  ['degree', 'field', 'end', 'I took a first-class degree in {X}.', 'First-class degree in {X}'],
  ['degree', 'school', 'end', "I'm a {X} graduate.", '{X} graduate'],
  ['certification', 'certAcronym', 'end', 'I earned my {X} license in 2019.', '{X} license (2019)'],
  ['certification', 'certRole', 'end', 'I also work weekends as a certified {X}.', 'Weekends: certified {X}'],
  ['certification', 'certAcronym', 'start', 'Holding a {X}, I plan my work carefully.', 'Holding a {X}'],
  ['certification', 'certName', 'end', 'I became a {X} in 2020.', '{X} since 2020'],
  ['certification', 'certRole', 'end', 'I finished my {X} qualification last spring.', '{X} qualification (last spring)'],
  ['certification', 'certName', 'end', 'My {X} status is active through 2027.', '{X}, active through 2027'],
  ['certification', 'certAcronym', 'end', 'I keep my {X} current with yearly CPE.', '{X}, kept current'],
  ['tool', 'tool', 'end', 'I built our inventory tracker in {X}.', 'Built the inventory tracker in {X}'],
  ['tool', 'tool', 'end', 'I spend half my day in {X}.', 'Half of every day in {X}'],
  ['tool', 'tool', 'end', 'Colleagues come to me whenever {X} acts up.', '{X} troubleshooter for colleagues'],
  ['tool', 'tool', 'end', 'I set up {X} for our whole department.', 'Set up {X} department-wide'],
  ['tool', 'tool', 'end', 'I switched our scheduling from {T} to {X}.', 'Switched scheduling from {T} to {X}'],
  ['tool', 'tool', 'end', 'I was the {X} admin at my last job.', '{X} admin at my last job'],
  ['tool', 'gap', 'end', '{X} is the tool I know best.', '{X}: the tool I know best'],
  ['tool', 'gap', 'end', "I've shipped projects in {X}.", 'Projects shipped in {X}'],
  ['number', 'number', 'end', 'Across three years I {X}.', 'Across three years: {X}'],
  ['number', 'number', 'start', 'Inside my first half-year I {X}.', 'First half-year: {X}'],
  ['number', 'number', 'end', 'The number I would point to: I {X}.', 'The number to point to: {X}'],
  ['number', 'number', 'end', 'Working alongside two colleagues, I {X}.', 'Alongside two colleagues: {X}'],
];

const STYLES: Fresh12Style[] = ['jobscan-keywords', 'linkedin-message', 'bold-lead-bullets', 'british-faithfully'];

/** Where the candidate works or worked: the current role in the present tense, an ended one as the latest. */
function roleClause(f: Facts): string {
  return f.since ? `I'm currently ${article(f.title)} at ${f.employer}, where I ${f.duty}.` : `Most recently I was ${article(f.title)} at ${f.employer}, where I ${f.duty}.`;
}

function draft(f: Facts, style: Fresh12Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const plan = f.plan ? ` I plan to pursue ${f.plan}.` : '';
  const tools = f.tools.length ? ` Tools I use regularly include ${list(f.tools)}.` : '';
  switch (style) {
    case 'jobscan-keywords':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Sincerely',
        paras: [
          `I am applying for the ${f.role} role${at}. Your posting highlights ${f.reqs[0]} and ${f.reqs[1]}, and I would bring ${f.tenure ?? `a background in ${f.field}`} to that work.`,
          `As ${article(f.title)} at ${f.employer}, I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Before that, I worked as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          `I hold ${f.degree} from ${f.school}.${credentialSentence(f)}${tools}`,
          `I have not yet ${f.gapVerb} ${f.gap}, but I am a fast learner with strong attention to detail and good communication skills.${plan}`,
          'Thank you for your consideration. I look forward to discussing how I can contribute.',
        ],
      };
    case 'linkedin-message':
      return {
        slot: 0,
        listSlot: false,
        greeting: f.company ? `Hi ${f.company.replace(/^the /, '')} team,` : 'Hi there,',
        closing: 'Thanks',
        paras: [
          `I came across the ${f.role} opening and wanted to reach out directly. ${roleClause(f)} I know the role needs ${f.reqs[0]}; I haven't ${f.gapVerb} ${f.gap} yet, but I learn quickly and work well with people.`,
          'Would you be open to a quick chat this week?',
        ],
      };
    case 'bold-lead-bullets': {
      const toolsItem = f.tools.length ? `- **Tools:** ${f.tools.join(', ')}` : undefined;
      const items = [
        `- **Experience:** ${f.title} at ${f.employer}: I ${f.duty}`,
        ...(f.figure ? [`- **Results:** I ${f.figure}`] : []),
        `- **Education:** ${f.degreeShort}, ${f.school.replace(/^the /, '')}${f.credItem ? ` — ${f.credItem}` : ''}`,
        ...(toolsItem ? [toolsItem] : []),
      ];
      return {
        slot: 1,
        listSlot: true,
        bullet: '- **Also:** ',
        toolsItem,
        closing: 'Best',
        paras: [
          `I'm pleased to submit my application for the ${f.role} position${at}. Here is what I would bring:`,
          items.join('\n'),
          `I understand the position calls for ${f.reqs[0]} and ${f.reqs[1]}. While I haven't ${f.gapVerb} ${f.gap} yet, I'm a collaborative, well-organised worker.${plan}`,
          'Thank you for reading; I hope to hear from you.',
        ],
      };
    }
    case 'british-faithfully':
      return {
        slot: 1,
        listSlot: false,
        greeting: 'Dear Sir or Madam,',
        closing: 'Yours faithfully',
        paras: [
          `I write to apply for the post of ${f.role}${at}, as advertised.`,
          `${f.since ? `I am presently employed as ${article(f.title)} at ${f.employer}, where` : `In my most recent post, as ${article(f.title)} at ${f.employer},`} I ${f.duty}.${f.figure ? ` In that post I also ${f.figure}.` : ''}${f.past ? ` Previously, I held the post of ${f.past.title} at ${stop(f.past.employer)}` : ''}`,
          `I hold ${f.degree} from ${f.school}.${credentialSentence(f)}${f.tools.length ? ` I am proficient in ${list(f.tools)}.` : ''}`,
          `I note that the post requires ${f.reqs[0]}. I have not as yet ${f.gapVerb} ${f.gap}, though I am conscientious and courteous, and I should welcome the opportunity to learn.${plan}`,
          'I should be pleased to attend an interview at your convenience.',
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh12(avoidText: (resume: string, posting: string) => string): Fresh12Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: '26 November 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
