import { describe, expect, it } from 'vitest';
import { joinDeeds, realiseBullet, realiseBulletIn, restoreArticle, trimClause } from './realise-clause.ts';

describe('realiseBullet', () => {
  it('reads "Engine of Othello Game …" as a noun phrase, never as the verb "engined"', () => {
    const clause = realiseBullet('Engine of Othello Game for AI competition in university of birjand', 'past');
    expect(clause.kind).not.toBe('vp');
    expect(clause.text).not.toMatch(/engined/);
  });

  it('still reads a verb-led bullet as a first-person clause', () => {
    expect(realiseBullet('Designed a billing system for 40 clinics', 'past')).toEqual({ kind: 'vp', text: 'designed a billing system for 40 clinics' });
  });
});

describe('pasted labels and non-verbs (class: "I coursed Dashboards:")', () => {
  it('strips a short "Label:" head and reads what follows', () => {
    const clause = realiseBullet('Dashboards: Instructor dashboards and learner surveying tools for 40 courses', 'past');
    expect(clause.text).not.toMatch(/Dashboards:|^coursed|^dashboard/i);
    expect(clause.text.startsWith('instructor dashboards') || clause.kind === 'none').toBe(true);
    expect(realiseBullet('SAT Test Preparation Instructor: Taught 40 students a week in small groups', 'past')).toEqual({ kind: 'vp', text: 'taught 40 students a week in small groups' });
  });

  it('never makes "I <word>" of a lead word that is a verb only after "I"', () => {
    for (const line of ['Nostos bulk data processing and injection service from Hadoop', 'Dev Environment analytics environment based on Docker', 'Courses Dashboards instructor tools for learners', 'Research integrated into Azure Cognitive Services, reducing data needs']) {
      expect(realiseBullet(line, 'past').kind, line).not.toBe('vp');
    }
  });

  it('keeps present-tense and past-tense verb-led bullets', () => {
    expect(realiseBullet('Coordinate schedules for 20 staff members', 'present')).toEqual({ kind: 'vp', text: 'coordinate schedules for 20 staff members' });
    expect(realiseBullet('Manages a team of 5 nurses on the night shift', 'present').kind).toBe('vp');
    expect(realiseBullet('Reduced cost: by 20% across 3 sites', 'past').kind).toBe('vp');
  });
});

describe('a labelled line names a thing', () => {
  it('reads "Nostos: Bulk data processing service …" as a noun phrase, never "I bulked"', () => {
    const clause = realiseBullet('Nostos: Bulk data processing and injection service from Hadoop to Cassandra', 'past');
    expect(clause.kind).not.toBe('vp');
    expect(clause.text).not.toMatch(/bulked|Nostos/);
  });
});

