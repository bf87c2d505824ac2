import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnthropicWriter } from './anthropic-writer.ts';
import { createGuardedWriter, findCoverLetterProblems, findTailoredResumeProblems, type WriteResult } from './guarded-writer.ts';
import { createOpenAIWriter } from './openai-writer.ts';
import { startModelTestServer, type ModelTestServer } from '../../../../tests/helpers/model-test-server.ts';
import { GOOD_RESUME, SOFT_SENTENCE, SPREAD_CLAIMS, UNGROUNDED_SENTENCE, buildLetter, buildLetterInput, buildResumeInput } from '../../../../tests/helpers/prompt-test-fixtures.ts';
import { createBuiltinWriter } from './builtin-writer.ts';
import { checkGrounding } from '../check/check-grounding.ts';
import type { Writer } from '../../types.ts';
import type { RevisableWriter } from './prompt-writer.ts';

const builtin = createBuiltinWriter();
const check = (text: string, input: { profile: Parameters<typeof checkGrounding>[1]; job: Parameters<typeof checkGrounding>[2] }) =>
  checkGrounding(text, input.profile, input.job);

// The guard's whole time bound for the model. Generous, so a first request on a loaded machine (the SDK's import,
// a cold connection) is not taken for a slow model; the slow-server test below waits well past it.
const TIMEOUT_MS = 4000;

const providers: { name: string; path: string; create: (baseURL: string) => Writer }[] = [
  {
    name: 'OpenAI-compatible',
    path: '/v1/chat/completions',
    create: (baseURL) => createOpenAIWriter({ baseURL, apiKey: 'test-key', model: 'test-model', timeoutMs: 5000 }),
  },
  {
    name: 'Anthropic',
    path: '/v1/messages',
    create: (baseURL) => createAnthropicWriter({ baseURL: baseURL.replace(/\/v1$/, ''), apiKey: 'test-key', model: 'test-model', timeoutMs: 5000 }),
  },
];

