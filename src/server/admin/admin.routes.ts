// /api/admin/*: thin transport over the admin services. Every route but the status check needs an admin.
import { Hono } from 'hono';
import { ZAdminSettings, ZAdminUpdateUserRequest, ZGrantPremiumRequest, ZSetAdminRequest } from '../../shared/admin.ts';
import type { AppContext, AppEnv } from '../app-context.ts';
import { currentUser, requireAdmin } from '../auth/require-user.ts';
import { paramId, readJson } from '../http/validate.ts';
import { buildExportCsv } from './admin-export.ts';
import { getContentMetrics, getFinancialMetrics, getUserMetrics } from './admin-metrics.ts';
import { readAdminSettings, updateAdminSettings } from './admin-settings.ts';
import { grantPremium, listAdminUsers, listAdmins, setAdminStatus, updateUserProfile } from './admin-users.ts';
import { listAuditLog } from './audit-log.ts';

export function createAdminRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  // Answers false rather than 401 so the client can ask before deciding where to send the visitor.
  app.get('/admin/check-admin-status', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ isAdmin: c.get('user')?.isAdmin === true });
  });

  app.use('/admin/*', requireAdmin);

  app.get('/admin/users', async (c) => c.json(await listAdminUsers(ctx.db, ctx.now())));

  app.put('/admin/users/:id', async (c) => {
    const id = paramId(c);
    const body = await readJson(c, ZAdminUpdateUserRequest);
    return c.json(await updateUserProfile(ctx.db, currentUser(c), id, body, ctx.now()));
  });

  app.post('/admin/users/:id/grant-premium', async (c) => {
    const id = paramId(c);
    const { days } = await readJson(c, ZGrantPremiumRequest);
    return c.json(await grantPremium(ctx.db, currentUser(c), id, days, ctx.now()));
  });

  app.post('/admin/users/:id/admin', async (c) => {
    const id = paramId(c);
    const { isAdmin } = await readJson(c, ZSetAdminRequest);
    return c.json(await setAdminStatus(ctx.db, currentUser(c), id, isAdmin, ctx.now()));
  });

  app.get('/admin/admins', async (c) => c.json(await listAdmins(ctx.db)));

  app.get('/admin/metrics/users', async (c) => c.json(await getUserMetrics(ctx.db, ctx.now())));
  app.get('/admin/metrics/content', async (c) => c.json(await getContentMetrics(ctx.db, ctx.now())));
  app.get('/admin/metrics/financial', async (c) => c.json(await getFinancialMetrics(ctx.db, ctx.now())));

  app.get('/admin/export.csv', async (c) => {
    const now = ctx.now();
    const csv = await buildExportCsv(ctx.db, now);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="applykit-export-${now.toISOString().slice(0, 10)}.csv"`);
    return c.body(csv);
  });

  app.get('/admin/settings', async (c) => c.json(await readAdminSettings(ctx.db)));
  app.put('/admin/settings', async (c) => {
    const body = await readJson(c, ZAdminSettings);
    return c.json(await updateAdminSettings(ctx.db, currentUser(c), body, ctx.now()));
  });

  app.get('/admin/audit-log', async (c) => c.json(await listAuditLog(ctx.db)));

  return app;
}
