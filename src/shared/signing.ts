// The signing API contract: saved signatures, placements, signers, the public signing page.
import { z } from 'zod';
import { pinSchema } from './documents';

export const SIGNATURE_TYPES = ['drawn', 'typed', 'uploaded'] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];

/** Spec constants for creating signatures. */
export const SIGNATURE_CANVAS = { width: 380, height: 200, lineWidth: 2, color: '#000000' } as const;
export const TYPED_SIGNATURE = { width: 400, height: 150, fontPx: 48 } as const;
export const SIGNATURE_FONTS = ['Dancing Script', 'Pacifico', 'Satisfy', 'Caveat', 'Homemade Apple'] as const;
/** Pixels with every channel above this become transparent. */
export const NEAR_WHITE = 240;
/** Largest signature image the server accepts. */
export const MAX_SIGNATURE_BYTES = 512 * 1024;
export const ZOOM = { min: 50, max: 300, step: 25, default: 100 } as const;
export const EDGE_HIGHLIGHT = 20;

/** A PNG/JPEG/GIF image as a data URL (the signature pad's output). */
export const signatureImageSchema = z
  .string()
  .regex(/^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=]+$/, 'Please create a signature first.')
  .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 40, 'The signature image is too large.');

export const savedSignatureSchema = z.object({
  id: z.string(),
  type: z.enum(SIGNATURE_TYPES),
  isDefault: z.boolean(),
  createdAt: z.string(),
  imageUrl: z.string(),
});
export type SavedSignature = z.infer<typeof savedSignatureSchema>;

export const createSignatureSchema = z.object({ image: signatureImageSchema, type: z.enum(SIGNATURE_TYPES) });

/**
 * Where a signature goes: page index from 0, and a box in the page's displayed points
 * (origin at the top-left of the page as a viewer shows it, rotation and crop applied).
 */
export const placementSchema = z.object({
  pageIndex: z.number().int().min(0),
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type Placement = z.infer<typeof placementSchema>;

export const ownerSignSchema = z.object({
  image: signatureImageSchema,
  placement: placementSchema,
  type: z.enum(SIGNATURE_TYPES).default('drawn'),
});

export const SIGNER_MESSAGES = {
  emailOrName: 'Please enter either an email or a name',
  atLeastOne: 'Please add at least one signer or enable anonymous signing',
  pinMin: 'Please enter a PIN code of at least 4 digits',
} as const;

export const signerInputSchema = z
  .object({
    id: z.string().optional(),
    name: z.string().trim().max(120).default(''),
    email: z
      .union([z.literal(''), z.string().trim().email('Please enter a valid email address').max(254)])
      .default(''),
  })
  .refine((s) => s.name || s.email, { message: SIGNER_MESSAGES.emailOrName });

export const setSignersSchema = z
  .object({
    signers: z.array(signerInputSchema).max(100),
    orderedSigning: z.boolean().default(false),
    allowAnonymous: z.boolean().default(true),
    pinEnabled: z.boolean().default(false),
    /** Empty keeps the current PIN when one is set. */
    pin: z.string().default(''),
    webhookUrl: z.union([z.literal(''), z.string().url('Please enter a valid webhook URL')]).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.signers.length === 0 && !v.allowAnonymous) {
      ctx.addIssue({ code: 'custom', path: ['signers'], message: SIGNER_MESSAGES.atLeastOne });
    }
    if (v.pinEnabled && v.pin) {
      const r = pinSchema.safeParse(v.pin);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['pin'], message: r.error.issues[0]!.message });
    }
  });
export type SetSignersInput = z.input<typeof setSignersSchema>;
export type SetSignersData = z.output<typeof setSignersSchema>;

export const SIGNER_STATUSES = ['pending', 'signed', 'declined'] as const;
export const signerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  order: z.number(),
  status: z.enum(SIGNER_STATUSES),
  isOpenLink: z.boolean(),
  link: z.string(),
  invitedAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
});
export type Signer = z.infer<typeof signerSchema>;

export const remindSchema = z.object({ signerId: z.string().optional() });
export const voidSchema = z.object({ reason: z.string().trim().min(1, 'Please give a reason').max(500) });
export const declineSchema = z.object({ reason: z.string().trim().min(1, 'Please give a reason').max(500) });

export const signingPinSchema = z.object({ pin: z.string().min(1, 'Please enter the password').max(8) });

/** What the public signing page learns about the document behind a link. */
export const signingViewSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  uploaderName: z.string(),
  uploaderEmail: z.string(),
  expirationDate: z.string(),
  pageCount: z.number(),
  width: z.number(),
  height: z.number(),
  status: z.string(),
  pinRequired: z.boolean(),
  /** False while a PIN is required and not yet entered: the file is not served before. */
  unlocked: z.boolean(),
  alreadySigned: z.boolean(),
  isOpenLink: z.boolean(),
  preview: z.boolean(),
  signer: z.object({ name: z.string(), email: z.string().nullable() }),
  yourTurn: z.boolean(),
  waitingFor: z.string().nullable(),
  fileUrl: z.string(),
});
export type SigningView = z.infer<typeof signingViewSchema>;

export const completeSigningSchema = z.object({
  image: signatureImageSchema,
  placement: placementSchema,
  type: z.enum(SIGNATURE_TYPES).default('drawn'),
  /** The open link asks the anonymous signer's name first. */
  name: z.string().trim().max(120).optional(),
  email: z.union([z.literal(''), z.string().trim().email().max(254)]).optional(),
});

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(['viewed', 'signed', 'declined', 'completed', 'link_locked', 'seal_failed']),
  documentId: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_PREFS = ['viewed', 'signed', 'declined', 'completed'] as const;
export const notificationPrefsSchema = z.object({
  viewed: z.boolean().default(true),
  signed: z.boolean().default(true),
  declined: z.boolean().default(true),
  completed: z.boolean().default(true),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

export function chatShareUrl(link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`Please sign this document: ${link}`)}`;
}
