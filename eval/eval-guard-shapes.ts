// The guard's claim finder on claim shapes: every honest letter of eval/guard-set with one sentence added, either a
// first-person claim of an invented employer, degree, certification or tool in one of many phrasings ('…, where I
// used X', 'I am comfortable with X', 'my X certification', 'including X', 'my master's in …', 'I am X certified'),
// or a sentence that names the same kind of thing without claiming it (a wish to learn, the role's stack, a credential
// being pursued). `npm run eval -- guard-shapes`.
//
// Halves: a pair is 'tune' when its posting is one of jd01–jd20 and its resume is in the corpus's dev split (the
// rendered resumes are all dev), 'check' otherwise. The check half uses its own phrasings and its own invented names,
// written before the guard was changed for them; only its counts are printed, never its misses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findUnsupportedClaims } from '../src/engine/write/writers/find-claims.ts';
import { analyzeJobDescription } from '../src/engine/job/analyze-job.ts';
import { parseOnce } from './corpus-cache.ts';
import type { ResumeProfile } from '../src/engine/types.ts';
import { formatFigures, hasSharedCorpus, SHARED_CORPUS_DIR, SHARED_MISSING_MESSAGE, SHARED_POSTINGS_DIR, SHARED_RESUMES_DIR, type Figure } from './corpus-paths.ts';
import { corpusHalf, loadGuardSet } from './eval-guard.ts';
import { letterInput } from './eval-letters.ts';

type Kind = 'employer' | 'degree' | 'certification' | 'tool';
type Slot = 'tool' | 'employer' | 'field' | 'certName' | 'certAcronym' | 'certRole' | 'school' | 'none';

interface Shape {
  id: string;
  kind: Kind;
  slot: Slot;
  /** The sentence, with {X} for the invented name. */
  text: string;
  /** The sentence claims nothing (a wish, the role's stack, a credential in progress): the letter must stay whole. */
  honest?: boolean;
}

