// Held-out set 'fresh4' of the guard around a model (issue 23, session of guard2711): whole letters in four LLM house
// styles not used by fresh..fresh3, for 11 resume × posting pairs of ../shared/corpus. Five of the resumes (rw07, rw15,
// rw27, rw35 and rw21's posting aside) were in no earlier guard set; the others are checking-split resumes of earlier
// sets paired with a posting they were never paired with.
//
// Method: each pair's facts were copied from its resume (titles, employers, dates, degree as its abbreviation is
// printed or commonly written — 'MSc', 'B.S.', 'BBA' —, credentials, tools, one duty and one figure as printed) and two
// requirements of its posting. Four styles — a Gemini-like letter ("During my time at…", "The posting's focus on…"), a
// Copilot-like formal letter ("In my current capacity as…", "Having earned…", "I understand that this position
// requires…"), a resume.io-like letter with a "Key qualifications:" list, and a Kickresume-like narrative with
// subordinate clauses and dashes ("I joined X as…, and in that role I…", "My MSc from…") — turn them into an honest letter that also names
// the posting's requirements as the role's, the gap as not yet used, and soft skills. The honest letters use on true
// facts the very shapes the fabrications use on invented ones (a possessive credential, 'during my time at', a degree
// abbreviation, 'having earned').
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: the fabrication inside a subordinate clause ('Because I had already handled
// similar work at X', 'Since qualifying as a X'), at the start of a paragraph ('During my time with X, …', 'After X
// offered me…'), an appositive ('As a certified X, …'), a possessive ('my AWS Solutions Architect certification'),
// 'I hold X' without an article, 'Having completed an MSc in X', 'my MBA from X', 'B.Eng.', 'BSc (Hons)', a tool in
// 'using X and Y' or in a list with the resume's own tools, a number in another unit (hours a week, milliseconds,
// '$2.4M', '3x', a share with a decimal). Written and committed before any change to the guard in that session and
// measured once on the guard as it stood; only counts per class are printed, never its misses
// (`npm run eval -- guard-fresh4`).

import { article, buildHouseSet, fabTemplates, list, upperFirst, type FabRow, type GeneratedFacts, type HouseCase, type HouseDraft } from './guard-house.ts';

export type Fresh4Style = 'gemini' | 'copilot' | 'resumeio' | 'kickresume';

type Facts = GeneratedFacts;

// Copied from the resumes — nothing here is invented.
const FACTS: Facts[] = [
  { resume: 'rw07', posting: 'jd07', name: 'John Doe', role: 'Backend Engineer', title: 'Software Engineer', employer: 'ABC Company', since: 2023, past: { title: 'Software Engineer Intern', employer: 'DEF Organization' }, degree: 'a B.S. in Computer Science', degreeShort: 'B.S. in Computer Science', school: 'XYZ University', tools: ['Python', 'TypeScript', 'GraphQL', 'Redis'], duty: 'led a cross-functional team of 5 engineers building a search bar used by thousands of daily active users', figure: 'raised the sign-up rate by 20% with new product demo animations', reqs: ['Kubernetes', 'Terraform'], gap: 'Kubernetes', gapNamed: true, field: 'web and backend development' },
  { resume: 'rw15', posting: 'jd36', name: 'Jeremy Ian M. Arquiza', role: 'IT Teacher', title: 'Mobile App Developer', employer: 'The Umonics Method', past: undefined, degree: 'a BS in Information Technology', degreeShort: 'BS in Information Technology', school: 'Batangas State University', tools: ['C#', 'Python', 'Java', 'PHP', 'MySQL'], duty: 'implemented UI/UX wireframes into a mobile application and documented every output', reqs: ['three years of teaching experience', 'knowledge of C++ or VB'], gap: 'classroom teaching', gapNamed: false, field: 'software and web development' },
  { resume: 'rw27', posting: 'jd07', name: 'Ali Nadi', role: 'Backend Engineer', title: 'C++ Intern', employer: 'Rastafann Company', past: undefined, degree: 'a Bachelor of Computer Engineering', degreeShort: 'Bachelor of Computer Engineering', school: 'the University of Birjand', tools: ['C++', 'Qt', 'Git', 'PostgreSQL'], duty: 'built the engine of an Othello game for an AI competition at the University of Birjand', reqs: ['Terraform', 'AWS'], gap: 'Terraform', gapNamed: true, field: 'C++ and Qt development' },
  { resume: 'rw35', posting: 'jd01', name: 'An Nguyen', role: 'Analytics Engineer', company: 'Parfumado', title: 'Software Engineer Intern', employer: 'Telsoft Company', past: { title: 'Undergraduate Research Assistant', employer: 'the Critical Systems Research Group' }, degree: 'a B.S. in Computer Science', degreeShort: 'B.S. in Computer Science', school: 'the University of Minnesota', tools: ['Python', 'SQL', 'Java', 'Flask'], duty: 'developed a web application in Java and managed an Oracle database with SQL Navigator', reqs: ['dbt', 'Snowflake'], gap: 'Snowflake', gapNamed: true, field: 'software engineering' },
  { resume: 'rw21', posting: 'jd40', name: 'Athul AR', role: 'Senior Financial Analyst', company: 'Sonos', title: 'Software Engineer', employer: 'Google', since: 2021, past: { title: 'Analyst, Software Engineering', employer: 'JP Morgan Chase & Co.' }, degree: 'an MSc in Financial Engineering', degreeShort: 'MSc in Financial Engineering', school: 'WorldQuant University', cert: 'AWS Solutions Architect', tools: ['Python', 'Java'], duty: 'worked on a predictive analytics delivery framework within the FX team', reqs: ['Anaplan', 'SAP'], gap: 'Anaplan', gapNamed: true, field: 'quantitative finance and software' },
  { resume: 'rw29', posting: 'jd19', name: 'Ebony Moore', role: 'Junior Staff Accountant', title: 'Certified Public Accountant', employer: 'Gilmore Financial', since: 2021, past: { title: 'Accountant', employer: 'Harrison Money Management' }, degree: 'a Bachelor of Business Administration in accounting', degreeShort: 'BBA in accounting', school: 'Cloverfield College', cert: 'CPA', tools: [], duty: 'monitored and recorded accounts payable and accounts receivable activity and prepared balance sheets for corporate clients', reqs: ['GAAP', 'PeopleSoft AP'], gap: 'PeopleSoft', gapNamed: true, field: 'accounting' },
  { resume: 'rw25', posting: 'jd10', name: 'Cody Fredrickson', role: 'Customer Support Representative', title: 'Practice Manager', employer: 'Brightside Dental', since: 2019, past: { title: 'Office Manager', employer: 'Marsshine Engineering' }, degree: "a Bachelor's in human resource management", degreeShort: "Bachelor's in human resource management", school: 'Northwest Vermont University', tools: ['Microsoft Office'], duty: 'handled insurance billing and compliance and trained new employees', figure: 'decreased no-shows by 26% with online booking and text message reminders', reqs: ['a year of support experience at a SaaS company', 'a world-class customer experience'], gap: 'SaaS support', gapNamed: false, field: 'office and practice management' },
  { resume: 'rw36', posting: 'jd27', name: 'Alexander Genovese', role: 'Research Administrator', title: 'Research Assistant', employer: 'the University of Massachusetts', since: 2022, past: { title: 'Assistant News Editor', employer: 'the Massachusetts Daily Collegian' }, degree: 'a B.A. in Political Science', degreeShort: 'B.A. in Political Science', school: 'the University of Massachusetts', cert: 'CITI Program human research', tools: ['R', 'Google Suite'], duty: 'used R to analyze large survey data on Central and South American politics', reqs: ['pre-award and post-award support', 'Concur'], gap: 'Concur', gapNamed: true, field: 'research and editing' },
  { resume: 'rw12', posting: 'jd40', name: 'Michaela Hull', role: 'Senior Financial Analyst', company: 'Sonos', title: 'MCAT Inorganic Chemistry Instructor', employer: 'The Princeton Review', past: { title: 'General Chemistry Laboratory Teaching Assistant', employer: 'the University of Minnesota' }, degree: 'a Master of Science in Analytics', degreeShort: 'M.S. in Analytics', school: 'the University of San Francisco', tools: ['R', 'Python'], duty: 'prepared students applying to medical school for the general and inorganic chemistry topics on the MCAT', reqs: ['Anaplan', 'Tableau'], gap: 'Anaplan', gapNamed: true, field: 'analytics' },
  { resume: 'rw13', posting: 'jd01', name: 'Matt Shadish', role: 'Analytics Engineer', company: 'Parfumado', title: 'Data Scientist', employer: 'Engage3', past: { title: 'Aviation Data Analyst', employer: 'ATAC' }, degree: 'an M.S. in Analytics', degreeShort: 'M.S. in Analytics', school: 'the University of San Francisco', tools: ['Python', 'PostgreSQL', 'Git'], duty: 'ran daily reports on user retention rates using PostgreSQL', figure: 'improved the runtime of daily Oracle PL/SQL batch processes by 90%', reqs: ['dbt', 'Snowflake'], gap: 'dbt', gapNamed: true, field: 'data science' },
  { resume: 'rw37', posting: 'jd35', name: 'Oday Hmydat', role: 'Legal Assistant', company: 'Robert Half', title: 'Data Entry Assistant', employer: 'Yarmouk University', past: { title: 'Problem Analyst', employer: 'the Computer Centre at Yarmouk University' }, degree: 'a Bachelor of Cybersecurity', degreeShort: 'Bachelor of Cybersecurity', school: 'Yarmouk University', tools: ['Excel', 'Word', 'Google Sheets'], duty: 'entered and maintained over 1,000 records accurately while keeping them confidential', figure: 'improved the data management system’s efficiency by 20%', reqs: ['public records requests', 'redaction'], gap: 'legal document preparation', gapNamed: false, field: 'data entry and records' },
];

// Invented names, none used by an earlier set; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Deloitte', 'Kaiser Permanente', 'Atlassian', 'Wayfair', 'Ernst & Young', 'Northbridge Logistics', 'Harborview Capital', 'Pinecrest Health'],
  field: ['Biomedical Engineering', 'Supply Chain Management', 'Economics', 'Environmental Science', 'Applied Mathematics'],
  school: ['Georgetown University', 'the University of Edinburgh', 'Northwestern University', 'Rice University'],
  certName: ['AWS Solutions Architect', 'Google Professional Data Engineer', 'Lean Six Sigma Green Belt', 'ITIL Foundation', 'Certified Internal Auditor'],
  certAcronym: ['CISSP', 'CFE', 'CSCP', 'CIPP', 'CAPM'],
  certRole: ['Fraud Examiner', 'Payroll Professional', 'Paralegal', 'Scrum Master', 'Data Protection Officer'],
  tool: ['Airtable', 'Smartsheet', 'Asana', 'Zoho CRM', 'Freshdesk', 'Domo', 'Alteryx', 'Mixpanel', 'Heap'],
  number: [
    { text: 'saved the team roughly 15 hours a week', claim: '15 hours' },
    { text: 'managed a budget of $2.4M', claim: '$2.4M' },
    { text: 'brought response times down to under 40 milliseconds', claim: '40 milliseconds' },
    { text: 'made month-end reporting 3x faster', claim: '3x' },
    { text: 'kept a 98.5% on-time rate', claim: '98.5%' },
    { text: 'trained 14 new colleagues', claim: '14 new colleagues' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'start', 'During my time with {X}, I learned to keep several projects moving at once.', 'Contract role with {X} (two years)'],
  ['employer', 'employer', 'end', 'The habits I formed while I was consulting for {X} still shape how I plan my week.', 'Consultant for {X}, 2019 to 2021'],
  ['employer', 'employer', 'end', 'Because I had already handled similar work at {X}, I got up to speed quickly.', 'Earlier analyst role at {X}'],
  ['employer', 'employer', 'end', '{X}, where I spent two years on a small operations team, taught me to document everything.', '{X}: operations team, two years'],
  ['employer', 'employer', 'start', 'After {X} offered me a fixed-term contract, I took on reporting for three regional offices.', 'Fixed-term contract at {X}'],
  ['degree', 'field', 'end', 'Having completed an MSc in {X}, I am at home with rigorous, structured analysis.', 'MSc, {X}'],
  ['degree', 'field', 'end', 'I also hold a B.Eng. in {X}.', 'B.Eng. ({X})'],
  ['degree', 'school', 'end', 'I still draw on my MBA from {X} when I weigh trade-offs.', 'MBA, {X}'],
  ['degree', 'field', 'start', 'With an M.A. in {X} behind me, I write clearly for specialist and general readers.', 'M.A. in {X}'],
  ['degree', 'field', 'end', 'My BSc (Hons) in {X}, which I finished with distinction, grounded me in quantitative methods.', 'BSc (Hons) {X}, with distinction'],
  ['degree', 'school', 'end', 'I went on to complete a postgraduate degree at {X}.', 'Postgraduate degree, {X}'],
  ['certification', 'certRole', 'start', 'As a certified {X}, I pay close attention to documentation and controls.', 'Certified {X}'],
  ['certification', 'certName', 'end', 'My {X} certification has helped me structure larger projects.', '{X} certification'],
  ['certification', 'certAcronym', 'end', 'I hold {X}, which keeps me current on best practice.', '{X} (active)'],
  ['certification', 'certAcronym', 'start', 'Having passed the {X} exam in 2022, I bring a tested grounding in the fundamentals.', 'Passed the {X} exam (2022)'],
  ['certification', 'certAcronym', 'end', 'That work is easier because I am {X}-accredited.', '{X}-accredited'],
  ['certification', 'certRole', 'end', 'Since qualifying as a {X}, I have taken on more of the compliance checks myself.', 'Qualified {X}'],
  ['tool', 'tool', 'end', 'I automated our weekly status reports using {X} and {T}.', 'Automated weekly reporting using {X} and {T}'],
  ['tool', 'tool', 'end', 'Day to day I move between {T}, {X} and shared spreadsheets.', '{T}, {X} and shared spreadsheets, daily'],
  ['tool', 'tool', 'start', 'When our team moved its tracking into {X}, I wrote the setup guide everyone used.', 'Wrote the team’s {X} setup guide'],
  ['tool', 'tool', 'end', 'I also maintained the {X} instance that the whole office relied on.', 'Maintained the office’s {X} instance'],
  ['tool', 'tool', 'end', 'I rebuilt the intake workflow that now runs on {X}.', 'Rebuilt the intake workflow on {X}'],
  ['tool', 'gap', 'end', 'For the past two years I have shipped production work in {X}.', 'Two years of production work in {X}'],
  ['number', 'number', 'end', 'Along the way, I {X}.', 'Also {X}'],
  ['number', 'number', 'start', 'Last year I {X}, which my manager still points to.', '{X} last year'],
];


export type Fresh4Case = HouseCase<Fresh4Style>;

const STYLES: Fresh4Style[] = ['gemini', 'copilot', 'resumeio', 'kickresume'];

function toolsPhrase(f: Facts): string {
  return f.tools.length ? list(f.tools) : 'accounting software';
}

function draft(f: Facts, style: Fresh4Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const team = f.company ?? 'your team';
  switch (style) {
    case 'gemini':
      return {
        slot: 1,
        listSlot: false,
        paras: [
          `I was excited to come across the ${f.role} opening${at}. The posting's focus on ${f.reqs[0]} and ${f.reqs[1]} speaks to the kind of work I want to do next.`,
          `During my time at ${f.employer}, where I ${f.since ? 'have worked' : 'worked'} as ${article(f.title)}${f.since ? ` since ${f.since}` : ''}, I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Before that, as ${article(f.past.title)} with ${f.past.employer}, I learned to work carefully and raise problems early.` : ''}`,
          `I rely on ${toolsPhrase(f)} in my day-to-day work, and I hold ${f.degree} from ${f.school}${f.cert ? ` along with my ${f.cert} certification` : ''}.`,
          `While I haven't had the chance to ${f.gapNamed ? `use ${f.gap}` : `build ${f.gap} experience`} in a professional setting, I have been reading up on it and would make it an early priority.`,
          `Colleagues describe me as dependable, curious and easy to work with, and those are the qualities I would bring to ${team}. Thank you for your time and consideration.`,
        ],
      };
    case 'copilot':
      return {
        slot: 2,
        listSlot: false,
        paras: [
          `Please accept this letter as an expression of my interest in the ${f.role} role${at}. I believe my background in ${f.field} would allow me to contribute from the outset.`,
          `${f.since ? `In my current capacity as ${f.title} at ${f.employer}` : `In my most recent role as ${f.title} at ${f.employer}`}, I ${f.duty}.${f.figure ? ` Among other results, I ${f.figure}.` : ''} This experience has strengthened my problem-solving, stakeholder communication and time-management skills.`,
          `Having earned ${f.degree} at ${f.school}${f.cert ? `, and as the holder of the ${f.cert} credential` : ''}, I have a solid grounding in the fundamentals. My technical toolkit includes ${toolsPhrase(f)}.`,
          `I understand that this position requires ${f.reqs[0]}, ${f.reqs[1]} and strong attention to detail. ${f.gapNamed ? `Although ${f.gap} is new to me, I expect my work with ${f.tools[0] ?? 'accounting software'} to carry over, and I learn new systems quickly.` : `${upperFirst(f.gap)} is an area I am still developing, and I am committed to building it quickly.`}`,
          `Thank you for considering my application. I would welcome the opportunity to discuss how I could support ${team}.`,
        ],
      };
    case 'resumeio': {
      const toolsItem = `Tools: ${f.tools.length ? f.tools.join(', ') : 'accounting software'}`;
      return {
        slot: 1,
        listSlot: true,
        toolsItem,
        paras: [
          `I'm writing to apply for the ${f.role} position${at}. Below is a short summary of how my background matches what you are looking for.`,
          [
            `Key qualifications:`,
            `- ${f.title} at ${f.employer}${f.since ? ` since ${f.since}` : ''}`,
            ...(f.past ? [`- ${f.past.title} at ${f.past.employer}`] : []),
            `- ${f.degreeShort}, ${f.school.replace(/^the /, '')}`,
            `- ${toolsItem}`,
            ...(f.cert ? [`- ${f.cert} certification`] : []),
            ...(f.figure ? [`- ${upperFirst(f.figure)}`] : []),
            `- Reliable, collaborative and quick to learn`,
          ].join('\n'),
          `Your requirements mention ${f.reqs[0]} and ${f.reqs[1]}. ${upperFirst(f.gap)} is the one area I would still need to learn, and I'm ready to put in the time to do it well.`,
          `Thank you for reviewing my application. I'd be glad to talk about the role at your convenience.`,
        ],
      };
    }
    case 'kickresume':
      return {
        slot: 1,
        listSlot: false,
        paras: [
          `When I read that ${f.company ?? 'your team'} is looking for a ${f.role}, I knew I wanted to apply — the role sits right where my experience in ${f.field} and my curiosity meet.`,
          `${f.since ? `I joined ${f.employer} as ${article(f.title)} in ${f.since}, and in that role I` : `At ${f.employer}, where I worked as ${article(f.title)}, I`} ${f.duty}.${f.figure ? ` One result I am proud of: I ${f.figure}.` : ''} That work taught me to balance speed with accuracy.`,
          `My ${f.degreeShort} from ${f.school} — together with everyday use of ${toolsPhrase(f)} — gives me a practical base for the work.${f.cert ? ` My ${f.cert} certification adds to it.` : ''}`,
          `I should be upfront that ${f.gapNamed ? `I have not yet used ${f.gap}` : `${f.gap} is new to me`}; my plan is to learn it in my first month. What I can promise is patience, clear writing and a habit of double-checking my work.`,
          `Thank you for reading. I would love to hear more about the team and how I might help.`,
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh4(avoidText: (resume: string, posting: string) => string): Fresh4Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: 'November 25, 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
