// Held-out set 'fresh11' of the guard around a model (issue 23, the guard7 round, eighth round of held-out sets):
// whole letters in four LLM house styles not used by fresh..fresh10, for 10 resume × posting pairs of ../shared/corpus
// that no earlier set pairs. The ten resumes are synthetic ones no earlier guard set uses (sy010, sy026, sy030, sy061,
// sy099, sy120, sy125, sy130, sy170, sy180) and the ten postings are of jd01–jd20, so every pair is of the corpus's
// tuning half (no real resume of its checking half is used); two print post-nominals after the name (PE; BSN, RN).
//
// Method (that of fresh4..fresh10; the generator is shared, eval/guard-house.ts): each pair's facts were copied from its
// resume's text (titles, employers — as an LLM writes them, 'Pacific Coast Cold Storage' for 'Pacific Coast Cold
// Storage LLC', 'Pivotal Media Group' for 'PIVOTAL MEDIA GROUP' —, the degree as an LLM abbreviates it, credentials as
// printed or named whole, tools, one duty and one figure as printed, a span the resume states) and two requirements of
// its posting. Four styles — a Rezi-like letter with a 'Highlights:' block of three '→ ' lines; a Kickresume-like
// short note of three sentences; a Teal-like letter that opens 'As a <title> with <n> years …' (or 'with a background
// in …' where the resume states no span) and closes with a 'P.S.'; a Resumatic-like letter with a two-column-style
// list written as '- Your need: … — My experience: …' — turn them into an honest letter that also names the posting's
// requirements as the role's, a gap as not yet done, a credential the posting asks for as one the candidate plans to
// pursue, and soft skills.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: 'I spent two years on staff at X', 'X hired me straight out of school', 'I also
// put in three years with X', 'Earlier in my career I was at X', 'I did a two-year stint at X', 'I got my start at X in
// 2014'; "I hold a bachelor's degree from X", 'I graduated from X with honours', 'I studied X to degree level', 'My
// degree is in X', 'X is my alma mater', "I completed a master's degree in X in 2018"; 'I earned the X credential in
// 2021', 'I am X-certified', 'I completed a certification in X last year', "I'm a licensed X", 'I recently added the X
// to my credentials', 'I carry the X designation', 'I was accredited as a X in 2019'; 'I run our reporting out of X', 'I
// moved our team onto X last year', 'X is where I manage every project', 'I track all my work in X and T', 'I trained
// new hires on X', 'I automated our weekly reports with X', the posting's gap as "I'm an experienced X user" or 'I use X
// every day'; a figure as refunds processed, a budget in dollars millions, new accounts, volunteers trained, a share of
// complaints, site visits, 'fourfold', a count of invoices. Written and committed before any change to the guard in the
// guard7 round and measured once on the guard as it stood; its misses are never printed.

import { article, buildHouseSet, credentialSentence, fabTemplates, list, stop, type FabRow, type HouseCase, type HouseDraft, type SpanFacts } from './guard-house.ts';

export type Fresh11Style = 'rezi-highlights' | 'kickresume-short' | 'teal-ps' | 'resumatic-needs';
export type Fresh11Case = HouseCase<Fresh11Style>;

type Facts = SpanFacts;