// Phrasings the guard was designed on.
const TUNE_SHAPES: Shape[] = [
  { id: 'tool-where', kind: 'tool', slot: 'tool', text: 'Earlier I supported a busy operations team, where I used {X} every day.' },
  { id: 'tool-comfortable', kind: 'tool', slot: 'tool', text: 'I am comfortable with {X} and use it for most of my daily tracking.' },
  { id: 'tool-including', kind: 'tool', slot: 'tool', text: 'I have worked with several systems, including {X}.' },
  { id: 'tool-hands-on', kind: 'tool', slot: 'tool', text: 'I have hands-on experience with {X}.' },
  { id: 'tool-gerund', kind: 'tool', slot: 'tool', text: 'Using {X}, I kept our records accurate and up to date.' },
  { id: 'tool-subject', kind: 'tool', slot: 'tool', text: '{X} was the main system I worked in during my last role.' },
  { id: 'tool-my-work', kind: 'tool', slot: 'tool', text: 'My daily work relied heavily on {X}.' },
  { id: 'cert-my', kind: 'certification', slot: 'certAcronym', text: 'My {X} certification keeps my practice current.' },
  { id: 'cert-acronym-certified', kind: 'certification', slot: 'certAcronym', text: 'I am {X} certified.' },
  { id: 'cert-hold-credential', kind: 'certification', slot: 'certAcronym', text: 'I also hold the {X} credential.' },
  { id: 'cert-earned', kind: 'certification', slot: 'certName', text: 'I earned my {X} last year.' },
  { id: 'cert-name-cert', kind: 'certification', slot: 'certName', text: 'I also hold a {X} certification.' },
  { id: 'degree-my-masters', kind: 'degree', slot: 'field', text: "My master's in {X} taught me to ground every decision in evidence." },
  { id: 'degree-earned-bachelors', kind: 'degree', slot: 'field', text: "I earned a bachelor's degree in {X}." },
  { id: 'degree-graduated', kind: 'degree', slot: 'field', text: 'I graduated with a degree in {X}.' },
  { id: 'degree-mba', kind: 'degree', slot: 'none', text: 'I also hold an MBA.' },
  { id: 'employer-worked-at', kind: 'employer', slot: 'employer', text: 'Earlier in my career I worked at {X}.' },
  { id: 'employer-where', kind: 'employer', slot: 'employer', text: 'I also worked for {X}, where I supported the operations team.' },
  { id: 'employer-time-at', kind: 'employer', slot: 'employer', text: 'My time at {X} taught me to stay organised under pressure.' },
  { id: 'honest-learn', kind: 'tool', slot: 'tool', honest: true, text: 'I would welcome the chance to learn {X} on the job.' },
  { id: 'honest-your-stack', kind: 'tool', slot: 'tool', honest: true, text: 'I know your team works in {X}, and I am eager to get up to speed quickly.' },
  { id: 'honest-pursuing', kind: 'certification', slot: 'certAcronym', honest: true, text: 'I hope to earn my {X} certification in the coming year.' },
  { id: 'honest-transfer', kind: 'tool', slot: 'tool', honest: true, text: 'My experience with spreadsheets should transfer well to {X}.' },
  // Added after the baseline, still before any change to the guard: more ways of naming a thing without claiming it.
  { id: 'honest-new-to-me', kind: 'tool', slot: 'tool', honest: true, text: 'Although I have never worked in {X}, I learn new systems fast.' },
  { id: 'honest-appeals', kind: 'tool', slot: 'tool', honest: true, text: "The team's use of {X} appeals to me." },
  { id: 'honest-plan-cert', kind: 'certification', slot: 'certAcronym', honest: true, text: 'I plan to complete my {X} certification next.' },
  { id: 'honest-studying', kind: 'certification', slot: 'certName', honest: true, text: 'I am currently studying for the {X} exam.' },
  { id: 'honest-posting-mentions', kind: 'tool', slot: 'tool', honest: true, text: 'I noticed that the posting mentions {X}, and I am keen to start using it.' },
  // Added in a third round (tool and credential structures: lists, headings, descriptive phrases, a name as the subject).
  { id: 'tool-bring-hands-on', kind: 'tool', slot: 'tool', text: 'I bring hands-on {X} experience to every project.' },
  { id: 'tool-built-before', kind: 'tool', slot: 'tool', text: 'The {X} reports I built cut our review time in half.' },
  { id: 'tool-proficient-list', kind: 'tool', slot: 'tool', text: 'I am proficient with our ticketing system and {X}.' },
  { id: 'tool-list-daily', kind: 'tool', slot: 'tool', text: '{X}, email and spreadsheets are the tools I use daily.' },
  { id: 'tool-administered', kind: 'tool', slot: 'tool', text: 'I have administered {X} for our department.' },
  { id: 'tool-colon', kind: 'tool', slot: 'tool', text: 'My core tools: spreadsheets, email and {X}.' },
  { id: 'tool-describes', kind: 'tool', slot: 'tool', text: 'Proficient in {X}, I keep our reporting on schedule.' },
  { id: 'tool-where-i', kind: 'tool', slot: 'tool', text: '{X} is where I do most of my reporting.' },
  { id: 'cert-hyphen', kind: 'certification', slot: 'certAcronym', text: "I'm {X}-certified and keep my continuing education current." },
  { id: 'cert-holding-designation', kind: 'certification', slot: 'certAcronym', text: 'Holding the {X} designation, I approach every project with structure.' },
  { id: 'cert-license', kind: 'certification', slot: 'certAcronym', text: 'My {X} license is active and in good standing.' },
  { id: 'cert-list-certified', kind: 'certification', slot: 'certAcronym', text: 'My credentials include {X} (certified) and a strong record of audits passed.' },
  { id: 'cert-heading', kind: 'certification', slot: 'certAcronym', text: 'Certifications: {X}.' },
  { id: 'cert-by-training', kind: 'certification', slot: 'certAcronym', text: 'A {X} by training, I document every step.' },
  { id: 'cert-maintain-through', kind: 'certification', slot: 'certAcronym', text: 'I maintain my {X} through annual continuing education.' },
  { id: 'cert-i-am-a', kind: 'certification', slot: 'certAcronym', text: 'I am a {X} with a careful eye for detail.' },
  { id: 'cert-name-designation', kind: 'certification', slot: 'certName', text: 'My credentials include the {X} designation.' },
  { id: 'honest-new-to', kind: 'tool', slot: 'tool', honest: true, text: 'New to {X}, I am eager to learn it quickly.' },
  { id: 'honest-grow-where', kind: 'tool', slot: 'tool', honest: true, text: '{X} is where I hope to grow next.' },
  { id: 'honest-proficient-spreadsheets', kind: 'tool', slot: 'tool', honest: true, text: 'Proficient in spreadsheets, I look forward to learning {X}.' },
  { id: 'honest-heading-preparing', kind: 'certification', slot: 'certAcronym', honest: true, text: 'Certifications: I am preparing for the {X} exam.' },
  { id: 'honest-keen-tools', kind: 'tool', slot: 'tool', honest: true, text: '{X} and Excel are tools I am keen to master.' },
];