describe('bullet grammar (class: "My work there also included Collaborate with clients…")', () => {
  it('realises a base verb before its object as an action in either tense, labelled or not', () => {
    for (const line of ['Collaborate with clients to define project scope', 'Client work: Collaborate with clients on quarterly reviews', 'Manage the front desk for a 40-room hotel']) {
      const past = realiseBullet(line, 'past');
      expect(past.kind, line).toBe('vp');
      expect(past.text, line).toMatch(/^(?:collaborated|managed) /);
      expect(realiseBullet(line, 'present').text, line).toMatch(/^(?:collaborate|manage) /);
    }
  });

  it('keeps a manner adverb before the inflected verb, and does not take "Supply" for one', () => {
    expect(realiseBullet('Safely plan and execute delivery of 250+ packages daily', 'past')).toEqual({ kind: 'vp', text: 'safely planned and executed delivery of 250+ packages daily' });
    expect(realiseBullet('Successfully led a team of 4 analysts', 'present').text).toBe('successfully led a team of 4 analysts');
    expect(realiseBullet('Currently working on a research project for image encryption', 'past')).toEqual({ kind: 'vp', text: 'am currently working on a research project for image encryption' });
    const supply = realiseBullet('Supply chain management for 3 warehouses', 'past');
    expect(supply.text).not.toMatch(/chained|supplied/);
  });

  it('says a state of the candidate with a verb ("am proficient in"), never as a thing', () => {
    expect(realiseBullet('Proficient in Salesforce and Zoho CRM', 'present')).toEqual({ kind: 'vp', text: 'am proficient in Salesforce and Zoho CRM' });
    expect(realiseBullet('Fluent in Spanish and Portuguese with clients', 'past')).toEqual({ kind: 'vp', text: 'became fluent in Spanish and Portuguese with clients' });
  });

  it('cuts a second bullet glued on without a stop, whatever its verb', () => {
    for (const line of ['Wrote and maintained IEPs for 34 students with learning disabilities Led the school science fair', 'Balanced 3 registers every night Ran the closing checklist for 2 stores', 'Designed 12 lesson plans for grade 4 Taught them to 3 classes']) {
      expect(realiseBullet(line, 'past').text, line).not.toMatch(/ (?:Led|Ran|Taught) /);
    }
  });

  it('makes a gerund lead that takes an object a clause in the role\'s tense, never "my work included reporting …"', () => {
    expect(realiseBullet('Planning daily activities for the youth', 'past')).toEqual({ kind: 'vp', text: 'planned daily activities for the youth' });
    expect(realiseBullet('Reporting complex analysis and reports for consulting and litigation engagements', 'past')).toEqual({ kind: 'vp', text: 'reported complex analysis and reports for consulting and litigation engagements' });
    expect(realiseBullet('Developing and maintaining web applications using C#, Angular, and SQL', 'present')).toEqual({ kind: 'vp', text: 'develop and maintain web applications using C#, Angular, and SQL' });
    expect(realiseBullet('Meeting and actively listening to potential car buyers, introducing them to potential car fits, and guiding them along the car buying process', 'past').text).toBe('met and actively listened to potential car buyers, introduced them to potential car fits, and guided them along the car buying process');
    expect(realiseBullet('Leading literature review, qualitative coding, and participating in IRB preparation for Phase I, II & III', 'present').text).toBe('lead literature review, qualitative coding, and participate in IRB preparation for Phase I, II & III');
    // A gerund heading a compound names a thing.
    expect(realiseBullet('Building maintenance for 3 sites and 40 tenants', 'past').text).not.toMatch(/^built/);
  });
});

describe('a verb lead that is also a noun (class: "Cut office supply costs by 45%" left out)', () => {
  it('reads "Cut" before a change by or from a figure as the past-tense verb', () => {
    expect(realiseBullet('Cut office supply costs by 45% by consolidating vendors', 'past')).toEqual({ kind: 'vp', text: 'cut office supply costs by 45% by consolidating vendors' });
    expect(realiseBullet('Cut DSO from 38 to 11 days by tightening collections follow-up', 'present')).toEqual({ kind: 'vp', text: 'cut DSO from 38 to 11 days by tightening collections follow-up' });
  });
});

describe('one tense across coordinated verbs (class: "I maintained client relationship, supervise engagements")', () => {
  it('inflects every verb coordinated with the lead, and a slash pair as two verbs', () => {
    expect(realiseBullet('Maintain client relationship, supervise engagements, and train/evaluate staff', 'past').text).toBe('maintained client relationship, supervised engagements, and trained and evaluated staff');
    expect(realiseBullet('Organizes shipping paperwork and checks for accuracy and completeness', 'past').text).toBe('organized shipping paperwork and checked for accuracy and completeness');
    expect(realiseBullet('Write/edit papers following in-depth research on specific matters', 'present').text).toBe('write and edit papers following in-depth research on specific matters');
  });

  it('leaves nouns, infinitives and participles after the lead as they are', () => {
    expect(realiseBullet('Collaborated with all departments on the creation of procedures, work flows, charts, and diagrams', 'past').text).toBe('collaborated with all departments on the creation of procedures, work flows, charts, and diagrams');
    expect(realiseBullet('Operates Oracle ERP System to stock inventory, complete routings, and gather data for reports', 'past').text).toBe('operated Oracle ERP System to stock inventory, complete routings, and gather data for reports');
    expect(realiseBullet('Builds dashboards and reports for the finance team', 'past').text).toBe('built dashboards and reports for the finance team');
    expect(realiseBullet('Manage budget, staff schedules and payroll for 2 clinics', 'past').text).toBe('managed budget, staff schedules and payroll for 2 clinics');
  });
});

