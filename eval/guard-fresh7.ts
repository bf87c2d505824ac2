// Held-out set 'fresh7' of the guard around a model (issue 23, session of guard2b, fourth round): whole letters in four
// LLM house styles not used by fresh..fresh6, for 10 resume × posting pairs of ../shared/corpus that no earlier set
// pairs. Four real resumes (rw03, rw19, rw26, rw38) were in no earlier house-style set, and the six resumes rendered
// through outside templates (sy119, sy137, sy142, sy173, sy175, sy177) were in no guard set at all; three print a
// post-nominal after the name (PE, Esq., LPN).
//
// Method (that of fresh4..fresh6; the generator is shared, eval/guard-house.ts): each pair's facts were copied from its
// resume's text (titles, employers — as an LLM writes them, 'Redline Mechanical' for 'REDLINE MECHANICAL' —, dates,
// the degree as an LLM abbreviates it — 'M.S.', 'M.Sc', 'B.Tech', 'BA (Hons)', 'MSN' —, credentials and licences as
// printed, tools, one duty and one figure as printed, a span of years the resume states or its dates give — 'a decade
// of', 'over a decade' —, whether the candidate is an alum of the school) and two requirements of its posting. Four
// styles — a Teal-like letter with a bold one-line summary and a "Selected achievements:" list of '• ' items, a
// Kickresume-like warm letter ("During my tenure at X", "my time with X", "As a X alum") with a P.S. after the
// signature, a Jobscan-like keyword-heavy letter with labelled lines ("Experience:", "Education:", "Software: A | B")
// and a plain ChatGPT-like four-paragraph letter ("I am writing to express my interest…") — turn them into an honest
// letter that also names the posting's requirements as the role's, the gap as not yet used, and soft skills.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: 'During my tenure at X', 'My time with X', 'As an X alum', 'I was seconded to
// X', 'a summer placement at X', 'X hired me straight out of school'; 'a proud X alum, class of 2016', 'my associate
// degree in X', "a master's in X", 'My Bachelor of Arts in X', 'an MBA at X', 'my dual degree in X and economics';
// 'X-credentialed since 2019', 'the X credential last spring', 'my X certification', 'a X licence', 'board-certified in
// X', 'passed the X on the first attempt', 'a registered X'; 'I built our reporting in X', 'My go-to tools are T and
// X', 'I migrated the team from T to X', 'a power user of X', 'I set up X for our team', the posting's gap as 'two
// years of hands-on X experience' or 'I rely on X every day'; a figure as a fraction ('by two-thirds', '3 in 4'), a
// range ('$2–3 million', '40 to 60 requests a day'), a rating ('4.8 out of 5'), a share, a multiple ('tripled'), a
// count. Written and committed before any change to the guard in that round and measured once on the guard as it
// stood; only counts per class are printed, never its misses (`npm run eval -- guard-fresh7`).

import { article, buildHouseSet, fabTemplates, list, upperFirst, type FabRow, type GeneratedFacts, type HouseCase, type HouseDraft } from './guard-house.ts';

export type Fresh7Style = 'teal-summary' | 'kickresume-ps' | 'jobscan-keywords' | 'chatgpt-plain';
export type Fresh7Case = HouseCase<Fresh7Style>;

interface Facts extends GeneratedFacts {
  /** A span the resume states or its dates give ('a decade of accounting and reporting'), for "With …". */
  tenure?: string;
  /** Whether the candidate has finished at the school (an 'alum'). */
  alum?: boolean;
  /** What a credential of the resume certifies, for "I'm certified in …". */
  certIn?: string;
  /** A licence or admission the resume prints, as the words after "I'm" ('licensed as a practical nurse'). */
  licence?: string;
}