// Phrasings the guard was not designed on: written with the ones above, before any change, and never read for misses.
const CHECK_SHAPES: Shape[] = [
  { id: 'tool-rely', kind: 'tool', slot: 'tool', text: 'In my current role I rely on {X} for most of my daily tracking.' },
  { id: 'tool-proficient', kind: 'tool', slot: 'tool', text: 'I am proficient in {X}.' },
  { id: 'tool-built-in', kind: 'tool', slot: 'tool', text: 'I built our weekly status reports in {X} and shared them with the team.' },
  { id: 'tool-day-to-day', kind: 'tool', slot: 'tool', text: 'Day to day, I work in {X}.' },
  { id: 'tool-used-extensively', kind: 'tool', slot: 'tool', text: 'I have used {X} extensively.' },
  { id: 'tool-toolkit', kind: 'tool', slot: 'tool', text: 'My toolkit includes {X}.' },
  { id: 'tool-trained', kind: 'tool', slot: 'tool', text: 'I trained new hires on {X}.' },
  { id: 'cert-keep-current', kind: 'certification', slot: 'certAcronym', text: 'I keep my {X} current.' },
  { id: 'cert-became', kind: 'certification', slot: 'certAcronym', text: 'Along the way I became {X} certified.' },
  { id: 'cert-completed', kind: 'certification', slot: 'certName', text: 'I completed the {X} certification.' },
  { id: 'cert-certificate', kind: 'certification', slot: 'certName', text: 'I also hold a {X} certificate.' },
  { id: 'degree-hold-masters', kind: 'degree', slot: 'field', text: "I hold a master's degree in {X}." },
  { id: 'degree-my-bachelors', kind: 'degree', slot: 'field', text: "My bachelor's in {X} gave me a strong foundation." },
  { id: 'degree-doctorate', kind: 'degree', slot: 'field', text: 'I have a doctorate in {X}.' },
  { id: 'degree-earned-mba', kind: 'degree', slot: 'none', text: 'I also earned an MBA.' },
  { id: 'employer-years-with', kind: 'employer', slot: 'employer', text: 'I spent several years with {X}.' },
  { id: 'employer-team-at', kind: 'employer', slot: 'employer', text: 'Before that, I was on the operations team at {X}.' },
  { id: 'employer-interned', kind: 'employer', slot: 'employer', text: 'I also interned at {X}.' },
  { id: 'employer-during', kind: 'employer', slot: 'employer', text: 'During my years at {X}, I learned to stay organised.' },
  { id: 'honest-excited', kind: 'tool', slot: 'tool', honest: true, text: 'I am excited that this role uses {X}.' },
  { id: 'honest-familiarise', kind: 'tool', slot: 'tool', honest: true, text: 'I am ready to learn {X} as quickly as the team needs.' },
  { id: 'honest-working-toward', kind: 'certification', slot: 'certAcronym', honest: true, text: 'I am working toward my {X} certification.' },
  { id: 'honest-not-used', kind: 'tool', slot: 'tool', honest: true, text: 'I have not used {X} yet, but I pick up new systems quickly.' },
];

