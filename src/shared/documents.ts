// The documents API contract, shared by the server and the web app.
import { z } from 'zod';

export const DOCUMENT_CATEGORIES = ['contract', 'nda', 'financial', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<DocumentCategory, string> = {
  contract: 'Contract',
  nda: 'NDA',
  financial: 'Financial',
  other: 'Other',
};

export const DOCUMENT_STATUSES = ['draft', 'pending', 'completed', 'expired', 'declined', 'voided'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  pending: 'Awaiting Signatures',
  completed: 'Completed',
  expired: 'Expired',
  declined: 'Declined',
  voided: 'Voided',
};

export const SOURCE_TYPES = ['pdf', 'image', 'word'] as const;

/** Accepted by the upload page's file chooser; the server checks the content, not these. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.gif,.doc,.docx,application/pdf,image/*';

export const PIN_MESSAGES = {
  required: 'Please enter a PIN code',
  length: 'PIN must be between 4-8 digits',
  digits: 'PIN must contain only digits',
} as const;

/** 4 to 8 digits, with the spec's messages in the spec's order. */
export const pinSchema = z
  .string()
  .min(1, PIN_MESSAGES.required)
  .regex(/^\d*$/, PIN_MESSAGES.digits)
  .min(4, PIN_MESSAGES.length)
  .max(8, PIN_MESSAGES.length);

const boolField = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Multipart fields sent with the upload (before the file part). */
export const uploadOptionsSchema = z
  .object({
    category: z.enum(DOCUMENT_CATEGORIES).default('other'),
    allowAnonymous: boolField.default(true),
    pinEnabled: boolField.default(false),
    pin: z.string().optional(),
    name: z.string().trim().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.pinEnabled) return;
    const r = pinSchema.safeParse(v.pin ?? '');
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['pin'], message: r.error.issues[0]!.message });
  });
export type UploadOptions = z.input<typeof uploadOptionsSchema>;

export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  status: z.enum(DOCUMENT_STATUSES),
  sourceType: z.enum(SOURCE_TYPES),
  sourceExtension: z.string(),
  size: z.number(),
  pageCount: z.number(),
  width: z.number(),
  height: z.number(),
  sha256: z.string(),
  sealed: z.boolean(),
  allowAnonymous: z.boolean(),
  orderedSigning: z.boolean(),
  pinProtected: z.boolean(),
  uploaderSigned: z.boolean(),
  uploadedAt: z.string(),
  expiresAt: z.string(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  signerCount: z.number(),
  signedCount: z.number(),
  /** Sealing progress once every signature is in: the document shows completed only when sealed. */
  sealState: z.enum(['sealing', 'sealed', 'failed']).nullable(),
  sealError: z.string().nullable(),
  voidReason: z.string().nullable(),
  linkLocked: z.boolean(),
  sealedSha256: z.string().nullable(),
  /** The document's own webhook URL (owner-only data, like the rest of this object). */
  webhookUrl: z.string().nullable(),
});
export type DocumentDto = z.infer<typeof documentSchema>;

export const LIST_SCOPES = ['mine', 'sent'] as const;
export const listDocumentsQuerySchema = z.object({
  scope: z.enum(LIST_SCOPES).default('mine'),
  status: z.enum(['all', ...DOCUMENT_STATUSES]).default('all'),
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListDocumentsQuery = z.input<typeof listDocumentsQuerySchema>;

export const documentListSchema = z.object({
  items: z.array(documentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

export const updateDocumentSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
});

/** Size as the spec shows it: KB with two decimals. */
export function formatSizeKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}
