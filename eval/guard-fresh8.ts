// Held-out set 'fresh8' of the guard around a model (issue 23, session of guard3, fifth round): whole letters in four
// LLM house styles not used by fresh..fresh7, for 10 resume × posting pairs of ../shared/corpus that no earlier set
// pairs. The ten resumes (sy003, sy036, sy041, sy043, sy067, sy078, sy106, sy111, sy123, sy183: the corpus's synthetic
// dev split, rendered through nine outside templates — jake, awesome-cv, altacv, moderncv classic and casual, jr-even,
// jr-elegant, jr-macchiato, docx-table2col) were in no guard set; one prints a post-nominal after the name (PHR).
//
// Method (that of fresh4..fresh7; the generator is shared, eval/guard-house.ts): each pair's facts were copied from its
// resume's text (titles, employers — as an LLM writes them, 'Pivotal Media Group' for 'PIVOTAL MEDIA GROUP' —, the
// degree as an LLM abbreviates it, credentials and licences as printed, tools, one duty and one figure as printed, a
// span the resume states or its dates give) and two requirements of its posting. Four styles — a Grammarly-like short
// letter (three short paragraphs, contractions), a Resume.io-like letter with a "Key achievements:" block of '– '
// items, a Novoresume-like letter with a "Why <company>?" paragraph, and a Gemini-like letter whose paragraphs open with
// bolded lead phrases ("**Proven results.** …") — turn them into an honest letter that also names the posting's
// requirements as the role's, the gap as not yet used, and soft skills.
//
// Each honest letter gets five fabricated variants, one each of an invented employer, degree, certification, tool and
// number, in shapes no earlier set uses: 'I cut my teeth at X', 'I spent a year contracting for X', 'X was my first
// employer after college', 'I consulted for X on a pricing project', 'I interned with X one summer', 'my three years at
// X'; 'I graduated cum laude from X', 'a postgraduate diploma in X', 'My PhD in X', 'a B.Sc. in X in 2015', 'I studied
// business at X'; 'I hold an active X', 'I sat the X exam in 2022', 'an
// accredited X', 'X status', 'X-qualified', 'I renewed my X this year', 'a licensed X since 2020'; 'I automated our
// reports with X', 'I administer X for the office', "I'm fluent in X", 'a daily user of X', '{T} and X are part of my
// daily toolkit', 'I introduced X to the team', the posting's gap as 'I've shipped production code in X' or 'X is part
// of my daily work'; a figure as hours saved, a quarter, a team size, percent in words, a score moved ('from 32 to
// 61'), a count of accounts, a multiple ('five-fold'), an amount ('$450K'). Written and committed before any change to
// the guard in that round and measured once on the guard as it stood; only counts per class are printed, never its
// misses (`npm run eval -- guard-fresh8`).

import { article, buildHouseSet, fabTemplates, list, upperFirst, type FabRow, type GeneratedFacts, type HouseCase, type HouseDraft } from './guard-house.ts';

export type Fresh8Style = 'grammarly-short' | 'resumeio-achievements' | 'novoresume-why' | 'gemini-bold';
export type Fresh8Case = HouseCase<Fresh8Style>;

interface Facts extends GeneratedFacts {
  /** A span the resume states or its dates give ('12 years in accounting and reporting'), for "With …". */
  tenure?: string;
  /** A licence the resume prints, as the words after "I'm" ('licensed as a Journeyman Electrician'). */
  licence?: string;
}

