import { describe, expect, it } from 'vitest';
import { checkBullet, checkFact, checkProfileFacts, credentialUnderWay, joinWrappedBullets, splitRunTogetherBullets } from './check-facts.ts';
import type { ResumeProfile } from '../../types.ts';

const ctx = { candidateName: 'Byungjin Park' };
const ok = (kind: Parameters<typeof checkFact>[0], text: string) => checkFact(kind, text, ctx).ok;

describe('fact checks, one class at a time', () => {
  it('a title is a role: not a date, e-mail, address, the candidate, a heading or a sentence', () => {
    for (const t of ['Senior Accountant', 'Registered Nurse – ICU', 'Co-Founder & CTO', 'TAX PREPARER', 'Corporate Counsel', 'Software Engineer II']) expect(ok('title', t), t).toBe(true);
    for (const t of ['30/07/2016 at 04/', 'Byungjin Park', 'jane@example.com', 'EXPERIENCE', 'Professional Experience', 'I led a team of six nurses on the night shift.', 'February 10', '123 Main Street', 'Acme Corp']) expect(ok('title', t), t).toBe(false);
  });

  it('an employer is an organisation: not a date, place, heading word, person, e-mail or fragment', () => {
    for (const t of ['Gilmore Financial', 'JP MORGAN CHASE & CO.', 'Baker McKenzie', 'Hilton Garden Inn', 'Datawise Solutions Pvt. Ltd.', 'Accenture', 'Visiting Nurse Service of New York']) expect(ok('employer', t), t).toBe(true);
    for (const t of ['Georgia', 'Oslo, Norway', 'Vocational', 'February 10', 'SKILLS', 'Byungjin Park', 'hr@acme.com', 'and Sons of', 'Senior Accountant', 'Jan 2020 – Present']) expect(ok('employer', t), t).toBe(false);
  });

  it('a school is named: a column header ("Institute") is none', () => {
    for (const t of ['Institute', 'University', 'College']) expect(ok('school', t), t).toBe(false);
    for (const t of ['Indian Institute of Technology Kanpur', 'Niagara College', 'University of Oslo']) expect(ok('school', t), t).toBe(true);
  });

  it('a degree is a degree, and a school an institution (a field of study is not a school)', () => {
    for (const t of ['Bachelor of Technology', 'BS in Computer Science', 'A.A.S. Industrial Engineering', 'MBA', 'High School Diploma', 'Class XII (CBSE)', 'LL.B.']) expect(ok('degree', t), t).toBe(true);
    for (const t of ['Computer Science and Engineering', 'B.Sc. Geology, University of Dhaka', 'Dean’s List']) expect(ok('degree', t), t).toBe(false);
    for (const t of ['University of Oslo', 'Georgia Institute of Technology', 'Kendriya Vidyalaya', 'Oslo Katedralskole', 'TAFE NSW']) expect(ok('school', t), t).toBe(true);
    for (const t of ['Computer Science and Engineering', 'Electrical Engineering', 'GPA 3.8', 'Bachelor of Science']) expect(ok('school', t), t).toBe(false);
  });

  it('a credential is a certification, not a heading word or a role', () => {
    for (const t of ['Certified Public Accountant (CPA)', 'CDL Class A', 'Chartered Financial Analyst (CFA) Level I', 'BLS', 'Food Hygiene Level 2']) expect(ok('credential', t), t).toBe(true);
    for (const t of ['Professional', 'AWARDS', 'Solutions Architect']) expect(ok('credential', t), t).toBe(false);
  });

  it('a skill is one skill, never a heading or a category with its items', () => {
    for (const t of ['Python', 'Month-End Close', 'Patient Assessment', 'Email Marketing', 'Mobile Development', 'MS Excel', 'DR planning']) expect(ok('skill', t), t).toBe(true);
    for (const t of ['Professional', 'AWARDS', 'Languages', 'Programming Languages – Python', 'Prof. Alpha Beta', 'Dr. Jane Roe', 'Mrs Amala Singh', 'Address Line 1', 'Mobile Phone', 'Relevant Courses', 'Online Courses', 'Regression and Classification **', 'Computational Methods in Economics (A*)', '1', 'Achieved 1st position', 'State level painting competition', 'State Level Elocution']) expect(ok('skill', t), t).toBe(false);
  });

  it("a signature is a person's name, not a degree", () => {
    expect(checkFact('name', 'Mafalda Bianca Maria Bertani').ok).toBe(true);
    expect(checkFact('name', 'B.Sc. Geology').ok).toBe(false);
  });

  it("a surname that folds to a degree's initials or holds a role word is still a name; a degree, field or role is not", () => {
    for (const t of ['Lingjun Meng', 'Wei Ma', 'Md Rahman', 'Mason Cook', 'Rodel dela Cruz', "Sean O'Brien", 'John A. Smith']) expect(checkFact('name', t).ok, t).toBe(true);
    for (const t of ['MBA', 'BSc Geology', 'Bachelor Of Arts', 'Computer Science', 'Business Administration', 'Senior Accountant', 'Software Engineer']) expect(checkFact('name', t).ok, t).toBe(false);
  });

  it('the checked profile drops failing and unsure fields, and splits category lists into skills', () => {
    const profile: ResumeProfile = {
      name: 'Byungjin Park',
      contact: { links: [] },
      skills: ['Programming Languages – Python, Go', 'AWARDS', 'SQL'],
      experience: [
        { title: 'Byungjin Park', company: 'February 10', bullets: [] },
        { title: 'Data Analyst', company: 'Acme Corp', bullets: [], confidence: { title: 0.9, company: 0.2 } },
      ],
      education: [{ degree: 'Bachelor of Technology', institution: 'Computer Science and Engineering', details: [] }],
      certifications: ['Professional', 'PMP'],
      projects: [],
      lines: [],
    };
    const { profile: p, dropped } = checkProfileFacts(profile);
    expect(p.experience.map((e) => [e.title, e.company])).toEqual([[undefined, undefined], ['Data Analyst', undefined]]);
    expect(p.education[0]).toMatchObject({ degree: 'Bachelor of Technology', institution: undefined });
    expect(p.skills).toEqual(['Python', 'Go', 'SQL']);
    expect(p.certifications).toEqual(['PMP']);
    expect(dropped.some((d) => d.reason.startsWith('parser confidence'))).toBe(true);
  });
});

