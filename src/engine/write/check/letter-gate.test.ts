import { describe, expect, it } from 'vitest';
import { findLetterDefects } from './letter-gate.ts';
import type { CoverLetterInput, ResumeProfile } from '../../types.ts';
import { DEFAULT_STYLE } from '../../../shared/style.ts';

const profile: ResumeProfile = {
  name: 'Byungjin Park',
  contact: { email: 'bj@example.com', phone: '(909) 555-5555', links: [] },
  skills: ['Python', 'Programming Languages – Python', 'AWARDS'],
  experience: [
    { title: 'Junior Accountant', company: 'Gilmore Financial', bullets: ['Reconciled 40 accounts monthly'] },
    { title: 'Byungjin Park', company: 'Georgia', bullets: [] },
  ],
  education: [{ degree: 'Bachelor of Technology', institution: 'Computer Science and Engineering', details: [] }],
  certifications: ['Professional'],
  projects: [],
  lines: ['Junior Accountant', 'Gilmore Financial', 'Reconciled 40 accounts monthly', 'Georgia', 'Bachelor of Technology', 'Computer Science and Engineering'],
};
const input = (job: Partial<CoverLetterInput['job']> = {}): CoverLetterInput => ({
  profile,
  job: { requirements: [], responsibilities: [], keywords: [], position: 'Staff Accountant', ...job },
  match: { score: 50, requirements: [], matchedKeywords: [], missingKeywords: [] },
  settings: DEFAULT_STYLE,
  date: new Date('2026-11-24T12:00:00Z'),
  seed: 1,
});
const letter = (body: string, greeting = 'Dear Hiring Manager,', signature = 'Byungjin Park') => `November 24, 2026\n\n${greeting}\n\n${body}\n\nSincerely,\n${signature}`;
const kinds = (text: string, i = input()) => findLetterDefects(text, { input: i, jobText: '' }).map((d) => d.kind);

describe('the gate catches each class of embarrassment', () => {
  const clean = 'At Gilmore Financial, I reconciled 40 accounts monthly. You can reach me at bj@example.com.';

  it('passes a clean letter', () => {
    expect(kinds(letter(clean))).toEqual([]);
  });

  it('a title, employer, degree, school, credential or skill that fails its check', () => {
    expect(kinds(letter(`As a Byungjin Park at Gilmore Financial, I reconciled 40 accounts monthly.`))).toContain('unchecked-fact');
    expect(kinds(letter(`At Georgia, I reconciled 40 accounts monthly.`))).toContain('unchecked-fact');
    expect(kinds(letter(`${clean} I earned a Bachelor of Technology from Computer Science and Engineering.`))).toContain('unchecked-fact');
    expect(kinds(letter(`${clean} My credentials include Professional.`))).toContain('unchecked-fact');
    expect(kinds(letter(`${clean} I also work with Programming Languages – Python.`))).toContain('unchecked-fact');
  });

  it('a provider or tool under certifications is flagged where the letter calls it a credential, not where it is a tool', () => {
    const withTool = { ...input(), profile: { ...profile, skills: [...profile.skills, 'Google Analytics'], certifications: ['Google Analytics', 'Citi Program'] } };
    expect(kinds(letter(`${clean} My credentials include Citi Program.`), withTool)).toContain('unchecked-fact');
    expect(kinds(letter(`${clean} The credentials I hold include Google Analytics.`), withTool)).toContain('unchecked-fact');
    expect(kinds(letter(`${clean} I built dashboards in Google Analytics for 40 accounts.`), withTool)).not.toContain('unchecked-fact');
    expect(kinds(letter(`${clean} I hold a certificate in data analytics, completed through Citi Program.`), withTool)).not.toContain('unchecked-fact');
    // Part of a passing credential the letter lists is not a claim of its own.
    const split = { ...input(), profile: { ...profile, certifications: ['Human Subjects Research', 'CITI Program Human Subjects Research Certificate'] } };
    expect(kinds(letter(`${clean} My credentials include CITI Program Human Subjects Research Certificate.`), split)).not.toContain('unchecked-fact');
    expect(kinds(letter(`${clean} My credentials include Human Subjects Research.`), split)).toContain('unchecked-fact');
  });

  it('layout debris: a tab and date column, line-end hyphenation, dot leaders, doubled separators', () => {
    expect(kinds(letter('At Gilmore Financial, I kept uptime at 99.97%\tJune 2023 – present.'))).toContain('debris');
    expect(kinds(letter('At Gilmore Financial, I kept uptime at 99.97% June 2023 – present.'))).toContain('debris');
    expect(kinds(letter('At Gilmore Financial, I trained language mod- els on 40 accounts.'))).toContain('debris');
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts ........ monthly.'))).toContain('debris');
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts; reach me at (909) 555- - -5555.'))).toContain('debris');
  });

  it('a salutation to something that is not an organisation', () => {
    expect(kinds(letter(clean, 'Dear Our Client Hiring Team,'))).toContain('salutation');
    expect(kinds(letter(clean, 'Dear Women Hiring Team,'))).toContain('salutation');
    expect(kinds(letter(clean, 'Dear Gilmore Financial Hiring Team,'), input({ company: 'Gilmore Financial' }))).not.toContain('salutation');
  });

  it('a signature that is not a person', () => {
    expect(kinds(letter(clean, undefined, 'B.Sc. Geology'))).toContain('signature');
  });

  it('a stock connector used twice', () => {
    const body = 'At Gilmore Financial, I reconciled 40 accounts monthly. In the same role, I closed the books. In the same role, I filed taxes.';
    expect(kinds(letter(body))).toContain('stock-connector');
    expect(kinds(letter('There, I reconciled 40 accounts as well. There, I closed the books as well.'))).toContain('stock-connector');
  });
});

