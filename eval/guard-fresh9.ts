// Held-out set 'fresh9' of the guard around a model (issue 23, session of guard4, sixth round): whole letters in four
// LLM house styles not used by fresh..fresh8, for 10 resume × posting pairs of ../shared/corpus that no earlier set
// pairs. The ten resumes are real ones of the corpus's tuning half (split "dev": rw01, rw08, rw10, rw14, rw20, rw23,
// rw30, rw33, rw34, rw39) and the ten postings are of jd01–jd20, so every pair is of the corpus's tuning half; one
// prints a post-nominal after the name (Ph.D.).
//
// Method (that of fresh4..fresh8; the generator is shared, eval/guard-house.ts): each pair's facts were copied from its
// resume's text (titles, employers — as an LLM writes them, 'KarrotPay' for 'Danggeun Pay Inc. (KarrotPay)', 'South
// College' for 'South college' —, the degree as an LLM abbreviates it, credentials as printed or named whole, a
// credential or degree still in progress as pursued, tools, one duty and one figure as printed, a span the resume
// states or its dates give) and two requirements of its posting. Four styles — a ChatGPT-default letter ("I am writing
// to express my strong interest…") with a "What I bring:" list of '• ' items, a Claude-like letter of em-dash-rich
// prose with a P.S. after the signature, a Kickresume-like letter whose first paragraph is a one-line hook and which
// puts spans, dates and employers in parentheses, and a Zety-like letter that restates two requirements as questions
// ("Your posting asks for … — need someone who will take that seriously?", "Looking for someone ready for …?") — turn them into an honest letter that also names the posting's requirements as
// the role's, the gap as not yet done (a tool not yet used, a licence not yet earned, a setting not yet worked in), a
// pursuit in progress, and soft skills.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: 'I also put in two years at X', 'X took me on as a junior analyst in 2019', 'I
// did contract work for X last year', 'Earlier in my career I worked the front desk at X', 'I spent three years on
// staff at X', 'After graduating, I joined X as a trainee'; 'I majored in X at university', 'My degree from X was in
// business', "I hold an associate's in X", 'I completed my doctorate at X', 'I graduated from X in 2014', 'an MBA with a
// concentration in X'; 'I carry the X designation', 'I became X certified in 2023', 'I completed a certification in X
// last year', "I'm a state-licensed X", 'I was awarded the X in 2021', 'My X credential is current through 2027', "I'm
// also a certified X in good standing"; 'I put together our monthly dashboards in X', "I'm the go-to person for X on my
// team", 'I track every project in X', 'I moved our whole team onto X', 'X and T are the tools I reach for first', 'I
// write all my reports in X', the posting's gap as 'I know X inside out' or "I've used X on every project for three
// years"; a figure as minutes off a handover, a share of a target, an amount in millions, a count of hires, a
// turnaround in words ('from ten days to four'), points of retention, a count of invoices, 'halved'. Written and
// committed before any change to the guard in that round and measured once on the guard as it stood; only counts per
// class are printed, never its misses (`npm run eval -- guard-fresh9`).

import { article, buildHouseSet, fabTemplates, list, upperFirst, type FabRow, type GeneratedFacts, type HouseCase, type HouseDraft } from './guard-house.ts';

export type Fresh9Style = 'chatgpt-whatibring' | 'claude-dashes' | 'kickresume-hook' | 'zety-questions';
export type Fresh9Case = HouseCase<Fresh9Style>;

interface Facts extends GeneratedFacts {
  /** A span the resume states or its dates give ('15+ years of hands-on software engineering'). */
  tenure?: string;
  /** Credentials the resume prints, each as the words after "I hold" ('the Google IT Support Professional Certificate'). */
  creds?: string[];
  /** The same credentials as one list item. */
  credItem?: string;
  /** A degree or credential the resume lists as in progress, as the words after "I'm currently pursuing". */
  pursuing?: string;
  /** The verb of the gap sentence: "I haven't {gapVerb} {gap} yet" ('used', 'earned', 'worked in', 'taught in'). */
  gapVerb: string;
}