// Copied from the resumes — nothing here is invented.
const FACTS: Facts[] = [
  { resume: 'sy003', posting: 'jd27', name: 'María Ramírez', postNominal: 'PHR', role: 'Research Administrator', company: 'the University of Michigan', title: 'Talent Acquisition Specialist', employer: 'Goldman Family Dental', since: 2024, past: { title: 'HR Coordinator', employer: 'Workday' }, tenure: 'over a decade of office and HR work', degree: 'an M.A. in Office Administration', degreeShort: 'M.A., Office Administration', school: 'Temple University', tools: ['ADP'], duty: 'handled employee relations cases and updated the employee handbook', figure: 'onboarded 53+ new hires a quarter and ran benefits enrollment', reqs: ['pre-award and post-award grant support', 'tracking research expenditures'], gap: 'research administration', gapNamed: false, field: 'HR and office administration' },
  { resume: 'sy036', posting: 'jd19', name: 'Piotr Kamińska', role: 'Junior Staff Accountant', company: 'CorVel', title: 'Tax Preparer', employer: 'the City of Columbus Department of Finance', since: 2022, past: { title: 'Accounts Payable Specialist', employer: 'Bank of America' }, tenure: '12 years in accounting and reporting', degree: 'a Master of Accountancy', degreeShort: 'Master of Accountancy', school: 'Wayne State University', cert: 'Certified Management Accountant (CMA)', tools: ['SAP', 'Excel', 'Oracle Financials', 'Power BI'], duty: 'prepared 390+ individual and small-business tax returns each season', figure: 'found $63K in duplicate payments through a vendor master clean-up', reqs: ['general ledger journal entries', 'fixed asset account reconciliations'], gap: 'PeopleSoft', gapNamed: true, field: 'accounting and tax' },
  { resume: 'sy041', posting: 'jd03', name: 'Khalid Hamdan', role: 'Fork Lift Operator', company: 'Graham Packaging', title: 'Forklift Operator', employer: 'Amazon Fulfillment Center', past: { title: 'Dispatcher', employer: 'the City of Phoenix Public Works Department' }, tenure: '4 years in warehousing and transportation', degree: 'a BSc in Logistics', degreeShort: 'BSc in Logistics', school: 'Dalhousie University', cert: 'Forklift Certification', tools: ['Samsara'], duty: 'cut receiving dock time by 29% by reorganising the staging area', reqs: ['moving corrugate and pallets of goods', 'propane-powered squeeze lifts'], gap: 'a squeeze lift', gapNamed: false, field: 'warehousing and logistics' },
  { resume: 'sy043', posting: 'jd24', name: 'Matthias Hoffmann', role: 'Elevator Worker (Night Shift)', company: 'Gentis Solutions', title: 'Electrician', employer: 'City of Denver Facilities Management', past: { title: 'Auto Mechanic', employer: 'IBEW Local 134' }, tenure: '10 years of field experience', degree: 'an Ausbildung in HVAC Technology', degreeShort: 'Ausbildung, HVAC Technology', school: 'Freie Universität Berlin', cert: 'AWS Certified Welder', licence: 'licensed as a Journeyman Electrician', tools: ['AutoCAD'], duty: 'installed and terminated wiring for 57 residential units to NEC code', figure: 'cut equipment downtime by 22% by setting up a CMMS work-order schedule', reqs: ['loading railcars and trucks', 'working in confined spaces and at heights'], gap: 'elevator work', gapNamed: false, field: 'electrical and HVAC trades' },
  { resume: 'sy067', posting: 'jd02', name: 'Linh Nguyen', role: 'Registered Nurse (Weekend SICU)', company: 'Singing River Health System', title: 'Licensed Practical Nurse', employer: 'Cleveland Clinic', tenure: '2 years of acute and long-term care experience', degree: 'a Practical Nursing Diploma', degreeShort: 'Practical Nursing Diploma', school: 'Temple University', cert: 'NIHSS Certification', licence: 'licensed as a Registered Nurse in Texas', tools: ['Epic EHR', 'Cerner'], duty: 'precepted 6 new graduate nurses and 38 nursing students', figure: 'coordinated discharge plans with social work, cutting 30-day readmissions by 39%', reqs: ['ACLS certification', 'surgical intensive care'], gap: 'Mississippi State licensure', gapNamed: false, field: 'acute and long-term nursing care' },
  { resume: 'sy078', posting: 'jd28', name: 'Brittany Hayes', role: 'Marketing/Inside Sales Specialist', title: 'Brand Manager', employer: 'Ogilvy', since: 2023, past: { title: 'Marketing Manager', employer: 'Bold Orchard Creative' }, tenure: '3 years across brand, content and paid media', degree: 'an M.S. in Communications', degreeShort: 'M.S., Communications', school: 'Western Governors University', cert: 'Google Ads Search Certification', tools: ['Google Ads', 'Mailchimp', 'HubSpot', 'Canva'], duty: 'launched a rebrand across 6 markets on time and under budget', figure: 'ran Google Ads campaigns with a $81K monthly budget at 9.9x ROAS', reqs: ['identifying target audiences', 'CRM software'], gap: 'the energy industry', gapNamed: false, field: 'brand and content marketing' },
  { resume: 'sy106', posting: 'jd33', name: 'Diego Vargas', role: 'Accountant', company: 'SEF International', title: 'Accounts Payable Specialist', employer: 'Meridian Capital Advisors', degree: 'a Master of Accountancy', degreeShort: 'Master of Accountancy', school: 'the University of Michigan', cert: 'Certified Management Accountant (CMA)', tools: ['NetSuite', 'SAP', 'QuickBooks', 'Oracle Financials'], duty: 'reconciled 47 balance sheet accounts and supported the annual external audit', figure: 'closed the monthly books 9 days faster by automating bank reconciliations', reqs: ['reporting to tax authorities', 'Armenian Accounting Standards'], gap: 'Sun Systems', gapNamed: true, field: 'accounts payable and accounting' },
  { resume: 'sy111', posting: 'jd09', name: 'Vikram Reddy', role: 'Inside Sales Representative', company: 'A Place for Mom', title: 'Inside Sales Representative', employer: 'Salesforce', past: { title: 'Territory Sales Manager', employer: 'Cintas Corporation' }, tenure: '15 years of quota-carrying experience', degree: 'an M.Sc. in Business Administration', degreeShort: 'M.Sc., Business Administration', school: 'Osmania University', tools: ['Salesforce', 'Zendesk', 'Microsoft Excel'], duty: 'logged all activity in Salesforce and built weekly pipeline reports', figure: 'ranked #5 of 53 reps in the region for two straight quarters', reqs: ['advising families on senior living', 'a high volume of inbound calls'], gap: 'senior care', gapNamed: false, field: 'B2B sales' },
  { resume: 'sy123', posting: 'jd07', name: 'Mehmet Aydın', role: 'Backend Engineer', title: 'Backend Developer', employer: 'Quantum Leap Labs', past: { title: 'Summer Intern', employer: 'Cloudspire Technologies' }, degree: 'a B.Sc. in Information Technology', degreeShort: 'B.Sc. Information Technology', school: 'RWTH Aachen University', tools: ['Python', 'Go', 'Docker', 'Terraform'], duty: 'built a Kotlin service that processes 66K requests per day with 42% lower latency', figure: 'automated a regression suite of 25 test cases with Cypress, cutting release checks by 45%', reqs: ['media encoding and delivery at scale', 'owning APIs end to end'], gap: 'Rust', gapNamed: true, field: 'backend development' },
  { resume: 'sy183', posting: 'jd10', name: 'Jose Miguel Bautista', role: 'Customer Support Representative', company: 'EverCommerce', title: 'Customer Service Representative', employer: 'Pivotal Media Group', past: { title: 'Territory Sales Manager', employer: 'Enterprise Rent-A-Car' }, tenure: '7 years of quota-carrying experience', degree: 'a BS in Business Administration', degreeShort: 'BS Business Administration', school: 'De La Salle University', cert: 'Certified Inside Sales Professional (CISP)', tools: ['Salesforce'], duty: 'logged all activity in Salesforce and built weekly pipeline reports', figure: 'renewed 93% of a $55K book of business', reqs: ['customer support at a SaaS company', 'reputation management'], gap: 'SaaS support', gapNamed: false, field: 'sales and customer success' },
];

