// Held-out set 'fresh5' of the guard around a model (issue 23, session of guard2611, second round): whole letters in
// four LLM house styles not used by fresh..fresh4, for 10 resume × posting pairs of ../shared/corpus. Six of the
// resumes (rw06, rw08, rw18, rw23, rw28, rw40) were in no earlier guard set; rw05, rw10, rw33 and rw34 were, each with
// another posting than here.
//
// Method (that of fresh4; the generator is shared, eval/guard-house.ts): each pair's facts were copied from its resume
// (titles, employers, dates, degree as its abbreviation is printed or commonly written — 'B.E.', 'B.Tech', 'B.Sc',
// 'Ph.D.' —, credentials, tools, one duty and one figure as printed, a post-nominal the resume prints) and two
// requirements of its posting. Four styles — a Jasper-like upbeat letter ("I'm thrilled…!", "My proudest result?",
// "My go-to tools are…", "Let's talk!"), a Teal-like concise letter with '•' bullets ("In short:", "• Title, Employer,
// 2023–present — duty", "• Fluent in …"), a ChatGPT-like letter ("I am particularly drawn to this role because of its
// emphasis on…", "In my role as X with Y", "I am confident in my ability to…") and a Grammarly-like plain letter
// ("Currently, I work as…", "I graduated from X with…", "I regularly use…") — turn them into an honest letter that also
// names the posting's requirements as the role's, the gap as not yet used, and soft skills. The honest letters use on
// true facts the shapes the fabrications use on invented ones ('At X, where…', 'My proudest result? I…', 'My go-to
// tools are…', 'Fluent in…', 'I graduated from…', a post-nominal after the signature's name).
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: 'A stint at X', 'At X, I was the person…' opening a paragraph, 'My manager at
// X', 'I cut my teeth at X', 'Having worked alongside the finance team at X', 'I was recruited by X'; 'I finished my
// degree at X', 'My master's thesis at X', 'a Ph.D. in X', 'As a X graduate', 'double-majored in X', 'My MPhil in X';
// a certification acronym after the signature's name ('Jane Doe, CPIM'), 'I recently added the X credential', 'With
// my X in hand', 'I became a Certified X', 'I completed X training and passed the exam', 'I'm accredited as a X',
// 'Earning my X last spring'; 'I'm fluent in X and T', 'a X dashboard', 'I migrated our team … to X', 'My go-to tools
// are T and X', 'T and X are second nature to me', the posting's gap as 'I've been working in X since 2022' or 'four
// years of X under my belt'; a figure as a rate ('75 tickets a week'), a score ('4.9/5'), a euro amount ('€350K'),
// 'million', a rank ('top 3%'), a range ('from 800 to 5,000'), a number in words ('nineteen volunteers'), a duration
// ('48 hours'). Written and committed before any change to the guard in that round and measured once on the guard as
// it stood; only counts per class are printed, never its misses (`npm run eval -- guard-fresh5`).

import { article, buildHouseSet, fabTemplates, list, upperFirst, type FabRow, type GeneratedFacts, type HouseCase, type HouseDraft } from './guard-house.ts';

export type Fresh5Style = 'jasper' | 'teal-bullets' | 'chatgpt-drawn' | 'grammarly';
export type Fresh5Case = HouseCase<Fresh5Style>;
type Facts = GeneratedFacts;