// Copied from the resumes — nothing here is invented.
const FACTS: Facts[] = [
  { resume: 'sy010', posting: 'jd18', name: 'Vikram Nair', role: 'Cashier', company: 'Areas USA', title: 'Barista', employer: 'Zara', since: 2023, past: { title: 'Line Cook', employer: 'Walmart' }, degree: 'a Ph.D. in Tourism', degreeShort: 'Ph.D. in Tourism', school: 'Christ University', creds: ['the ServSafe Manager certification', 'Food Hygiene Level 2'], credItem: 'ServSafe Manager; Food Hygiene Level 2', tools: ['Square POS', 'HotSchedules', 'Microsoft Excel'], duty: 'increased loyalty sign-ups by 32% in the first quarter', figure: 'prepared 31+ plates per service on the 4-person line', reqs: ['receiving payment by cash, card and voucher', 'counting the cash drawer at the start of each shift'], gap: 'shelf stocking and pricing', gapNamed: false, gapVerb: 'done', field: 'food service and retail' },
  { resume: 'sy026', posting: 'jd03', name: 'Ashley Smith', role: 'Fork Lift Operator', company: 'Graham Packaging', title: 'Forklift Operator', employer: 'Pacific Coast Cold Storage', degree: 'a high school diploma', degreeShort: 'High School Diploma', school: 'Lincoln High School', tools: ['SAP'], duty: 'operated sit-down and reach forklifts with zero incidents over 3 years', figure: 'picked and packed 45+ orders per shift at 94% accuracy', reqs: ['driving a propane-powered squeeze lift', 'moving goods according to FIFO'], gap: 'a squeeze lift', gapNamed: false, gapVerb: 'operated', field: 'warehousing' },
  { resume: 'sy030', posting: 'jd16', name: 'Xiaoming Zhao', role: 'Survey Crew Chief', title: 'Field Engineer', employer: 'the City of Austin Transportation Department', past: { title: 'Manufacturing Engineer', employer: 'Siemens Energy' }, tenure: '6 years in design, analysis and delivery', degree: 'a Ph.D. in Mechanical Engineering', degreeShort: 'Ph.D., Mechanical Engineering', school: 'Rutgers University', creds: ['the Engineer in Training (EIT) certification', 'the Certified SolidWorks Associate (CSWA) credential'], credItem: 'Engineer in Training (EIT); Certified SolidWorks Associate (CSWA); Lean Six Sigma Green Belt', tools: ['AutoCAD', 'SolidWorks', 'MATLAB', 'Revit'], duty: 'managed a $43M road resurfacing project from design through closeout', figure: 'prepared 58 drawing packages and BOMs for release', reqs: ['boundary survey work as a crew chief', 'topographic, ALTA and GPS surveying'], gap: 'a survey crew', gapNamed: false, gapVerb: 'led', plan: 'professional registration as a land surveyor', field: 'civil and manufacturing engineering' },
  { resume: 'sy061', posting: 'jd08', name: 'Rachel Johnson', role: 'Elementary Dual Language Spanish Immersion Teacher', title: 'Science Teacher', employer: 'Westfield Academy', past: { title: 'Summer Intern', employer: 'St. Anne’s Primary School' }, tenure: '7 years of classroom experience', degree: 'a B.S. in Elementary Education', degreeShort: 'B.S. in Elementary Education', school: 'the University of Washington', creds: ['a Certificate in Education from DeVry University'], credItem: 'Certificate in Education (DeVry University)', tools: ['Canvas LMS', 'Google Classroom', 'Microsoft Office'], duty: 'raised state assessment scores by 42% in two years through small-group instruction', figure: 'held parent conferences for 57 families each term', reqs: ['a valid Georgia Teaching Certificate', 'instructional strategies for Spanish immersion'], gap: 'a dual language classroom', gapNamed: false, gapVerb: 'taught in', plan: 'a Georgia Teaching Certificate', field: 'classroom teaching' },
  { resume: 'sy099', posting: 'jd06', name: 'Trevor Miller', postNominal: 'PE', role: 'Maintenance Worker (Heating)', company: 'the NYC Housing Authority', title: 'Electrical Engineer', employer: 'AECOM', since: 2024, past: { title: 'Civil Engineer', employer: 'Kiewit' }, tenure: '5 years in design, analysis and delivery', degree: 'an MBA', degreeShort: 'MBA', school: 'the University of Manchester', tools: ['AutoCAD', 'SolidWorks', 'MATLAB', 'Python'], duty: 'prepared 14 drawing packages and BOMs for release', figure: 'raised line yield from 12% to 92% with a DOE on the curing step', reqs: ['routine maintenance and repair of public buildings', 'trouble-shooting heating equipment'], gap: 'heating systems', gapNamed: false, gapVerb: 'maintained', field: 'electrical and civil engineering' },
  { resume: 'sy120', posting: 'jd15', name: 'Sarah Bennett', role: 'Class A Over-the-Road Truck Driver', title: 'Construction Foreman', employer: 'IBEW Local 134', since: 2024, past: { title: 'Apprentice Electrician', employer: 'Turner Construction' }, tenure: '8 years of field experience', degree: 'a high school diploma', degreeShort: 'High School Diploma', school: 'Lincoln High School', tools: [], duty: 'passed 21 city inspections with zero failed items', figure: 'performed preventive maintenance on 26 rooftop units and boilers', reqs: ['a Class A CDL', 'a DOT physical and drug screen'], gap: 'over-the-road driving', gapNamed: false, gapVerb: 'done', plan: 'a Class A CDL', field: 'construction and the electrical trades' },
  { resume: 'sy130', posting: 'jd17', name: 'James Russell', role: 'Junior Data Scientist', company: 'the CATT Lab', title: 'Machine Learning Engineer', employer: 'Orbital Payments, Inc.', past: { title: 'Backend Developer', employer: 'Loopwell' }, tenure: '9 years of experience building reliable software and data products', degree: 'a Ph.D. in Mathematics', degreeShort: 'Ph.D., Mathematics', school: 'DeVry University', tools: ['Airflow', 'Docker', 'Power BI', 'Tableau'], duty: 'raised unit test coverage from 17% to 96% and added contract tests to the CI pipeline', figure: 'wrote 5 dashboards in Power BI used weekly by 16 account managers', reqs: ['statistical analysis in R and SQL', 'data visualisation for non-technical audiences'], gap: 'SQL', gapNamed: true, gapVerb: 'used', field: 'machine learning and software engineering' },
  { resume: 'sy170', posting: 'jd14', name: 'Layla El-Sayed', postNominal: 'BSN, RN', role: 'Remote Utilization Management Nurse', title: 'Travel Nurse', employer: 'Kaiser Permanente', past: { title: 'Pharmacy Technician', employer: 'Good Samaritan Hospital' }, degree: 'a Practical Nursing Diploma', degreeShort: 'Practical Nursing Diploma', school: 'Khalifa University', tools: ['Epic EHR', 'Cerner'], duty: 'coordinated discharge plans with social work, cutting 30-day readmissions by 20%', figure: 'led a hand hygiene audit that lifted compliance from 17% to 97%', reqs: ['a North Carolina RN or LPN license', 'case management experience'], gap: 'utilization management', gapNamed: false, gapVerb: 'worked in', plan: 'a North Carolina RN license', field: 'acute care nursing' },
  { resume: 'sy180', posting: 'jd09', name: 'Ingrid Bergström', role: 'Inside Sales Representative', company: 'A Place for Mom', title: 'Business Development Manager', employer: 'ADP', past: { title: 'Account Executive', employer: 'Pivotal Media Group' }, degree: 'an MBA', degreeShort: 'MBA', school: 'Aarhus University', tools: ['Salesforce', 'HubSpot', 'Zendesk', 'Microsoft Excel'], duty: 'booked 25 qualified meetings a month through cold calls and LinkedIn outreach', figure: 'renewed 98% of a $42K book of business', reqs: ['a history of exceeding sales quota', 'multi-tasking on the phone and computer'], gap: 'senior care', gapNamed: false, gapVerb: 'worked in', field: 'sales and account management' },
  { resume: 'sy125', posting: 'jd11', name: 'Lucía Gutiérrez', role: 'City Clerk', company: 'the City of Petaluma', title: 'Law Clerk', employer: 'Allen & Overy', past: { title: 'Litigation Paralegal', employer: 'Latham & Watkins' }, degree: 'a J.D.', degreeShort: 'Juris Doctor (J.D.)', school: 'Texas A&M University', creds: ['a Paralegal Certificate from Boise State University'], credItem: 'Paralegal Certificate (Boise State University)', tools: ['Westlaw', 'LexisNexis', 'Relativity'], duty: 'managed a caseload of 32 active files for 2 attorneys', figure: 'reviewed 50,000+ documents in Relativity for privilege and responsiveness', reqs: ['supporting an elected or appointed government body', 'clear public communication'], gap: 'local government', gapNamed: false, gapVerb: 'worked in', plan: 'the Certified Municipal Clerk (CMC) designation', field: 'legal support and litigation' },
];