// Invented names, none used by an earlier set; the first one a pair's resume and posting lack is used.
const INVENTED = {
  employer: ['Genentech', 'Wegmans', 'Lakeshore Analytics', 'Pinecrest Freight', 'Cardinal Health', 'Harborview Consulting', 'Sherwin-Williams', 'Bluebonnet Credit Union'],
  field: ['Oceanography', 'Philosophy', 'Nuclear Engineering', 'Art History', 'Zoology'],
  school: ['Rice University', 'the University of Edinburgh', 'McMaster University', 'Wesleyan University'],
  certName: ['Certified Internal Auditor', 'Google Project Management Certificate', 'Certified Associate in Project Management', 'Certified Information Systems Security Professional', 'Salesforce Certified Marketing Cloud Consultant'],
  certAcronym: ['CMRP', 'CSM', 'CPLP', 'CTFL', 'CCMA'],
  certIn: ['Crisis Prevention', 'Kanban', 'Power Platform', 'Hazard Analysis', 'Mediation'],
  certLicence: ['Master Plumber', 'Surgical Technologist', 'Loan Officer', 'Court Reporter', 'Building Inspector'],
  tool: ['Monday.com', 'Jira', 'Power Automate', 'Domo', 'Intercom', 'Basecamp', 'Bill.com', 'Procore', 'Gong'],
  number: [
    { text: 'saved the team 12 hours a week', claim: '12 hours a week' },
    { text: 'reduced costs by a quarter', claim: 'by a quarter' },
    { text: 'managed a team of 14', claim: 'team of 14' },
    { text: 'cut errors by 85 percent', claim: '85 percent' },
    { text: 'raised our NPS from 32 to 61', claim: 'from 32 to 61' },
    { text: 'looked after 2,500 accounts', claim: '2,500 accounts' },
    { text: 'grew sign-ups five-fold', claim: 'five-fold' },
    { text: 'brought in $450K of new business', claim: '$450K' },
  ],
};
type Slot = keyof Omit<typeof INVENTED, 'number'>;