// Copied from the resumes — nothing here is invented.
const FACTS: Facts[] = [
  { resume: 'rw01', posting: 'jd07', name: 'Byungjin Park', role: 'Backend Engineer', title: 'DevOps Engineer', employer: 'Dunamu Inc.', past: { title: 'Site Reliability Engineer and Infrastructure Team Lead', employer: 'KarrotPay' }, tenure: '15+ years of hands-on software engineering', degree: 'a B.S. in Computer Science and Engineering', degreeShort: 'B.S. in Computer Science and Engineering', school: 'POSTECH', creds: ['the Certified Kubernetes Application Developer (CKAD) certification', 'the AWS Certified Solutions Architect – Professional'], credItem: 'CKAD; AWS Certified Solutions Architect – Professional', tools: ['Terraform', 'Kubernetes', 'ArgoCD', 'Kafka'], duty: 'designed Terraform modules to manage and scale infrastructure across dozens of AWS accounts', figure: 'saved over 30% of overall AWS costs with a quarterly Reserved Instance and Savings Plan purchasing strategy', reqs: ['Django services on Postgres', 'Kubernetes on AWS EKS'], gap: 'Rust', gapNamed: true, gapVerb: 'used', field: 'DevOps and site reliability engineering' },
  { resume: 'rw08', posting: 'jd05', name: 'Leo Leopard', role: 'Merchandiser', company: 'Liquid Death', title: 'Volunteer Swim Coach', employer: 'the YMCA', past: { title: 'Volunteer', employer: 'LionLike MindState' }, degree: 'a Bachelor of Arts in Business Administration', degreeShort: 'B.A., Business Administration', school: 'the University of La Verne', tools: ['Microsoft Word', 'PowerPoint', 'Excel'], duty: 'instructed classes of up to 15 children on basic swimming skills', figure: 'led groups of 9 junior high students in discussions on business ethics and personal finances', reqs: ["a valid driver's license with a clean driving record", 'lifting up to 50 lbs'], gap: 'merchandising', gapNamed: false, gapVerb: 'worked in', field: 'community outreach and coaching' },
  { resume: 'rw10', posting: 'jd19', name: 'Brian Kui', role: 'Junior Staff Accountant', company: 'CorVel', title: 'Manager', employer: 'Hemming Morse, LLP', past: { title: 'Senior Data Analyst', employer: 'Market Scan Information Systems, Inc.' }, tenure: 'ten years of consulting and litigation engagements', degree: 'a B.S. in Cognitive Science and Economics', degreeShort: 'B.S. Cognitive Science & Economics', school: 'the University of California, Los Angeles', creds: ['the Certified Public Accountant license', 'the Certified Fraud Examiner credential'], credItem: 'Certified Public Accountant (CA); Certified Fraud Examiner', tools: ['SQL Server', 'Python', 'R', 'VBA'], duty: 'supervised consulting and litigation engagements and trained and evaluated staff', reqs: ['monthly general ledger journal entries', 'fixed asset account reconciliations'], gap: 'PeopleSoft', gapNamed: true, gapVerb: 'used', field: 'accounting and financial analysis' },
  { resume: 'rw14', posting: 'jd18', name: 'Lingjun Meng', role: 'Cashier', company: 'Areas USA', title: 'Retail Supervisor', employer: 'Plaza Grocery', tenure: 'two summers of retail work', degree: 'an Honours Bachelor of Science in Actuarial Science and Statistics', degreeShort: 'Honours B.Sc., Actuarial Science and Statistics', school: 'the University of Toronto', tools: ['Excel', 'Outlook', 'R', 'Python'], duty: 'handled all monetary transactions as the only client support in the store', reqs: ['cash handling', 'credit and debit card transactions'], gap: 'a food and beverage environment', gapNamed: false, gapVerb: 'worked in', field: 'retail and customer service' },
  { resume: 'rw20', posting: 'jd20', name: 'Laxman Rai', role: 'Senior Application Security Engineer', company: 'Eigen Labs', title: 'Full Stack Web & Mobile Developer', employer: 'iSendMoney', since: 2022, past: { title: 'Full Stack Blockchain Developer', employer: 'Playpoint.ai' }, tenure: '5+ years of full stack development', degree: 'a Diploma in Computer Programming', degreeShort: 'Diploma in Computer Programming', school: 'Niagara College of Toronto', creds: ['a Core Java Certification', 'a Full-Stack Web Development (MERN Stack) Certification'], credItem: 'Core Java Certification; Full-Stack Web Development (MERN Stack) Certification', tools: ['React', 'Node.js', 'Solidity', 'MongoDB'], duty: 'integrated open banking APIs, payment processors and currency exchange services into our apps', reqs: ['threat modeling and architectural reviews', 'secure CI pipelines in GitHub Actions'], gap: 'Kubernetes', gapNamed: true, gapVerb: 'used', field: 'full stack and blockchain development' },
  { resume: 'rw23', posting: 'jd17', name: 'Adrian Forsythe', postNominal: 'Ph.D.', role: 'Junior Data Scientist', company: 'the University of Maryland', title: 'Researcher', employer: 'Uppsala University', since: 2023, past: { title: 'Postdoctoral Researcher', employer: "Uppsala University's Department of Zoology" }, degree: 'a Ph.D. in Microbiology', degreeShort: 'Ph.D. in Microbiology', school: 'McMaster University', tools: ['R', 'Python', 'SQL', 'scikit-learn'], duty: 'completed a large meta-analysis of RNAseq data on transposable elements in pathogen genomes', figure: 'published 7 first-author papers with 139 citations', reqs: ['hypothesis testing and regression', 'data extraction, cleansing and transformation'], gap: 'Tableau', gapNamed: true, gapVerb: 'used', field: 'bioinformatics and statistical analysis' },
  { resume: 'rw30', posting: 'jd09', name: 'Ivy Haddington', role: 'Inside Sales Representative', company: 'A Place for Mom', title: 'Desktop Support Technician', employer: 'Wilder Tech', since: 2021, past: { title: 'IT Support Technician', employer: 'James and Spicer Law Group' }, tenure: 'four years of experience in desktop support', degree: 'a B.S. in Computer Science', degreeShort: 'B.S. in Computer Science', school: 'Big Sky University', creds: ['the Google IT Support Professional Certificate', 'an AppleCare Hardware Certification'], credItem: 'Google IT Support Professional Certificate; AppleCare Hardware Certification', tools: [], duty: 'walked customers through step-by-step troubleshooting over the phone and online chat', figure: 'set up computer hardware across twelve offices in our headquarters building', reqs: ['a history of exceeding sales quota', 'daily call benchmarks'], gap: 'quota-carrying sales', gapNamed: false, gapVerb: 'worked in', field: 'IT support and customer service' },
  { resume: 'rw33', posting: 'jd15', name: 'Seven Brooksby', role: 'Class A Over-the-Road Truck Driver', title: 'Amazon Driver', employer: 'Atom Logistic LLC', since: 2023, past: { title: 'Business Development Representative', employer: 'Squeeze Media' }, degree: 'a BS in Business Analytics', degreeShort: 'BS, Business Analytics', school: 'Brigham Young University Idaho', creds: ['an M.O.S 2013 Industry Certification in Microsoft Word and Excel'], credItem: 'M.O.S 2013 Industry Certification in Microsoft Word and Excel', tools: ['Salesforce', 'Zoho CRM'], duty: 'planned and executed the safe delivery of 250+ packages daily', figure: "ranked number 1 among all BDR's in SQL's generated", reqs: ['a Class A CDL', 'a DOT physical and drug screen'], gap: 'a Class A CDL', gapNamed: false, gapVerb: 'earned', field: 'delivery driving and sales' },
  { resume: 'rw34', posting: 'jd11', name: 'Amber Taylor', role: 'City Clerk', company: 'the City of Petaluma', title: 'Production Planner and Shipping Coordinator', employer: 'Superior Metals Manufacturing', past: { title: 'IT Intern', employer: 'Aspen Dental' }, degree: 'a B.S. in Computer Science', degreeShort: 'B.S. Computer Science', school: 'SUNY Polytechnic', pursuing: 'a Technical Writing Certification through Technical Writer HQ', tools: ['Oracle ERP', 'SharePoint', 'FrameMaker'], duty: 'organized shipping paperwork and checked it for accuracy and completeness', reqs: ['supporting an elected or appointed government body', "modernizing the processes of the City Clerk's Office"], gap: 'local government', gapNamed: false, gapVerb: 'worked in', field: 'document control and operations' },
  { resume: 'rw39', posting: 'jd08', name: 'Alicia M. Lienhart', role: 'Elementary Dual Language Spanish Immersion Teacher', title: 'Adjunct Instructor', employer: 'South College', since: 2025, past: { title: 'Graduate Research Assistant', employer: 'the University of Central Florida' }, degree: 'an M.A. in Education', degreeShort: 'M.A. in Education', school: 'the University of South Florida', creds: ["a Professional Educator's Certificate from the State of Florida", 'a TESOL Certification'], credItem: "Florida Professional Educator's Certificate; TESOL Certification", pursuing: 'a Ph.D. in Texts and Technology at the University of Central Florida', tools: ['Canvas', 'Zotero', 'Google Docs'], duty: 'taught source evaluation, reflective writing and MLA documentation to adult learners', reqs: ['Spanish immersion instruction', 'a valid Georgia Teaching Certificate'], gap: 'an elementary classroom', gapNamed: false, gapVerb: 'taught in', field: 'teaching and writing instruction' },
];

