// The clients & contacts API contract (spec part 2: Clients & Contacts), shared by server and web.
import { z } from 'zod';

export const CLIENT_MESSAGES = {
  required: 'Name and email are required',
  invalidEmail: 'Please enter a valid email address',
  duplicate: 'You already have a contact with this email address.',
  notFound: 'Contact not found',
  added: 'Contact added successfully',
  updated: 'Contact updated successfully',
  deleted: 'Contact deleted successfully',
  savedFromSigner: (name: string) => `${name} saved to your contacts`,
  exported: 'Contacts exported to CSV successfully',
  empty: 'No clients found',
  csvHeader: 'The first row must be a header naming at least the Name and Email columns.',
  csvEmpty: 'The file has no contacts below its header row.',
  csvTooManyRows: (max: number) => `A file can hold at most ${max.toLocaleString('en-US')} contacts.`,
  csvUnreadable: 'This file could not be read as CSV. Save it as “CSV UTF-8” and try again.',
} as const;

export const CSV_MAX_ROWS = 5000;
/** The JSON body carrying the file text stays under this many characters (about 2 MB). */
export const CSV_MAX_CHARS = 2 * 1024 * 1024;
/** Columns of an export, and the header names an import recognises first. */
export const CSV_COLUMNS = ['Name', 'Email', 'Company', 'Phone'] as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** Name and email are required with the spec's one message; company and phone are optional. */
export const clientInputSchema = z.object({
  name: z
    .string({ error: CLIENT_MESSAGES.required })
    .trim()
    .min(1, CLIENT_MESSAGES.required)
    .max(120, 'The name is too long (120 characters at most)'),
  email: z
    .string({ error: CLIENT_MESSAGES.required })
    .trim()
    .min(1, CLIENT_MESSAGES.required)
    .max(254, CLIENT_MESSAGES.invalidEmail)
    .pipe(z.email(CLIENT_MESSAGES.invalidEmail)),
  company: optionalText(160, 'The company name is too long (160 characters at most)'),
  phone: optionalText(40, 'The phone number is too long (40 characters at most)'),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientData = z.output<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Documents of this owner that have a signer with this email. */
  documentCount: z.number(),
});
export type Client = z.infer<typeof clientSchema>;

/** One of the owner's documents that has this contact as a signer. */
export interface ClientDocument {
  id: string;
  name: string;
  status: string;
  category: string;
  createdAt: string;
  sentAt: string | null;
  /** This contact's own progress on the document. */
  signerStatus: 'pending' | 'signed' | 'declined';
  signedAt: string | null;
}

export const listClientsQuerySchema = z.object({
  /** Matches name, email, company or phone, any case. */
  q: z.string().trim().max(120).default(''),
  /** An exact address (any case): "is this signer already a contact?" */
  email: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type ListClientsQuery = z.input<typeof listClientsQuerySchema>;

export interface ClientList {
  items: Client[];
  total: number;
  page: number;
  pageSize: number;
}

export const DUPLICATE_MODES = ['update', 'skip'] as const;
export type DuplicateMode = (typeof DUPLICATE_MODES)[number];

export const importClientsSchema = z.object({
  csv: z.string().max(CSV_MAX_CHARS, 'The file is too large (2 MB at most).'),
  /** What to do with a row whose email is already a contact. */
  duplicates: z.enum(DUPLICATE_MODES).default('update'),
});
export type ImportClientsInput = z.input<typeof importClientsSchema>;

export interface ImportRowError {
  /** Line in the file where the row starts (the header is line 1). */
  line: number;
  message: string;
}

export interface ImportClientsResult {
  created: number;
  updated: number;
  /** Rows whose email was already a contact (with duplicates: 'skip') or repeated in the file. */
  skipped: number;
  skippedLines: ImportRowError[];
  errors: ImportRowError[];
  duplicates: DuplicateMode;
}

/** What an import did, as one sentence: "3 added, 1 with errors." */
export function importSummary(r: ImportClientsResult): string {
  const parts: string[] = [];
  if (r.created) parts.push(`${r.created} added`);
  if (r.updated) parts.push(`${r.updated} updated`);
  if (r.skipped) parts.push(`${r.skipped} skipped`);
  if (r.errors.length) parts.push(`${r.errors.length} with errors`);
  if (!parts.length) return 'Nothing was imported.';
  const text = `${parts.join(', ')}.`;
  return text[0]!.toUpperCase() + text.slice(1);
}

/** The toast after an import. */
export function describeImport(r: ImportClientsResult): string {
  return `Import finished: ${importSummary(r).toLowerCase()}`;
}