describe.each(providers)('guarded $name writer against a local server', (provider) => {
  let server: ModelTestServer;
  const results: WriteResult[] = [];
  const createWriter = () =>
    createGuardedWriter({
      primary: provider.create(server.baseURL),
      fallback: builtin,
      check,
      timeoutMs: TIMEOUT_MS,
      onResult: (result) => results.push(result),
    });

  beforeAll(async () => {
    server = await startModelTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    results.length = 0;
  });

  /** Writes one letter from a good, fenced answer; returns the result and the one request sent. */
  async function writeGoodLetter() {
    server.script({ kind: 'text', text: '```plaintext\n' + buildLetter() + '\n```' });
    const result = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(server.requests).toHaveLength(1);
    return { ...result, request: server.requests[0] };
  }

  it('uses a good answer without its code fence and reports it accepted at the first attempt', async () => {
    const { text, report } = await writeGoodLetter();
    expect(text).toBe(buildLetter());
    expect(report).toMatchObject({ kind: 'cover-letter', usedFallback: false, primary: { outcome: 'accepted', attempts: 1 } });
    expect(report.writer).toContain('test-model');
    expect(report.grounding.ok).toBe(true);
    expect(results).toHaveLength(1);
  });

  it('reports no problems for a good answer', async () => {
    const { report } = await writeGoodLetter();
    expect(report.primary.problems).toEqual([]);
  });

  it('sends the extracted facts, the deadline and the length to the provider’s route, not files', async () => {
    const { request } = await writeGoodLetter();
    expect(request.path).toBe(provider.path);
    expect(request.body.model).toBe('test-model');
    const sent = JSON.stringify(request.body);
    expect(sent).toContain('RESUME_FACTS');
    expect(sent).toContain('Cut API latency by 40%');
    expect(sent).toContain('Northwind Labs');
    expect(sent).toContain('June 3, 2025');
    expect(sent).toContain('between 200 and 300 words');
  });

  it('authenticates with the key and sets the provider’s request options', async () => {
    const { request } = await writeGoodLetter();
    if (provider.name === 'Anthropic') {
      // SDK 1.x sends the key as a bearer token; older ones used x-api-key.
      expect([request.headers['x-api-key'], request.headers.authorization]).toContainEqual(expect.stringContaining('test-key'));
      expect(typeof request.body.system).toBe('string');
      expect(request.body.max_tokens).toBeGreaterThan(0);
    } else {
      expect(request.headers.authorization).toBe('Bearer test-key');
      expect(request.body.seed).toBe(1);
    }
  });

  it('takes out the sentence with an invented claim and keeps the rest of the model’s letter, without a second request', async () => {
    server.script({ kind: 'text', text: buildLetter(UNGROUNDED_SENTENCE) });
    const { text, report } = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(text).toBe(buildLetter());
    expect(server.requests).toHaveLength(1);
    expect(report).toMatchObject({ usedFallback: false, primary: { outcome: 'accepted', attempts: 1, problems: [] } });
    expect(report.guard?.action).toBe('removed');
    expect(report.guard?.claims.map((c) => `${c.kind}:${c.text}`).sort()).toEqual(['employer:Globex', 'number:300%', 'tool:Kubernetes']);
    expect(report.guard?.claims.every((c) => c.sentence === UNGROUNDED_SENTENCE)).toBe(true);
  });

  it('takes out an invented list item whole, keeping the list together', async () => {
    const list = (extra: string) => buildLetter().replace('I would welcome', `Here is what I bring:\n- Node.js and PostgreSQL services at Acme Corp\n${extra}- Docker packaging\n\nI would welcome`);
    server.script({ kind: 'text', text: list('- Hands-on with Kubernetes\n') });
    const { text, report } = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(text).toBe(list(''));
    expect(report.guard).toMatchObject({ action: 'removed', claims: [{ kind: 'tool', text: 'Kubernetes', sentence: '- Hands-on with Kubernetes' }] });
  });

  it('takes an invented credential off the signature and keeps the name', async () => {
    server.script({ kind: 'text', text: buildLetter().replace(/Jane Doe$/, 'Jane Doe, CPIM') });
    const { text, report } = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(text).toBe(buildLetter());
    expect(report.guard).toMatchObject({ action: 'removed', claims: [{ kind: 'certification', text: 'CPIM', sentence: 'Jane Doe, CPIM' }] });
  });

  it('keeps a letter that names the job’s requirements and soft skills whole', async () => {
    server.script({ kind: 'text', text: buildLetter(SOFT_SENTENCE) });
    const { text, report } = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(text).toBe(buildLetter(SOFT_SENTENCE));
    expect(report).toMatchObject({ usedFallback: false, primary: { outcome: 'accepted', attempts: 1 } });
    expect(report.guard).toBeUndefined();
  });

  it('asks the model once to take out claims it cannot simply cut, quoting each, and reports the repair', async () => {
    server.script({ kind: 'text', text: buildLetter(SPREAD_CLAIMS) }, { kind: 'text', text: buildLetter() });
    const { text, report } = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(text).toBe(buildLetter());
    expect(report.usedFallback).toBe(false);
    expect(report.primary).toMatchObject({ outcome: 'repaired', attempts: 2, problems: [] });
    expect(report.guard).toMatchObject({ action: 'repaired' });
    expect(report.guard?.claims.map((c) => c.text).sort()).toEqual(['300%', 'Globex', 'Kubernetes']);
    expect(server.requests).toHaveLength(2);
    const repair = JSON.stringify(server.requests[1].body);
    expect(repair).toContain('does not support the employer \\"Globex\\"');
    expect(repair).toContain('Kubernetes');
    expect(repair).toContain('300%');
    // The draft is handed back as the assistant's turn.
    expect(repair).toContain('"role":"assistant"');
  });

  it('falls back to the built-in writer when the claims stay, and says which', async () => {
    server.script({ kind: 'text', text: buildLetter(SPREAD_CLAIMS) }, { kind: 'text', text: buildLetter(SPREAD_CLAIMS) });
    const { text, report } = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(text).toBe(await builtin.writeCoverLetter(buildLetterInput()));
    expect(report).toMatchObject({ writer: 'builtin', usedFallback: true, primary: { outcome: 'rejected', attempts: 2 } });
    expect(report.primary.problems.join(' ')).toContain('Globex');
    expect(report.guard).toMatchObject({ action: 'replaced' });
    expect(report.guard?.claims.map((c) => c.text)).toContain('Globex');
    expect(report.grounding.ok).toBe(true);
  });

  it('falls back when the server is slower than the time bound', async () => {
    server.script({ kind: 'slow', ms: 20_000, text: buildLetter() });
    const started = performance.now();
    const { report } = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 4000);
    expect(report).toMatchObject({ writer: 'builtin', usedFallback: true, primary: { outcome: 'timeout', attempts: 0 } });
  });

  it('falls back on a server error', async () => {
    server.script({ kind: 'status', status: 500 });
    const { report } = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(report).toMatchObject({ writer: 'builtin', usedFallback: true, primary: { outcome: 'error', attempts: 0 } });
    expect(report.primary.error).toMatch(/500/);
    expect(server.requests).toHaveLength(1); // no SDK retries behind our back
  });

  it('falls back on malformed JSON', async () => {
    server.script({ kind: 'malformed' });
    const { report } = await createWriter().writeCoverLetterWithReport(buildLetterInput());
    expect(report).toMatchObject({ writer: 'builtin', usedFallback: true, primary: { outcome: 'error' } });
  });

  it('checks and repairs the tailored resume format', async () => {
    server.script({ kind: 'text', text: '## Jane Doe\n\n**Experience**\n* Did things' }, { kind: 'text', text: GOOD_RESUME });
    const { text, report } = await createWriter().writeTailoredResumeWithReport(buildResumeInput());
    expect(text).toBe(GOOD_RESUME);
    expect(report).toMatchObject({ kind: 'tailored-resume', usedFallback: false, primary: { outcome: 'repaired', attempts: 2 } });
    expect(JSON.stringify(server.requests[1].body)).toContain('PROFESSIONAL SUMMARY');
  });

  it('stops without a fallback when the caller aborts', async () => {
    server.script({ kind: 'slow', ms: 20_000, text: buildLetter() });
    const controller = new AbortController();
    const pending = createWriter().writeCoverLetter(buildLetterInput(), controller.signal);
    setTimeout(() => controller.abort(new Error('client went away')), 50);
    await expect(pending).rejects.toThrow('client went away');
  });
});