describe('cut-off tails (class: "That role also covered integrations with Open.")', () => {
  it('drops a conjunct or phrase the layout cut off, keeping the whole phrase before it', () => {
    expect(realiseBullet('Assessed system hardware and software and suggested modifications to reduce lag time and improve overall', 'past').text).toBe('assessed system hardware and software and suggested modifications to reduce lag time');
    expect(realiseBullet('Operated power drills, wire strippers, pliers and wire connectors to properly install and repair electronic', 'past').text).toBe('operated power drills, wire strippers, pliers and wire connectors');
    expect(realiseBullet('Provided direct care for 4-10 patients per shift on the 94-bed medical-surgical', 'past').text).toBe('provided direct care for 4-10 patients per shift');
  });

  it('never cuts a name at a capitalised -ing word or after a joining word', () => {
    expect(realiseBullet('Integrations with Open Banking API, cross-bordered private banks, and payment services', 'past').text).toBe('integrations with Open Banking API, cross-bordered private banks, and payment services');
    expect(realiseBullet('Assisted with Reporting Services by recording and analyzing data', 'past')).toEqual({ kind: 'vp', text: 'assisted with Reporting Services by recording and analyzing data' });
    expect(realiseBullet('Designed 12 lesson plans for grade 4 in one Introduced Google Classroom for 9 teams', 'past').text).toBe('designed 12 lesson plans for grade 4 in one');
  });

  it('keeps a whole ending that a modifier closes', () => {
    expect(realiseBullet('Ranking in the top 2 percent among total leads cold contacted daily', 'past').text).toBe('ranked in the top 2 percent among total leads cold contacted daily');
    expect(realiseBullet('Built a shared Figma component library that cut mockup time by half', 'past').text).toBe('built a shared Figma component library that cut mockup time by half');
    expect(realiseBullet('Updated software and data entry systems regularly to keep company tech up-to-date', 'past')).toEqual({ kind: 'vp', text: 'updated software and data entry systems regularly to keep company tech up-to-date' });
  });

  it('says the deed when a bullet opens with a thing and continues with it', () => {
    expect(realiseBullet('On-call for 9 production services; wrote runbooks that halved mean time to recovery', 'past')).toEqual({ kind: 'vp', text: 'wrote runbooks that halved mean time to recovery' });
    expect(realiseBullet('TensorFlow: TensorFlow is an open source software library for numerical computation. Worked on APIs and performance for training models on Tensor Processing Units (TPU)', 'past')).toEqual({ kind: 'vp', text: 'worked on APIs and performance for training models on Tensor Processing Units (TPU)' });
    expect(realiseBullet('Notifications: Service for sending email and push notifications. Involved in features such as delivery time optimization', 'past')).toEqual({ kind: 'vp', text: 'was involved in features such as delivery time optimization' });
  });

  it('never makes a clause of a lead word followed by a list ("mapped, Google Places and Google Earth")', () => {
    expect(realiseBullet('Maps, Google Places and Google Earth', 'past').kind).toBe('none');
    expect(realiseBullet('Installed, modified and repaired software and hardware', 'past').text).toBe('installed, modified and repaired software and hardware');
  });
});

