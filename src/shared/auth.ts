import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from './constants.ts';

// The messages are SPEC.md's; the same schemas validate the forms and the server.
export const AUTH_REQUIRED_MESSAGE = 'Username and password are required';
const required = AUTH_REQUIRED_MESSAGE;

export const ZLoginRequest = z.object({
  username: z.string({ error: required }).trim().min(1, required),
  password: z.string({ error: required }).min(1, required),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  username: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(USERNAME_PATTERN, 'Username must be 3-32 characters: letters, digits, dot, underscore or hyphen'),
  password: z
    .string({ error: required })
    .min(1, required)
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long')
    .max(MAX_PASSWORD_LENGTH, 'Password must be at most 256 characters long'),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The current user as the API returns it (GET /api/user, login, register). */
export const ZUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  subscriptionTier: z.enum(['monthly', 'yearly']).nullable(),
  premiumUntil: z.string().nullable(),
  premiumSource: z.enum(['stripe', 'local', 'admin']).nullable(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
