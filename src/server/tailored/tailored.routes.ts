// Tailored resumes: generate (multipart), list, view, delete, formatted download in the
// original's format, and the plain text.
import { Hono } from 'hono';
import { ZTailoredFields } from '../../shared/tailored.ts';
import type { AppContext, AppEnv } from '../app-context.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { attachmentHeader, fileResponse, sanitizeDownloadName } from '../documents/download.ts';
import { getEngineRunner } from '../documents/engine-runner.ts';
import { uploadTempDir } from '../documents/original-store.ts';
import { CONTENT_TYPES } from '../documents/read-resume.ts';
import { readMultipart } from '../http/multipart.ts';
import { paramId, parseWith } from '../http/validate.ts';
import { readCallerPlan } from '../plans/caller-plan.ts';
import { generateTailoredResume } from './generate-tailored-resume.ts';
import { deleteTailoredResume, findTailoredResume, getTailoredResume, listTailoredResumes } from './tailored-queries.ts';

function downloadBase(filename: string): string {
  return sanitizeDownloadName(`Tailored_${filename.replace(/\.[^.]*$/, '')}`, 'Tailored_Resume');
}

export function createTailoredRoutes(ctx: AppContext) {
  const runner = getEngineRunner(ctx);
  const app = new Hono<AppEnv>();

  app.post('/generate-tailored-resume', requireUser, async (c) => {
    const user = currentUser(c);
    const upload = await readMultipart(c, { fileField: 'resume', tempDir: uploadTempDir(ctx) });
    try {
      const input = parseWith(ZTailoredFields, upload.fields);
      return c.json(await generateTailoredResume(ctx, { runner, userId: user.id, fields: input, upload: upload.file }));
    } finally {
      await upload.cleanup();
    }
  });

  app.get('/tailored-resumes', requireUser, async (c) => c.json(await listTailoredResumes(ctx.db, currentUser(c).id)));
  app.get('/tailored-resumes/:id', requireUser, async (c) => c.json(await getTailoredResume(ctx.db, currentUser(c).id, paramId(c))));
  app.delete('/tailored-resumes/:id', requireUser, async (c) => {
    await deleteTailoredResume(ctx.db, currentUser(c).id, paramId(c));
    return c.json({ success: true });
  });

  app.get('/tailored-resumes/:id/download', requireUser, async (c) => {
    const user = currentUser(c);
    const row = await findTailoredResume(ctx.db, user.id, paramId(c));
    const format = row.originalKind === 'docx' ? 'docx' : 'pdf';
    const plan = await readCallerPlan(ctx, user.id);
    const bytes = await runner.render('resume', format, row.content, { title: 'Resume', date: ctx.now() }, plan.priority);
    return fileResponse(bytes, CONTENT_TYPES[format], `${downloadBase(row.filename)}.${format}`);
  });

  /** Plain text; `?download=1` makes it an attachment. */
  app.get('/tailored-resumes/:id/content', requireUser, async (c) => {
    const row = await findTailoredResume(ctx.db, currentUser(c).id, paramId(c));
    c.header('Content-Type', 'text/plain; charset=utf-8');
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.query('download')) c.header('Content-Disposition', attachmentHeader(`${downloadBase(row.filename)}.txt`));
    return c.body(row.content);
  });

  return app;
}