describe('fact checks added for the blind reading (issue 22)', () => {
  it('an employer is not a field of study, an area of work or run-together headings ("At Software Engineering")', () => {
    for (const t of ['Software Engineering', 'Computer Science', 'Customer Service', 'Research and Development', 'Awards & Achievements', 'Digital Marketing', 'PORTFOLIO FOR STATISTICAL SKILLS', 'RELEVANT EXPERIENCE', 'LEADERSHIP ACTIVITIES']) expect(ok('employer', t), t).toBe(false);
    for (const t of ['SKILLSUSA', 'Skills Development Scotland', 'ACME EDUCATION GROUP INC.']) expect(ok('employer', t), t).toBe(true);
    expect(ok('school', 'B.S., Mathematics and B.A., Economics (with honors), The')).toBe(false);
    for (const t of ['Market Scan Information Systems', 'Wilder Tech', 'Home Construction Limited', 'Microsoft Research', 'Data Science Inc.']) expect(ok('employer', t), t).toBe(true);
  });

  it('a credential is held: not in progress, and not a skills category with its items', () => {
    for (const t of ['GSOLE Online Writing Instruction Certificate – In-Progress', 'Programming Languages – Python, C programming', 'Databases – SQL']) expect(ok('credential', t), t).toBe(false);
    for (const t of ['AWS Certified Solutions Architect - Associate', 'Certified Public Accountant (CPA)', 'Basic Life Support (BLS)']) expect(ok('credential', t), t).toBe(true);
  });
});

describe('a project name (class: "my project MySQL,Draw.io")', () => {
  it('is not a list of tools, a role or a heading', () => {
    for (const t of ['MySQL,Draw.io', 'Python | Flask | PostgreSQL', 'React, Node.js', 'Project Lead', 'PROJECTS']) expect(ok('project', t), t).toBe(false);
    // A tool or platform alone names what the project used, not the project.
    for (const t of ['Tableau', 'Google Analytics', 'Microsoft Excel', 'Salesforce']) expect(ok('project', t), t).toBe(false);
    for (const t of ['Stock Market Analysis', 'Chess Engine', 'Spondon — Android App', 'Heart Attack Risk Prediction Using Machine Learning']) expect(ok('project', t), t).toBe(true);
  });
});

