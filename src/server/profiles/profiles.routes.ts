// The profile of an original resume: what the parser read, and the user's correction of it.
// Signed-in owner only (anyone else gets 404); the mutating routes pass the app-wide CSRF check.
import { Hono } from 'hono';
import { ZSaveProfileRequest } from '../../shared/profile.ts';
import type { AppContext, AppEnv } from '../app-context.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { paramId, readJson } from '../http/validate.ts';
import { clearCorrection, getProfileView, saveCorrection } from './profile-queries.ts';

export function createProfilesRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/resumes/:id/profile', requireUser, async (c) => c.json(await getProfileView(ctx, currentUser(c).id, paramId(c))));

  app.put('/resumes/:id/profile', requireUser, async (c) => {
    const userId = currentUser(c).id;
    const id = paramId(c);
    const req = await readJson(c, ZSaveProfileRequest);
    return c.json(await saveCorrection(ctx, userId, id, req.profile));
  });

  app.delete('/resumes/:id/profile', requireUser, async (c) => c.json(await clearCorrection(ctx, currentUser(c).id, paramId(c))));

  return app;
}