const FAB_ROWS: FabRow<Slot>[] = [
  ['employer', 'employer', 'end', 'I cut my teeth at {X}.', 'Started out at {X}'],
  ['employer', 'employer', 'end', 'I also spent a year contracting for {X}.', 'One year contracting for {X}'],
  ['employer', 'employer', 'start', '{X} was my first employer after college.', 'First employer after college: {X}'],
  ['employer', 'employer', 'end', 'I consulted for {X} on a pricing project.', 'Consulted for {X} on pricing'],
  ['employer', 'employer', 'end', 'I interned with {X} one summer.', 'Summer internship with {X}'],
  ['employer', 'employer', 'start', 'My three years at {X} taught me patience.', 'Three years at {X}'],
  ['degree', 'school', 'end', 'I graduated cum laude from {X}.', 'Cum laude graduate, {X}'],
  ['degree', 'field', 'end', 'I also completed a postgraduate diploma in {X}.', 'Postgraduate diploma in {X}'],
  ['degree', 'field', 'start', 'My PhD in {X} taught me to test every assumption.', 'PhD, {X}'],
  ['degree', 'field', 'end', 'I earned a B.Sc. in {X} in 2015.', 'B.Sc. in {X} (2015)'],
  ['degree', 'school', 'end', 'I studied business at {X}.', 'Studied business at {X}'],
  ['certification', 'certName', 'end', 'I hold an active {X}.', '{X} (active)'],
  ['certification', 'certAcronym', 'end', 'I sat the {X} exam in 2022 and passed.', '{X} exam passed (2022)'],
  ['certification', 'certLicence', 'end', "I'm also an accredited {X}.", 'Accredited {X}'],
  ['certification', 'certAcronym', 'start', 'I recently earned {X} status.', '{X} status (recent)'],
  ['certification', 'certIn', 'end', "I'm {X}-qualified as well.", '{X}-qualified'],
  ['certification', 'certName', 'end', 'I renewed my {X} this year.', '{X}, renewed this year'],
  ['certification', 'certLicence', 'end', "I've been a licensed {X} since 2020.", 'Licensed {X} since 2020'],
  ['tool', 'tool', 'end', 'I automated our weekly reports with {X}.', 'Automated weekly reports with {X}'],
  ['tool', 'tool', 'end', 'I administer {X} for the office.', '{X} administrator for the office'],
  ['tool', 'tool', 'start', "I'm fluent in {X}.", 'Fluent in {X}'],
  ['tool', 'tool', 'end', "I'm a daily user of {X}.", 'Daily {X} user'],
  ['tool', 'tool', 'end', '{T} and {X} are part of my daily toolkit.', 'Daily toolkit: {T}, {X}'],
  ['tool', 'tool', 'end', 'I introduced {X} to the team last year.', 'Introduced {X} to the team'],
  ['tool', 'gap', 'end', "I've shipped production code in {X}.", 'Shipped production work in {X}'],
  ['tool', 'gap', 'end', '{X} is part of my daily work.', '{X}: daily work'],
  ['number', 'number', 'end', 'At my current job I {X}.', 'At my current job: {X}'],
  ['number', 'number', 'start', 'Last year I {X}.', 'Last year: {X}'],
  ['number', 'number', 'end', 'Most recently, I {X}.', 'Most recently: {X}'],
];

const STYLES: Fresh8Style[] = ['grammarly-short', 'resumeio-achievements', 'novoresume-why', 'gemini-bold'];

/** A sentence's last words with its full stop, which an abbreviation ending it ('Inc.') already gives. */
function stop(text: string): string {
  return /[.!]$/.test(text) ? text : `${text}.`;
}

function credentialSentence(f: Facts): string {
  const parts = [...(f.cert ? [`I hold the ${f.cert}`] : []), ...(f.licence ? [`I'm ${f.licence}`] : [])];
  return parts.length ? ` ${upperFirst(list(parts))}.` : '';
}

function gapSentence(f: Facts): string {
  return f.gapNamed ? `I haven't used ${f.gap} yet` : `${upperFirst(f.gap)} would be new to me`;
}

