// The accounts API contract, shared by the server and the web app.
import { z } from 'zod';
import { PLAN_IDS } from './plans';

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  plan: z.enum(PLAN_IDS),
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .email('Please enter a valid email address');

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(1024),
  remember: z.boolean().default(true),
  totp: z
    .string()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')
    .optional(),
  /** The proof-of-work captcha's solution, when the administrator has turned it on. */
  captcha: z.string().max(2000).optional(),
  /** 'admin': the administrator login screen, which only administrators may pass. */
  scope: z.enum(['user', 'admin']).default('user'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(120),
  email,
  // The complexity rule is the administrator's setting, checked by the server (PASSWORD_RULES).
  password: z.string().min(1, 'Password is required').max(1024),
  acceptTerms: z.literal(true, { error: 'You must agree to the Terms of Service.' }),
  captcha: z.string().max(2000).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(10).max(200),
  password: z.string().min(1, 'Password is required').max(1024),
});
export const verifyEmailRequestSchema = z.object({ token: z.string().min(10).max(200) });
