// Two-factor sign-in (TOTP) as the profile's Security tab uses it.
import { z } from 'zod';

export const twoFactorStatusSchema = z.object({
  /** The user has enrolled an authenticator app. */
  enabled: z.boolean(),
  /** The administrator's setting: enrolled users must enter a code when they sign in. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth address as an SVG QR code, in a data: URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});

export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  wrongCode: 'That code is not correct. Check the time on your phone and try the current code.',
  notStarted: 'Start the set-up again: scan a new QR code.',
} as const;