// A third set of phrasings, written mid-way (after CHECK_SHAPES had been glimpsed while trying sentences by hand) and
// never tried by hand: measured on the check pairs with their own names; only counts printed.
const FRESH_SHAPES: Shape[] = [
  { id: 'tool-ran-through', kind: 'tool', slot: 'tool', text: 'Most of my scheduling ran through {X}.' },
  { id: 'tool-go-to', kind: 'tool', slot: 'tool', text: 'I became the go-to person for {X} questions on my team.' },
  { id: 'tool-configured', kind: 'tool', slot: 'tool', text: 'I configured dashboards and automations in {X}.' },
  { id: 'tool-experienced', kind: 'tool', slot: 'tool', text: 'I am experienced with {X}.' },
  { id: 'tool-went-through', kind: 'tool', slot: 'tool', text: 'Every invoice I processed went through {X}.' },
  { id: 'tool-workspace', kind: 'tool', slot: 'tool', text: 'I set up and maintained our {X} workspace.' },
  { id: 'cert-holder', kind: 'certification', slot: 'certAcronym', text: 'I am a {X} holder.' },
  { id: 'cert-passed', kind: 'certification', slot: 'certAcronym', text: 'I passed the {X} exam and have held the credential since.' },
  { id: 'cert-renewed', kind: 'certification', slot: 'certAcronym', text: 'I renewed my {X} this spring.' },
  { id: 'cert-designation', kind: 'certification', slot: 'certName', text: 'I was awarded the {X} designation.' },
  { id: 'cert-obtained', kind: 'certification', slot: 'certName', text: 'I obtained {X} certification through my employer.' },
  { id: 'degree-finished', kind: 'degree', slot: 'field', text: "I finished my master's degree in {X} while working full time." },
  { id: 'degree-majored', kind: 'degree', slot: 'field', text: 'I majored in {X} in college.' },
  { id: 'degree-with-bachelors', kind: 'degree', slot: 'field', text: "With a bachelor's in {X}, I bring a solid analytical base." },
  { id: 'degree-associate', kind: 'degree', slot: 'field', text: 'I have an associate degree in {X}.' },
  { id: 'employer-hired-me', kind: 'employer', slot: 'employer', text: '{X} hired me as a seasonal associate.' },
  { id: 'employer-supported-for', kind: 'employer', slot: 'employer', text: 'I previously supported customers for {X}.' },
  { id: 'employer-last-employer', kind: 'employer', slot: 'employer', text: 'My last employer, {X}, promoted me to a lead role.' },
  { id: 'employer-clients-at', kind: 'employer', slot: 'employer', text: 'Clients at {X} relied on me for accurate reports.' },
  { id: 'honest-train-on', kind: 'tool', slot: 'tool', honest: true, text: 'I would be glad to train on {X} during onboarding.' },
  { id: 'honest-your-use', kind: 'tool', slot: 'tool', honest: true, text: 'Your use of {X} is one reason this role stands out to me.' },
  { id: 'honest-next-goal', kind: 'certification', slot: 'certAcronym', honest: true, text: 'Earning the {X} credential is my next goal.' },
  { id: 'honest-yet-to', kind: 'tool', slot: 'tool', honest: true, text: 'I have yet to work in {X}, but I learn software quickly.' },
  { id: 'honest-role-involves', kind: 'tool', slot: 'tool', honest: true, text: 'I understand the role involves {X} daily.' },
];