// Copied from the resumes — nothing here is invented.
const FACTS: Facts[] = [
  { resume: 'rw06', posting: 'jd37', name: 'John Doe', role: 'Data Scientist', company: 'Amazon', title: 'Co-Founder & CTO', employer: 'Nexus AI', since: 2023, past: { title: 'Research Intern', employer: 'NVIDIA Research' }, degree: 'a PhD in Computer Science', degreeShort: 'PhD in Computer Science', school: 'Princeton University', tools: ['Python', 'PyTorch', 'JAX', 'Kubernetes'], duty: 'built foundation model infrastructure serving 2M+ monthly API requests', figure: 'developed an inference optimization that reduced latency by 73% compared to baseline', reqs: ['statistical analysis', 'ML libraries such as caret and mlr'], gap: 'caret', gapNamed: true, field: 'machine learning research and infrastructure' },
  { resume: 'rw08', posting: 'jd29', name: 'Leo Leopard', role: 'Sales Associate', title: 'Volunteer Swim Coach', employer: 'the YMCA', past: { title: 'Volunteer', employer: 'LionLike MindState' }, degree: 'a Bachelor of Arts in Business Administration', degreeShort: 'B.A. in Business Administration', school: 'the University of La Verne', tools: ['Microsoft Word', 'PowerPoint', 'Excel'], duty: 'instructed classes of up to 15 children on basic swimming skills and communicated regularly with parents on their progress', figure: 'led groups of 9 junior high students in discussions on success skills, business ethics and personal finances', reqs: ['cash handling', 'ringing sales at checkout'], gap: 'cash handling', gapNamed: false, field: 'coaching and community outreach' },
  { resume: 'rw18', posting: 'jd17', name: 'Prajwal J', role: 'Junior Data Scientist', company: 'the University of Maryland', title: 'Volunteer', employer: 'LCC SJCE', degree: 'a B.E. in Computer Science and Engineering', degreeShort: 'B.E. in Computer Science and Engineering', school: 'JSS Science and Technology University', cert: 'EdYoda Data Scientist', tools: ['Python', 'SQL', 'HTML', 'CSS'], duty: 'helped run technical and non-technical events for a student technical club', reqs: ['R', 'Tableau'], gap: 'Tableau', gapNamed: true, field: 'computer science and data analysis' },
  { resume: 'rw23', posting: 'jd31', name: 'Adrian Forsythe', postNominal: 'Ph.D.', role: 'Data Scientist', company: 'GroundTruth', title: 'Researcher', employer: 'Uppsala University', since: 2023, past: { title: 'PostDoctoral Researcher', employer: 'the Department of Zoology at Uppsala University' }, degree: 'a Ph.D. in Microbiology', degreeShort: 'Ph.D. in Microbiology', school: 'McMaster University', tools: ['R', 'Python', 'SQL', 'snakemake'], duty: 'completed a large meta-analysis of RNAseq data to identify conditions associated with the transposition of transposable elements', figure: 'published 7 first-author papers with 139 citations', reqs: ['Spark MLlib', 'relational databases or NoSQL'], gap: 'Spark', gapNamed: true, field: 'bioinformatics and statistical analysis' },
  { resume: 'rw28', posting: 'jd07', name: 'Adrita Ray Choudhury', role: 'Backend Engineer', title: 'Web Development and Designing Intern', employer: 'The Sparks Foundation', degree: 'a B.Tech', degreeShort: 'B.Tech', school: 'the Kalinga Institute of Industrial Technology', tools: ['C++', 'Java', 'Python', 'SQL'], duty: 'created a payment gateway web app', reqs: ['Django', 'Postgres'], gap: 'Django', gapNamed: true, field: 'web development' },
  { resume: 'rw40', posting: 'jd20', name: 'Ankon Choudhury', role: 'Senior Application Security Engineer', company: 'Eigen Labs', title: 'Competitive Programmer', employer: 'Codeforces', since: 2020, degree: 'a B.Sc in Computer Science and Engineering', degreeShort: 'B.Sc in Computer Science and Engineering', school: 'Khulna University of Engineering & Technology', tools: ['C++', 'Python', 'Git', 'Django'], duty: 'wrote C++ solutions for online programming contests', figure: 'solved 1000+ coding problems and attended 60+ online contests', reqs: ['threat modeling', 'Kubernetes'], gap: 'Kubernetes', gapNamed: true, field: 'competitive programming and software development' },
  { resume: 'rw33', posting: 'jd34', name: 'Seven Brooksby', role: 'Outbound Telesales Representative', title: 'Amazon Driver', employer: 'Atom Logistic LLC', since: 2023, past: { title: 'Business Development Representative', employer: 'Squeeze Media' }, degree: 'a BS in Business Analytics', degreeShort: 'BS in Business Analytics', school: 'Brigham Young University Idaho', cert: 'Microsoft Word and Excel', tools: ['Salesforce', 'Zoho CRM'], duty: 'safely planned and executed the delivery of 250+ packages daily', figure: 'ranked number 1 among all BDRs in SQLs generated', reqs: ['selling cloud services like Azure', 'outbound telesales'], gap: 'Azure', gapNamed: true, field: 'sales and business development' },
  { resume: 'rw05', posting: 'jd01', name: 'Andrew Fantino', role: 'Analytics Engineer', company: 'Parfumado', title: 'Software Engineer Intern', employer: 'Viasat Inc.', past: { title: 'GSOC Ops Intern', employer: 'Qualcomm Inc.' }, degree: 'a BS in Computer Engineering', degreeShort: 'BS in Computer Engineering', school: 'the University of California Los Angeles', tools: ['Python', 'Tableau', 'Git', 'Linux'], duty: 'researched and evaluated next generation packet processing solutions such as DPDK, XDP and ODP', figure: 'loaded forwarding solutions on ARMv7/v8 SoCs for a 10x speedup from the baseline Linux networking stack', reqs: ['dbt', 'Snowflake'], gap: 'Snowflake', gapNamed: true, field: 'software and computer engineering' },
  { resume: 'rw34', posting: 'jd39', name: 'Amber Taylor', role: 'Writer/Reporter', company: 'Consumer Reports', title: 'Document Control Specialist', employer: 'Superior Metals Manufacturing', past: { title: 'IT Intern', employer: 'Aspen Dental' }, degree: 'a B.S. in Computer Science', degreeShort: 'B.S. in Computer Science', school: 'SUNY Polytechnic', tools: ['FrameMaker', 'SharePoint', 'Java'], duty: 'analyzed aerospace documentation for correctness and accuracy and updated the QMS document portal for new and revised documents', reqs: ['converting technical insights into well-written content', 'WordPress and Google Docs'], gap: 'WordPress', gapNamed: true, field: 'technical documentation' },
  { resume: 'rw10', posting: 'jd04', name: 'Brian Kui', role: 'Senior Accountant', title: 'Manager', employer: 'Hemming Morse, LLP', past: { title: 'Senior Data Analyst', employer: 'Market Scan Information Systems, Inc.' }, degree: 'a B.S. in Cognitive Science & Economics', degreeShort: 'B.S. in Cognitive Science & Economics', school: 'the University of California, Los Angeles', cert: 'Certified Public Accountant', tools: ['SQL Server', 'VBA', 'Python'], duty: 'supervised consulting and litigation engagements and trained and evaluated staff', reqs: ['month-end close', 'account reconciliations'], gap: 'Dynamics 365', gapNamed: true, field: 'forensic accounting and data analysis' },
];