describe('bullets cut where the layout wrapped them (class: a sentence cut mid-phrase)', () => {
  it('joins a line cut on a joining word, an article or a comma with its continuation', () => {
    expect(joinWrappedBullets(['Performed maintenance by adjusting cameras for', 'proper focus and depth of field.', 'Operated power drills.'])).toEqual(['Performed maintenance by adjusting cameras for proper focus and depth of field.', 'Operated power drills.']);
    expect(joinWrappedBullets(['Reduced training time from 6 hours to 25 minutes by', 'moving feature jobs to Spark.'])).toEqual(['Reduced training time from 6 hours to 25 minutes by moving feature jobs to Spark.']);
    expect(joinWrappedBullets(['Built macros in VBA to check data for errors,', 'automate, and increase productivity.'])).toEqual(['Built macros in VBA to check data for errors, automate, and increase productivity.']);
    expect(joinWrappedBullets(['Cut costs 12% through', 'Kaizen events on the line'])).toEqual(['Cut costs 12% through Kaizen events on the line']);
    expect(joinWrappedBullets(['Built a pricing model that raised margin 3.1 points', 'worth $12M a year.'])).toEqual(['Built a pricing model that raised margin 3.1 points worth $12M a year.']);
  });

  it('keeps lines that end their sentence, headings, and names that open in lower case', () => {
    const lines = ['Managed 40 accounts.', 'Raised NPS by 12 points', 'iOS app shipped to 2M users', 'PROJECTS DONE:', 'Predicting fire losses with XGBoost'];
    expect(joinWrappedBullets(lines)).toEqual(lines);
    expect(joinWrappedBullets(['Led the migration of', 'AWS ACCOUNTS'])).toEqual(['Led the migration of', 'AWS ACCOUNTS']);
  });

  it('a line left cut off, whatever word it stops on, is not restated', () => {
    for (const t of ['Reduced churn by 9% through', 'Coordinated weekly shipments between', 'Mentored new hires in their', 'Supported the team with various']) expect(checkBullet(t).reason, t).toBe('cut off');
    for (const t of ['Reduced churn by 9% through onboarding emails', 'Took over the night shift']) expect(checkBullet(t).ok, t).toBe(true);
  });

  it("joins the wrapped end of a list of names to the line it ends, and leaves a short line of its own alone", () => {
    expect(joinWrappedBullets(['Position Google Maps as the world leader in mobile apps', 'Oversaw 1000+ engineers and product managers working on Google', 'Maps, Google Places and Google Earth'])).toEqual([
      'Position Google Maps as the world leader in mobile apps',
      'Oversaw 1000+ engineers and product managers working on Google Maps, Google Places and Google Earth',
    ]);
    expect(joinWrappedBullets(['Safely plan and execute delivery of 250+ packages daily', 'Multi-Top Driver Award Winner'])).toHaveLength(2);
    expect(joinWrappedBullets(['Closed the books in 4 days.', 'Excel, SAP and Oracle'])).toHaveLength(2);
  });

  it("never lists 'written and verbal' as a skill of its own", () => {
    const profile: ResumeProfile = { name: 'Lin Meng', contact: { links: [] }, skills: ['Chinese Mandarin and English', 'Written and verbal', 'Statistics'], experience: [], education: [], certifications: [], projects: [], lines: [] };
    expect(checkProfileFacts(profile).profile.skills).toEqual(['Chinese Mandarin and English', 'Statistics']);
  });

  it('splits two bullets the extraction ran together, but not an adjective after a determiner', () => {
    expect(splitRunTogetherBullets('Designed the REST API adopted by 6 clinics Automated regression suite of 26 test cases')).toEqual(['Designed the REST API adopted by 6 clinics', 'Automated regression suite of 26 test cases']);
    expect(splitRunTogetherBullets('Reduced costs 12% Developed the ERD for billing')).toEqual(['Reduced costs 12%', 'Developed the ERD for billing']);
    // The second bullet's object opening on a figure.
    expect(splitRunTogetherBullets('Ran bi-weekly payroll for 450 employees in ADP with zero late payments Found $54K in duplicate payments')).toEqual(['Ran bi-weekly payroll for 450 employees in ADP with zero late payments', 'Found $54K in duplicate payments']);
    expect(splitRunTogetherBullets('Managed 12 accounts in Salesforce Reduced 30% of churn')).toEqual(['Managed 12 accounts in Salesforce', 'Reduced 30% of churn']);
    // A capitalised name before a figure is not a verb: 'in Microsoft Excel 2019' stays whole.
    expect(splitRunTogetherBullets('Built reports in Microsoft Excel 2019 for the CFO')).toEqual(['Built reports in Microsoft Excel 2019 for the CFO']);
    expect(splitRunTogetherBullets('Moved clients onto the Managed services team')).toEqual(['Moved clients onto the Managed services team']);
    // An irregular past tense starts a bullet too.
    expect(splitRunTogetherBullets('Reduced shrink by 23% through cycle counts and bag checks Built seasonal displays that lifted sales by 35%')).toEqual(['Reduced shrink by 23% through cycle counts and bag checks', 'Built seasonal displays that lifted sales by 35%']);
    expect(splitRunTogetherBullets('Trained 12 new cashiers on the register Led weekly safety huddles')).toEqual(['Trained 12 new cashiers on the register', 'Led weekly safety huddles']);
    expect(splitRunTogetherBullets('Toured with Led Zeppelin tribute bands')).toEqual(['Toured with Led Zeppelin tribute bands']);
    // A past tense spelt like its present ('Cut', 'Set', 'Put'), and an object opening on a rank ('#8'): three bullets
    // fused in a tailored reading of a sales resume.
    expect(splitRunTogetherBullets('Booked 51 qualified meetings a month through cold calls and LinkedIn outreach Cut average handle time by 40% while keeping first-call resolution above 96% Ranked #8 of 19 reps in the region')).toEqual([
      'Booked 51 qualified meetings a month through cold calls and LinkedIn outreach',
      'Cut average handle time by 40% while keeping first-call resolution above 96%',
      'Ranked #8 of 19 reps in the region',
    ]);
    expect(splitRunTogetherBullets('Kept 30 pumps running Set up a preventive maintenance calendar')).toEqual(['Kept 30 pumps running', 'Set up a preventive maintenance calendar']);
    expect(splitRunTogetherBullets('Worked the night shift at Cut Rate Auto for 2 years')).toEqual(['Worked the night shift at Cut Rate Auto for 2 years']);
  });

  it('the checked profile carries joined and split bullets to every writer', () => {
    const profile: ResumeProfile = {
      name: 'Ada Park',
      contact: { links: [] },
      skills: [],
      education: [],
      certifications: [],
      projects: [{ name: 'Memory Game', details: ['Built a memory game with progressive difficulty Integrated sound effects and animations', 'Tested gameplay flow, resolving timing issues during', 'development'] }],
      lines: [],
      experience: [
        {
          title: 'Security Officer',
          company: 'Acme Security',
          bullets: ['Escorted noncompliant individuals out of', 'the building.', 'Logged 30 incidents a week Monitored alarm systems for fire', 'Configured SSO for over 20 en terprise systems'],
        },
      ],
    };
    const checked = checkProfileFacts(profile).profile;
    // A word the line wrap split without a hyphen is joined too.
    expect(checked.experience[0].bullets).toEqual(['Escorted noncompliant individuals out of the building.', 'Logged 30 incidents a week', 'Monitored alarm systems for fire', 'Configured SSO for over 20 enterprise systems']);
    expect(checkProfileFacts({ ...profile, experience: [{ title: 'Researcher', company: 'Department of Systematics, Uppsala University z', bullets: [] }] }).profile.experience[0].company).toBe('Department of Systematics, Uppsala University');
    // The same entry read twice is kept once; two roles at one employer stay two.
    const twice = checkProfileFacts({
      ...profile,
      experience: [
        { title: 'Volunteer', company: 'LCC SJCE, Mysore', dates: 'Jun 2020', bullets: ['Ran 20 technical events a year'] },
        { title: 'Mysore-Volunteer', company: 'LCC SJCE', dates: 'Jun 2020', bullets: ['Ran 20 technical events a year'] },
        { title: 'Volunteer', company: 'LCC SJCE', dates: 'Jun 2020', bullets: [] },
        { title: 'Event Lead', company: 'LCC SJCE', dates: '2021', bullets: [] },
      ],
      education: [{ institution: 'JSS Polytechnic, Mysore', details: [] }],
    }).profile.experience;
    expect(twice.map((e) => e.title)).toEqual(['Volunteer', 'Event Lead']);
    // Read twice with other bullets, the hyphen-glued title beside its twin (same employer and dates) goes too.
    const glued = checkProfileFacts({
      ...profile,
      experience: [
        { title: 'Volunteer', company: 'LCC SJCE', dates: 'Jun 2020', bullets: ['Ran 20 technical events a year'] },
        { title: 'Mysore-Volunteer', company: 'LCC SJCE', dates: 'Jun 2020', bullets: ['LCC is a technical club'] },
        { title: 'Event Lead', company: 'LCC SJCE', dates: '2021', bullets: [] },
      ],
    }).profile.experience;
    expect(glued.map((e) => e.title)).toEqual(['Volunteer', 'Event Lead']);
    // A place run into the title with a hyphen goes; a hyphenated title stays.
    for (const [title, kept] of [['Mysore-Volunteer', 'Volunteer'], ['Toronto-Sales Associate', 'Sales Associate'], ['Co-Founder', 'Co-Founder'], ['Front-End Developer', 'Front-End Developer']])
      expect(checkProfileFacts({ ...profile, experience: [{ title, company: 'Acme Corp', bullets: [] }], education: [{ institution: 'JSS Polytechnic, Mysore', details: [] }] }).profile.experience[0].title, title).toBe(kept);
    expect(checked.projects[0].details).toEqual(['Built a memory game with progressive difficulty', 'Integrated sound effects and animations', 'Tested gameplay flow, resolving timing issues during development']);
  });
});