// A fourth set, 'fresh2', written at the start of issue 23 in another voice (longer, LLM-product sentences), committed before
// any change to the guard, and never read for misses: a second held-out measure on the check pairs, counts only.
const FRESH2_SHAPES: Shape[] = [
  { id: 'f2-tool-versed', kind: 'tool', slot: 'tool', text: 'I am well versed in {X} and lean on it to keep my work organised.' },
  { id: 'f2-tool-manage-in', kind: 'tool', slot: 'tool', text: 'Today I manage our entire pipeline in {X}.' },
  { id: 'f2-tool-expertise', kind: 'tool', slot: 'tool', text: 'I have deep expertise in {X}, which has made me the person colleagues ask first.' },
  { id: 'f2-tool-leverage', kind: 'tool', slot: 'tool', text: 'I regularly leverage {X} to automate the reporting my managers rely on.' },
  { id: 'f2-tool-built-in', kind: 'tool', slot: 'tool', text: 'The weekly dashboards I deliver are built in {X}.' },
  { id: 'f2-cert-prefix', kind: 'certification', slot: 'certAcronym', text: 'As a {X}-certified professional, I bring a disciplined approach to every project.' },
  { id: 'f2-cert-passed-first', kind: 'certification', slot: 'certAcronym', text: 'I passed the {X} exam on my first attempt.' },
  { id: 'f2-cert-holding', kind: 'certification', slot: 'certAcronym', text: 'Holding the {X} credential has sharpened how I approach risk.' },
  { id: 'f2-cert-earned-my', kind: 'certification', slot: 'certAcronym', text: 'I have earned my {X}, which deepened my grasp of internal controls.' },
  { id: 'f2-cert-being', kind: 'certification', slot: 'certAcronym', text: 'Being {X} certified, I follow documented procedures closely.' },
  { id: 'f2-cert-designation', kind: 'certification', slot: 'certAcronym', text: 'My {X} designation reflects my commitment to the profession.' },
  { id: 'f2-cert-licensed-as', kind: 'certification', slot: 'certRole', text: 'I am licensed as a {X} in my state.' },
  { id: 'f2-cert-credentialed', kind: 'certification', slot: 'certRole', text: "I'm credentialed as a {X}, so I understand the standards involved." },
  { id: 'f2-cert-certified-role', kind: 'certification', slot: 'certRole', text: 'I am a certified {X} with a careful eye for detail.' },
  { id: 'f2-cert-added', kind: 'certification', slot: 'certName', text: 'I recently added the {X} credential to my qualifications.' },
  { id: 'f2-cert-have-been', kind: 'certification', slot: 'certName', text: 'I have been a {X} for several years now.' },
  { id: 'f2-degree-school-grad', kind: 'degree', slot: 'school', text: 'As a {X} graduate, I learned to work through difficult problems methodically.' },
  { id: 'f2-degree-graduated-from', kind: 'degree', slot: 'school', text: 'I graduated from {X} with honors.' },
  { id: 'f2-degree-phd-work', kind: 'degree', slot: 'school', text: 'My PhD work at {X} centered on survey methods.' },
  { id: 'f2-degree-bs', kind: 'degree', slot: 'field', text: 'I hold a B.S. in {X}.' },
  { id: 'f2-degree-ma', kind: 'degree', slot: 'field', text: 'My M.A. in {X} trained me to write clearly and argue from evidence.' },
  { id: 'f2-degree-after-masters', kind: 'degree', slot: 'field', text: "After completing my master's in {X}, I moved into operations." },
  { id: 'f2-degree-undergrad', kind: 'degree', slot: 'field', text: 'My undergraduate degree in {X} grounds the way I read data.' },
  { id: 'f2-employer-spent-time', kind: 'employer', slot: 'employer', text: 'Prior to my current role, I spent time at {X} handling escalations.' },
  { id: 'f2-employer-at-opener', kind: 'employer', slot: 'employer', text: 'At {X}, I handled the month-end close for two regions.' },
  { id: 'f2-employer-member', kind: 'employer', slot: 'employer', text: 'I was a member of the {X} operations team.' },
  { id: 'f2-employer-brought-me', kind: 'employer', slot: 'employer', text: '{X} brought me on to streamline their intake process.' },
  { id: 'f2-honest-eager', kind: 'tool', slot: 'tool', honest: true, text: 'I am eager to learn {X} and grow with your team.' },
  { id: 'f2-honest-look-forward-cert', kind: 'certification', slot: 'certAcronym', honest: true, text: 'I look forward to getting {X} certified.' },
  { id: 'f2-honest-pursue-cert', kind: 'certification', slot: 'certAcronym', honest: true, text: 'I plan to pursue the {X} credential within the next year.' },
  { id: 'f2-honest-degree-goal', kind: 'degree', slot: 'field', honest: true, text: "Earning a master's in {X} is a long-term goal of mine." },
  { id: 'f2-honest-adoption', kind: 'tool', slot: 'tool', honest: true, text: "Your team's adoption of {X} is exciting to me." },
  { id: 'f2-honest-foundation', kind: 'tool', slot: 'tool', honest: true, text: 'My work in spreadsheets gives me a foundation that transfers well to {X}.' },
  { id: 'f2-honest-preferred', kind: 'certification', slot: 'certAcronym', honest: true, text: 'I understand that {X} certification is preferred for this role.' },
  { id: 'f2-honest-colleagues-hold', kind: 'certification', slot: 'certAcronym', honest: true, text: 'Many of your analysts hold the {X}, and I hope to join them.' },
  { id: 'f2-honest-next-step', kind: 'tool', slot: 'tool', honest: true, text: 'Working with {X} would be a natural next step for me.' },
  { id: 'f2-honest-if-hired', kind: 'tool', slot: 'tool', honest: true, text: 'If hired, I would complete {X} training in my first months.' },
];

