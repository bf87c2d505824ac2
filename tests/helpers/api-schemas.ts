// Response shapes the tests read that have no schema in src/shared (the shared schemas cover what the
// client consumes). Kept next to the HTTP client so integration tests never read an untyped body.
import { z } from 'zod';
import { ZUser } from '../../src/shared/auth.ts';

/** Every error answer: `{ message, code, ...extra }` (src/server/http/middleware.ts). */
export const ZErrorBody = z.looseObject({ message: z.string(), code: z.string() });

/** The message of an error answer. */
export function errorMessage(body: unknown): string {
  return ZErrorBody.parse(body).message;
}

/** GET /api/account/export, as far as the tests read it; rows keep every field they carry. */
export const ZAccountExport = z.looseObject({
  exportedAt: z.string(),
  account: ZUser,
  coverLetters: z.array(z.looseObject({ id: z.number(), content: z.string(), companyName: z.string(), resumeId: z.number().nullable() })),
  tailoredResumes: z.array(z.looseObject({ id: z.number(), content: z.string() })),
  resumes: z.array(z.looseObject({ id: z.number(), extractedText: z.string() })),
  usage: z.array(z.object({ day: z.string(), kind: z.string(), used: z.number() })),
});

/** GET /api/health. */
export const ZHealth = z.object({ status: z.string(), database: z.string() });

/** POST /api/stripe/webhook when the event was accepted. */
export const ZWebhookAck = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) });