describe('a credential has a credential’s shape (class: a course provider or a tool taken for a credential)', () => {
  it('rejects course providers, platforms and tools named under certifications', () => {
    for (const t of ['Citi Program', 'MIT App Inventor', 'Coursera', 'Udemy', 'LinkedIn Learning', 'Google Analytics', 'Microsoft Excel', 'Github Hacktoberfest', 'Tableau']) expect(ok('credential', t), t).toBe(false);
  });

  it('accepts certifying words, lexicon certifications, acronyms, initials and standards’ codes', () => {
    for (const t of [
      'CITI Program Human Subjects Research Certificate',
      'Google Data Analytics Professional Certificate – Coursera',
      'Registered Nurse, State of Ohio',
      'Six Sigma Green Belt',
      'CompTIA A+',
      'CCRN, CEN',
      'Engineer in Training (EIT)',
      'Crisis Prevention Intervention (CPI)',
      'NFPA 70E Electrical Safety',
      'AWS Solutions Architect – Associate',
      'Admitted to the New York State Bar',
      "Food Handler's Card",
    ])
      expect(ok('credential', t), t).toBe(true);
  });
});

describe('a place read as a credential or degree (class: "MA" from "Canton, MA" listed as a credential)', () => {
  const base = (over: Partial<ResumeProfile>): ResumeProfile => ({ name: 'Alex Moreno', contact: { links: [] }, skills: [], experience: [], education: [], certifications: [], projects: [], lines: [], ...over });
  it('drops a state or region code the resume prints after a town, wherever the town is printed', () => {
    const shapes: [Partial<ResumeProfile>, string, string][] = [
      [{ contact: { location: 'Canton, MA', links: [] } }, 'MA', 'contact location'],
      [{ experience: [{ title: 'Nurse', company: 'Mercy Hospital', location: 'Toledo, OH', bullets: [] }] }, 'OH', 'entry location'],
      [{ experience: [{ title: 'Cook', company: 'Harbor Grill, Portland, ME', bullets: [] }] }, 'ME', 'town after the employer'],
      [{ contact: { location: 'Toronto, ON M5V 2T6', links: [] } }, 'ON', 'a province code'],
      [{ lines: ['Alex Moreno', 'Springfield, IL | alex@example.com'] }, 'IL', 'a location line left unassigned'],
    ];
    for (const [over, code, name] of shapes) {
      const { profile, dropped } = checkProfileFacts(base({ ...over, certifications: [code, 'Certified Public Accountant (CPA)'], education: [{ degree: code, institution: 'Ohio State University', details: [] }] }));
      expect(profile.certifications, name).toEqual(['Certified Public Accountant (CPA)']);
      expect(profile.education[0].degree, name).toBeUndefined();
      expect(dropped.filter((d) => d.text === code).length, name).toBe(2);
    }
  });

  it('drops a credential that is one of the resume\'s locations, and a bare state code it cannot read as a certification', () => {
    const { profile } = checkProfileFacts(base({ experience: [{ title: 'Clerk', company: 'City Hall', location: 'Fort Worth', bullets: [] }], certifications: ['Fort Worth', 'TX', 'BLS', 'RN, BSN'] }));
    expect(profile.certifications).toEqual(['BLS', 'RN, BSN']);
  });

  it('keeps a real abbreviation when the resume prints no such place (RN, CPA, MBA, M.A.)', () => {
    const { profile } = checkProfileFacts(base({ contact: { location: 'Austin, TX', links: [] }, certifications: ['RN', 'CPA', 'PMP'], education: [{ degree: 'M.A.', institution: 'Ohio State University', details: [] }, { degree: 'MBA', institution: 'Ohio State University', details: [] }] }));
    expect(profile.certifications).toEqual(['RN', 'CPA', 'PMP']);
    expect(profile.education.map((e) => e.degree)).toEqual(['M.A.', 'MBA']);
  });
});