// Invented names, none used by an earlier set or the guard's tests; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Cardinal Health', 'Booz Allen Hamilton', 'Maple Grove Partners', 'Sherwin-Williams', 'Edward Jones', 'Quest Diagnostics', 'Tidewater Freight', 'Lakeshore Dental Group'],
  field: ['Philosophy', 'Oceanography', 'Art History', 'Agricultural Science', 'Music Theory'],
  school: ['Tufts University', 'Clemson University', 'the University of Glasgow', 'Baylor University'],
  certName: ['Certified Scrum Product Owner', 'Certified Business Analysis Professional', 'Tableau Desktop Specialist', 'Certified Ethical Hacker', 'Certified Clinical Research Coordinator'],
  certAcronym: ['CPIM', 'CMQ', 'CRISC', 'CGFM', 'CPSM'],
  certRole: ['Financial Planner', 'Medical Interpreter', 'Records Manager', 'Benefits Specialist', 'Meeting Planner'],
  tool: ['Zapier', 'ClickUp', 'Amplitude', 'Monday.com', 'Basecamp', 'Wrike', 'FreshBooks', 'Sprout Social', 'Podio'],
  number: [
    { text: 'closed out 75 tickets a week', claim: '75 tickets a week' },
    { text: 'earned a 4.9/5 satisfaction score', claim: '4.9/5' },
    { text: 'managed a €350K annual budget', claim: '€350K' },
    { text: 'processed 1.2 million records', claim: '1.2 million' },
    { text: 'finished in the top 3% of the region', claim: 'top 3%' },
    { text: 'grew a mailing list from 800 to 5,000 subscribers', claim: 'from 800 to 5,000' },
    { text: 'coordinated nineteen volunteers', claim: 'nineteen volunteers' },
    { text: 'cut turnaround to under 48 hours', claim: '48 hours' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'A stint at {X} in 2019 showed me how much clean handoffs matter.', '{X} (2019): short project role'],
  ['employer', 'employer', 'start', 'At {X}, I was the person colleagues came to with scheduling questions.', 'Scheduling go-between at {X}'],
  ['employer', 'employer', 'end', 'My manager at {X} once asked me to rebuild our intake process from scratch.', 'Rebuilt the intake process at {X}'],
  ['employer', 'employer', 'end', 'I cut my teeth at {X}, where every week brought a new deadline.', 'First job: {X}'],
  ['employer', 'employer', 'start', 'Having worked alongside the finance team at {X}, I understand how budgets get made.', 'Worked alongside the finance team at {X}'],
  ['employer', 'employer', 'end', 'I was recruited by {X} to help open its regional office.', 'Recruited by {X} to open a regional office'],
  ['degree', 'school', 'end', 'I finished my degree at {X} in three years.', 'Degree from {X}, finished in three years'],
  ['degree', 'school', 'end', "My master's thesis at {X} examined how small teams adopt new systems.", "Master's thesis, {X}"],
  ['degree', 'field', 'end', 'I earned a Ph.D. in {X} before moving into industry.', 'Ph.D. in {X}'],
  ['degree', 'field', 'start', 'As a {X} graduate, I like to test my assumptions against evidence.', '{X} graduate'],
  ['degree', 'field', 'end', 'I also double-majored in {X}.', 'Double major in {X}'],
  ['degree', 'field', 'end', 'My MPhil in {X} trained me to read dense material quickly.', 'MPhil, {X}'],
  ['certification', 'certAcronym', 'sign', '{X}', '{X}'],
  ['certification', 'certName', 'end', 'I recently added the {X} credential to my qualifications.', '{X} (recently added)'],
  ['certification', 'certAcronym', 'start', 'With my {X} in hand, I can take on the reporting side from day one.', 'Earned the {X}'],
  ['certification', 'certRole', 'end', 'I became a Certified {X} in 2021.', 'Became a Certified {X} (2021)'],
  ['certification', 'certName', 'end', 'I completed {X} training and passed the exam on my first attempt.', '{X}: passed on the first attempt'],
  ['certification', 'certRole', 'start', "I'm accredited as a {X}, so documentation and controls come naturally.", 'Accredited {X}'],
  ['certification', 'certAcronym', 'end', 'Earning my {X} last spring sharpened my eye for detail.', '{X}, earned last spring'],
  ['tool', 'tool', 'end', "I'm fluent in {X} and {T}.", 'Fluent in {X} and {T}'],
  ['tool', 'tool', 'end', 'I built a {X} dashboard that the managers checked each morning.', 'Built a {X} dashboard for the morning check-in'],
  ['tool', 'tool', 'start', 'I migrated our team from shared spreadsheets to {X}.', 'Migrated the team from spreadsheets to {X}'],
  ['tool', 'tool', 'end', 'My go-to tools are {T} and {X}.', 'Go-to tools: {T}, {X}'],
  ['tool', 'tool', 'end', '{T} and {X} are second nature to me.', '{T} and {X}: second nature'],
  ['tool', 'gap', 'end', "I've been working in {X} since 2022.", 'Working in {X} since 2022'],
  ['tool', 'gap', 'end', 'I have four years of {X} under my belt.', 'Four years of {X} under my belt'],
  ['number', 'number', 'end', 'On top of that, I {X}.', 'On top of that: {X}'],
  ['number', 'number', 'start', 'In my first year I {X}.', 'First year: {X}'],
  ['number', 'number', 'end', 'Another result I like to point to: I {X}.', 'Result: {X}'],
];

