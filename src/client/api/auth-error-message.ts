import { ApiError } from '../lib/api-client.ts';

/** Failure toasts show the server's human message, never "401: {json}". */
export function authErrorMessage(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.serverMessage;
  if (err instanceof Error && err.message) return err.message;
  return undefined;
}
