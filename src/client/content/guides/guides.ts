// The ten tip and resource guides (SPEC.md section 2 route list). Markdown bodies live beside this file.
export type GuideSection = 'tips' | 'resources';

export interface GuideMeta {
  section: GuideSection;
  slug: string;
  title: string;
  /** One line shown in link lists. */
  summary: string;
}

export const GUIDES: GuideMeta[] = [
  { section: 'tips', slug: 'cover-letter-format', title: 'Cover Letter Format', summary: 'Layout, length and the parts every letter needs.' },
  { section: 'tips', slug: 'cover-letter-examples', title: 'Cover Letter Examples', summary: 'Short openings and paragraphs you can adapt.' },
  { section: 'tips', slug: 'cover-letter-dos-donts', title: "Cover Letter Do's and Don'ts", summary: 'The habits that help and the ones that hurt.' },
  { section: 'tips', slug: 'tailoring-cover-letters', title: 'Tailoring Your Cover Letter', summary: 'Match one letter to one job in fifteen minutes.' },
  { section: 'tips', slug: 'addressing-cover-letters', title: 'Addressing Your Cover Letter', summary: 'Finding a name and choosing a salutation.' },
  { section: 'resources', slug: 'job-search-strategies', title: 'Job Search Strategies', summary: 'Plan a search you can keep up week after week.' },
  { section: 'resources', slug: 'resume-tips', title: 'Resume Tips', summary: 'Make your resume easy to scan for people and software.' },
  { section: 'resources', slug: 'interview-preparation', title: 'Interview Preparation', summary: 'Prepare stories, questions and logistics.' },
  { section: 'resources', slug: 'linkedin-optimization', title: 'LinkedIn Optimization', summary: 'A profile that supports your applications.' },
  { section: 'resources', slug: 'networking-tips', title: 'Networking Tips', summary: 'Reach out without feeling awkward.' },
];

export function findGuide(section: string, slug: string): GuideMeta | undefined {
  return GUIDES.find((g) => g.section === section && g.slug === slug);
}

export function guidePath(g: GuideMeta): string {
  return `/${g.section}/${g.slug}`;
}