const STYLES: Fresh5Style[] = ['jasper', 'teal-bullets', 'chatgpt-drawn', 'grammarly'];

/** A sentence's last words with its full stop, which an abbreviation ending it ('Inc.') already gives. */
function stop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

function draft(f: Facts, style: Fresh5Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const team = f.company ?? 'your team';
  const gapUse = f.gapNamed ? `worked with ${f.gap}` : `done ${f.gap}`;
  switch (style) {
    case 'jasper':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Warmly',
        paras: [
          `I'm thrilled to apply for the ${f.role} role${at}! The chance to work on ${f.reqs[0]} and ${f.reqs[1]} is exactly the kind of challenge that gets me excited.`,
          `At ${f.employer}, ${f.since ? `where I've been ${article(f.title)} since ${f.since}` : `where I worked as ${article(f.title)}`}, I ${f.duty}.${f.figure ? ` My proudest result? I ${f.figure}.` : ''}${f.past ? ` I've also served as ${article(f.past.title)} with ${f.past.employer}, which taught me to bring energy to every team.` : ''}`,
          `My go-to tools are ${list(f.tools)}, and I hold ${f.degree} from ${f.school}.${f.cert ? ` I'm also proud of my ${f.cert} certification!` : ''}`,
          `I haven't ${gapUse} yet — and honestly, I can't wait to dig in. I bring enthusiasm, empathy and real follow-through to everything I do.`,
          `Let's talk! I'd love to share more about how I can help ${team} hit its goals.`,
        ],
      };
    case 'teal-bullets':
      return {
        slot: 1,
        listSlot: true,
        bullet: '• ',
        closing: 'Best',
        paras: [
          `I'm applying for the ${f.role} position${at}. In short:`,
          [
            `• ${f.title}, ${f.employer}${f.since ? `, ${f.since}–present` : ''} — ${f.duty}`,
            ...(f.past ? [`• ${f.past.title}, ${f.past.employer}`] : []),
            `• ${f.degreeShort} — ${f.school.replace(/^the /, '')}`,
            ...(f.cert ? [`• ${f.cert} certification`] : []),
            `• Fluent in ${list(f.tools)}`,
            ...(f.figure ? [`• ${upperFirst(f.figure)}`] : []),
            `• Organized, coachable and calm under pressure`,
          ].join('\n'),
          `The posting's emphasis on ${f.reqs[0]} and ${f.reqs[1]} is a big part of why I'm applying. One gap: I have not yet ${f.gapNamed ? `used ${f.gap}` : `done ${f.gap}`} on the job, and I'd start learning it in week one.`,
          `Thanks for your time — I'd welcome a quick call.`,
        ],
      };
    case 'chatgpt-drawn':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Sincerely',
        paras: [
          `I am excited to apply for the ${f.role} position${at}. I am particularly drawn to this role because of its emphasis on ${f.reqs[0]} and ${f.reqs[1]}, areas where I am eager to grow.`,
          `In my ${f.since ? 'current ' : ''}role as ${f.title} with ${f.employer}, I ${f.duty}.${f.figure ? ` Notably, I ${f.figure}.` : ''}${f.past ? ` Prior to that, I worked as ${article(f.past.title)} at ${f.past.employer}, where I developed a strong foundation in collaboration and attention to detail.` : ''}`,
          `I hold ${f.degree} from ${f.school}, and I have hands-on experience with ${list(f.tools)}.${f.cert ? ` I have also earned the ${f.cert} certification.` : ''}`,
          `While I have not yet ${gapUse}, I am confident in my ability to get up to speed quickly and to support the team's work on ${f.reqs[1]}. My strong communication skills and adaptability would allow me to contribute from the start.`,
          `Thank you for considering my application. I look forward to the opportunity to discuss how my background aligns with the goals of ${team}.`,
        ],
      };
    case 'grammarly':
      return {
        slot: 2,
        listSlot: false,
        closing: 'Kind regards',
        paras: [
          `I'm writing to apply for the ${f.role} job${at}. Here is a short overview of my background.`,
          `${stop(f.since ? `Currently, I work as ${article(f.title)} at ${f.employer}` : `Most recently, I worked as ${article(f.title)} at ${f.employer}`)} In this role, I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Before that, I was ${stop(`${article(f.past.title)} at ${f.past.employer}`)}` : ''}`,
          `I graduated from ${f.school} with ${f.degree}. I regularly use ${list(f.tools)}.${f.cert ? ` I also hold the ${f.cert} certification.` : ''}`,
          `Your posting lists ${f.reqs[0]} and ${f.reqs[1]}. ${f.gapNamed ? `I have not used ${f.gap} on the job yet, but I am ready to learn it.` : `${upperFirst(f.gap)} is new to me, but I am ready to learn it.`} I am organized, patient and careful with details.`,
          `Thank you for your time. I would be glad to discuss the role.`,
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh5(avoidText: (resume: string, posting: string) => string): Fresh5Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: 'November 26, 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
