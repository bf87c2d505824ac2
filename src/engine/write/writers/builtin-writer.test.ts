import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countWords } from '../../../shared/word-count.ts';
import { findPlaceholders } from '../../../shared/placeholders.ts';
import {
  DEFAULT_STYLE,
  FOCUS_AREAS,
  INDUSTRY_SPECIFICITY,
  LANGUAGE_STYLES,
  TAILORED_SECTIONS,
  TONES,
  WORD_BANDS,
  WORD_LIMITS,
  type StyleSettings,
  type TailorOptions,
} from '../../../shared/style.ts';
import type { CoverLetterInput, JobAnalysis, ResumeProfile } from '../../types.ts';
import { analyzeJobDescription } from '../../job/analyze-job.ts';
import { matchProfileToJob } from '../../match/match-profile.ts';
import { checkGrounding } from '../check/check-grounding.ts';
import { indexResume } from '../../match/resume-index.ts';
import { findLexiconTerms } from '../../lexicon/find-lexicon-terms.ts';
import { ALL_TEST_PROFILES, SOFTWARE_PROFILE } from '../../../../tests/helpers/build-test-profile.ts';
import { composeCoverLetter, composeTailoredResume, createBuiltinWriter } from './builtin-writer.ts';
import { draftCoverLetter } from '../realise/realise-letter.ts';
import { planLetter } from '../plan/plan-letter.ts';
import { bodySentences, findLetterDefects } from '../check/letter-gate.ts';
import { sentenceChange } from '../../../../eval/eval-letters.ts';
import { readTailoredResume } from '../realise/compose-tailored-resume.ts';

const JOB_DIR = new URL('../../../../tests/fixtures/jobs/', import.meta.url);
const JOBS: [string, JobAnalysis][] = readdirSync(JOB_DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => [f.replace('.txt', ''), analyzeJobDescription(readFileSync(new URL(f, JOB_DIR), 'utf8'))]);
const DATE = new Date('2026-11-22T15:00:00Z');

function letterInput(profile: ResumeProfile, job: JobAnalysis, settings: Partial<StyleSettings> = {}, seed = 1): CoverLetterInput {
  return { profile, job, match: matchProfileToJob(profile, job), settings: { ...DEFAULT_STYLE, ...settings }, date: DATE, seed };
}

/** Share of distinct word bigrams the two texts do not have in common (Jaccard distance). */
function bigramDistance(a: string, b: string): number {
  const grams = (t: string) => {
    const w = t.toLowerCase().split(/\s+/).filter(Boolean);
    return new Set(w.slice(1).map((x, i) => `${w[i]} ${x}`));
  };
  const A = grams(a);
  const B = grams(b);
  let common = 0;
  for (const g of A) if (B.has(g)) common++;
  return 1 - common / (A.size + B.size - common);
}

describe('built-in cover letter: the writer contract on every resume × job pair', () => {
  for (const [profileName, makeProfile] of ALL_TEST_PROFILES) {
    for (const [jobName, job] of JOBS) {
      it(`${profileName} × ${jobName}`, () => {
        const profile = makeProfile();
        for (const wordLimit of WORD_LIMITS) {
          const { text: letter, notice } = draftCoverLetter(letterInput(profile, job, { wordLimit }));
          const band = WORD_BANDS[wordLimit];
          const words = countWords(letter);
          // Below the band only with the notice that says so: the writer never pads.
          if (words < band.min) expect(notice, `${wordLimit}: ${words} words\n${letter}`).toContain(`${band.label} length`);
          expect(words, `${wordLimit}: ${words} words\n${letter}`).toBeLessThanOrEqual(band.max);
          const grounding = checkGrounding(letter, profile, job);
          expect(grounding.unsupported, letter).toEqual([]);
          // Known facts are filled; placeholders only for what is unknown.
          expect(letter.startsWith('November 22, 2026\n')).toBe(true);
          expect(letter).toContain(`Dear ${job.company} Hiring Team,`);
          expect(letter).toContain(job.position as string);
          const kinds = findPlaceholders(letter).map((p) => p.kind);
          expect(kinds).toEqual(profile.name ? [] : ['name']);
          if (profile.name) expect(letter.trimEnd().endsWith(profile.name)).toBe(true);
        }
      });
    }
  }

  it('holds for every style combination on a rich resume (grounded, inside the band)', () => {
    const profile = SOFTWARE_PROFILE();
    const job = JOBS.find(([n]) => n === 'software')![1];
    for (const tone of TONES)
      for (const wordLimit of WORD_LIMITS)
        for (const focusAreas of FOCUS_AREAS)
          for (const languageStyle of LANGUAGE_STYLES)
            for (const industrySpecificity of INDUSTRY_SPECIFICITY) {
              const letter = composeCoverLetter(letterInput(profile, job, { tone, wordLimit, focusAreas, languageStyle, industrySpecificity }, 7));
              const words = countWords(letter);
              if (words < WORD_BANDS[wordLimit].min) expect(draftCoverLetter(letterInput(profile, job, { tone, wordLimit, focusAreas, languageStyle, industrySpecificity }, 7)).notice).toBeDefined();
              expect(words).toBeLessThanOrEqual(WORD_BANDS[wordLimit].max);
              expect(checkGrounding(letter, profile, job).ok).toBe(true);
            }
  }, 90_000);
});

