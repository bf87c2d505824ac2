// Request body helpers: JSON only for JSON routes (415 otherwise), zod-validated, clear 400s.
import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from '../errors.ts';

function hasBody(c: Context): boolean {
  const len = c.req.header('content-length');
  if (len !== undefined) return Number(len) > 0;
  return c.req.header('transfer-encoding') !== undefined;
}

/** Reads a JSON body and validates it. An empty body validates as {}. */
// Any zod schema: the shared contracts are classic zod or zod/mini (those the landing page loads).
export async function readJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown = {};
  if (hasBody(c)) {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!/^application\/([\w.+-]+\+)?json\b/.test(type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
    }
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        raw = JSON.parse(text);
      } catch {
        throw new AppError('BAD_REQUEST', 'Malformed JSON body');
      }
    }
  }
  return parseWith(schema, raw);
}

export function parseWith<S extends z.core.$ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = z.safeParse(schema, raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new AppError('VALIDATION', first?.message ?? 'Invalid request', {
      issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return result.data;
}

/** Route param id as a positive integer; anything else is a 404 (never a 500). */
export function paramId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const n = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(n) || n <= 0) throw new AppError('NOT_FOUND', 'Not found');
  return n;
}