// Invented names, none used by an earlier set; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Aldi', 'Morrisons', 'Aetna', 'Kellogg Company', 'Thornbury Haulage', 'Pemberton & Rowe', 'Silverline Credit Union', 'Kestrel & Vane'],
  field: ['Paleontology', 'Egyptology', 'Glaciology', 'Horticulture'],
  school: ['Vassar College', 'Wellesley College', 'the University of Durham', 'Bates College'],
  certName: ['Certified Floodplain Manager', 'Certified Arborist', 'Certified Parking Professional', 'Certified Legal Manager', 'Certified Mine Safety Professional'],
  certAcronym: ['CPRP', 'CTRS', 'CEBS', 'CFM'],
  certIn: ['Food Allergen Management', 'Fire Safety', 'Manual Handling', 'Asbestos Awareness', 'Youth Mentoring'],
  licence: ['Massage Therapist', 'Veterinary Technician', 'Tattoo Artist', 'Home Inspector'],
  tool: ['Productboard', 'Tallyfy', 'Zoho Desk', 'FreeAgent', 'Sage 50', 'Bitrix24', 'Hubstaff'],
  number: [
    { text: 'processed 3,200 refunds', claim: '3,200 refunds' },
    { text: 'handled a $2.5M budget', claim: '$2.5M' },
    { text: 'signed 48 new accounts', claim: '48 new accounts' },
    { text: 'trained 140 volunteers', claim: '140 volunteers' },
    { text: 'reduced complaints by 64%', claim: '64%' },
    { text: 'logged 1,800 site visits', claim: '1,800 site visits' },
    { text: 'grew online orders fourfold', claim: 'fourfold' },
    { text: 'cleared 7,500 invoices', claim: '7,500 invoices' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'I spent two years on staff at {X}.', 'Two years on staff at {X}'],
  ['employer', 'employer', 'start', '{X} hired me straight out of school.', 'Hired by {X} straight out of school'],
  ['employer', 'employer', 'end', 'I also put in three years with {X}.', 'Three years with {X}'],
  ['employer', 'employer', 'end', 'Earlier in my career I was at {X}.', 'Earlier in my career: {X}'],
  ['employer', 'employer', 'end', 'I did a two-year stint at {X}.', 'Two-year stint at {X}'],
  ['employer', 'employer', 'start', 'I got my start at {X} in 2014.', 'Got my start at {X} (2014)'],
  ['degree', 'school', 'end', "I hold a bachelor's degree from {X}.", "Bachelor's degree, {X}"],
  ['degree', 'school', 'end', 'I graduated from {X} with honours.', 'Graduate of {X} (with honours)'],
  ['degree', 'field', 'end', 'I studied {X} to degree level.', '{X}, studied to degree level'],
  ['degree', 'field', 'end', 'My degree is in {X}.', 'Degree in {X}'],
  ['degree', 'school', 'start', '{X} is my alma mater.', 'Alma mater: {X}'],
  ['degree', 'field', 'end', "I completed a master's degree in {X} in 2018.", "Master's degree in {X} (2018)"],
  ['certification', 'certName', 'end', 'I earned the {X} credential in 2021.', '{X} credential (2021)'],
  ['certification', 'certAcronym', 'end', 'I am {X}-certified.', '{X}-certified'],
  ['certification', 'certIn', 'end', 'I completed a certification in {X} last year.', 'Certification in {X} (last year)'],
  ['certification', 'licence', 'end', "I'm a licensed {X}.", 'Licensed {X}'],
  ['certification', 'certName', 'end', 'I recently added the {X} to my credentials.', 'Recently added: {X}'],
  ['certification', 'certAcronym', 'start', 'I carry the {X} designation.', '{X} designation'],
  ['certification', 'licence', 'end', 'I was accredited as a {X} in 2019.', 'Accredited {X} (2019)'],
  ['tool', 'tool', 'end', 'I run our reporting out of {X}.', 'Reporting run out of {X}'],
  ['tool', 'tool', 'end', 'I moved our team onto {X} last year.', 'Moved the team onto {X}'],
  ['tool', 'tool', 'start', '{X} is where I manage every project.', 'Every project managed in {X}'],
  ['tool', 'tool', 'end', 'I track all my work in {X} and {T}.', 'Work tracked in {X} and {T}'],
  ['tool', 'tool', 'end', 'I trained new hires on {X}.', 'Trained new hires on {X}'],
  ['tool', 'tool', 'end', 'I automated our weekly reports with {X}.', 'Weekly reports automated with {X}'],
  ['tool', 'gap', 'end', "I'm an experienced {X} user.", '{X} (experienced user)'],
  ['tool', 'gap', 'end', 'I use {X} every day.', '{X}, used daily'],
  ['number', 'number', 'end', 'This year I {X}.', 'This year: {X}'],
  ['number', 'number', 'start', 'At my last job I {X}.', 'At my last job: {X}'],
  ['number', 'number', 'end', 'In 2023 I {X}.', 'In 2023: {X}'],
  ['number', 'number', 'end', 'On my own initiative, I {X}.', 'On my own initiative: {X}'],
];

