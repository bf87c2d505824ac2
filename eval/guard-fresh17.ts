// Held-out set 'fresh17' of the guard around a model (issue 23, the guard31 round, fourteenth round of held-out sets):
// whole letters in four LLM house styles not used by fresh..fresh16, for 10 resume × posting pairs of ../shared/corpus
// that no earlier set pairs. The ten resumes are synthetic ones (split 'dev') no earlier guard set uses (sy007, sy011,
// sy044, sy064, sy070, sy075, sy104, sy122, sy174, sy186) and the ten postings are of jd01–jd20, so every pair is of the
// corpus's tuning half (no real resume of its checking half is used).
//
// Method (that of fresh4..fresh16; the generator is shared, eval/guard-house.ts, unchanged): each pair's facts were
// copied from its resume's text (titles, employers as an LLM writes them — 'Kestrel Data' for 'Kestrel Data Ltd' —, the
// degree as printed, credentials as printed, tools, one duty and one figure as printed, a span where the resume states
// one, letters after the name as printed) and two requirements of its posting. Four styles — a letter in the passive
// voice ('I have been employed as … by X since 2021', '<degree> was awarded to me by <school>', 'the tools I am trusted
// with are …'); a letter whose facts all come in its closing paragraph after a body of wishes, gaps and soft skills,
// signed with the letters after the name the resume prints; a letter whose facts are one inline list of semicolon-
// separated clauses ('In brief, here is what I would bring: …; …; and working knowledge of …'); and a dash list ('• Where
// I've worked — …', '• Tools I use — …', '• Still learning — <the posting's requirements>') — each read and confirmed
// honest against its resume: every employer, title, degree, school, credential, tool and figure is the resume's own.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in phrasings no earlier set uses: employers in time and passive frames ('The two years I gave to X taught me
// …', 'I was brought on by X in 2019 …', 'Customers I looked after while I was with X …', 'Much of what I know was
// learned on the job at X'); degrees as training or passive awards ('I trained as an economist at university', 'I was
// awarded an MSW in 2019', 'My studies at X were completed with distinction', 'An MFA, which I finished in 2017, …');
// certifications after the name in the signature ('Name, CFA'), passive ('I was certified as a Paramedic in 2021',
// 'The X credential was added to my name last year'), inside a subordinate clause ('Since passing the CISSP exam in
// 2020, …'); tools as a stack, passive, or in a list ('I know the X stack inside out', 'Our reporting was moved onto X
// by me last year', 'Day to day, I work across <tool>, X and email'); and figures as percentages, currency,
// multipliers and time saved ('saved the team about 6 hours a week', 'brought in €120,000 of new business', 'delivered
// a 2.5x return on training spend') or, in every other style, a recount (a number the resume prints, counting another
// thing). Written and committed before any change to the guard in the guard31 round; measured once, unseen; its misses
// are never printed.
import { article, buildHouseSet, fabTemplates, list, upperFirst, type FabRow, type HouseCase, type HouseDraft, type SpanFacts } from './guard-house.ts';

export type Fresh17Style = 'passive-voice' | 'closing-facts' | 'inline-list' | 'dash-list';
export type Fresh17Case = HouseCase<Fresh17Style>;

type Facts = SpanFacts;

