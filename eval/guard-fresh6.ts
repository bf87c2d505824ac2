// Held-out set 'fresh6' of the guard around a model (issue 23, session of guard2711, third round): whole letters in
// four LLM house styles not used by fresh..fresh5, for 10 resume × posting pairs of ../shared/corpus that no earlier
// set pairs. Seven of the real resumes (rw01, rw04, rw14, rw20, rw24, rw30, rw39) were in no earlier house-style set,
// and the three resumes rendered through outside templates (sy072, sy097, sy169) print a post-nominal after the name
// and were in no guard set at all.
//
// Method (that of fresh4 and fresh5; the generator is shared, eval/guard-house.ts): each pair's facts were copied from
// its resume's text (titles, employers, dates, the degree as an LLM abbreviates it — 'MS', 'Honours BSc', 'B.Sc.',
// 'MAcc', 'PhD' —, credentials as printed, what a credential certifies, a licence, tools, one duty and one figure as
// printed, the post-nominal) and two requirements of its posting. Four styles — a Claude-like measured letter ("What
// draws me to it is…", "My current role is X at Y; there I…", "I'm certified in …", "Day to day I'm proficient with
// …"), a Rezi-like letter that opens with the name and its credential in parentheses and carries a "Highlights:" list
// with '– ' items ("Proficient with: …"), an Enhancv-like "three reasons" letter ("First, experience.", "Second,
// qualifications.", "Third, tools."; "licensed as …") and a Copy.ai-like compact letter with a colon-headed line of
// credentials and a "Technical toolkit:" list — turn them into an honest letter that also names the posting's
// requirements as the role's, the gap as not yet used, and soft skills.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: 'on contract with X', 'Back when I was with X', 'X brought me on as a
// consultant', 'I also freelanced for X', 'My time on the operations team of X', 'Clients at X, where I was a senior
// associate'; 'I also hold an MSc in X', 'My B.Com with a minor in X', 'After graduating from X with honours', 'I
// studied at X on a full scholarship', 'a postgraduate diploma in X', 'With a BA (Hons) in X'; 'I have held the X
// designation since 2020', "I'm certified in X as well", "I'm also licensed as a X", 'As a X-certified professional',
// 'My X certificate came through in March', 'I passed the X exam', 'I keep my X current'; "I'm proficient with T, X and
// most office software", 'I automated our weekly report in X', 'I administer our X workspace', 'Most of my days are
// spent in X', 'I trained new hires on X and T', the posting's gap as 'I used X daily in my last role' or "I'm an
// experienced X user"; a figure as calls a month, an uptime share, a pound amount, 'from six weeks to two', 'by a
// third', a count of sites, '$3 million', a rank ('#2 of 40'). Written and committed before any change to the guard in
// that round and measured once on the guard as it stood; only counts per class are printed, never its misses
// (`npm run eval -- guard-fresh6`).

import { article, buildHouseSet, fabTemplates, list, upperFirst, type FabRow, type GeneratedFacts, type HouseCase, type HouseDraft } from './guard-house.ts';

export type Fresh6Style = 'claude-measured' | 'rezi-highlights' | 'enhancv-reasons' | 'copyai-compact';
export type Fresh6Case = HouseCase<Fresh6Style>;

interface Facts extends GeneratedFacts {
  /** What a credential of the resume certifies, for "I'm certified in …". */
  certIn?: string;
  /** A licence the resume prints, for "licensed as …". */
  license?: string;
}