describe('the gate catches the structure classes of the fifth blind reading (a recital, not an argument)', () => {
  it('two different stock connectors stringing bullets together', () => {
    const body = 'At Gilmore Financial, I reconciled 40 accounts monthly. Beyond that, I closed the books. Just as importantly, I filed taxes.';
    expect(kinds(letter(body))).toContain('connector-chain');
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly and closed the books. Beyond that, I filed taxes.'))).not.toContain('connector-chain');
  });

  it('a paragraph of three or more sentences each opening on a deed', () => {
    const recital = 'At Gilmore Financial, I reconciled 40 accounts monthly.\n\nI reconciled 40 accounts monthly. I closed the books. Earlier, I filed taxes.';
    expect(kinds(letter(recital))).toContain('recital');
    // The same deeds as one flowing sentence, or spread over paragraphs, are no recital.
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly, closed the books, and filed taxes.'))).not.toContain('recital');
    expect(kinds(letter('I reconciled 40 accounts monthly. I closed the books.\n\nI filed taxes.'))).not.toContain('recital');
    // Degrees earned or pursued are no deeds of a role.
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly.\n\nI earned a Bachelor of Technology. I pursued an MBA. I completed a CPA course.'))).not.toContain('recital');
  });

  it('a closing that names a title instead of a case', () => {
    expect(kinds(letter(`At Gilmore Financial, I reconciled 40 accounts monthly. I'd be glad to talk about what my experience as a Junior Accountant would bring to your team.`))).toContain('stock-frame');
  });

  it('an honest gap is not a sentence without a fact', () => {
    const body = 'At Gilmore Financial, I reconciled 40 accounts monthly. I have not yet worked with Tableau, but I am keen to learn it. I am a motivated team player. I thrive in fast-paced settings.';
    // The second sentence without a fact is flagged as before; the gap is not counted among them.
    expect(findLetterDefects(letter(body), { input: input(), jobText: '' }).filter((d) => d.kind === 'generic').map((d) => d.text)).toEqual(['I thrive in fast-paced settings.']);
  });

  it("the closing's courtesies (an invitation to talk, thanks) are not counted as sentences without a fact", () => {
    const body = "At Gilmore Financial, I reconciled 40 accounts monthly. I am a motivated team player. I'd be glad to talk about how I could contribute to your team. Thank you for your time and consideration.";
    expect(findLetterDefects(letter(body), { input: input(), jobText: '' }).filter((d) => d.kind === 'generic')).toEqual([]);
    // An invitation that says nothing of talking is no courtesy: still fluff.
    expect(findLetterDefects(letter(`${body} I would love to be part of a winning culture.`), { input: input(), jobText: '' }).filter((d) => d.kind === 'generic').map((d) => d.text)).toEqual(['I would love to be part of a winning culture.']);
  });
});