// Copied from the resumes — nothing here is invented (the recounts are the invented figures of their pairs).
const FACTS: Facts[] = [
  { resume: 'sy007', posting: 'jd05', name: 'Lukasz Wójcik', role: 'Merchandiser', company: 'Liquid Death', title: 'Barista', employer: 'Hilton Garden Inn', past: { title: 'Visual Merchandiser', employer: 'Target' }, degree: 'a PhD in Hospitality Management', degreeShort: 'PhD in Hospitality Management', school: 'the University of Leeds', creds: ['the TIPS Alcohol Certification', 'ServSafe Manager'], credItem: 'TIPS Alcohol Certification, ServSafe Manager, ServSafe Food Handler', tools: ['HotSchedules', 'Opera PMS', 'Microsoft Excel'], duty: 'scheduled 22 staff across 6 shifts using HotSchedules', figure: 'built seasonal displays that lifted category sales by 40%', reqs: ['field merchandising across a territory', 'building relationships with store buyers'], gap: 'a beverage brand’s field team', gapNamed: false, gapVerb: 'worked on', field: 'hospitality and retail', recounts: [{ text: 'stocked 22 stores a week', claim: '22 stores' }, { text: 'reset 40 end-cap displays', claim: '40 end-cap displays' }] },
  { resume: 'sy011', posting: 'jd07', name: 'James Jenkins', role: 'Backend Engineer', company: 'Jobot', title: 'QA Automation Engineer', employer: 'Kestrel Data', since: 2024, past: { title: 'Senior Software Engineer', employer: 'Zuno' }, degree: 'an MBA', degreeShort: 'MBA', school: 'DeVry University', creds: ['the AWS Certified Solutions Architect - Associate certification'], credItem: 'AWS Certified Solutions Architect - Associate, Google Data Analytics Certificate', tools: ['Java', 'Node.js', 'Terraform', 'SQL'], duty: 'built a Java service that processes 84K requests per day with 22% lower latency', figure: 'raised unit test coverage from 16% to 97% and added contract tests to the CI pipeline', reqs: ['media encoding and delivery at scale', 'real-time video processing in Rust'], gap: 'Rust', gapNamed: true, gapVerb: 'shipped code in', field: 'backend and test engineering', recounts: [{ text: 'reviewed 84 pull requests a week', claim: '84 pull requests' }, { text: 'onboarded 7 new engineers', claim: '7 new engineers' }] },
  { resume: 'sy044', posting: 'jd18', name: 'Eoin O’Brien', role: 'Cashier', company: 'Areas USA', title: 'Server', employer: 'Trader Joe’s', past: { title: 'Assistant Manager', employer: 'Walmart' }, degree: 'a Ph.D. in Business Administration', degreeShort: 'Ph.D. in Business Administration', school: 'Arizona State University', creds: ['ServSafe Manager', 'Food Hygiene Level 2'], credItem: 'ServSafe Manager, ServSafe Food Handler, Food Hygiene Level 2', tools: ['Square POS'], duty: 'checked in 53+ guests a day and resolved billing disputes', figure: 'handled cash and card transactions for 27+ customers per shift with zero drawer variances', reqs: ['cashier experience in a food and beverage environment', 'quick and accurate basic mathematics'], gap: 'an airport concession', gapNamed: false, gapVerb: 'worked in', field: 'retail and food service', recounts: [{ text: 'trained 29 new cashiers', claim: '29 new cashiers' }, { text: 'ran 53 register shifts in a month', claim: '53 register shifts' }] },
  { resume: 'sy064', posting: 'jd08', name: 'Deepika Menon', role: 'Elementary Dual Language Teacher', title: 'Elementary School Teacher', employer: 'Oakwood High School', degree: 'a B.Tech in Education', degreeShort: 'B.Tech in Education', school: 'Manipal Academy of Higher Education', creds: ['a TEFL Certificate', 'Qualified Teacher Status (QTS)'], credItem: 'TEFL Certificate, QTS, CPR and First Aid', tools: ['Google Classroom', 'Canvas LMS', 'Microsoft Office'], duty: 'wrote and maintained IEPs for 18 students with learning disabilities', figure: 'raised state assessment scores by 17% in two years through small-group instruction', reqs: ['teaching in a Spanish immersion program', 'a Georgia teaching certificate'], gap: 'a Spanish immersion classroom', gapNamed: false, gapVerb: 'taught in', plan: 'a Georgia teaching certificate', field: 'elementary teaching', recounts: [{ text: 'taught 35 students in a bilingual class', claim: '35 students' }, { text: 'ran 18 parent workshops', claim: '18 parent workshops' }] },
  { resume: 'sy070', posting: 'jd11', name: 'Aditya Nair', role: 'City Clerk', company: 'the City of Petaluma', title: 'Litigation Paralegal', employer: 'Baker McKenzie', past: { title: 'Compliance Analyst', employer: 'Smith, Jones & Patel LLP' }, degree: 'a B.A. LL.B. (Hons)', degreeShort: 'B.A. LL.B. (Hons)', school: 'Amity University', creds: ['the Certified Paralegal (NALA) credential', 'an ABA-approved Paralegal Certificate'], credItem: 'Certified Paralegal (NALA), Paralegal Certificate (ABA-approved), New York State Bar', tools: ['Westlaw', 'LexisNexis', 'Relativity'], duty: 'tracked filing deadlines for 24 matters with zero missed dates', figure: 'drafted 13+ pleadings, motions and discovery responses a month', reqs: ['supporting an elected or appointed government body', 'the Certified Municipal Clerk (CMC) designation'], gap: 'a city council', gapNamed: false, gapVerb: 'supported', plan: 'the Certified Municipal Clerk (CMC) designation', field: 'litigation support', recounts: [{ text: 'prepared agendas for 24 council meetings', claim: '24 council meetings' }, { text: 'answered 58 public records requests', claim: '58 public records requests' }] },
  { resume: 'sy075', posting: 'jd10', name: 'Duc Pham', role: 'Customer Support Representative', company: 'pulseM', title: 'Receptionist', employer: 'Goldman Family Dental', since: 2021, past: { title: 'HR Coordinator', employer: 'Paychex' }, tenure: '12 years supporting busy teams', degree: 'a B.S. in Human Resource Management', degreeShort: 'B.S. in Human Resource Management', school: 'Arizona State University', creds: ['CIPD Level 5', 'the SHRM-CP', 'the PHR'], credItem: 'CIPD Level 5, SHRM-CP, PHR', tools: ['Workday', 'Google Workspace', 'Microsoft Office'], duty: 'processed 520+ records a day with 98% accuracy', figure: 'rolled out a new HRIS to 290 employees', reqs: ['a year of customer support at a SaaS company', 'a real care for the customer experience'], gap: 'a SaaS company', gapNamed: false, gapVerb: 'worked at', field: 'front-office and HR administration', recounts: [{ text: 'answered 520 support calls a week', claim: '520 support calls' }, { text: 'resolved 25 escalations a month', claim: '25 escalations' }] },
  { resume: 'sy174', posting: 'jd12', name: 'Siddharth Nair', postNominal: 'PHR', role: 'Community Connections Intern', company: 'IREX', title: 'Executive Assistant', employer: 'Crown Castle', since: 2022, past: { title: 'HR Generalist', employer: 'Randstad' }, degree: 'an M.Eng. in Office Administration', degreeShort: 'M.Eng. in Office Administration', school: 'McGill University', tools: ['Workday', 'ADP', 'Google Workspace'], duty: 'processed 430+ records a day with 99% accuracy', figure: 'cut office supply costs by 19% by consolidating vendors', reqs: ['English to Armenian translation', 'public speaking to community groups'], gap: 'translation work', gapNamed: false, gapVerb: 'done', field: 'office administration and HR', recounts: [{ text: 'organised 37 community events', claim: '37 community events' }, { text: 'translated 430 documents', claim: '430 documents' }] },
  { resume: 'sy122', posting: 'jd16', name: 'Karthik Patel', postNominal: 'PE', role: 'Survey Crew Chief', company: 'Gentis Solutions', title: 'Manufacturing Engineer', employer: 'Tesla', past: { title: 'Civil Engineer', employer: 'Larsen & Toubro' }, degree: 'a BSc in Mechanical Engineering', degreeShort: 'BSc Mechanical Engineering', school: 'the University of Delhi', tools: ['AutoCAD', 'Civil 3D', 'SolidWorks', 'MATLAB'], duty: 'prepared 40 drawing packages and BOMs for release', figure: 'managed a $67M road resurfacing project from design through closeout', reqs: ['boundary survey work', 'topographic, ALTA, GPS and construction surveying'], gap: 'a survey crew', gapNamed: false, gapVerb: 'led', field: 'manufacturing and civil engineering', recounts: [{ text: 'surveyed 67 construction sites', claim: '67 construction sites' }, { text: 'staked out 40 boundary lines', claim: '40 boundary lines' }] },
  { resume: 'sy104', posting: 'jd06', name: 'Ifeanyi Okonkwo', role: 'Maintenance Worker', company: 'the New York City Housing Authority', title: 'Carpenter', employer: 'Jiffy Lube', past: { title: 'Summer Intern', employer: 'Turner Construction' }, degree: 'an M.Sc. in Construction Management', degreeShort: 'M.Sc. in Construction Management', school: 'the University of Ibadan', creds: ['OSHA 30'], credItem: 'OSHA 30', tools: ['AutoCAD'], duty: 'performed preventive maintenance on 50 rooftop units and boilers', figure: 'diagnosed and repaired 35+ HVAC systems a month with a 92% first-visit fix rate', reqs: ['heating plant repair in public housing', 'a CDL driver’s license'], gap: 'a CDL', gapNamed: false, gapVerb: 'held', plan: 'a CDL driver’s license', field: 'building maintenance and HVAC', recounts: [{ text: 'passed 50 boiler inspections', claim: '50 boiler inspections' }, { text: 'serviced 92 heating units', claim: '92 heating units' }] },
  { resume: 'sy186', posting: 'jd01', name: 'Meenakshi Nair', role: 'Analytics Engineer', company: 'Parfumado', title: 'Civil Engineer', employer: 'AECOM', since: 2023, tenure: '2 years in design, analysis and delivery', degree: 'a Ph.D. in Industrial Engineering', degreeShort: 'Ph.D. in Industrial Engineering', school: 'Purdue University', tools: ['Python', 'AutoCAD', 'Revit'], duty: 'prepared 53 drawing packages and BOMs for release', figure: 'raised line yield from 36% to 96% with a DOE on the curing step', reqs: ['data warehouse design', 'data models in Snowflake and dbt'], gap: 'dbt', gapNamed: true, gapVerb: 'built models in', field: 'engineering design and analysis', recounts: [{ text: 'built 56 SQL reports', claim: '56 SQL reports' }, { text: 'automated 53 weekly dashboards', claim: '53 weekly dashboards' }] },
];