// Copied from the resumes — nothing here is invented.
const FACTS: Facts[] = [
  { resume: 'rw01', posting: 'jd20', name: 'Byungjin Park', role: 'Senior Application Security Engineer', company: 'Eigen Labs', title: 'DevOps Engineer', employer: 'Dunamu Inc.', past: { title: 'Site Reliability Engineer', employer: 'Danggeun Pay' }, degree: 'a B.S. in Computer Science and Engineering', degreeShort: 'B.S. in Computer Science and Engineering', school: 'POSTECH', cert: 'AWS Certified Security – Specialty', certIn: 'Kubernetes application development (CKAD)', tools: ['Terraform', 'Kubernetes', 'ArgoCD', 'Kafka'], duty: 'designed Terraform modules to manage and scale infrastructure across dozens of AWS accounts', figure: 'saved over 30% of the overall AWS costs with a quarterly purchasing strategy for reserved instances and savings plans', reqs: ['threat modeling', 'penetration testing'], gap: 'GitHub Actions', gapNamed: true, field: 'DevOps and site reliability engineering' },
  { resume: 'rw04', posting: 'jd01', name: 'Sourabh Bajaj', role: 'Analytics Engineer', company: 'Parfumado', title: 'Software Engineer', employer: 'Google', since: 2016, past: { title: 'Senior Software Engineer', employer: 'Coursera' }, degree: 'an MS in Computer Science', degreeShort: 'MS, Computer Science', school: 'the Georgia Institute of Technology', tools: ['Python', 'TensorFlow', 'Apache Beam', 'Amazon Redshift'], duty: 'worked on APIs and performance for training models on Tensor Processing Units', figure: 'helped teach Computational Investing, an online course with more than 100,000 students enrolled', reqs: ['Snowflake', 'Fivetran'], gap: 'dbt', gapNamed: true, field: 'software and data engineering' },
  { resume: 'rw14', posting: 'jd04', name: 'Lingjun Meng', role: 'Senior Accountant', title: 'Retail Supervisor', employer: 'Plaza Grocery', degree: 'an Honours BSc in Actuarial Science and Statistics', degreeShort: 'Honours BSc, Actuarial Science and Statistics', school: 'the University of Toronto', tools: ['Excel', 'R', 'Python', 'PowerPoint'], duty: 'trained new employees and handled all monetary transactions as the only client support in the store', reqs: ['month-end close', 'account reconciliations'], gap: 'Dynamics 365', gapNamed: true, field: 'actuarial science and statistics' },
  { resume: 'rw20', posting: 'jd07', name: 'Laxman Rai', role: 'Backend Engineer', title: 'Full Stack Web & Mobile Developer', employer: 'iSendMoney', since: 2022, past: { title: 'Full Stack Blockchain Developer', employer: 'Playpoint.ai' }, degree: 'a Diploma in Computer Programming', degreeShort: 'Diploma in Computer Programming', school: 'Niagara College', cert: 'Core Java Certification', certIn: 'MERN stack development', tools: ['React', 'Node.js', 'MongoDB', 'Solidity'], duty: 'developed app integrations with REST APIs for currency exchange rates, social media logins and payment processors', reqs: ['Django', 'Postgres'], gap: 'Rust', gapNamed: true, field: 'full stack web development' },
  { resume: 'rw30', posting: 'jd10', name: 'Ivy Haddington', role: 'Customer Support Representative', company: 'EverCommerce', title: 'Desktop Support Technician', employer: 'Wilder Tech', since: 2021, past: { title: 'IT Support Technician', employer: 'James and Spicer Law Group' }, degree: 'a BS in Computer Science', degreeShort: 'BS, Computer Science', school: 'Big Sky University', cert: 'Google IT Support Professional Certificate', tools: [], duty: 'set up computer hardware across twelve offices in the company headquarters building', figure: 'assessed and diagnosed tech issues remotely for a top 25 retail company', reqs: ['a world-class customer experience', 'social media'], gap: 'SaaS support', gapNamed: false, field: 'desktop and IT support' },
  { resume: 'rw39', posting: 'jd39', name: 'Alicia M. Lienhart', role: 'Writer/Reporter', company: 'Consumer Reports', title: 'Graduate Research Assistant', employer: 'the University of Central Florida', since: 2024, past: { title: 'Adjunct Instructor', employer: 'South College' }, degree: 'an M.A. in Education', degreeShort: 'MA in Education', school: 'the University of South Florida', cert: 'TESOL Certification', certIn: 'TESOL', tools: ['Zotero', 'Canvas', 'Google Docs', 'Adobe Express'], duty: 'co-developed a three-phase longitudinal study on writing transfer and rhetorical reflection', figure: 'taught accelerated 10-week composition courses to adult learners', reqs: ['converting technical insights into well-written content', 'consumer products'], gap: 'WordPress', gapNamed: true, field: 'writing, research and teaching' },
  { resume: 'rw24', posting: 'jd40', name: 'Aakaash K. Rao', role: 'Senior Financial Analyst', company: 'Sonos', title: 'Teaching Fellow', employer: 'Harvard University', degree: 'a PhD in Economics', degreeShort: 'PhD, Economics', school: 'Harvard University', tools: ['R', 'Stata'], duty: 'taught Advanced Intermediate Microeconomics and the PhD Math Camp', figure: 'published four peer-reviewed papers, in journals including the American Economic Review', reqs: ['OPEX forecasting', 'US GAAP'], gap: 'Anaplan', gapNamed: true, field: 'economics research' },
  { resume: 'sy072', posting: 'jd14', name: 'Oluwaseun Okonkwo', postNominal: 'LPN', role: 'Utilization Management Nurse', title: 'Clinical Nurse Educator', employer: 'Mercy General Hospital', past: { title: 'Travel Nurse', employer: 'Sunrise Senior Living' }, degree: 'a BSc in Nursing', degreeShort: 'B.Sc. Nursing', school: 'Covenant University', cert: 'CCRN', license: 'a practical nurse', tools: ['Epic EHR', 'Cerner'], duty: 'provided direct care for 4-10 patients per shift on a 94-bed medical-surgical unit', figure: 'led a hand hygiene audit that lifted compliance from 14% to 98%', reqs: ['utilization management', 'MCG criteria'], gap: 'MCG', gapNamed: true, field: 'acute and long-term nursing care' },
  { resume: 'sy169', posting: 'jd19', name: 'Ha-eun Park', postNominal: 'CMA', role: 'Junior Staff Accountant', company: 'CorVel', title: 'Payroll Specialist', employer: 'the City of Columbus Department of Finance', past: { title: 'Bank Teller', employer: 'Bank of America' }, degree: 'a Master of Accountancy', degreeShort: 'MAcc', school: 'Seoul National University', cert: 'CFA Level I', tools: ['SAP', 'Excel', 'ADP', 'QuickBooks'], duty: 'reconciled 20 balance sheet accounts and supported the annual external audit', figure: 'found $58K in duplicate payments through a vendor master clean-up', reqs: ['general ledger journal entries', '10-key by touch'], gap: 'PeopleSoft', gapNamed: true, field: 'accounting and payroll' },
  { resume: 'sy097', posting: 'jd11', name: 'Iván García', postNominal: 'PHR', role: 'City Clerk', company: 'the City of Petaluma', title: 'HR Generalist', employer: 'City of Seattle Human Resources', since: 2024, past: { title: 'Executive Assistant', employer: 'Unilever' }, degree: 'a BA in Business Administration', degreeShort: 'B.A., Business Administration', school: 'Lone Star College', cert: 'SHRM-CP', certIn: 'HR management (PHR)', tools: ['Workday', 'Microsoft Office', 'Google Workspace'], duty: 'onboarded 15+ new hires a quarter and ran benefits enrollment', figure: 'rolled out a new HRIS to 480 employees', reqs: ['support for an elected governing body', 'records management'], gap: 'supporting a city council', gapNamed: false, field: 'human resources and administration' },
];