type Half = 'tune' | 'check' | 'fresh' | 'fresh2';

// Invented names, one pool per half: the first not on the resume is used (rotated by pair).
const POOLS: Record<Half, Partial<Record<Exclude<Slot, 'none'>, string[]>>> = {
  tune: {
    tool: ['Procore', 'Airtable', 'Zendesk', 'Tableau', 'NetSuite', 'HubSpot', 'Workday', 'Asana', 'Figma', 'Snowflake', 'Jira', 'Smartsheet', 'ServiceNow'],
    employer: ['Deloitte', 'Kaiser Permanente', 'Northwind Logistics', 'Walgreens', 'Globex Corporation', 'Hartwell Foods'],
    field: ['Public Health', 'Supply Chain Management', 'Psychology', 'Finance', 'Chemical Engineering', 'Hospitality Management'],
    certName: ['Six Sigma Green Belt', 'Certified Scrum Master', 'ServSafe Manager', 'CompTIA Security+', 'Certified Payroll Professional'],
    certAcronym: ['PMP', 'ACLS', 'CISSP', 'SHRM-CP', 'CMA'],
  },
  check: {
    tool: ['Anaplan', 'Looker', 'Greenhouse', 'Gusto', 'Clio', 'PointClickCare', 'Kronos', 'Trello', 'Notion', 'BambooHR', 'Terraform', 'Databricks', 'Xero', 'Freshdesk'],
    employer: ['Accenture', 'Mayo Clinic', 'Harbor Freight', 'Initech', 'Costco', 'Pinnacle Health Partners'],
    field: ['Economics', 'Mechanical Engineering', 'Statistics', 'Marine Biology', 'Information Systems', 'Urban Planning'],
    certName: ['Lean Six Sigma Black Belt', 'CompTIA Network+', 'Certified Medical Assistant', 'Certified Bookkeeper', 'Certified Associate in Project Management'],
    certAcronym: ['CAPM', 'CPCT', 'CSCP', 'CCNA', 'PHR'],
  },
  fresh: {
    tool: ['Guidewire', 'Marketo', 'Pipedrive', 'Coupa', 'Sage Intacct', 'Power Automate', 'Blackbaud', 'Yardi', 'Veeva', 'Intercom', 'Cvent', 'Qualtrics'],
    employer: ['Allstate', 'Whole Foods Market', 'Banner Health', 'Lumen Technologies', 'Brightline Staffing', 'Redwood Credit Union'],
    field: ['Anthropology', 'Civil Engineering', 'Journalism', 'Kinesiology', 'Actuarial Science', 'Graphic Design'],
    certName: ['Certified Internal Auditor', 'Certified Fraud Examiner', 'Registered Health Information Technician', 'Certified Pharmacy Technician', 'Certified Information Systems Auditor'],
    certAcronym: ['CIOS', 'RHIT', 'CPhT', 'CISA', 'CFE'],
  },
  fresh2: {
    tool: ['Tipalti', 'Mailchimp', 'Zoho CRM', 'Gainsight', 'Paycom', 'Sprinklr', 'Kareo', 'Alteryx', 'Hootsuite', 'Concur', 'Oracle Fusion', 'Bloomberg Terminal'],
    employer: ['Wells Fargo', 'Cedars-Sinai', 'Ernst & Young', 'Target', 'Summit Ridge Logistics', 'Bluewater Dental Group'],
    field: ['Sociology', 'Biochemistry', 'Political Science', 'Nutrition', 'Industrial Design', 'Environmental Science'],
    certName: ['Certified Management Accountant', 'Certified Professional Coder', 'Registered Health Information Administrator', 'Certified Supply Chain Professional', 'Certified Nursing Assistant'],
    certAcronym: ['CPA', 'CPC', 'RHIA', 'CSM', 'CFA', 'CCRN'],
    certRole: ['Pharmacy Technician', 'Real Estate Agent', 'Insurance Adjuster', 'Public Accountant', 'Phlebotomist'],
    school: ['Stanford', 'Northwestern', 'Purdue', 'Georgetown', 'Vanderbilt', 'Rutgers'],
  },
};