describe('a bullet in the tense a frame asks for (current role: "where I build …", "I have built …")', () => {
  it('puts a current role\'s past-tense bullet in the present or the present perfect', () => {
    expect(realiseBulletIn('Automated month-end variance reporting in Power BI, saving 30 analyst hours per month', 'present').text).toBe('automate month-end variance reporting in Power BI, saving 30 analyst hours per month');
    expect(realiseBulletIn('Maintain client relationship, supervise engagements, and train/evaluate staff', 'perfect').text).toBe('have maintained client relationship, supervised engagements, and trained and evaluated staff');
    expect(realiseBulletIn('Installed power and lighting for a 220,000 sq ft distribution center, finishing 3 weeks early', 'perfect').text).toBe('have installed power and lighting for a 220,000 sq ft distribution center, finishing 3 weeks early');
  });

  it('keeps an event in the past where the present cannot say it, and a state on its copula', () => {
    expect(realiseBulletIn('Awarded a pre-placement offer for strong performance', 'present').text).toBe('was awarded a pre-placement offer for strong performance');
    expect(realiseBulletIn('Awarded a pre-placement offer for strong performance', 'perfect').text).toBe('have been awarded a pre-placement offer for strong performance');
    expect(realiseBulletIn('Proficient in Salesforce and Zoho CRM', 'present').text).toBe('am proficient in Salesforce and Zoho CRM');
    expect(realiseBulletIn('Proficient in Salesforce and Zoho CRM', 'perfect').text).toBe('have become proficient in Salesforce and Zoho CRM');
  });
});

describe('trimClause (class: long bullets pasted verbatim)', () => {
  it('cuts a long clause to its deed and object, keeping figures and results with numbers', () => {
    expect(trimClause('established a standardized base for declarative management of infrastructures and service deployments, enabling operational efficiency and consistency')).toBe('established a standardized base for declarative management of infrastructures and service deployments');
    expect(trimClause('introduced Okta employee identity solution in the company, establishing security policies and configuring SSO integration with over 20 enterprise systems including AWS, GitHub, Slack, Google Workspace')).toBe('introduced Okta employee identity solution in the company, establishing security policies and configuring SSO integration with over 20 enterprise systems');
    expect(trimClause('provisioned an observability system with Kafka and Elastic Stack (Filebeat, Heartbeat, APM Server, Logstash)')).toBe('provisioned an observability system with Kafka and Elastic Stack');
    // A result with a figure is the outcome: kept.
    const withResult = 'reduced monthly close time from 10 days to 6 days by automating reconciliations in Excel, resulting in savings of $40,000 per year';
    expect(trimClause(withResult)).toBe(withResult);
    // A short clause stays whole.
    expect(trimClause('built REST APIs in TypeScript to support 30 services')).toBe('built REST APIs in TypeScript to support 30 services');
  });
});

describe('session 25 reading classes', () => {
  it("says 'the' before a team a resume names without its article", () => {
    expect(realiseBullet('Work in Cloud TPU Reliability team on the launch', 'present').text).toBe('work in the Cloud TPU Reliability team on the launch');
    expect(realiseBullet('Worked with the Data Platform team', 'past').text).toBe('worked with the Data Platform team');
  });
  it("reads a line that says what a job required ('Required project and experiment planning') as no deed of the candidate", () => {
    expect(realiseBullet('Required project and experiment planning', 'past').kind).toBe('none');
    expect(realiseBullet('Involved in the annual audit of 40 accounts', 'past').text).toBe('was involved in the annual audit of 40 accounts');
  });
});

describe('eleventh reading classes', () => {
  it("says 'the' before a team after 'within' too", () => {
    expect(realiseBullet('Built pricing tools within FX team for 12 traders', 'past').text).toBe('built pricing tools within the FX team for 12 traders');
  });
});

describe('joinDeeds (class: two short deeds of one role told as a sentence and an "I also …")', () => {
  it('joins two short deeds into one verb phrase, keeping every figure', () => {
    expect(joinDeeds('processed 260+ records a day with 92% accuracy', 'greeted 58+ visitors a day')).toBe('processed 260+ records a day with 92% accuracy and greeted 58+ visitors a day');
  });

  it('closes a first deed that has its own comma or "and" with ", and"; a thousands comma is no comma', () => {
    expect(joinDeeds('led the migration of 14 Node.js services to Kubernetes, cutting deploy time by 60%', 'built REST APIs handling 2,000 requests per second')).toBe('led the migration of 14 Node.js services to Kubernetes, cutting deploy time by 60%, and built REST APIs handling 2,000 requests per second');
    expect(joinDeeds('trained and mentored 6 new hires', 'answered phones')).toBe('trained and mentored 6 new hires, and answered phones');
    expect(joinDeeds('wrote 9 dashboards in Tableau', 'mentored 4 juniors and led code reviews')).toBe('wrote 9 dashboards in Tableau, and mentored 4 juniors and led code reviews');
  });

  it('never joins a long deed, two that each have a list or an "and" of their own, or two that open with the same verb', () => {
    expect(joinDeeds('reconciled 56 balance sheet accounts for the regional office of the bank every month before the deadline of the external audit', 'ran payroll')).toBeNull();
    expect(joinDeeds('filed claims, invoices, and reports', 'answered phones')).toBeNull();
    expect(joinDeeds('trained and mentored 6 new hires', 'filed claims and invoices')).toBeNull();
    expect(joinDeeds('managed calendars for 6 executives', 'managed a $40K budget')).toBeNull();
    expect(joinDeeds('kept records: 40 a day', 'answered phones')).toBeNull();
  });
});

