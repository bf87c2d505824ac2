// The account's own data: download it all (JSON attachment), or delete the account.
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { ZDeleteAccountRequest } from '../../shared/usage.ts';
import type { AppContext, AppEnv } from '../app-context.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { selectBillingProvider } from '../billing/billing-service.ts';
import { attachmentHeader } from '../documents/download.ts';
import { readJson } from '../http/validate.ts';
import { deleteAccount, exportAccountData } from './account-data.ts';

export function createAccountRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/account/export', requireUser, async (c) => {
    const user = currentUser(c);
    const data = await exportAccountData(ctx, user.id);
    const day = ctx.now().toISOString().slice(0, 10);
    c.header('Content-Disposition', attachmentHeader(`ApplyKit_data_${user.username}_${day}.json`));
    return c.json(data);
  });

  app.delete('/account', requireUser, async (c) => {
    const user = currentUser(c);
    const { confirmUsername } = await readJson(c, ZDeleteAccountRequest);
    await deleteAccount(ctx, selectBillingProvider(ctx), user.id, confirmUsername);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ success: true });
  });

  return app;
}