describe('a credential still under way is not held (class: "March 2026 – Present" named as a credential)', () => {
  it('rejects a running date range, enrolment, a scheduled exam and study toward it; keeps dated credentials held', () => {
    for (const t of ['Google Data Analytics Certificate (March 2026 – Present)', 'Certified Nursing Assistant, 2025 - Current', 'PMP (enrolled)', 'CPA exam scheduled', 'AWS Certified Solutions Architect – Associate (studying)', 'Working toward CompTIA Security+', 'Six Sigma Green Belt (2024 to date)']) expect(ok('credential', t), t).toBe(false);
    for (const t of ['Google Data Analytics Certificate (2024)', 'Certified Nursing Assistant', 'CompTIA Security+']) expect(ok('credential', t), t).toBe(true);
  });
});

describe('credential lines (session 25 reading)', () => {
  it("a line describing a credential ('Certifies completion of …') is not the credential", () => {
    expect(checkFact('credential', 'Certifies completion of CITI program course: Human Research').ok).toBe(false);
    expect(checkFact('credential', 'CITI Program Certification – Human Research').ok).toBe(true);
  });
});

describe('a certificate that names no subject (class: "an unnamed Udemy certificate" in a letter)', () => {
  it('is no credential to name; one with its subject is', () => {
    for (const t of ['Udemy Certificate', 'Certificate of Completion', 'Coursera – Certificate of Completion (2023)', 'LinkedIn Learning Certificate']) expect(checkFact('credential', t).ok, t).toBe(false);
    for (const t of ['Udemy Certificate in Python for Data Science', 'Google Data Analytics Certificate', 'Certified Public Accountant (CPA)']) expect(checkFact('credential', t).ok, t).toBe(true);
  });
});