describe('built-in cover letter: settings, seed and unknowns', () => {
  const job = JOBS.find(([n]) => n === 'software')![1];

  it('changes observably with each style setting', () => {
    for (const [profileName, makeProfile] of ALL_TEST_PROFILES.filter(([n]) => n !== 'nameless' && n !== 'thin')) {
      const profile = makeProfile();
      const base = composeCoverLetter(letterInput(profile, job));
      const variants: [keyof StyleSettings, readonly string[]][] = [
        ['tone', TONES],
        ['wordLimit', WORD_LIMITS],
        ['focusAreas', FOCUS_AREAS],
        ['languageStyle', LANGUAGE_STYLES],
        ['industrySpecificity', INDUSTRY_SPECIFICITY],
      ];
      for (const [key, values] of variants) {
        for (const value of values) {
          if (value === DEFAULT_STYLE[key]) continue;
          const other = draftCoverLetter(letterInput(profile, job, { [key]: value }));
          // A longer band can only add what the resume has: the same letter then says it is short.
          if (key === 'wordLimit' && other.text === base) expect(other.notice, `${profileName}: ${key}=${value}`).toBeDefined();
          // Industry terminology acts on the job's terms the resume supports (and, when extensive, the resume's own):
          // a resume that shares no term with the job has nothing for 'minimal' to leave out.
          else if (key === 'industrySpecificity' && value === 'minimal' && other.text === base) expect(planLetter(letterInput(profile, job)).reasonTerms, profileName).toEqual([]);
          else expect(other.text, `${profileName}: ${key}=${value}`).not.toBe(base);
        }
      }
    }
  });

  it('tone and language style change the wording itself', () => {
    const profile = SOFTWARE_PROFILE();
    const formal = composeCoverLetter(letterInput(profile, job, { tone: 'formal' }));
    const casual = composeCoverLetter(letterInput(profile, job, { tone: 'conversational' }));
    expect(casual).toMatch(/\b(I'd|I'm|Thanks|you're)\b/);
    expect(formal).not.toMatch(/\b(I'd|I'm|Thanks|you're)\b/);
    const simple = composeCoverLetter(letterInput(profile, job, { languageStyle: 'simple' }));
    const rich = composeCoverLetter(letterInput(profile, job, { languageStyle: 'sophisticated' }));
    expect(bigramDistance(simple, rich)).toBeGreaterThan(0.1);
  });

  it('sophisticated language writes longer sentences than simple language', () => {
    const meanSentence = (t: string) => {
      const body = t.split('\n\n').slice(2, -1).join(' ');
      const sentences = body.split(/(?<=[.!?])\s+(?=[A-Z])/);
      return countWords(body) / sentences.length;
    };
    for (const seed of [1, 2, 3]) {
      for (const [, makeProfile] of ALL_TEST_PROFILES.slice(0, 3)) {
        const profile = makeProfile();
        const simple = composeCoverLetter(letterInput(profile, job, { languageStyle: 'simple' }, seed));
        const rich = composeCoverLetter(letterInput(profile, job, { languageStyle: 'sophisticated' }, seed));
        expect(meanSentence(rich)).toBeGreaterThan(meanSentence(simple));
      }
    }
  });

  it('industry specificity changes how many of the job terms are named', () => {
    const profile = SOFTWARE_PROFILE();
    const jobTerms = new Set(job.keywords.map((k) => k.term));
    const count = (letter: string) => new Set(findLexiconTerms(letter).map((h) => h.term).filter((t) => jobTerms.has(t))).size;
    const minimal = composeCoverLetter(letterInput(profile, job, { industrySpecificity: 'minimal' }));
    const extensive = composeCoverLetter(letterInput(profile, job, { industrySpecificity: 'extensive' }));
    expect(count(extensive)).toBeGreaterThan(count(minimal));
  });

  it('focus area changes which evidence leads', () => {
    const profile = SOFTWARE_PROFILE();
    const para = (letter: string) => letter.split('\n\n')[3];
    const education = composeCoverLetter(letterInput(profile, job, { focusAreas: 'education' }));
    const experience = composeCoverLetter(letterInput(profile, job, { focusAreas: 'experience' }));
    expect(para(education)).toMatch(/B\.S\. Computer Science/);
    // Work experience leads: its first evidence paragraph is about a role, not the degree.
    expect(para(experience)).not.toMatch(/B\.S\. Computer Science/);
    expect(para(experience)).toMatch(/Northwind Labs|Brightpath Analytics|my current (?:role|position|job)/);
  });

  it('same seed gives the same letter; another seed a clearly different one', () => {
    const changed: number[] = [];
    for (const [profileName, makeProfile] of ALL_TEST_PROFILES) {
      for (const [jobName, j] of JOBS) {
        const profile = makeProfile();
        const a = composeCoverLetter(letterInput(profile, j, {}, 1));
        expect(composeCoverLetter(letterInput(profile, j, {}, 1))).toBe(a);
        const b = composeCoverLetter(letterInput(profile, j, {}, 2));
        expect(b, `${profileName} × ${jobName}`).not.toBe(a);
        changed.push(sentenceChange(a, b));
      }
    }
    // A regeneration is another letter, not the same one with synonyms: on average ≥ 40% of sentences differ.
    expect(changed.reduce((x, y) => x + y, 0) / changed.length).toBeGreaterThanOrEqual(0.4);
  });

  it('uses the given full name and company', () => {
    const profile = SOFTWARE_PROFILE();
    const letter = composeCoverLetter({ ...letterInput(profile, job), fullName: 'Maya L. Chen', companyName: 'Globex' });
    expect(letter).toContain('Dear Globex Hiring Team,');
    expect(letter.trimEnd().endsWith('Maya L. Chen')).toBe(true);
  });

  it('greets the person the posting names as its contact', () => {
    const profile = SOFTWARE_PROFILE();
    const named = analyzeJobDescription(`${readFileSync(new URL('software.txt', JOB_DIR), 'utf8')}\n\nPlease send your resume to Ms. Dana Whitaker, Engineering Manager.`);
    const letter = composeCoverLetter(letterInput(profile, named));
    expect(letter).toContain('\nDear Ms. Whitaker,\n');
    expect(letter).not.toContain('Hiring Team,');
  });

  it('writes around an unknown company ("your team", no bracket), keeps a placeholder for an unknown position, and stays grounded', () => {
    const profile = SOFTWARE_PROFILE();
    const bare = analyzeJobDescription('We need someone great with TypeScript and Node.js. Must have PostgreSQL experience.');
    const unknown = composeCoverLetter(letterInput(profile, bare));
    expect(unknown).toContain('Dear Hiring Manager,');
    expect(findPlaceholders(unknown).map((p) => p.kind)).toEqual(['position']);
    expect(unknown).toMatch(/your team/);
    expect(unknown).not.toMatch(/\bat \[|\[Company/);
    expect(findPlaceholders(unknown).map((p) => p.kind)).not.toContain('name');
    expect(checkGrounding(unknown, profile, bare).ok).toBe(true);
  });

  it('varies sentence openings: neighbours in a paragraph rarely open with the same two words', () => {
    for (const [, makeProfile] of ALL_TEST_PROFILES) {
      for (const [, j] of JOBS) {
        for (const wordLimit of WORD_LIMITS) {
          const text = composeCoverLetter(letterInput(makeProfile(), j, { wordLimit }, 4));
          let repeats = 0;
          for (const para of text.split('\n\n').slice(2, -1)) {
            const opens = para.split(/(?<=[.!?])\s+(?=[A-Z])/).map((x) => x.split(/\s+/).slice(0, 2).join(' '));
            for (let i = 1; i < opens.length; i++) if (opens[i] === opens[i - 1]) repeats++;
          }
          expect(repeats, text).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('keeps achievement numbers verbatim', () => {
    const letter = composeCoverLetter(letterInput(SOFTWARE_PROFILE(), job, { wordLimit: 'detailed', focusAreas: 'experience' }));
    expect(letter).toContain('cutting deploy time by 60%');
  });

  it('the Writer wrapper resolves to the same text', async () => {
    const input = letterInput(SOFTWARE_PROFILE(), job);
    await expect(createBuiltinWriter().writeCoverLetter(input)).resolves.toBe(composeCoverLetter(input));
  });
});

describe('built-in tailored resume', () => {
  const OPTIONS: TailorOptions = { roleType: 'technical', preferredLength: 'medium', includeKeywords: true, highlightProjects: true, focusOnRecent: true };

  function checkFormat(text: string, profile: ResumeProfile) {
    const lines = text.split('\n');
    expect(lines[0]).toBe(profile.name ?? '[Your Name]');
    expect(lines[1]).toMatch(/@|\||\[Email\]/);
    const titles = lines.filter((l) => (TAILORED_SECTIONS as readonly string[]).includes(l));
    // Sections appear in SPEC order, each once, each preceded by a blank line and followed by content.
    expect(titles).toEqual(TAILORED_SECTIONS.filter((t) => titles.includes(t)));
    for (const t of titles) {
      const i = lines.indexOf(t);
      expect(lines[i - 1]).toBe('');
      expect(lines[i + 1]?.trim()).toBeTruthy();
    }
    // Inside an entry, every line after the heading is a '- ' bullet.
    const blocks = text.split('\n\n').slice(1);
    for (const block of blocks) {
      const entry = block.split('\n').filter((l) => !(TAILORED_SECTIONS as readonly string[]).includes(l));
      for (const l of entry.slice(1)) expect(l.startsWith('- '), block).toBe(true);
    }
  }

  it('follows the SPEC format and adds nothing unsupported, for every resume × job pair', () => {
    for (const [, makeProfile] of ALL_TEST_PROFILES) {
      for (const [, job] of JOBS) {
        const profile = makeProfile();
        const index = indexResume(profile);
        for (const preferredLength of ['short', 'medium', 'comprehensive'] as const) {
          const text = composeTailoredResume({ profile, job, match: matchProfileToJob(profile, job), options: { ...OPTIONS, preferredLength } });
          checkFormat(text, profile);
          expect(checkGrounding(text, profile, job).unsupported).toEqual([]);
          const competencies = text.split('\n')[text.split('\n').indexOf('CORE COMPETENCIES') + 1] ?? '';
          if (text.includes('CORE COMPETENCIES')) {
            for (const c of competencies.split(' | ')) {
              const supported = findLexiconTerms(c).some((h) => index.terms.has(h.term)) || index.lowerText.includes(c.toLowerCase());
              expect(supported, c).toBe(true);
            }
          }
          if (preferredLength === 'short') expect(countWords(text)).toBeLessThanOrEqual(350);
        }
      }
    }
  });

  describe('options', () => {
    const profile = SOFTWARE_PROFILE();
    const job = JOBS.find(([n]) => n === 'software')![1];
    const match = matchProfileToJob(profile, job);
    const make = (o: Partial<TailorOptions>) => composeTailoredResume({ profile, job, match, options: { ...OPTIONS, ...o } });

    it('comprehensive is longer than short and keeps every bullet', () => {
      const short = make({ preferredLength: 'short' });
      const comprehensive = make({ preferredLength: 'comprehensive' });
      expect(countWords(comprehensive)).toBeGreaterThan(countWords(short));
      for (const b of profile.experience.flatMap((e) => e.bullets)) expect(comprehensive).toContain(b);
    });

    it('the role type changes the resume; entry-level leads with education', () => {
      expect(make({ roleType: 'management' })).not.toBe(make({ roleType: 'technical' }));
      expect(make({ roleType: 'entry-level' })).toContain('Holds a B.S. Computer Science');
    });

    it('highlightProjects off leaves out PROJECTS', () => {
      expect(make({ highlightProjects: false })).not.toContain('PROJECTS');
    });

    it('includeKeywords and focusOnRecent each change the resume', () => {
      expect(make({ includeKeywords: false })).not.toBe(make({ includeKeywords: true }));
      expect(make({ focusOnRecent: false })).not.toBe(make({ focusOnRecent: true }));
    });

    it('reorders bullets by relevance: the Kubernetes/AWS migration leads the first role', () => {
      const firstBullet = make({}).split('\n').find((l) => l.startsWith('- '));
      expect(firstBullet).toContain('Kubernetes');
    });
  });

  it('reads back into a profile that matches the job as well as the original', () => {
    const profile = SOFTWARE_PROFILE();
    const job = JOBS.find(([n]) => n === 'software')![1];
    const match = matchProfileToJob(profile, job);
    const text = composeTailoredResume({ profile, job, match, options: OPTIONS });
    const back = readTailoredResume(text);
    expect(back.name).toBe('Maya Chen');
    expect(back.experience[0].company).toBe('Northwind Labs');
    expect(matchProfileToJob(back, job).score).toBeGreaterThanOrEqual(match.score - 5);
  });
});

describe('built-in cover letter: reads like a person wrote it', () => {
  const job = JOBS.find(([n]) => n === 'software')![1];

  it('recasts bullets into first-person clauses and never pastes a bullet as a sentence', () => {
    for (const [, makeProfile] of ALL_TEST_PROFILES)
      for (const [, j] of JOBS.slice(0, 5))
        for (const tone of TONES) {
          const input = letterInput(makeProfile(), j, { tone, wordLimit: 'detailed' }, 3);
          const letter = composeCoverLetter(input);
          const defects = findLetterDefects(letter, { input, jobText: '' }).filter((d) => d.kind !== 'posting-copy');
          expect(defects, letter).toEqual([]);
        }
  });

  it('states a past latest role as past, in its own sentence, with no glued words', () => {
    const profile = SOFTWARE_PROFILE();
    for (const e of profile.experience) {
      e.dates = '2016 – 2021';
      e.endYear = 2021;
    }
    const openings = new Set<string>();
    for (const tone of TONES)
      for (let seed = 1; seed <= 40; seed++) {
        const input = letterInput(profile, job, { tone }, seed);
        const letter = composeCoverLetter(input);
        // The headline is its own sentence after the application, naming the latest (ended) role as past.
        // ('Acme Corp. My most recent…' stays one sentence for the splitter, so the first two are read together.)
        const headline = bodySentences(letter).slice(0, 2).join(' ');
        openings.add(headline.replace(/\d+/g, ''));
        expect(headline, headline).not.toMatch(/\p{L}(?:after|with|and I have|Most|My)\b/u);
        expect(findLetterDefects(letter, { input, jobText: '' }).filter((d) => d.kind === 'glued')).toEqual([]);
      }
    expect([...openings].filter((o) => !/(?:^|\. )(?:Most recently|My most recent|My latest)|, most recently as /.test(o))).toEqual([]);
  });

  it('names schools with their article and leads with recent work, not an old internship', () => {
    const profile = SOFTWARE_PROFILE();
    profile.experience.push({ title: 'Software Engineering Intern', company: 'Cobalt Systems', dates: '2011', startYear: 2011, endYear: 2011, bullets: ['Wrote a TypeScript and Node.js search tool on Kubernetes and PostgreSQL that indexed 80,000 tickets'] });
    profile.lines.push('Wrote a TypeScript and Node.js search tool on Kubernetes and PostgreSQL that indexed 80,000 tickets');
    for (const seed of [1, 2, 3, 4]) {
      const letter = composeCoverLetter(letterInput(profile, job, { focusAreas: 'education' }, seed));
      expect(letter).not.toMatch(/from University of Oregon|at University of Oregon/);
      expect(letter.split('\n\n')[2]).not.toContain('Cobalt Systems');
    }
  });
});

describe('built-in cover letter: phrasing', () => {
  it('ends a company name with its own period once ("Inc.", never "Inc..")', () => {
    const profile = SOFTWARE_PROFILE();
    profile.experience[0] = { ...profile.experience[0], company: 'Viasat Inc.' };
    profile.lines.push('Viasat Inc.');
    for (const seed of [1, 2, 3, 4, 5, 6]) for (const tone of TONES) expect(composeCoverLetter(letterInput(profile, job(), { tone }, seed))).not.toMatch(/Inc\.\./);
  });

  it('skill lists leave out licences and repeat no name inside another', () => {
    const profile = SOFTWARE_PROFILE();
    profile.skills.push('AWS Lambda', 'Teaching License');
    for (const seed of [1, 2, 3]) {
      const letter = composeCoverLetter(letterInput(profile, job(), { industrySpecificity: 'extensive' }, seed));
      expect(letter).not.toContain('Teaching License');
    }
  });

  function job() {
    return JOBS.find(([n]) => n === 'software')![1];
  }
});