// Invented names, none used by an earlier set or the guard's tests; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Accenture', 'Humana', 'Brightwater Staffing', 'Medtronic', 'Sapient Logistics', 'Oakridge Veterinary', 'Ferguson Enterprises', 'Bluewave Media'],
  field: ['Urban Planning', 'Classics', 'Chemical Engineering', 'Linguistics', 'Forestry'],
  school: ['Dartmouth College', 'Trinity College Dublin', 'the University of Otago', 'Vanderbilt University'],
  certName: ['Microsoft Certified: Azure Administrator Associate', 'Cisco CCNA', 'Google Ads Search Certification', 'Certified Meeting Professional', 'Certified Purchasing Manager'],
  certAcronym: ['CSCA', 'CFP', 'CPP', 'CHFM', 'CCSP'],
  certIn: ['Lean Six Sigma', 'ITIL 4', 'Salesforce Administration', 'HACCP', 'PRINCE2'],
  certLicence: ['Insurance Producer', 'Customs Broker', 'Mortgage Loan Originator', 'Private Investigator', 'Land Surveyor'],
  tool: ['Pipedrive', 'Confluence', 'Metabase', 'Gusto', 'Loom', 'Hootsuite', 'Miro', 'Trello', 'Freshservice'],
  number: [
    { text: 'handled 2,300 calls a month', claim: '2,300 calls' },
    { text: 'kept our systems at 99.7% uptime', claim: '99.7%' },
    { text: 'saved the business £120,000 a year', claim: '£120,000' },
    { text: 'cut onboarding from six weeks to two', claim: 'six weeks to two' },
    { text: 'cut reporting errors by a third', claim: 'by a third' },
    { text: 'supported 14 sites across the region', claim: '14 sites' },
    { text: 'brought in $3 million in new revenue', claim: '$3 million' },
    { text: 'ranked #2 of 40 analysts on accuracy', claim: '#2 of 40' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'Before that, I spent two years on contract with {X}.', 'Contract role with {X} (two years)'],
  ['employer', 'employer', 'start', 'Back when I was with {X}, I learned to document everything.', 'Earlier role with {X}'],
  ['employer', 'employer', 'end', '{X} brought me on as a consultant for its 2020 systems rollout.', 'Consultant, {X} (2020 systems rollout)'],
  ['employer', 'employer', 'end', 'I also freelanced for {X} on weekends.', 'Weekend freelance work for {X}'],
  ['employer', 'employer', 'start', 'My time on the operations team of {X} taught me to plan for peak weeks.', 'Operations team, {X}'],
  ['employer', 'employer', 'end', 'Clients at {X}, where I was a senior associate, still send me referrals.', 'Senior associate at {X}'],
  ['degree', 'field', 'end', 'I also hold an MSc in {X}.', 'MSc, {X}'],
  ['degree', 'field', 'end', 'My B.Com with a minor in {X} gave me a head for numbers.', 'B.Com (minor in {X})'],
  ['degree', 'school', 'start', 'After graduating from {X} with honours, I moved straight into work.', 'Graduated with honours, {X}'],
  ['degree', 'school', 'end', 'I studied at {X} on a full scholarship.', 'Full scholarship, {X}'],
  ['degree', 'field', 'end', 'I hold a postgraduate diploma in {X} as well.', 'Postgraduate diploma in {X}'],
  ['degree', 'field', 'start', 'With a BA (Hons) in {X}, I came to this work from an unusual angle.', 'BA (Hons), {X}'],
  ['certification', 'certAcronym', 'end', 'I have held the {X} designation since 2020.', '{X} designation (since 2020)'],
  ['certification', 'certIn', 'end', "I'm certified in {X} as well.", 'Certified in {X}'],
  ['certification', 'certLicence', 'end', "I'm also licensed as a {X} in my state.", 'Licensed {X}'],
  ['certification', 'certAcronym', 'start', 'As a {X}-certified professional, I hold myself to a published standard.', '{X}-certified'],
  ['certification', 'certName', 'end', 'My {X} certificate came through in March.', '{X} certificate (March)'],
  ['certification', 'certName', 'end', 'I passed the {X} exam last year.', 'Passed the {X} exam'],
  ['certification', 'certAcronym', 'end', 'I keep my {X} current with yearly continuing education.', '{X} (current, yearly CE)'],
  ['tool', 'tool', 'end', "I'm proficient with {T}, {X} and most office software.", 'Proficient with {T}, {X}'],
  ['tool', 'tool', 'end', 'I automated our weekly report in {X}.', 'Automated the weekly report in {X}'],
  ['tool', 'tool', 'start', 'I administer our {X} workspace.', "Administrator of the team's {X} workspace"],
  ['tool', 'tool', 'end', 'Most of my days are spent in {X}.', 'Daily: {X}'],
  ['tool', 'tool', 'end', 'I trained new hires on {X} and {T}.', 'Trained new hires on {X} and {T}'],
  ['tool', 'gap', 'end', 'I used {X} daily in my last role.', '{X}: daily use in my last role'],
  ['tool', 'gap', 'end', "I'm an experienced {X} user.", 'Experienced {X} user'],
  ['number', 'number', 'end', 'Along the way I {X}.', 'Along the way: {X}'],
  ['number', 'number', 'start', 'Last year alone I {X}.', 'Last year: {X}'],
  ['number', 'number', 'end', 'Measured plainly, I {X}.', 'Measured result: {X}'],
];