describe('contract checks', () => {
  // The built-in writer's own output passes, so the fallback never fails the checks it replaces.
  it('passes the built-in writer\'s own letter', async () => {
    const letterInput = buildLetterInput();
    const letter = await builtin.writeCoverLetter(letterInput);
    expect(findCoverLetterProblems(letter, letterInput)).toEqual([]);
    expect(check(letter, letterInput).ok).toBe(true);
  });

  it('passes the built-in writer\'s own tailored resume', async () => {
    const resume = await builtin.writeTailoredResume(buildResumeInput());
    expect(findTailoredResumeProblems(resume)).toEqual([]);
    expect(check(resume, buildResumeInput()).ok).toBe(true);
  });

  describe('cover letter problems', () => {
    const input = buildLetterInput();
    const BAD = '# Letter\n\nDear [Hiring Manager],\n\nI want to work at [Company Name] as [Position].\n\n[Your Name]';
    const problems = () => findCoverLetterProblems(BAD, input).join('\n');

    it('finds none in a good letter', () => {
      expect(findCoverLetterProblems(buildLetter(), input)).toEqual([]);
    });

    it('holds a model letter to the defects a reader sees as broken text, not to the built-in writer’s style rules', () => {
      // Sentences about the company carry no resume fact: the built-in writer's gate counts them, the guard does not.
      const chatty = buildLetter('Northwind Labs is building something I admire. Your team’s focus on reliability resonates with me.');
      expect(findCoverLetterProblems(chatty, input)).toEqual([]);
      expect(findCoverLetterProblems(buildLetter('I care about uptime..'), input).join(' ')).toContain('doubled-punctuation');
    });

    it('flags a letter outside the word band', () => {
      expect(problems()).toMatch(/words; it must have between 200 and 300/);
    });

    it('flags known values left as placeholders, not an honest unknown', () => {
      expect(problems()).toContain('[Company Name] must be replaced by the known value "Northwind Labs"');
      expect(problems()).toContain('[Position] must be replaced by the known value "Staff Backend Engineer"');
      // [Hiring Manager] is an honest unknown.
      expect(problems()).not.toContain('[Hiring Manager]');
    });

    it('reads the signature past apostrophes, accents and stray extraction marks', () => {
      const oBrien = buildLetterInput({ fullName: 'Sinéad O’Brien' });
      expect(findCoverLetterProblems(buildLetter().replace('Jane Doe', "Sinead O'Brien"), oBrien).join(' ')).not.toContain('signed');
      expect(findCoverLetterProblems(buildLetter().replace('Jane Doe', 'Sinead Brien'), oBrien).join(' ')).toContain('signed');
    });

    it('flags a missing signature', () => {
      expect(problems()).toContain('signed with the candidate\'s name "Jane Doe"');
    });

    it('flags markdown', () => {
      expect(problems()).toContain('markdown');
    });
  });

  it('sends an unacceptable answer of a writer without a repair turn straight to the fallback', async () => {
    let calls = 0;
    const plain: Writer = {
      name: 'plain',
      writeCoverLetter: async () => {
        calls++;
        return buildLetter(SPREAD_CLAIMS);
      },
      writeTailoredResume: async () => GOOD_RESUME,
    };
    const guarded = createGuardedWriter({ primary: plain, fallback: builtin, check, timeoutMs: 1000 });
    const { report } = await guarded.writeCoverLetterWithReport(buildLetterInput());
    expect(calls).toBe(1);
    expect(report).toMatchObject({ writer: 'builtin', usedFallback: true, primary: { name: 'plain', outcome: 'rejected', attempts: 1 } });
    expect(await guarded.writeTailoredResume(buildResumeInput())).toBe(GOOD_RESUME);
  });

  it('keeps a short honest note after asking once to lengthen it, and replaces only one too short to be a letter (class of fresh10)', async () => {
    const note = (body: string) => `June 3, 2025\n\nHello,\n\n${body}\n\nThanks,\nJane Doe`;
    const SHORT = note(
      "I'm applying for the Staff Backend Engineer role at Northwind Labs. I'm currently a Senior Backend Engineer at Acme Corp, where I cut API latency by 40% by redesigning the caching layer. I earned a B.Sc. Computer Science at TU Berlin, and while I haven't built a payments service yet, I'm a fast and careful learner. I'd love to chat if my background fits.",
    );
    const TINY = note("I'm applying for the Staff Backend Engineer role at Northwind Labs. I'd love to chat.");
    const input = buildLetterInput({ settings: { ...buildLetterInput().settings, wordLimit: 'concise' } });
    const run = async (letter: string) => {
      let revisions = 0;
      const model: RevisableWriter = {
        name: 'model',
        writeCoverLetter: async () => letter,
        reviseCoverLetter: async () => {
          revisions++;
          return letter;
        },
        writeTailoredResume: async () => GOOD_RESUME,
        reviseTailoredResume: async () => GOOD_RESUME,
      };
      const result = await createGuardedWriter({ primary: model, fallback: builtin, check, timeoutMs: 5000 }).writeCoverLetterWithReport(input);
      return { ...result, revisions };
    };
    const kept = await run(SHORT);
    expect(kept.revisions).toBe(1);
    expect(kept.text).toBe(SHORT);
    expect(kept.report).toMatchObject({ usedFallback: false, primary: { outcome: 'repaired', attempts: 2 } });
    const tiny = await run(TINY);
    expect(tiny.report).toMatchObject({ usedFallback: true, primary: { outcome: 'rejected', attempts: 2 } });
  });

  it('takes the bold markers off a letter whose lines open on a bold phrase and keeps every word (class of fresh7)', async () => {
    const bold = buildLetter()
      .replace('I am applying for', '**Senior Backend Engineer with a payments background.** I am applying for')
      .replace('At Acme Corp, I cut', '**Proven results.** At Acme Corp, I cut');
    let calls = 0;
    const plain: Writer = {
      name: 'plain',
      writeCoverLetter: async () => {
        calls++;
        return bold;
      },
      writeTailoredResume: async () => GOOD_RESUME,
    };
    const { text, report } = await createGuardedWriter({ primary: plain, fallback: builtin, check, timeoutMs: 5000 }).writeCoverLetterWithReport(buildLetterInput());
    expect(calls).toBe(1);
    expect(report).toMatchObject({ usedFallback: false, primary: { outcome: 'accepted', attempts: 1 } });
    expect(text).toBe(bold.replaceAll('**', ''));
    // A heading is still markdown the letter must not carry.
    expect(findCoverLetterProblems(`# Cover letter\n\n${buildLetter()}`, buildLetterInput()).join(' ')).toContain('markdown');
  });

  describe('a model’s tailored resume, judged on its claims', () => {
    const INVENTED = GOOD_RESUME.replace('EDUCATION', 'Platform Engineer, Globex | 2017 – 2019\n- Built deploy pipelines\n\nEDUCATION');
    const model = (second: string): RevisableWriter & { problems: string[][] } => {
      const problems: string[][] = [];
      return {
        name: 'model',
        problems,
        writeCoverLetter: async () => buildLetter(),
        reviseCoverLetter: async () => buildLetter(),
        writeTailoredResume: async () => INVENTED,
        reviseTailoredResume: async (_input, _draft, given) => {
          problems.push(given);
          return second;
        },
      };
    };

    it('keeps a competency the resume does not name word for word', async () => {
      const reworded = GOOD_RESUME.replace('Node.js, PostgreSQL, TypeScript, Docker', 'Node.js, PostgreSQL, TypeScript, Docker, forecasting, stakeholder communication');
      const primary = { ...model(reworded), writeTailoredResume: async () => reworded };
      const { text, report } = await createGuardedWriter({ primary, fallback: builtin, check, timeoutMs: 5000 }).writeTailoredResumeWithReport(buildResumeInput());
      expect(text).toBe(reworded);
      expect(report).toMatchObject({ usedFallback: false, primary: { outcome: 'accepted', attempts: 1 } });
      expect(report.guard).toBeUndefined();
    });

    it('asks the model once to take out an invented employer and role, quoting them, and reports the repair', async () => {
      const primary = model(GOOD_RESUME);
      const { text, report } = await createGuardedWriter({ primary, fallback: builtin, check, timeoutMs: 5000 }).writeTailoredResumeWithReport(buildResumeInput());
      expect(text).toBe(GOOD_RESUME);
      expect(primary.problems[0].join(' ')).toContain('the employer "Globex"');
      expect(report).toMatchObject({ usedFallback: false, primary: { outcome: 'repaired', attempts: 2 }, guard: { action: 'repaired' } });
      expect(report.guard?.claims.map((c) => `${c.kind}:${c.text}`)).toEqual(['title:Platform Engineer', 'employer:Globex']);
    });

    it('sends the built-in tailored resume when the claims stay, and says which', async () => {
      const { report } = await createGuardedWriter({ primary: model(INVENTED), fallback: builtin, check, timeoutMs: 5000 }).writeTailoredResumeWithReport(buildResumeInput());
      expect(report).toMatchObject({ writer: 'builtin', usedFallback: true, primary: { outcome: 'rejected' }, guard: { action: 'replaced' } });
      expect(report.guard?.claims.map((c) => c.sentence)).toEqual(['Platform Engineer, Globex | 2017 – 2019', 'Platform Engineer, Globex | 2017 – 2019']);
    });
  });

  describe('tailored resume format', () => {
    it('accepts the SPEC format', () => {
      expect(findTailoredResumeProblems(GOOD_RESUME)).toEqual([]);
    });

    it('wants the name on line 1', () => {
      expect(findTailoredResumeProblems('EXPERIENCE\n- Did it')).toContain('Line 1 must be the candidate\'s name.');
    });

    it('wants the sections in order', () => {
      expect(findTailoredResumeProblems(GOOD_RESUME.replace('EDUCATION', 'PROFESSIONAL SUMMARY')).join(' ')).toContain('in this order');
    });

    it('wants bullets to start with "- "', () => {
      expect(findTailoredResumeProblems(GOOD_RESUME.replace('- Led', '• Led')).join(' ')).toContain('Bullets must start with "- "');
    });
  });
});
