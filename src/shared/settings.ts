// Every administrator setting (spec part 2) with the spec's defaults, plus Signet's own.
// The server reads them through src/server/settings; the admin screens edit them.
import { z } from 'zod';

export const TIME_ZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'Eastern Time' },
  { value: 'America/Chicago', label: 'Central Time' },
  { value: 'America/Denver', label: 'Mountain Time' },
  { value: 'America/Los_Angeles', label: 'Pacific Time' },
] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const PASSWORD_COMPLEXITIES = ['low', 'medium', 'high'] as const;
export type PasswordComplexity = (typeof PASSWORD_COMPLEXITIES)[number];

export const generalSettingsSchema = z.object({
  siteName: z.string().min(1).max(80).default('Signet'),
  siteDescription: z
    .string()
    .max(300)
    .default('Send, sign and track documents with secure, legally binding signatures.'),
  supportEmail: z.string().email().default('support@signet.local'),
  maxUploadSizeMb: z.number().int().min(1).max(200).default(20),
  timezone: z.enum(TIME_ZONES.map((t) => t.value) as [string, ...string[]]).default('UTC'),
  dateFormat: z.enum(DATE_FORMATS).default('MM/DD/YYYY'),
  enableMaintenance: z.boolean().default(false),
});

export const emailSettingsSchema = z.object({
  smtpHost: z.string().default(''),
  smtpPort: z.number().int().min(1).max(65535).default(587),
  smtpUsername: z.string().default(''),
  smtpPassword: z.string().default(''),
  emailFrom: z.string().default('no-reply@signet.local'),
  emailFromName: z.string().default('Signet'),
  enableEmailNotifications: z.boolean().default(true),
});

export const securitySettingsSchema = z.object({
  sessionTimeoutMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  maxLoginAttempts: z.number().int().min(1).max(50).default(5),
  enableTwoFactor: z.boolean().default(false),
  passwordComplexity: z.enum(PASSWORD_COMPLEXITIES).default('medium'),
  enableCaptcha: z.boolean().default(false),
});

export const authSettingsSchema = z.object({
  enableLandingPage: z.boolean().default(true),
  googleClientId: z.string().default(''),
  googleClientSecret: z.string().default(''),
  facebookAppId: z.string().default(''),
  facebookAppSecret: z.string().default(''),
  enableGoogleLogin: z.boolean().default(false),
  enableFacebookLogin: z.boolean().default(false),
});

/** Signet's own settings, beyond the prototype's screens. */
export const platformSettingsSchema = z.object({
  allowPrivateWebhookTargets: z.boolean().default(false),
  logRetentionDays: z.number().int().min(1).max(3650).default(30),
});

export const settingsSchema = z.object({
  general: generalSettingsSchema.prefault({}),
  email: emailSettingsSchema.prefault({}),
  security: securitySettingsSchema.prefault({}),
  auth: authSettingsSchema.prefault({}),
  platform: platformSettingsSchema.prefault({}),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsGroup = keyof Settings;
export const SETTINGS_GROUPS = Object.keys(settingsSchema.shape) as SettingsGroup[];

/** Settings whose values are secrets: stored encrypted, never sent back in full. */
export const SECRET_SETTINGS: Partial<Record<SettingsGroup, string[]>> = {
  email: ['smtpPassword'],
  auth: ['googleClientSecret', 'facebookAppSecret'],
};

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/** Password rules per complexity level (spec part 2, section 5). */
export const PASSWORD_RULES: Record<
  PasswordComplexity,
  { description: string; test: (p: string) => boolean }
> = {
  low: { description: 'At least 6 characters.', test: (p) => p.length >= 6 },
  medium: {
    description: 'At least 8 characters, with upper and lower case letters.',
    test: (p) => p.length >= 8 && /[a-z]/.test(p) && /[A-Z]/.test(p),
  },
  high: {
    description: 'At least 10 characters, with upper and lower case letters, a number and a symbol.',
    test: (p) =>
      p.length >= 10 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p),
  },
};

/** The part of the settings any visitor's browser may know. */
export const publicSettingsSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  supportEmail: z.string(),
  maxUploadSizeMb: z.number(),
  dateFormat: z.enum(DATE_FORMATS),
  timezone: z.string(),
  enableLandingPage: z.boolean(),
  maintenance: z.boolean(),
  passwordComplexity: z.enum(PASSWORD_COMPLEXITIES),
  googleLogin: z.boolean(),
  facebookLogin: z.boolean(),
  userCount: z.number().nullable(),
  /** Sign-in and registration ask for the proof-of-work captcha. */
  captcha: z.boolean(),
  /** Users may enrol an authenticator app, and enrolled users enter its code at sign-in. */
  twoFactor: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