describe('the gate catches the classes of the blind reading (issue 22)', () => {
  it('a pasted "Label:" inside a sentence', () => {
    expect(kinds(letter('At Gilmore Financial, I coursed Dashboards: Instructor dashboards for 40 classes.'))).toContain('pasted-label');
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly.'))).not.toContain('pasted-label');
    expect(kinds(letter('I hold the following credentials: Certified Public Accountant.'))).not.toContain('pasted-label');
  });

  it('a company placeholder left inside a sentence, and stock frames', () => {
    expect(kinds(letter('I am applying for the Staff Accountant role at [Company Name]. At Gilmore Financial, I reconciled 40 accounts monthly.'))).toContain('placeholder');
    expect(kinds(letter('Your posting puts Excel at the centre of this role, and that is where my experience lies. At Gilmore Financial, I reconciled 40 accounts monthly.'))).toContain('stock-frame');
  });

  it('a degree still being earned stated as earned', () => {
    const studying: ResumeProfile = { ...profile, education: [{ degree: 'B.S. Accounting', institution: 'Ohio State University', dates: 'Expected May 2027', details: [] }] };
    const i = { ...input(), profile: studying };
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly. I earned a B.S. Accounting from Ohio State University.'), i)).toContain('degree-tense');
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly. I am completing a B.S. Accounting at Ohio State University.'), i)).not.toContain('degree-tense');
  });

  it('a degree whose expected date has passed stated as earned (the resume does not say it was finished)', () => {
    const passed: ResumeProfile = { ...profile, education: [{ degree: 'M.S. Analytics', institution: 'University of San Francisco', dates: '6/2015 (expected)', details: [] }] };
    const i = { ...input(), profile: passed };
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly. I earned an M.S. Analytics from the University of San Francisco.'), i)).toContain('degree-tense');
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly. I studied toward an M.S. Analytics at the University of San Francisco.'), i)).not.toContain('degree-tense');
  });
});

describe('a tool list read as a project name (class: "my project MySQL,Draw.io")', () => {
  it('is caught by the gate when a letter names it', () => {
    const withProject: ResumeProfile = { ...profile, projects: [{ name: 'MySQL,Draw.io', details: ['Designed a database for 40 clinics'] }] };
    const i = { ...input(), profile: withProject };
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly. In my project MySQL,Draw.io, I designed a database for 40 clinics.'), i)).toContain('unchecked-fact');
  });

  it('is no defect where the same words are named as a title, a tool or a field, not as a project', () => {
    // A misread 'project' that is a role, a tool list or a field: the letter names the role, the tools, the field.
    for (const [name, body] of [
      ['Junior Accountant', 'As a Junior Accountant at Gilmore Financial, I reconciled 40 accounts monthly.'],
      ['Python, SQL', 'At Gilmore Financial, I reconciled 40 accounts monthly with Python, SQL scripts.'],
      ['Data Analyst Lead', 'At Gilmore Financial, I worked with a Data Analyst Lead to reconcile 40 accounts monthly.'],
    ]) {
      const i = { ...input(), profile: { ...profile, projects: [{ name, details: ['Designed a database for 40 clinics'] }] } };
      expect(kinds(letter(body), i), name).not.toContain('unchecked-fact');
      expect(kinds(letter(`${body} For my project ${name}, I designed a database for 40 clinics.`), i), name).toContain('unchecked-fact');
    }
  });
});

describe('gate checks stay quiet on the writer’s own frames', () => {
  it('"my clearest example is from Kasa: as a …" is no pasted label', () => {
    expect(kinds(letter('On audit, my clearest example is from Gilmore Financial: as a Junior Accountant, I reconciled 40 accounts monthly.'))).not.toContain('pasted-label');
  });
});