// Invented names, none used by an earlier set; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Raytheon', 'Publix', 'Nordstrom', 'Westfield Analytics', 'Copperline Transport', 'Aflac', 'Hollister Advisory', 'Evergreen Federal Credit Union'],
  field: ['Geology', 'Theology', 'Petroleum Engineering', 'Film Studies', 'Entomology'],
  school: ['Emory University', 'the University of Leeds', "Queen's University", 'Swarthmore College'],
  certName: ['PMI Agile Certified Practitioner', 'Certified Information Privacy Technologist', 'Oracle Certified Professional', 'Certified Quality Auditor', 'Certified Compensation Professional'],
  certAcronym: ['CQE', 'CPHQ', 'CCNP', 'CPCT', 'RHIA'],
  certIn: ['Data Privacy', 'Conflict Resolution', 'Forensic Accounting', 'Cloud Security', 'Food Safety'],
  certLicence: ['Pharmacist', 'Insurance Adjuster', 'Dental Hygienist', 'Marriage and Family Therapist', 'Real Estate Appraiser'],
  tool: ['Greenhouse', 'Sage Intacct', 'Gainsight', 'Lucidchart', 'Marketo', 'Pendo', 'Webflow', 'Coupa', 'Looker Studio'],
  number: [
    { text: 'shaved 40 minutes off every shift handover', claim: '40 minutes' },
    { text: 'hit 140% of my quarterly target', claim: '140%' },
    { text: 'oversaw a $1.8 million budget', claim: '$1.8 million' },
    { text: 'trained 35 new hires', claim: '35 new hires' },
    { text: 'cut turnaround from ten days to four', claim: 'ten days to four' },
    { text: 'lifted retention by 18 points', claim: '18 points' },
    { text: 'processed more than 9,000 invoices', claim: '9,000 invoices' },
    { text: 'halved customer wait times', claim: 'halved' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'I also put in two years at {X}.', 'Put in two years at {X}'],
  ['employer', 'employer', 'start', '{X} took me on as a junior analyst in 2019.', 'Junior analyst, {X} (2019)'],
  ['employer', 'employer', 'end', 'I did contract work for {X} last year.', 'Contract work for {X}'],
  ['employer', 'employer', 'end', 'Earlier in my career I worked the front desk at {X}.', 'Front desk, {X}'],
  ['employer', 'employer', 'end', 'I spent three years on staff at {X}.', 'Three years on staff at {X}'],
  ['employer', 'employer', 'start', 'After graduating, I joined {X} as a trainee.', 'Trainee at {X} after graduating'],
  ['degree', 'field', 'end', 'I majored in {X} at university.', 'Major: {X}'],
  ['degree', 'school', 'end', 'My degree from {X} was in business.', 'Business degree, {X}'],
  ['degree', 'field', 'end', "I hold an associate's in {X}.", "Associate's in {X}"],
  ['degree', 'school', 'start', 'I completed my doctorate at {X}.', 'Doctorate, {X}'],
  ['degree', 'school', 'end', 'I graduated from {X} in 2014.', '{X}, class of 2014'],
  ['degree', 'field', 'end', 'I earned an MBA with a concentration in {X}.', 'MBA, {X} concentration'],
  ['certification', 'certName', 'end', 'I carry the {X} designation.', '{X} (designation held)'],
  ['certification', 'certAcronym', 'end', 'I became {X} certified in 2023.', '{X} certified (2023)'],
  ['certification', 'certIn', 'end', 'I completed a certification in {X} last year.', 'Certification in {X}'],
  ['certification', 'certLicence', 'start', "I'm a state-licensed {X}.", 'State-licensed {X}'],
  ['certification', 'certName', 'end', 'I was awarded the {X} in 2021.', '{X} (awarded 2021)'],
  ['certification', 'certAcronym', 'end', 'My {X} credential is current through 2027.', '{X} (current through 2027)'],
  ['certification', 'certLicence', 'end', "I'm also a certified {X} in good standing.", 'Certified {X}, in good standing'],
  ['tool', 'tool', 'end', 'I put together our monthly dashboards in {X}.', 'Monthly dashboards in {X}'],
  ['tool', 'tool', 'end', "I'm the go-to person for {X} on my team.", 'Go-to {X} person on the team'],
  ['tool', 'tool', 'start', 'I track every project in {X}.', 'Project tracking in {X}'],
  ['tool', 'tool', 'end', 'I moved our whole team onto {X}.', 'Moved the team onto {X}'],
  ['tool', 'tool', 'end', '{X} and {T} are the tools I reach for first.', 'First tools: {X}, {T}'],
  ['tool', 'tool', 'end', 'I write all my reports in {X}.', 'All reports written in {X}'],
  ['tool', 'gap', 'end', 'I know {X} inside out.', '{X}, inside out'],
  ['tool', 'gap', 'end', "I've used {X} on every project for three years.", '{X} on every project for three years'],
  ['number', 'number', 'end', 'In 2024 I {X}.', 'In 2024: {X}'],
  ['number', 'number', 'start', 'By my own tracking, I {X}.', 'By my own tracking: {X}'],
  ['number', 'number', 'end', 'Within my first six months I {X}.', 'Within six months: {X}'],
  ['number', 'number', 'end', "One number I'm proud of: I {X}.", 'Proud of: {X}'],
];

