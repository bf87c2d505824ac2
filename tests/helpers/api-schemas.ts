// Response shapes the tests read that have no schema in src/shared (the shared schemas cover what the
// client consumes). Kept next to the HTTP client so integration tests never read an untyped body.
import { z } from 'zod';

/** Every error answer: `{ message, code, ...extra }` (src/server/http/middleware.ts). */
export const ZErrorBody = z.looseObject({ message: z.string(), code: z.string() });
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** The message of an error answer. */
export function errorMessage(body: unknown): string {
  return ZErrorBody.parse(body).message;
}
