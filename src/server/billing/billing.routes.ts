import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../app-context.ts';

// Placeholder router: the feature's issue fills it in.
export function createBillingRoutes(_ctx: AppContext) {
  return new Hono<AppEnv>();
}