// Copied from the resumes — nothing here is invented.
const FACTS: Facts[] = [
  { resume: 'rw03', posting: 'jd13', name: 'Marissa Mayer', role: 'Senior Product Marketing Manager', company: 'AdRoll', title: 'President & CEO', employer: 'Yahoo!', since: 2012, past: { title: 'Vice President of Location & Services', employer: 'Google' }, tenure: 'over a decade at Google', alum: true, degree: 'an M.S. in Computer Science', degreeShort: 'M.S. in Computer Science', school: 'Stanford University', tools: [], duty: 'acquired Tumblr for $1.1 billion and moved the company’s blog there', figure: 'tripled the company’s mobile base to over 600 million monthly active users', reqs: ['sales enablement', 'working with product and engineering teams'], gap: 'AdTech', gapNamed: false, field: 'product management and consumer internet' },
  { resume: 'rw19', posting: 'jd17', name: 'Saket Kumar', role: 'Junior Data Scientist', company: 'the University of Maryland', title: 'Student Guide', employer: 'IIT Kanpur', degree: 'an M.Sc in Economics', degreeShort: 'M.Sc (Economics)', school: 'the Indian Institute of Technology Kanpur', tools: ['Python', 'R', 'Stata', 'scikit-learn'], duty: 'mentored two Y25 students for academic, social, and cultural integration', figure: 'designed a hybrid ARIMA–LSTM model that improved predictive accuracy by 22% over baseline', reqs: ['data extraction, cleansing and transformation', 'transportation data'], gap: 'Tableau', gapNamed: true, field: 'economics and statistics' },
  { resume: 'rw26', posting: 'jd10', name: 'Adrian Solomon', role: 'Customer Support Representative', company: 'EverCommerce', title: 'System Technician', employer: 'Home Construction Limited', since: 2016, past: { title: 'CCTV Technician', employer: 'SafeGuard Services' }, tenure: 'a decade of end user support', alum: true, degree: 'IT Systems Engineer training', degreeShort: 'IT Systems Engineer', school: 'the School of Practical Accounting', cert: 'MCSA Certification', tools: ['Microsoft Office'], duty: 'configured hardware, devices and software to set up work stations for employees', reqs: ['a world-class customer experience', 'social media'], gap: 'SaaS support', gapNamed: false, field: 'IT support' },
  { resume: 'rw38', posting: 'jd31', name: 'Ankan Basu', role: 'Data Scientist', company: 'GroundTruth', title: 'Full Stack Developer', employer: 'Ernst & Young Global Delivery Services', since: 2024, alum: true, degree: 'a Bachelor of Technology in Computer Science and Engineering', degreeShort: 'B.Tech, Computer Science and Engineering', school: '', tools: ['Python', 'TensorFlow', 'PyTorch', 'Angular'], duty: 'developed and maintained web applications using C#, Angular, and SQL', figure: 'finished my degree with a CGPA of 9.44/10', reqs: ['relational databases', 'Spark MLlib'], gap: 'AWS', gapNamed: true, field: 'machine learning and full stack development' },
  { resume: 'sy119', posting: 'jd16', name: 'James Washington', postNominal: 'PE', role: 'Survey Crew Chief', title: 'Structural Engineer', employer: 'Arup', since: 2023, alum: true, degree: 'an M.A. in Electrical Engineering', degreeShort: 'M.A., Electrical Engineering', school: 'Purdue University', licence: 'licensed as a Professional Engineer', tools: ['Civil 3D', 'Revit', 'MATLAB', 'ANSYS'], duty: 'prepared 53 drawing packages and BOMs for release', figure: 'managed a $39M road resurfacing project from design through closeout', reqs: ['ALTA surveys', 'topographic surveying'], gap: 'boundary survey work', gapNamed: false, field: 'structural and civil engineering' },
  { resume: 'sy137', posting: 'jd06', name: 'Jordan Washington', role: 'Maintenance Worker (Heating)', company: 'the NYC Housing Authority', title: 'HVAC Technician', employer: 'Bechtel', since: 2024, past: { title: 'Facilities Maintenance Supervisor', employer: 'Redline Mechanical' }, tenure: 'over a decade in the trades', alum: true, degree: 'a high school diploma', degreeShort: 'High School Diploma', school: 'Westview High School', cert: 'OSHA 30', tools: ['CMMS'], duty: 'performed preventive maintenance on 47 rooftop units and boilers', figure: 'cut equipment downtime by 25% by setting up a CMMS work-order schedule', reqs: ['boiler and burner repair', 'steam and pneumatic heating systems'], gap: 'Maximo', gapNamed: true, field: 'HVAC and building maintenance' },
  { resume: 'sy142', posting: 'jd02', name: 'Arjun Sharma', role: 'Registered Nurse (Weekend SICU)', company: 'Singing River Health System', title: 'Staff Nurse - ICU', employer: 'Cleveland Clinic', past: { title: 'Charge Nurse', employer: 'NHS Greater Manchester' }, tenure: 'over a decade of nursing', alum: true, degree: 'a B.E. in Public Health', degreeShort: 'B.E., Public Health', school: 'the University of Delhi', cert: 'BLS', tools: ['Epic EHR'], duty: 'responded to 8 rapid response and code blue events as a member of the unit team', figure: 'reduced patient falls by 30% by leading hourly rounding on the 78-bed unit', reqs: ['ACLS certification', 'Mississippi State licensure'], gap: 'Mississippi State licensure', gapNamed: false, field: 'critical care nursing' },
  { resume: 'sy173', posting: 'jd35', name: 'Courtney McAllister', postNominal: 'Esq.', role: 'Legal Assistant', title: 'Paralegal', employer: 'Jackson Lewis P.C.', since: 2023, past: { title: 'Litigation Paralegal', employer: 'Latham & Watkins' }, alum: true, degree: 'a Paralegal Certificate', degreeShort: 'Paralegal Certificate', school: 'the University of Minnesota', licence: 'admitted to the New York State Bar', tools: ['Westlaw', 'LexisNexis', 'Relativity', 'Clio'], duty: 'tracked filing deadlines for 28 matters with zero missed dates', figure: 'reviewed 51,000+ documents in Relativity for privilege and responsiveness', reqs: ['public records requests', 'family law'], gap: 'Adobe Acrobat', gapNamed: true, field: 'litigation support' },
  { resume: 'sy175', posting: 'jd14', name: 'Emeka Adeyemi', postNominal: 'LPN', role: 'Utilization Management Nurse', title: 'Certified Nursing Assistant', employer: 'Visiting Nurse Service of New York', since: 2023, past: { title: 'Charge Nurse', employer: 'NHS Greater Manchester' }, tenure: 'more than a decade at the bedside', alum: true, degree: 'an MSN', degreeShort: 'Master of Science in Nursing', school: 'Northeastern University', cert: 'NIHSS Certification', certIn: 'BLS', licence: 'licensed as a practical nurse', tools: ['Epic EHR', 'Cerner'], duty: 'coordinated discharge plans with social work, cutting 30-day readmissions by 26%', figure: 'led a hand hygiene audit that lifted compliance from 45% to 98%', reqs: ['utilization management', 'case management'], gap: 'MCG', gapNamed: true, field: 'acute and community nursing' },
  { resume: 'sy177', posting: 'jd04', name: 'Magdalena Wójcik', role: 'Senior Accountant', title: 'Payroll Specialist', employer: 'Deloitte', past: { title: 'Controller', employer: 'Meridian Capital Advisors' }, tenure: 'a decade of accounting and reporting', alum: true, degree: 'a BA (Hons) in Commerce', degreeShort: 'BA (Hons) Commerce', school: "King's College London", tools: ['SAP', 'Oracle Financials', 'NetSuite', 'QuickBooks'], duty: 'reconciled 53 balance sheet accounts and supported the annual external audit', figure: 'cut DSO from 19 to 10 days by tightening collections follow-up', reqs: ['sales and use tax', 'SOX internal control assessments'], gap: 'Dynamics 365', gapNamed: true, field: 'accounting and reporting' },
];

