// Written with zod/mini: ZUser is parsed on every page (the current user), and zod/mini's functional API lets
// the landing page load a few kB of zod instead of the whole classic build (bench/bundle.ts).
import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from './constants.ts';

// The messages are SPEC.md's; the same schemas validate the forms and the server.
export const AUTH_REQUIRED_MESSAGE = 'Username and password are required';
const required = AUTH_REQUIRED_MESSAGE;

export const ZLoginRequest = z.object({
  username: z.string({ error: required }).check(z.trim(), z.minLength(1, required)),
  password: z.string({ error: required }).check(z.minLength(1, required)),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  username: z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.regex(USERNAME_PATTERN, 'Username must be 3-32 characters: letters, digits, dot, underscore or hyphen')),
  password: z
    .string({ error: required })
    .check(
      z.minLength(1, required),
      z.minLength(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long'),
      z.maxLength(MAX_PASSWORD_LENGTH, 'Password must be at most 256 characters long'),
    ),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The current user as the API returns it (GET /api/user, login, register). */
export const ZUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  subscriptionTier: z.nullable(z.enum(['monthly', 'yearly'])),
  premiumUntil: z.nullable(z.string()),
  premiumSource: z.nullable(z.enum(['stripe', 'local', 'admin'])),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