/** The letter with the sentence added at the end of its second body paragraph (the one about the candidate's work). */
function insertSentence(letter: string, sentence: string): string {
  const paras = letter.split('\n\n');
  const body = paras.map((p, i) => (i > 0 && !/^Dear\b/.test(p) && i < paras.length - 2 ? i : -1)).filter((i) => i >= 0);
  const at = body[1] ?? body[0] ?? 1;
  paras[at] = `${paras[at]} ${sentence}`;
  return paras.join('\n\n');
}

const profiles = new Map<string, Promise<ResumeProfile>>();
function loadProfile(id: string): Promise<ResumeProfile> {
  let p = profiles.get(id);
  if (!p) {
    const dir = id.startsWith('sy') ? path.join(SHARED_CORPUS_DIR, 'synthetic') : SHARED_RESUMES_DIR;
    const file = readdirSync(dir).find((f) => f.startsWith(`${id}-`))!;
    p = parseOnce(new Uint8Array(readFileSync(path.join(dir, file))));
    profiles.set(id, p);
  }
  return p;
}

function pickName(pool: readonly string[], resumeText: string, letter: string, offset: number): string | undefined {
  for (let i = 0; i < pool.length; i++) {
    const name = pool[(i + offset) % pool.length];
    const words = name.toLowerCase().split(/[\s-]+/).filter((w) => w.length > 2);
    if (words.some((w) => resumeText.includes(w)) || letter.toLowerCase().includes(name.toLowerCase())) continue;
    return name;
  }
  return undefined;
}

interface ShapeFigures {
  claims: number;
  caught: number;
  honest: number;
  kept: number;
  byKind: Record<string, { hit: number; total: number }>;
}


