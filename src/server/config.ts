// Environment parsed once, at start-up, by zod. Nothing else in the server reads process.env.
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const list = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public origin used in redirect URLs (checkout). Defaults to http://localhost:PORT. */
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_USERNAMES: list.default([]),
    /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy (same as TRUST_PROXY_HOPS=1). */
    TRUST_PROXY: bool.default(false),
    /**
     * How many reverse proxies in front of the server append to X-Forwarded-For. The client address
     * is the right-most entry those proxies did not write; entries to its left are the client's own
     * claim and are never trusted.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    /** New accounts one client address may create per hour (multiplying free allowances). */
    SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
    SECURE_COOKIES: bool.optional(),
    // Writer: builtin (default), openai (any OpenAI-compatible endpoint) or anthropic.
    WRITER: z.enum(['builtin', 'openai', 'anthropic']).default('builtin'),
    OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: z.url().optional(),
    ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
    WRITER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    // Worker pool and priority queue for CPU-heavy document work.
    WORKER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
    /**
     * A worker thread with no document work for this long is ended and its memory given back (the
     * next task, or a signed-in request, starts it again). 0 keeps the workers for good.
     */
    WORKER_IDLE_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
    QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(100),
    // Billing: local (default) or stripe when STRIPE_SECRET_KEY is set.
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PRICE_MONTHLY: z.string().optional(),
    STRIPE_PRICE_YEARLY: z.string().optional(),
    /** Test hook: point the Stripe SDK at a local stand-in (host:port, http). */
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.WRITER === 'openai' && !c.OPENAI_API_KEY && c.OPENAI_BASE_URL.includes('api.openai.com')) {
      ctx.addIssue({ code: 'custom', path: ['OPENAI_API_KEY'], message: 'required when WRITER=openai with the OpenAI endpoint' });
    }
    if (c.WRITER === 'anthropic' && !c.ANTHROPIC_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['ANTHROPIC_API_KEY'], message: 'required when WRITER=anthropic' });
    }
    if (c.STRIPE_SECRET_KEY) {
      for (const k of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const) {
        if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required when STRIPE_SECRET_KEY is set' });
      }
    }
  });

export type Config = z.infer<typeof ZConfig>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Treat empty strings as unset so `FOO=` in a .env file means "default".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ZConfig.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Trusted proxy hops: TRUST_PROXY_HOPS, else 1 when TRUST_PROXY is on, else 0. */
export function trustedProxyHops(config: Config): number {
  return config.TRUST_PROXY_HOPS ?? (config.TRUST_PROXY ? 1 : 0);
}

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