// Invented names, none used by an earlier set or the guard's tests; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Capgemini', 'Kroger', 'Northbridge Recruiting', 'Stryker', 'Halcyon Freight', 'Maple Grove Dental', 'Graybar Electric', 'Tidewater Studios'],
  field: ['Anthropology', 'Marine Biology', 'Aerospace Engineering', 'Musicology', 'Agronomy'],
  school: ['Bowdoin College', 'the University of St Andrews', 'Monash University', 'Tulane University'],
  certName: ['AWS Certified Cloud Practitioner', 'CompTIA Security+', 'HubSpot Inbound Certification', 'Certified Fraud Examiner', 'Certified Payroll Professional'],
  certAcronym: ['CPCU', 'CISA', 'CGMA', 'CDCP', 'CRCM'],
  certIn: ['Agile Scrum', 'COBIT 2019', 'Google Analytics', 'ServSafe', 'Prosci Change Management'],
  certLicence: ['Real Estate Broker', 'Pharmacy Technician', 'Commercial Pilot', 'Notary Public', 'Home Inspector'],
  tool: ['Zendesk', 'Notion', 'Looker', 'Xero', 'Airtable', 'Asana', 'Smartsheet', 'Figma', 'ServiceNow'],
  number: [
    { text: 'cut our ticket backlog by two-thirds', claim: 'two-thirds' },
    { text: 'managed budgets of $2–3 million', claim: '$2–3 million' },
    { text: 'handled 40 to 60 requests a day', claim: '40 to 60 requests' },
    { text: 'lifted satisfaction scores to 4.8 out of 5', claim: '4.8 out of 5' },
    { text: 'trained 3 in 4 of our new starters', claim: '3 in 4' },
    { text: 'grew the client base by 150%', claim: '150%' },
    { text: 'closed out 1,200 work orders in a single year', claim: '1,200 work orders' },
    { text: 'doubled repeat bookings within nine months', claim: 'doubled repeat bookings' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'During my tenure at {X}, I learned to run a tight handover.', 'Tenure at {X}: ran shift handovers'],
  ['employer', 'employer', 'start', 'My time with {X} taught me to keep clients informed.', 'Earlier: two years with {X}'],
  ['employer', 'employer', 'end', 'As an ex-{X} team member, I know how large teams run.', 'Former {X} team member'],
  ['employer', 'employer', 'end', 'I was seconded to {X} for six months in 2021.', 'Six-month secondment to {X} (2021)'],
  ['employer', 'employer', 'end', 'I also did a summer placement at {X} while studying.', 'Summer placement, {X}'],
  ['employer', 'employer', 'start', '{X} hired me straight out of school.', 'First job: {X}, straight out of school'],
  ['degree', 'school', 'end', "I'm a proud {X} alum, class of 2016.", '{X} alum, class of 2016'],
  ['degree', 'field', 'end', 'I earned my associate degree in {X} at night.', 'Associate degree in {X} (evening study)'],
  ['degree', 'field', 'end', "I hold a master's in {X} as well.", "Master's in {X}"],
  ['degree', 'field', 'start', 'My Bachelor of Arts in {X} sharpened my writing.', 'Bachelor of Arts, {X}'],
  ['degree', 'school', 'end', 'I went back to school for an MBA at {X}.', 'MBA, {X}'],
  ['degree', 'field', 'end', 'My dual degree in {X} and economics shaped how I think.', 'Dual degree: {X} and economics'],
  ['certification', 'certAcronym', 'end', "I've been {X}-credentialed since 2019.", '{X}-credentialed since 2019'],
  ['certification', 'certName', 'end', 'I earned the {X} credential last spring.', '{X} (earned last spring)'],
  ['certification', 'certIn', 'end', 'I recently completed my {X} certification.', '{X} certification (recent)'],
  ['certification', 'certLicence', 'end', 'I also carry a {X} licence.', '{X} licence'],
  ['certification', 'certIn', 'start', "I'm board-certified in {X}.", 'Board-certified in {X}'],
  ['certification', 'certAcronym', 'end', 'I passed the {X} on the first attempt.', '{X}, passed on the first attempt'],
  ['certification', 'certLicence', 'end', "I'm a registered {X} too.", 'Registered {X}'],
  ['tool', 'tool', 'end', 'I built our reporting in {X} from scratch.', 'Built team reporting in {X}'],
  ['tool', 'tool', 'end', 'My go-to tools are {T} and {X}.', 'Go-to tools: {T}, {X}'],
  ['tool', 'tool', 'end', 'I migrated the team from {T} to {X}.', 'Migrated the team from {T} to {X}'],
  ['tool', 'tool', 'start', "I'm a power user of {X}.", '{X} power user'],
  ['tool', 'tool', 'end', 'I set up {X} for our team of eight.', 'Set up {X} for a team of eight'],
  ['tool', 'gap', 'end', 'I have two years of hands-on {X} experience.', '{X}: two years hands-on'],
  ['tool', 'gap', 'end', 'I rely on {X} every day.', '{X}, every day'],
  ['number', 'number', 'end', 'In my last role I {X}.', 'In my last role: {X}'],
  ['number', 'number', 'start', 'Over the past year I {X}.', 'Past year: {X}'],
  ['number', 'number', 'end', "I also {X}, a result I'm proud of.", 'Result: {X}'],
];