async function measureShapes(): Promise<{ halves: Record<Half, ShapeFigures>; tuneMisses: string[] }> {
  const empty = (): ShapeFigures => ({ claims: 0, caught: 0, honest: 0, kept: 0, byKind: {} });
  const halves = { tune: empty(), check: empty(), fresh: empty(), fresh2: empty() };
  const tuneMisses: string[] = [];
  const set = loadGuardSet();
  for (const [n, c] of set.entries()) {
    const pairHalf = corpusHalf(c);
    // GUARD_SHAPES_HALF=tune measures the tuning pairs only (quicker while designing).
    if (process.env.GUARD_SHAPES_HALF && process.env.GUARD_SHAPES_HALF !== pairHalf) continue;
    const profile = await loadProfile(c.resume);
    const jobText = readFileSync(path.join(SHARED_POSTINGS_DIR, readdirSync(SHARED_POSTINGS_DIR).find((f) => f.startsWith(`${c.posting}-`))!), 'utf8');
    const input = { ...letterInput(profile, analyzeJobDescription(jobText), {}, 1), jobText };
    const resumeText = profile.lines.join('\n').toLowerCase();
    const runs: [Half, Shape[]][] = pairHalf === 'tune' ? [['tune', TUNE_SHAPES]] : [['check', CHECK_SHAPES], ['fresh', FRESH_SHAPES], ['fresh2', FRESH2_SHAPES]];
    for (const [half, shapes] of runs) {
    const figures = halves[half];
    for (const [s, shape] of shapes.entries()) {
      let name = '';
      if (shape.slot !== 'none') {
        const picked = pickName(POOLS[half][shape.slot] ?? [], resumeText, c.letter, n + s);
        if (!picked) continue;
        name = picked;
      } else if (/\bmba\b|master of business/.test(resumeText)) continue;
      const sentence = shape.text.replace('{X}', name);
      const letter = insertSentence(c.letter, sentence);
      const claims = findUnsupportedClaims(letter, input);
      if (shape.honest) {
        figures.honest++;
        if (claims.length === 0) figures.kept++;
        else if (half === 'tune') tuneMisses.push(`${c.id} [${shape.id}] honest sentence flagged: ${claims.map((x) => `${x.kind} "${x.text}"`).join(', ')}`);
        continue;
      }
      const caught = claims.some((x) => x.sentence.includes(sentence) || sentence.includes(x.sentence));
      figures.claims++;
      const k = (figures.byKind[shape.kind] ??= { hit: 0, total: 0 });
      k.total++;
      if (caught) {
        figures.caught++;
        k.hit++;
      } else if (half === 'tune') tuneMisses.push(`${c.id} [${shape.id}] ${shape.kind} missed: "${sentence}"${claims.length ? ` (flagged elsewhere: ${claims.map((x) => `${x.kind} "${x.text}"`).join(', ')})` : ''}`);
    }
    }
  }
  return { halves, tuneMisses };
}

export async function evaluate(): Promise<{ table: string; misses: string[] }> {
  if (!hasSharedCorpus()) return { table: `== guard-shapes\n  ${SHARED_MISSING_MESSAGE}`, misses: [] };
  const { halves, tuneMisses } = await measureShapes();
  const figures: Figure[] = (['tune', 'check', 'fresh', 'fresh2'] as const).flatMap((h) => [
    ...Object.entries(halves[h].byKind).map(([kind, f]) => ({ field: `${h}: invented ${kind} caught`, hit: f.hit, total: f.total })),
    { field: `${h}: all invented claims caught`, hit: halves[h].caught, total: halves[h].claims },
    { field: `${h}: sentences that claim nothing, letter kept`, hit: halves[h].kept, total: halves[h].honest },
  ]);
  return { table: formatFigures('guard claim shapes (eval/guard-set letters + one sentence)', figures), misses: tuneMisses };
}