const STYLES: Fresh6Style[] = ['claude-measured', 'rezi-highlights', 'enhancv-reasons', 'copyai-compact'];

/** A sentence's last words with its full stop, which an abbreviation ending it ('Inc.') already gives. */
function stop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

function credentialSentence(f: Facts): string {
  const parts: string[] = [];
  if (f.cert) parts.push(`I hold the ${f.cert}`);
  if (f.certIn) parts.push(`I'm certified in ${f.certIn}`);
  if (f.license) parts.push(`I'm licensed as ${f.license}`);
  return parts.length ? ` ${upperFirst(list(parts))}.` : '';
}

function gapSentence(f: Facts): string {
  return f.gapNamed ? `I haven't had the chance to use ${f.gap} yet` : `${upperFirst(f.gap)} would be new for me`;
}

function draft(f: Facts, style: Fresh6Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const team = f.company ?? 'your team';
  const named = f.postNominal ? `${f.name} (${f.postNominal})` : f.name;
  switch (style) {
    case 'claude-measured':
      return {
        slot: 1,
        listSlot: false,
        closing: 'With thanks',
        paras: [
          `I'm writing about the ${f.role} opening${at}. What draws me to it is the focus on ${f.reqs[0]} and ${f.reqs[1]}; both are areas I want to build on.`,
          `${f.since ? `My current role is ${f.title} at ${f.employer}` : `My most recent role was ${f.title} at ${f.employer}`}; there I ${f.duty}.${f.figure ? ` One result I can point to: I ${f.figure}.` : ''}${f.past ? ` Earlier, I spent time as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          `On the academic side, I completed ${f.degree} at ${stop(f.school)}${credentialSentence(f)}${f.tools.length ? ` Day to day I'm proficient with ${list(f.tools)}.` : ''}`,
          `${gapSentence(f)}, and I'd plan to close that gap early. Colleagues would describe me as steady, curious and easy to work with.`,
          `Thank you for reading. I'd be glad to talk through how I could help ${team}.`,
        ],
      };
    case 'rezi-highlights': {
      const toolsItem = f.tools.length ? `– Proficient with: ${f.tools.join(', ')}` : undefined;
      return {
        slot: 1,
        listSlot: true,
        bullet: '– ',
        toolsItem,
        closing: 'Regards',
        paras: [
          `My name is ${named}, and I am applying for the ${f.role} role${at}. Highlights:`,
          [
            `– ${f.title} at ${f.employer}${f.since ? ` since ${f.since}` : ''}: ${f.duty}`,
            ...(f.past ? [`– ${f.past.title} at ${f.past.employer}`] : []),
            `– ${f.degreeShort}, ${f.school.replace(/^the /, '')}`,
            ...(f.cert ? [`– ${f.cert}`] : []),
            ...(f.license ? [`– Licensed as ${f.license}`] : []),
            ...(toolsItem ? [toolsItem] : []),
            ...(f.figure ? [`– ${upperFirst(f.figure)}`] : []),
            `– Reliable, well organized and good with people`,
          ].join('\n'),
          `I noticed the role centres on ${f.reqs[0]} and ${f.reqs[1]}. ${gapSentence(f)}, but I learn new systems fast.`,
          `I'd welcome the chance to talk.`,
        ],
      };
    }
    case 'enhancv-reasons':
      return {
        slot: 2,
        listSlot: false,
        closing: 'All the best',
        paras: [
          `Hello! I'd like to be considered for the ${f.role} position${at}. Here are three reasons I think I'd be a strong fit.`,
          `First, experience. As ${article(f.title)} at ${f.employer}, I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Before that I was ${article(f.past.title)} with ${stop(f.past.employer)}` : ''}`,
          `Second, qualifications. I have ${f.degree} (${f.school.replace(/^the /, '')}).${credentialSentence(f)}`,
          `Third, tools and habits. ${f.tools.length ? `I work comfortably in ${list(f.tools)}. ` : ''}I know the role also involves ${f.reqs[0]} and ${f.reqs[1]}; ${f.gapNamed ? gapSentence(f) : `${f.gap} would be new for me`}, and I'm ready to learn. I'm patient, organized and I communicate clearly.`,
          `Thanks for considering me — I'd love to hear from ${team}.`,
        ],
      };
    case 'copyai-compact':
      return {
        slot: 3,
        listSlot: false,
        closing: 'Respectfully',
        paras: [
          `Please accept this letter as my application for the ${f.role} role${at}. With a background in ${f.field}, I believe I can add value quickly.`,
          `${f.since ? `Since ${f.since}, I have worked at ${f.employer} as ${article(f.title)}` : `At ${f.employer}, I served as ${article(f.title)}`}, where I ${f.duty}.${f.figure ? ` A highlight: I ${f.figure}.` : ''}${f.past ? ` My earlier experience includes ${f.past.title} work at ${stop(f.past.employer)}` : ''}`,
          `Education and credentials: ${f.degreeShort} from ${f.school}${f.cert ? `; ${f.cert}` : ''}.${f.tools.length ? ` Technical toolkit: ${f.tools.join(', ')}.` : ''}`,
          `The role calls for ${f.reqs[0]} and ${f.reqs[1]}. ${gapSentence(f)}, though I'm confident I can pick it up. I am dependable, detail-oriented and a clear communicator.`,
          `Thank you for your consideration.`,
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh6(avoidText: (resume: string, posting: string) => string): Fresh6Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: 'November 26, 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