describe('a credential held, before another section (class: an AWS certification marked "(in progress)")', () => {
  it('reads only the short lines under a credential as its dates, never the next item', () => {
    const lines = ['CERTIFICATIONS', 'AWS Certified Solutions Architect – Associate', 'AWS Certified Security – Specialty', 'EXPERIENCE', 'Senior DevOps Engineer, Dunamu Inc. | Jan 2021 – Present'];
    const profile = { lines, certifications: ['AWS Certified Solutions Architect – Associate', 'AWS Certified Security – Specialty'] };
    expect(credentialUnderWay('AWS Certified Security – Specialty', profile)).toBe(false);
    // Its own dates under it still say it is under way.
    const dated = { lines: ['AWS Certified Security – Specialty', 'March 2026 – Present'], certifications: ['AWS Certified Security – Specialty'] };
    expect(credentialUnderWay('AWS Certified Security – Specialty', dated)).toBe(true);
    // A heading in capitals ends a credential's lines, however short the job line under it (class: 'Certifications: AWS
    // …' over 'EXPERIENCE' and 'Software Engineer August 2018 - Present', tailored reading, checking half).
    const headed = { lines: ['Certifications: AWS Certified Solutions Architect and Developer Associate', 'EXPERIENCE', 'Software Engineer August 2018 - Present'], certifications: ['AWS Certified Solutions Architect and Developer Associate'] };
    expect(credentialUnderWay('AWS Certified Solutions Architect and Developer Associate', headed)).toBe(false);
  });
});