// Invented names, none a pair's resume or posting holds; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Procter & Gamble', 'Boston Consulting Group', 'Mayo Clinic', 'Etsy', 'Bosch', 'Nestlé', 'PwC', 'Costco'],
  school: ['Northwestern University', 'Vanderbilt University', 'Tufts University', 'University of Edinburgh', 'Georgetown University'],
  field: ['Public Health', 'Industrial Design', 'Econometrics', 'Marine Biology', 'Urban Planning'],
  trainedAs: ['an economist', 'a pharmacist', 'an architect', 'a statistician', 'a chemical engineer'],
  degreeAbbr: ['MSW', 'MFA', 'MPH', 'MLIS', 'MEng'],
  certAcronym: ['CFA', 'CISSP', 'PMP', 'CPA', 'CSCP', 'CCNA'],
  certName: ['Certified Management Accountant', 'Certified Internal Auditor', 'Certified Supply Chain Professional', 'Certified Fraud Examiner', 'Lean Six Sigma Green Belt'],
  certRole: ['Paramedic', 'Pharmacy Technician', 'Medical Coder', 'Building Inspector', 'Dental Hygienist'],
  tool: ['Jira', 'Zendesk', 'Asana', 'HubSpot', 'Tableau', 'Snowflake', 'Salesforce', 'Figma'],
  number: [
    { text: 'saved the team about 6 hours a week', claim: '6 hours a week' },
    { text: 'grew repeat business threefold in a year', claim: 'threefold' },
    { text: 'brought in €120,000 of new business', claim: '€120,000' },
    { text: 'delivered a 2.5x return on training spend', claim: '2.5x' },
    { text: 'recovered £45K in unbilled fees', claim: '£45K' },
    { text: 'cut waiting times by 62 per cent', claim: '62 per cent' },
    { text: 'lifted satisfaction scores by 18 points', claim: '18 points' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'The two years I gave to {X} taught me to plan ahead.', 'Two years at {X}'],
  ['employer', 'employer', 'end', 'I was brought on by {X} in 2019 to tidy up their operations.', 'Brought on by {X} in 2019'],
  ['employer', 'employer', 'end', 'Customers I looked after while I was with {X} still write to me.', 'Customer care while with {X}'],
  ['employer', 'employer', 'start', 'Looking back on my years with {X}, what stays with me is the people.', 'Years with {X}'],
  ['employer', 'employer', 'end', 'Much of what I know was learned on the job at {X}.', 'Learned on the job at {X}'],
  ['employer', 'employer', 'end', '{X}, where I spent 2017 and 2018, gave me my first real responsibility.', '{X}, 2017–2018'],
  ['degree', 'trainedAs', 'end', 'I trained as {X} at university.', 'Trained as {X}'],
  ['degree', 'degreeAbbr', 'end', 'I was awarded an {X} in 2019.', '{X}, awarded 2019'],
  ['degree', 'school', 'end', 'My studies at {X} were completed with distinction.', 'Studies at {X}, with distinction'],
  ['degree', 'trainedAs', 'start', 'Having trained as {X}, I approach problems methodically.', 'Trained as {X}'],
  ['degree', 'degreeAbbr', 'end', 'An {X}, which I finished in 2017, gave me the theory.', '{X} (2017)'],
  ['degree', 'field', 'end', 'I also hold a postgraduate diploma in {X}.', 'Postgraduate diploma in {X}'],
  ['certification', 'certAcronym', 'sign', '{X}', '{X}'],
  ['certification', 'certRole', 'end', 'I was certified as a {X} in 2021.', 'Certified {X} (2021)'],
  ['certification', 'certAcronym', 'start', 'Since passing the {X} exam in 2020, I have planned every job to the hour.', '{X} exam passed 2020'],
  ['certification', 'certName', 'end', 'My {X} (renewed in 2024) is attached.', '{X}, renewed 2024'],
  ['certification', 'certName', 'end', 'The {X} credential was added to my name last year.', '{X} credential'],
  ['certification', 'certRole', 'end', 'I am licensed to practise as a {X}.', 'Licensed {X}'],
  ['tool', 'tool', 'end', 'I know the {X} stack inside out.', 'The {X} stack'],
  ['tool', 'tool', 'end', 'Our reporting was moved onto {X} by me last year.', 'Moved our reporting onto {X}'],
  ['tool', 'tool', 'end', 'The {X} workflows, which I designed, are still in use.', '{X} workflows I designed'],
  ['tool', 'tool', 'start', 'Day to day, I work across {T}, {X} and email.', '{T}, {X} and email, daily'],
  ['tool', 'tool', 'end', 'I was trained on {X} in my first week and have used it since.', 'Trained on {X} in week one'],
  ['tool', 'gap', 'end', 'I am fluent in {X}.', 'Fluent in {X}'],
  ['tool', 'gap', 'end', 'Two of my projects were built on {X}.', 'Two projects built on {X}'],
  ['number', 'number', 'end', 'Along the way, I {X}.', 'Along the way: {X}'],
  ['number', 'number', 'end', 'It was noted in my last review that I {X}.', 'Noted in my review: {X}'],
  ['number', 'number', 'start', 'Because I asked the right questions early, I {X}.', 'By asking early: {X}'],
  ['number', 'number', 'end', 'If one number matters, it is this: I {X}.', 'The number: {X}'],
];

