// The contract generator's API contract (spec part 2: Contract generator), shared by server and web.
import { z } from 'zod';

export const CONTRACT_MESSAGES = {
  clientRequired: 'Please fill in client name and email',
  serviceRequired: 'Please fill in service details',
  invalidEmail: 'Please enter a valid email address',
  invalidPrice: 'Please enter a price greater than 0',
  invalidDate: 'Please enter a valid date',
  endBeforeStart: 'The end date must be on or after the start date',
  generated: 'Contract generated successfully',
  sent: (clientName: string) => `Contract sent to ${clientName}`,
  notSent: (reason: string) => `The contract was created but could not be sent: ${reason}`,
} as const;

export const CONTRACT_STATUSES = ['pending'] as const;
export const CONTRACT_ID_PATTERN = /^CTR-\d{6}$/;
export const MAX_PRICE_ILS = 100_000_000;

/** "₪2,500.00": prices are in Israeli new shekels, the same on the page and in the PDF. */
export function formatIls(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'ILS' }).format(amount);
}

export function contractDocumentName(clientName: string, serviceName: string): string {
  return `Contract - ${clientName} - ${serviceName}`.slice(0, 200);
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v ?? '');

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || isIsoDate(v), CONTRACT_MESSAGES.invalidDate);

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Step 1: client name and email are required; phone and address are optional. */
export const clientStepSchema = z.object({
  clientName: z
    .string({ error: CONTRACT_MESSAGES.clientRequired })
    .trim()
    .min(1, CONTRACT_MESSAGES.clientRequired)
    .max(120),
  clientEmail: z
    .string({ error: CONTRACT_MESSAGES.clientRequired })
    .trim()
    .min(1, CONTRACT_MESSAGES.clientRequired)
    .max(254)
    .pipe(z.email(CONTRACT_MESSAGES.invalidEmail)),
  clientPhone: optionalText(40),
  clientAddress: optionalText(300),
});

/** A price typed by a person: "2500", "2,500.50", or a number. */
const price = z
  .union([z.number(), z.string()])
  .optional()
  .transform((v, ctx) => {
    const text = v === undefined ? '' : typeof v === 'number' ? String(v) : v.replace(/[,\s₪]/g, '');
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: CONTRACT_MESSAGES.serviceRequired });
      return z.NEVER;
    }
    const n = Number(text);
    if (!Number.isFinite(n) || n <= 0 || n > MAX_PRICE_ILS || !/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: CONTRACT_MESSAGES.invalidPrice });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

/** Step 2: service name, description and price are required; the dates are optional. */
export const serviceStepSchema = z
  .object({
    serviceName: z
      .string({ error: CONTRACT_MESSAGES.serviceRequired })
      .trim()
      .min(1, CONTRACT_MESSAGES.serviceRequired)
      .max(160),
    serviceDescription: z
      .string({ error: CONTRACT_MESSAGES.serviceRequired })
      .trim()
      .min(1, CONTRACT_MESSAGES.serviceRequired)
      .max(5000),
    price,
    startDate: optionalDate,
    endDate: optionalDate,
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ['endDate'],
    message: CONTRACT_MESSAGES.endBeforeStart,
  });

export const generateContractSchema = z
  .object({
    ...clientStepSchema.shape,
    ...serviceStepSchema.shape,
    /** Generate & Send: also add the client as the signer and email the invitation. */
    send: z.boolean().default(false),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ['endDate'],
    message: CONTRACT_MESSAGES.endBeforeStart,
  });
export type GenerateContractInput = z.input<typeof generateContractSchema>;
export type GenerateContractData = z.output<typeof generateContractSchema>;

export const contractSchema = z.object({
  id: z.string(),
  /** CTR- followed by six digits. */
  contractId: z.string(),
  documentId: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  clientAddress: z.string().nullable(),
  contractDate: z.string(),
  companyName: z.string(),
  companyAddress: z.string().nullable(),
  companyPhone: z.string().nullable(),
  companyEmail: z.string().nullable(),
  serviceName: z.string(),
  serviceDescription: z.string(),
  price: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export interface GenerateContractResponse {
  contract: Contract;
  documentId: string;
  /** Generate & Send: whether the invitation was queued; sendError says why not. */
  sent: boolean;
  sendError?: string;
}