describe('restoreArticle (class: resume-ese that drops the article before a single thing)', () => {
  it("gives a single countable thing after the verb its article back", () => {
    expect(realiseBullet('Generated SQL Server database of bank financing programs.', 'past').text).toBe('generated an SQL Server database of bank financing programs');
    expect(restoreArticle('automated regression suite of 19 test cases with Cypress')).toBe('automated a regression suite of 19 test cases with Cypress');
    expect(restoreArticle('exceeded sales goal of 9 cars per month')).toBe('exceeded a sales goal of 9 cars per month');
    expect(restoreArticle('introduced Okta employee identity solution in the company')).toBe('introduced an Okta employee identity solution in the company');
    expect(restoreArticle('designed and built inventory tracking system')).toBe('designed and built an inventory tracking system');
    expect(restoreArticle('managed team of 5')).toBe('managed a team of 5');
  });

  it('leaves mass nouns, plurals, names, figures, determiners and a bare head alone', () => {
    for (const vp of ['provided customer service', 'ran payroll', 'built seasonal displays', 'deployed Google Cloud Platform', 'supervised 80-bed unit', 'led the school science fair', 'led team', 'reported complex analysis', 'reconciled 16 balance sheet accounts', 'trained new employees']) expect(restoreArticle(vp)).toBe(vp);
  });
});

describe('resume purpose tails and dropped articles (class: resume grammar pasted)', () => {
  it('a stock purpose or benefit tail with no figure goes at any length; one with a figure stays', () => {
    expect(trimClause('manage a Zotero group library and project documentation to streamline collaborative workflow')).toBe('manage a Zotero group library and project documentation');
    expect(trimClause('develop and maintain web applications using C#, Angular, and SQL, ensuring high performance and responsiveness')).toBe('develop and maintain web applications using C#, Angular, and SQL');
    expect(trimClause('collaborate within an Agile team environment, contributing to project timelines and workflow efficiency')).toBe('collaborate within an Agile team environment');
    expect(trimClause('rebuilt the intake form, ensuring 98% of claims were complete')).toBe('rebuilt the intake form, ensuring 98% of claims were complete');
    expect(trimClause('assist the Principal Investigator (PI) in research design, collecting, analyzing, and interpreting data while supporting initiatives of University of Central Florida Department of Writing and Rhetoric')).toBe('assist the Principal Investigator (PI) in research design, collecting, analyzing, and interpreting data');
    // Too little left before the tail: kept whole.
    expect(trimClause('worked hard to ensure quality')).toBe('worked hard to ensure quality');
  });
  it("'wide range of', 'user community', 'support team' get their article back", () => {
    expect(realiseBullet('Processed support requests weekly for technical assistance on wide range of issues', 'past').text).toBe('processed support requests weekly for technical assistance on a wide range of issues');
    expect(realiseBullet('Created support documentation that enabled user community to extend skills without intervention from support team', 'past').text).toBe('created support documentation that enabled the user community to extend skills without intervention from the support team');
    expect(realiseBullet('Handled a wide range of issues for the support team', 'past').text).toBe('handled a wide range of issues for the support team');
    expect(realiseBullet('Worked with cross-functional team on releases', 'past').text).toBe('worked with cross-functional team on releases');
  });
});