const STYLES: Fresh17Style[] = ['passive-voice', 'closing-facts', 'inline-list', 'dash-list'];

const noThe = (s: string) => s.replace(/^the /, '');

function draft(f: Facts, style: Fresh17Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const holds = f.creds?.length ? list(f.creds) : undefined;
  switch (style) {
    case 'passive-voice':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Respectfully',
        paras: [
          `This letter is sent in application for the ${f.role} position${at}, a role that has stayed on my mind since the posting was first seen.`,
          `${f.since ? `Since ${f.since}, I have been employed as ${article(f.title)} by ${f.employer}` : `Until recently, I was employed as ${article(f.title)} by ${f.employer}`}, and the work there is best summed up by one example: I ${f.duty}.${f.figure ? ` Another result that was noticed by my managers: I ${f.figure}.` : ''}${f.past ? ` Before that, I was taken on as ${article(f.past.title)} by ${f.past.employer}.` : ''}${f.tenure ? ` In all, I can point to ${f.tenure}.` : ''}`,
          `${upperFirst(f.degree)} was awarded to me by ${f.school}${holds ? `, and ${holds} ${f.creds && f.creds.length > 1 ? 'have' : 'has'} since been earned` : ''}; the tools I am trusted with are ${list(f.tools)}.`,
          `It should be said that ${f.reqs[0]} and ${f.reqs[1]} are asked for in your posting, and I have not ${f.gapVerb} ${f.gap}; I would expect to be trained in both${f.plan ? `, with ${f.plan} to be obtained in my first year` : ''}. What I am told I bring is patience, reliability and a calm manner.`,
          'Your consideration is appreciated, and I would be glad to be contacted at any time.',
        ],
      };
    case 'closing-facts':
      return {
        slot: 3,
        listSlot: false,
        closing: 'Warm regards',
        paras: [
          `I would like to be considered for the ${f.role} role${at}. What drew me in is the work itself: ${f.reqs[0]} and ${f.reqs[1]} are exactly where I want to grow, and a team that values care and clear communication is where I do my best work.`,
          `I will be honest about the gaps first: I have not yet ${f.gapVerb} ${f.gap}, and I would come to ${f.reqs[0]} as a learner${f.plan ? `, aiming to earn ${f.plan} in my first year` : ''}. I am patient, steady under pressure and quick to ask for help when I need it.`,
          'I also believe a letter should be short on adjectives and long on facts, so here are mine.',
          `${f.since ? `I am ${article(f.title)} at ${f.employer}, where I have worked since ${f.since}` : `I was most recently ${article(f.title)} at ${f.employer}`}; there, I ${f.duty}${f.figure ? `, and separately I ${f.figure}` : ''}.${f.past ? ` Earlier, I was ${article(f.past.title)} at ${f.past.employer}.` : ''} I hold ${f.degree} from ${f.school}${holds ? ` as well as ${holds}` : ''}, and the tools I know best are ${list(f.tools)}. Thank you for reading; I would welcome a conversation.`,
        ],
      };
    case 'inline-list':
      return {
        slot: 2,
        listSlot: false,
        closing: 'Kind regards',
        paras: [
          `Please accept my application for the ${f.role} post${at}.`,
          `In brief, here is what I would bring: ${f.tenure ?? `a background in ${f.field}`}; ${f.since ? `my current role as ${f.title} at ${f.employer}, which I have held since ${f.since}` : `my most recent role as ${f.title} at ${f.employer}`}${f.past ? `; an earlier post as ${f.past.title} at ${f.past.employer}` : ''}; ${f.degree} from ${f.school}${holds ? `; ${holds}` : ''}; and working knowledge of ${list(f.tools)}.`,
          `One example stands out: I ${f.duty}${f.figure ? `, and, in another stretch, I ${f.figure}` : ''}.`,
          `What I lack, I will say plainly: I have not ${f.gapVerb} ${f.gap}, and ${f.reqs[0]} and ${f.reqs[1]} would be new ground${f.plan ? `, though I intend to pursue ${f.plan}` : ''}. I learn quickly, keep my promises and enjoy being part of a team.`,
          'With thanks for your time and consideration.',
        ],
      };
    case 'dash-list': {
      const toolsItem = `Tools I use — ${f.tools.join(', ')}`;
      const items = [
        `• Where I've worked — ${f.title}, ${f.employer}${f.since ? `, ${f.since} to date` : ''}${f.past ? `; before that ${f.past.title}, ${f.past.employer}` : ''}`,
        `• What I've done — ${upperFirst(f.duty)}`,
        ...(f.figure ? [`• A result — ${upperFirst(f.figure)}`] : []),
        `• Education — ${f.degreeShort}, ${noThe(f.school)}`,
        ...(f.credItem ? [`• Credentials — ${f.credItem}`] : []),
        `• ${toolsItem}`,
        `• Still learning — ${f.reqs[0]}; ${f.reqs[1]}`,
      ];
      return {
        slot: 1,
        listSlot: true,
        bullet: '• ',
        toolsItem,
        closing: 'All the best',
        paras: [
          `I'm applying for the ${f.role} opening${at}, and rather than repeat my resume, here is what I think matters for this role:`,
          items.join('\n'),
          `I have not ${f.gapVerb} ${f.gap} yet${f.plan ? `, and I'd like to earn ${f.plan} soon` : ''}, but I'm a fast, careful learner and a patient colleague.`,
          'Thanks for reading — I would love to talk.',
        ],
      };
    }
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh17(avoidText: (resume: string, posting: string) => string): Fresh17Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: '4 December 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