const STYLES: Fresh7Style[] = ['teal-summary', 'kickresume-ps', 'jobscan-keywords', 'chatgpt-plain'];

/** A sentence's last words with its full stop, which an abbreviation ending it ('Inc.') already gives. */
function stop(text: string): string {
  return /[.!]$/.test(text) ? text : `${text}.`;
}

function credentialParts(f: Facts): string[] {
  return [...(f.cert ? [`I hold the ${f.cert}`] : []), ...(f.certIn ? [`I'm certified in ${f.certIn}`] : []), ...(f.licence ? [`I'm ${f.licence}`] : [])];
}

function credentialSentence(f: Facts): string {
  const parts = credentialParts(f);
  return parts.length ? ` ${upperFirst(list(parts))}.` : '';
}

function gapSentence(f: Facts): string {
  return f.gapNamed ? `I haven't worked with ${f.gap} yet` : `${upperFirst(f.gap)} would be new to me`;
}

function schoolBare(f: Facts): string {
  return f.school.replace(/^the /, '');
}

function draft(f: Facts, style: Fresh7Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const team = f.company ?? 'your team';
  const from = f.school ? ` from ${f.school}` : '';
  switch (style) {
    case 'teal-summary': {
      const toolsItem = f.tools.length ? `• Tools: ${f.tools.join(', ')}` : undefined;
      const credentials = [f.cert, f.certIn && `Certified in ${f.certIn}`, f.licence && upperFirst(f.licence)].filter(Boolean).join('; ');
      return {
        slot: 1,
        listSlot: true,
        bullet: '• ',
        toolsItem,
        closing: 'Best',
        paras: [
          `**${f.title} with ${f.tenure ?? `a background in ${f.field}`}, applying for the ${f.role} role${at}.** Selected achievements:`,
          [
            `• ${upperFirst(f.duty)} (${f.employer})`,
            ...(f.figure ? [`• ${upperFirst(f.figure)}`] : []),
            ...(f.past ? [`• ${f.past.title}, ${f.past.employer}`] : []),
            `• ${f.degreeShort}${f.school ? ` — ${schoolBare(f)}` : ''}`,
            ...(credentials ? [`• ${credentials}`] : []),
            ...(toolsItem ? [toolsItem] : []),
            `• Known for calm, clear communication`,
          ].join('\n'),
          `Why ${team}: the role asks for ${f.reqs[0]} and ${f.reqs[1]}, which is where I want to grow next. ${gapSentence(f)}, but I ramp up fast.`,
          `I'd be glad to talk whenever suits you.`,
        ],
      };
    }
    case 'kickresume-ps':
      return {
        slot: 2,
        listSlot: false,
        closing: 'Kind regards',
        postscript: f.tenure
          ? `P.S. ${upperFirst(f.tenure)} has taught me that the small details decide how a day goes — I'd love to bring that care to ${team}.`
          : `P.S. I'd be happy to walk you through examples of my work at ${f.employer}.`,
        paras: [
          `I am excited to apply for the ${f.role} position${at}.${f.alum && f.school ? ` As ${article(`${schoolBare(f)}`)} alum with a background in ${f.field}, I` : ` With a background in ${f.field}, I`} would love to bring my energy to ${team}.`,
          `During my tenure at ${f.employer} as ${article(f.title)}, I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Before that, my time with ${f.past.employer} as ${article(f.past.title)} grounded me in the basics.` : ''}`,
          `I hold ${f.degree}${from}.${credentialSentence(f)}${f.tools.length ? ` I use ${list(f.tools)} regularly.` : ''}`,
          `I understand the team needs ${f.reqs[0]} and ${f.reqs[1]}. ${gapSentence(f)}, but I pick things up quickly, and I'm a warm, patient communicator.`,
          `Thank you for your time. I look forward to hearing from you.`,
        ],
      };
    case 'jobscan-keywords': {
      const credentials = [f.cert, f.certIn && `certified in ${f.certIn}`, f.licence].filter(Boolean).join('; ');
      return {
        slot: 1,
        listSlot: false,
        closing: 'Sincerely',
        paras: [
          `I am applying for the ${f.role} role${at}. I have matched my background to the keywords in your posting: ${f.reqs[0]}, ${f.reqs[1]}, ${f.field}, communication and teamwork.`,
          `Experience: ${f.title}, ${f.employer}${f.since ? ` (${f.since}–present)` : ''}. In this role I ${f.duty}.${f.figure ? ` Key result: I ${f.figure}.` : ''}${f.past ? ` Previously: ${f.past.title}, ${stop(f.past.employer)}` : ''}`,
          `Education: ${f.degreeShort}${f.school ? `, ${f.school}` : ''}.${credentials ? ` Credentials: ${credentials}.` : ''}${f.tools.length ? ` Software: ${f.tools.join(' | ')}.` : ''}`,
          `Keywords I am still building: ${f.gap}. Soft skills: problem solving, time management, attention to detail, collaboration.`,
          `I would welcome an interview.`,
        ],
      };
    }
    case 'chatgpt-plain':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Sincerely',
        paras: [
          `I am writing to express my interest in the ${f.role} position${at}. With ${f.tenure ?? `experience in ${f.field}`}, I am confident that I would be a valuable addition to ${team}.`,
          `In my role as ${article(f.title)} at ${f.employer}, I ${f.duty}.${f.figure ? ` Additionally, I ${f.figure}.` : ''}${f.past ? ` Prior to this, I worked as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          `I hold ${f.degree}${from}.${credentialSentence(f)}${f.tools.length ? ` I am proficient in ${list(f.tools)}.` : ''} I understand that this role involves ${f.reqs[0]} and ${f.reqs[1]}, and I am eager to develop further in these areas. ${gapSentence(f)}, but I am a quick learner.`,
          `Thank you for considering my application. I look forward to the opportunity to discuss how my skills and experience can contribute to ${team}.`,
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh7(avoidText: (resume: string, posting: string) => string): Fresh7Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: 'November 26, 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