describe('a recital of the posting and a bullet pasted into a frame (third blind reading)', () => {
  it('flags the posting\'s terms recited back to it, in any of its wordings', () => {
    for (const s of ['Your posting also names CI/CD, Cross-Functional Teams, and Docker, which I use in my work.', 'In addition, I work with SQL and Excel, all named in your posting.', "You'll also find SQL and Excel in my toolkit, just as your posting asks.", 'Your requirements also include SQL and Excel, which I use in my work.']) {
      expect(kinds(letter(`At Gilmore Financial, I reconciled 40 accounts monthly. ${s}`)), s).toContain('term-recital');
    }
    expect(kinds(letter('At Gilmore Financial, I reconciled 40 accounts monthly. My skills include SQL and Excel.'))).not.toContain('term-recital');
  });

  it('flags a base-form verb where the frame wants a thing, and passes a thing or a gerund', () => {
    for (const s of ['My work there also included Collaborate with clients on quarterly reviews.', 'At Atom Logistic, my work included safely plan and execute delivery of 250 packages daily.', 'That role also covered manage the front desk for a hotel.']) {
      expect(kinds(letter(`At Gilmore Financial, I reconciled 40 accounts monthly. ${s}`)), s).toContain('bullet-grammar');
    }
    for (const s of ['My work there also included planning daily activities for the youth.', 'My work there also included execution of pest control plans for 40 clients.', 'My skills include Python and SQL.', 'My skills include Excel and PowerPoint.', 'My skill set includes Go and Terraform.', 'My work there also included service for sending email and push notifications.', 'My work at Georgia Tech included research on machine learning for portfolio hedging.']) {
      expect(kinds(letter(`At Gilmore Financial, I reconciled 40 accounts monthly. ${s}`)), s).not.toContain('bullet-grammar');
    }
  });
});


describe('a name of the resume said as the writer says it (held-out regression: generic and repeated)', () => {
  const shapes: [string, string][] = [
    ['Teaching Fellow, Political Economy of Electoral Democracies', 'Harvard Economics'],
    ['Senior Manager of Global Enterprise Operations', 'Kellogg School of Management and Decision Sciences'],
    ['Staff Accountant – Accounts Payable and Receivable', 'Gilmore Financial Group of Companies'],
  ];
  for (const [title, company] of shapes) {
    const p: ResumeProfile = { ...profile, experience: [{ title, company, bullets: ['Reconciled 40 accounts monthly for 3 regional offices'] }] };
    const i = { ...input(), profile: p };
    const head = title.split(/, | – /)[0];
    it(`names '${head}' in the headline and the closing without a defect`, () => {
      const body = `I am applying for the Staff Accountant role. My most recent role was a ${head} at ${company}.\n\nAt ${company}, I reconciled 40 accounts monthly for 3 regional offices.\n\nI'd be glad to talk about what my experience as a ${head} would bring to your team. You can reach me at bj@example.com.`;
      const found = kinds(letter(body), i);
      expect(found).not.toContain('generic');
      expect(found).not.toContain('repeated');
    });
    it(`still flags the same line told twice beside '${head}'`, () => {
      const body = `At ${company}, I reconciled 40 accounts monthly for 3 regional offices. As a ${head}, I reconciled 40 accounts monthly for 3 regional offices.`;
      expect(kinds(letter(body), i)).toContain('repeated');
    });
  }
});

describe('the gate catches a role called earlier than one it came after (class: "In my earlier role at UPS" after an older role)', () => {
  const career: ResumeProfile = {
    ...profile,
    experience: [
      { title: 'Shipping Clerk', company: 'Home Depot', startYear: 2022, endYear: 2025, bullets: [] },
      { title: 'Warehouse Associate', company: 'UPS', startYear: 2019, endYear: 2022, bullets: [] },
      { title: 'Dispatcher', company: 'Pacific Coast Cold Storage', startYear: 2013, endYear: 2015, bullets: [] },
    ],
  };
  const withCareer = (): CoverLetterInput => ({ ...input(), profile: career });
  it('flags the later role told as earlier, and not the same roles told in order', () => {
    const wrong = 'At Pacific Coast Cold Storage, I completed 37 deliveries a day. In my earlier role at UPS, I dispatched 53 drivers daily.';
    const right = 'At UPS, I dispatched 53 drivers daily. In my earlier role at Pacific Coast Cold Storage, I completed 37 deliveries a day.';
    const plain = 'At Pacific Coast Cold Storage, I completed 37 deliveries a day. As a Warehouse Associate at UPS, I dispatched 53 drivers daily.';
    expect(kinds(letter(wrong), withCareer())).toContain('role-order');
    expect(kinds(letter('At Pacific Coast Cold Storage, I completed 37 deliveries a day. Before that, at UPS, I dispatched 53 drivers.'), withCareer())).toContain('role-order');
    expect(kinds(letter(right), withCareer())).not.toContain('role-order');
    expect(kinds(letter(plain), withCareer())).not.toContain('role-order');
  });
});
