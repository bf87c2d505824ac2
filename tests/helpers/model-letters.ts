// Letters a configured model might answer for the fixture resume maya-chen-software.pdf and the posting
// jobs/software.txt (Acme Corp, Senior Backend Engineer): one honest as written, and the same with invented claims.

/** Honest: every employer, role, figure, tool and certification is on the resume; the job's wishes are wishes. */
export const MAYA_HONEST_LETTER = `November 25, 2026

Dear Acme Corp Hiring Team,

I am excited to apply for the Senior Backend Engineer role at Acme Corp. Payment infrastructure for small businesses has to be fast and dependable, and that is the kind of backend work I have spent nine years getting good at.

As a Senior Software Engineer at Northwind Labs, I led the migration of 14 services from a monolith to Kubernetes, cutting deploy time from 45 to 8 minutes. I rebuilt our CI pipeline with remote caching, which cut build time 40% for 120 engineers, and I designed a GraphQL gateway that serves 2.3 million requests per day at 99.98% availability. I also mentored 6 engineers, 3 of whom were promoted within 18 months.

Before that, at Brightpath Analytics, I moved batch jobs from cron to a Go worker queue and lowered failed runs by 72%. My daily tools are TypeScript, Node.js, PostgreSQL, Redis and Docker, and I hold the AWS Certified Solutions Architect – Associate and Certified Kubernetes Administrator certifications.

I know your team values experience with Kafka or RabbitMQ; I have not run either in production yet, but I am eager to learn them, and I am confident in my ability to support your work on observability with Prometheus and Grafana. I bring strong communication skills to design reviews and mentoring.

Thank you for your time and consideration. I would welcome the chance to talk about how I can help Acme Corp scale its payments platform.

Sincerely,
Maya Chen`;

/** One invented employer, in a sentence the letter stands without. */
export const INVENTED_EMPLOYER_SENTENCE = 'Earlier in my career I spent two years building payment APIs at Stripe.';

export const MAYA_LETTER_WITH_INVENTED_EMPLOYER = MAYA_HONEST_LETTER.replace('within 18 months.', `within 18 months. ${INVENTED_EMPLOYER_SENTENCE}`);

/** Invented claims all through the letter: too much to cut, so the model must repair it or be replaced. */
export const MAYA_LETTER_FULL_OF_CLAIMS = MAYA_HONEST_LETTER.replace('As a Senior Software Engineer at Northwind Labs,', 'As a Staff Engineer at Stripe,')
  .replace('Before that, at Brightpath Analytics,', 'Before that, at Square,')
  .replace('and I hold the AWS Certified', 'and I hold the CISSP, the AWS Certified');
