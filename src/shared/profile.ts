// The profile API contract.
import { z } from 'zod';
import { PLAN_IDS } from './plans';
import { sessionUserSchema } from './auth';

export const usageSchema = z.object({
  used: z.number(),
  /** null: unlimited. */
  limit: z.number().nullable(),
  percentage: z.number(),
  periodStart: z.string(),
});
export type Usage = z.infer<typeof usageSchema>;

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const profileResponseSchema = z.object({
  user: sessionUserSchema,
  organisation: organisationSchema,
  usage: usageSchema,
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const updateProfileSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(120),
  email: z.string().trim().email('Please enter a valid email address').max(254),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().max(1024).default(''),
  newPassword: z.string().min(1, 'Please enter a new password').max(1024),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const updateOrganisationSchema = z.object({
  name: z.string().trim().min(1, 'Company name is required').max(160),
  address: optionalText(300),
  phone: optionalText(40),
  email: z
    .union([z.literal(''), z.string().trim().email('Please enter a valid email address').max(254)])
    .nullable()
    .transform((v) => (v ? v : null)),
});

export const sessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  remember: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const upgradeRequestSchema = z.object({
  plan: z.enum(PLAN_IDS),
  message: z.string().trim().max(2000).default(''),
});
