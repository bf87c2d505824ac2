// Cover letters, original resumes, letter downloads and the usage figure. Routes stay thin:
// parse and validate, call one service, shape the answer.
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_DOWNLOAD_CONTENT_CHARS } from '../../shared/constants.ts';
import { ZDownloadRequest, ZGenerateFields, ZRegenerateRequest } from '../../shared/letters.ts';
import type { AppContext, AppEnv } from '../app-context.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { getEngineRunner } from '../documents/engine-runner.ts';
import { uploadTempDir } from '../documents/original-store.ts';
import { CONTENT_TYPES } from '../documents/read-resume.ts';
import { fileResponse, sanitizeDownloadName } from '../documents/download.ts';
import { AppError } from '../errors.ts';
import { readMultipart } from '../http/multipart.ts';
import { paramId, parseWith, readJson } from '../http/validate.ts';
import { getUsageLimit } from '../usage/daily-limit.ts';
import {
  deleteCoverLetter,
  deleteResume,
  getCoverLetter,
  getResumeFile,
  listCoverLetters,
  listResumes,
} from './cover-letter-queries.ts';
import { generateCoverLetter } from './generate-cover-letter.ts';
import { readCallerPlan } from '../plans/caller-plan.ts';
import { regenerateCoverLetter } from './regenerate-cover-letter.ts';

const FORMATS = { docx: 'docx', pdf: 'pdf' } as const;

export function createLettersRoutes(ctx: AppContext) {
  const runner = getEngineRunner(ctx); // start the workers with the app, not on the first upload
  const app = new Hono<AppEnv>();

  app.post('/generate', requireUser, async (c) => {
    const user = currentUser(c);
    const upload = await readMultipart(c, { fileField: 'resume', tempDir: uploadTempDir(ctx) });
    try {
      const input = parseWith(ZGenerateFields, upload.fields);
      return c.json(await generateCoverLetter(ctx, { runner, userId: user.id, fields: input, upload: upload.file }));
    } finally {
      await upload.cleanup();
    }
  });

  app.post('/regenerate', requireUser, async (c) => {
    const user = currentUser(c);
    const req = await readJson(c, ZRegenerateRequest);
    return c.json(await regenerateCoverLetter(ctx, { runner, userId: user.id, req }));
  });

  app.post('/download/:format{docx|pdf}', requireUser, async (c) => {
    const user = currentUser(c);
    const format = FORMATS[c.req.param('format') as keyof typeof FORMATS];
    const raw = await readJson(c, z.unknown());
    const content = (raw as { content?: unknown } | null)?.content;
    if (typeof content === 'string' && content.length > MAX_DOWNLOAD_CONTENT_CHARS) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'This text is too long to download.');
    }
    const req = parseWith(ZDownloadRequest, raw);
    const plan = await readCallerPlan(ctx, user.id);
    const isResume = req.kind === 'resume';
    const title = isResume ? 'Tailored Resume' : 'Cover Letter';
    const bytes = await runner.render(req.kind, format, req.content, { title, date: ctx.now() }, plan.priority);
    return fileResponse(bytes, CONTENT_TYPES[format], `${sanitizeDownloadName(req.filename, isResume ? 'Tailored_Resume' : 'Cover_Letter')}.${format}`);
  });

  app.get('/subscription/usage-limit', requireUser, async (c) => {
    const plan = await readCallerPlan(ctx, currentUser(c).id);
    return c.json(await getUsageLimit(ctx, plan.userId, plan.isPremium));
  });

  app.get('/cover-letters', requireUser, async (c) => c.json(await listCoverLetters(ctx.db, currentUser(c).id)));
  app.get('/cover-letters/:id', requireUser, async (c) => c.json(await getCoverLetter(ctx.db, currentUser(c).id, paramId(c))));
  app.delete('/cover-letters/:id', requireUser, async (c) => {
    await deleteCoverLetter(ctx.db, currentUser(c).id, paramId(c));
    return c.json({ success: true });
  });

  app.get('/resumes', requireUser, async (c) => c.json(await listResumes(ctx.db, currentUser(c).id)));
  app.get('/resumes/:id/file', requireUser, async (c) => {
    const file = await getResumeFile(ctx, currentUser(c).id, paramId(c));
    return fileResponse(file.bytes, CONTENT_TYPES[file.kind], file.filename);
  });
  app.delete('/resumes/:id', requireUser, async (c) => {
    await deleteResume(ctx, currentUser(c).id, paramId(c));
    return c.json({ success: true });
  });

  return app;
}