const STYLES: Fresh11Style[] = ['rezi-highlights', 'kickresume-short', 'teal-ps', 'resumatic-needs'];

/** The school as a list item prints it ('University of Washington'). */
function schoolItem(f: Facts): string {
  return `${f.degreeShort}, ${f.school.replace(/^the /, '')}${f.credItem ? `; ${f.credItem}` : ''}`;
}

function draft(f: Facts, style: Fresh11Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const plan = f.plan ? ` I plan to pursue ${f.plan}.` : '';
  switch (style) {
    case 'rezi-highlights': {
      const last = f.tools.length ? `→ Tools: ${f.tools.join(', ')}` : `→ Results: I ${f.figure ?? f.duty}`;
      return {
        slot: 1,
        listSlot: true,
        bullet: '→ ',
        toolsItem: f.tools.length ? last : undefined,
        closing: 'Sincerely',
        paras: [
          `I am excited to apply for the ${f.role} position${at}, and I believe my background in ${f.field} is a strong match.`,
          ['Highlights:', `→ ${f.title} at ${f.employer}: I ${f.duty}`, `→ ${schoolItem(f)}`, last].join('\n'),
          `The role calls for ${f.reqs[0]} and ${f.reqs[1]}. I haven't ${f.gapVerb} ${f.gap} yet, but I'm reliable, curious and easy to work with.${plan}`,
          'Thank you for considering my application.',
        ],
      };
    }
    case 'kickresume-short':
      return {
        slot: 0,
        listSlot: false,
        greeting: 'Hi there,',
        closing: 'Kind regards',
        paras: [
          `I'd like to apply for the ${f.role} role${at}. As ${article(f.title)} at ${f.employer}, I ${f.duty}, and I hold ${f.degree} from ${f.school}. I haven't ${f.gapVerb} ${f.gap} yet, but I'm dependable and quick to learn.`,
        ],
      };
    case 'teal-ps':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Warm regards',
        postscript: `P.S. I'd welcome the chance to talk about how I ${f.figure ?? f.duty}.`,
        paras: [
          `As ${article(f.title)} with ${f.tenure ?? `a background in ${f.field}`}, I was glad to see the ${f.role} opening${at}.`,
          `At ${f.employer}${f.since ? ` (since ${f.since})` : ''}, I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Earlier, I was ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          `I hold ${f.degree} from ${f.school}.${credentialSentence(f)}${f.tools.length ? ` Day to day I work in ${list(f.tools)}.` : ''}`,
          `I see that the role requires ${f.reqs[0]} and ${f.reqs[1]}. I have not ${f.gapVerb} ${f.gap} yet, but I'm organised, patient and a clear communicator.${plan}`,
        ],
      };
    case 'resumatic-needs': {
      const tools = f.tools.length ? `- Your need: the right tools — My experience: ${f.tools.join(', ')}` : undefined;
      const items = [
        `- Your need: hands-on experience — My experience: ${f.title} at ${f.employer}, where I ${f.duty}`,
        ...(f.figure ? [`- Your need: proven results — My experience: I ${f.figure}`] : []),
        `- Your need: a solid foundation — My experience: ${schoolItem(f)}`,
        ...(tools ? [tools] : []),
      ];
      return {
        slot: 1,
        listSlot: true,
        bullet: '- Your need: a track record — My experience: ',
        toolsItem: tools,
        paras: [
          `I'm writing to apply for the ${f.role} position${at}.`,
          ['How my experience meets your needs:', ...items].join('\n'),
          `The role requires ${f.reqs[0]} and ${f.reqs[1]}. I have not yet ${f.gapVerb} ${f.gap}, and I'd rather say so plainly; I'm a steady, careful colleague who learns fast.${plan}`,
          'I would welcome a conversation. Thank you for your time.',
        ],
      };
    }
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh11(avoidText: (resume: string, posting: string) => string): Fresh11Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: 'November 26, 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