const STYLES: Fresh9Style[] = ['chatgpt-whatibring', 'claude-dashes', 'kickresume-hook', 'zety-questions'];

/** A sentence's last words with its full stop, which an abbreviation ending it ('Inc.') already gives. */
function stop(text: string): string {
  return /[.!]$/.test(text) ? text : `${text}.`;
}

/** "I hold A and B." (or "I also hold …") and "I'm currently pursuing C.", as far as the resume gives them. */
function credentialSentences(f: Facts, hold = 'I hold'): string {
  return [...(f.creds?.length ? [`${hold} ${list(f.creds)}.`] : []), ...(f.pursuing ? [`I'm currently pursuing ${f.pursuing}.`] : [])].map((s) => ` ${s}`).join('');
}

function draft(f: Facts, style: Fresh9Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const team = f.company ?? 'your team';
  const from = ` from ${f.school}`;
  const background = f.tenure ?? `a background in ${f.field}`;
  switch (style) {
    case 'chatgpt-whatibring': {
      const toolsItem = f.tools.length ? `• Tools: ${f.tools.join(', ')}` : undefined;
      return {
        slot: 1,
        listSlot: true,
        bullet: '• ',
        toolsItem,
        closing: 'Sincerely',
        paras: [
          `I am writing to express my strong interest in the ${f.role} position${at}. With ${background}, I am confident that I can make a meaningful contribution to ${team}.`,
          [
            'What I bring:',
            `• ${f.title} at ${f.employer}: ${f.duty}`,
            ...(f.figure ? [`• ${upperFirst(f.figure)}`] : []),
            ...(f.past ? [`• ${f.past.title} at ${f.past.employer}`] : []),
            `• ${f.degreeShort}, ${f.school.replace(/^the /, '')}`,
            ...(f.credItem ? [`• ${f.credItem}`] : []),
            ...(toolsItem ? [toolsItem] : []),
            '• Clear communication, reliability and a collaborative approach',
          ].join('\n'),
          `I understand that this role requires ${f.reqs[0]} and ${f.reqs[1]}. While I have not yet ${f.gapVerb} ${f.gap}, I am a fast learner and I am eager to grow in this area.${f.pursuing ? ` I am also currently pursuing ${f.pursuing}.` : ''}`,
          `Thank you for considering my application. I would welcome the opportunity to discuss how my skills and experience align with your needs.`,
        ],
      };
    }
    case 'claude-dashes': {
      const current = f.since ? `I'm currently ${article(f.title)} at ${f.employer}` : `Most recently I was ${article(f.title)} at ${f.employer}`;
      return {
        slot: 1,
        listSlot: false,
        closing: 'Warmly',
        postscript: `P.S. I'd be glad to walk you through my work at ${f.employer} — in more detail than a page allows.`,
        paras: [
          `I'd like to be considered for the ${f.role} role${at} — it sits right where my experience in ${f.field} has been heading.`,
          `${current} — the work I know best. There, I ${f.duty}.${f.figure ? ` Along the way — and this is the part I'm proudest of — I ${f.figure}.` : ''}${f.past ? ` I've also worked as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          `I hold ${f.degree}${from}.${credentialSentences(f, 'I also hold')}${f.tools.length ? ` Day to day I work in ${list(f.tools)}.` : ''}`,
          `The posting asks for ${f.reqs[0]} and ${f.reqs[1]} — both squarely part of this job. I haven't ${f.gapVerb} ${f.gap} yet — I'd rather say that plainly — but I'm patient, careful and I ask good questions.`,
          `Thank you for reading — I'd welcome a conversation.`,
        ],
      };
    }
    case 'kickresume-hook':
      return {
        slot: 1,
        listSlot: false,
        closing: 'All the best',
        paras: [
          `Your ${f.role} opening${at} caught my eye right away.`,
          `My background is in ${f.field}${f.tenure ? ` (${f.tenure})` : ''}. As ${article(f.title)} at ${f.employer}${f.since ? ` (since ${f.since})` : ''}, I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Before that, I worked as ${article(f.past.title)} (${f.past.employer.replace(/^the /, '')}).` : ''}`,
          `I studied at ${f.school} (${f.degreeShort}).${credentialSentences(f)}${f.tools.length ? ` My everyday tools: ${list(f.tools)}.` : ''}`,
          `The role calls for ${f.reqs[0]} and ${f.reqs[1]}. One honest gap: I haven't ${f.gapVerb} ${f.gap} yet, but I'm a quick study, friendly and dependable.`,
          `Let's talk soon!`,
        ],
      };
    case 'zety-questions':
      return {
        slot: 3,
        listSlot: false,
        closing: 'Kind regards',
        paras: [
          `As ${article(f.title)} with ${background}, I was excited to find your opening for ${article(f.role)}${at}.`,
          `Your posting asks for ${f.reqs[0]} — need someone who will take that seriously? I have ${f.field} experience to build on: at ${f.employer}, I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}`,
          `Looking for someone ready for ${f.reqs[1]}? I'm organised, dependable and quick to learn. I'll be honest: I haven't ${f.gapVerb} ${f.gap} yet.`,
          `My education includes ${f.degree}${from}.${credentialSentences(f)}${f.tools.length ? ` I work confidently with ${list(f.tools)}.` : ''}${f.past ? ` Earlier, I worked as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          `I'd welcome the chance to talk about how I can help ${team}. Thank you for your time.`,
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh9(avoidText: (resume: string, posting: string) => string): Fresh9Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: 'November 26, 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