function draft(f: Facts, style: Fresh8Style): HouseDraft {
  const at = f.company ? ` at ${f.company}` : '';
  const team = f.company ?? 'your team';
  const from = f.school ? ` from ${f.school}` : '';
  const current = f.since ? `I'm ${article(f.title)} at ${f.employer}` : `Most recently I was ${article(f.title)} at ${f.employer}`;
  switch (style) {
    case 'grammarly-short':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Thanks',
        paras: [
          `I'm applying for the ${f.role} role${at}.`,
          `${current}, where I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''} I hold ${f.degree}${from}.${credentialSentence(f)}${f.tools.length ? ` I'm comfortable with ${list(f.tools)}.` : ''}`,
          `The role calls for ${f.reqs[0]} and ${f.reqs[1]}. ${gapSentence(f)}, but I learn fast and I'm reliable and easy to work with.`,
          `Happy to chat anytime.`,
        ],
      };
    case 'resumeio-achievements': {
      const toolsItem = f.tools.length ? `– Technical skills: ${f.tools.join(', ')}` : undefined;
      const credentials = [f.cert, f.licence && upperFirst(f.licence)].filter(Boolean).join('; ');
      return {
        slot: 1,
        listSlot: true,
        bullet: '– ',
        toolsItem,
        closing: 'Yours sincerely',
        paras: [
          `Please accept my application for the ${f.role} position${at}. ${f.tenure ? `With ${f.tenure}, I` : `As ${article(f.title)}, I`} believe I can contribute from day one.`,
          [
            'Key achievements:',
            `– At ${f.employer}: ${f.duty}`,
            ...(f.figure ? [`– ${upperFirst(f.figure)}`] : []),
            ...(f.past ? [`– ${f.past.title} at ${f.past.employer}`] : []),
            `– ${f.degreeShort}${f.school ? `, ${f.school.replace(/^the /, '')}` : ''}`,
            ...(credentials ? [`– ${credentials}`] : []),
            ...(toolsItem ? [toolsItem] : []),
            '– Strong organisational and communication skills',
          ].join('\n'),
          `I see that the position involves ${f.reqs[0]} and ${f.reqs[1]}. ${gapSentence(f)}, and I would approach it with the same diligence.`,
          `I would welcome the chance to discuss my application.`,
        ],
      };
    }
    case 'novoresume-why':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Warm regards',
        paras: [
          `I was thrilled to see the opening for ${article(f.role)}${at}. My background in ${f.field} has prepared me well for it.`,
          `${current}, and in that role I ${f.duty}.${f.figure ? ` One result I'm proud of: I ${f.figure}.` : ''}${f.past ? ` Before that, I was ${article(f.past.title)} at ${stop(f.past.employer)}` : ''} I hold ${f.degree}${from}.${credentialSentence(f)}`,
          `Why ${f.company ?? 'this role'}? The posting asks for ${f.reqs[0]} and ${f.reqs[1]}, and that is exactly the kind of work I want to grow into. ${gapSentence(f)}, but I'm curious, adaptable and a strong team player.`,
          `Thank you for your consideration; I'd love to learn more about the team.`,
        ],
      };
    case 'gemini-bold':
      return {
        slot: 1,
        listSlot: false,
        closing: 'Best regards',
        paras: [
          `I am excited to submit my application for the ${f.role} position${at}. ${f.tenure ? `I bring ${f.tenure}` : `I bring a background in ${f.field}`}.`,
          `**Proven results.** ${current}, where I ${f.duty}.${f.figure ? ` I also ${f.figure}.` : ''}${f.past ? ` Earlier, I worked as ${article(f.past.title)} at ${stop(f.past.employer)}` : ''}`,
          `**Education and credentials.** I hold ${f.degree}${from}.${credentialSentence(f)}${f.tools.length ? ` My toolkit includes ${list(f.tools)}.` : ''}`,
          `**Ready to grow.** This role centres on ${f.reqs[0]} and ${f.reqs[1]}. ${gapSentence(f)}, but I bring adaptability, attention to detail and a collaborative mindset.`,
          `I look forward to discussing how I can contribute to ${team}.`,
        ],
      };
  }
}

/**
 * The set: for every pair and style the honest letter and its five fabricated variants. `avoidText(resume, posting)`
 * gives the resume and posting text, so an invented name is never one the pair (or its honest letter) already holds.
 */
export function buildFresh8(avoidText: (resume: string, posting: string) => string): Fresh8Case[] {
  return buildHouseSet({ facts: FACTS, styles: STYLES, date: 'November 26, 2026', draft, invented: INVENTED, templates: fabTemplates(FAB_ROWS) }, avoidText);
}
