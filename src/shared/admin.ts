// The administrator area's API contract (spec part 2, administrator routes), shared by the server and
// the web app: list queries, the rows each screen shows, the actions' inputs and the spec's texts.
import { z } from 'zod';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from './documents';
import { PLAN_IDS } from './plans';
import { usageSchema } from './profile';
import { settingsSchema, type SettingsGroup } from './settings';

export { ADMIN_MESSAGES } from './admin-messages';

/** The users export's columns, in the spec's order. */
export const USER_EXPORT_COLUMNS = [
  'Full Name',
  'Email',
  'Status',
  'Plan',
  'Documents Count',
  'Monthly Usage',
  'Monthly Limit',
  'Last Login',
] as const;

export const ADMIN_DOCUMENTS_PAGE_SIZE = 5;
export const ADMIN_LOGS_PAGE_SIZE = 5;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const search = z.string().trim().max(200).default('');

// ── Dashboard ────────────────────────────────────────────────────────────────────────────────────

export const systemCheckSchema = z.object({
  key: z.enum(['api', 'processing', 'email', 'storage', 'auth']),
  name: z.string(),
  status: z.enum(['operational', 'degraded']),
  detail: z.string(),
});
export type SystemCheck = z.infer<typeof systemCheckSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(['document', 'admin']),
  actor: z.string(),
  message: z.string(),
  href: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const dashboardSchema = z.object({
  stats: z.object({
    totalUsers: z.number(),
    totalDocuments: z.number(),
    signedToday: z.number(),
    activeRequests: z.number(),
  }),
  recentActivity: z.array(activityItemSchema),
  systemStatus: z.array(systemCheckSchema),
});
export type AdminDashboard = z.infer<typeof dashboardSchema>;

// ── Users ────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_USER_STATUSES = ['active', 'suspended', 'invited'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const listUsersQuerySchema = z.object({
  q: search,
  status: z.enum(['all', ...ADMIN_USER_STATUSES]).default('all'),
  plan: z.enum(['all', ...PLAN_IDS]).default('all'),
  role: z.enum(['all', 'user', 'admin']).default('all'),
  organisationId: z.string().max(64).optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  status: z.enum(ADMIN_USER_STATUSES),
  plan: z.enum(PLAN_IDS),
  phone: z.string().nullable(),
  company: z.string(),
  organisationId: z.string(),
  documentCount: z.number(),
  usage: usageSchema,
  monthlyLimitOverride: z.number().nullable(),
  emailVerified: z.boolean(),
  twoFactor: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  documents: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(DOCUMENT_STATUSES),
      size: z.number(),
      createdAt: z.string(),
    }),
  ),
  apiKeys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
  /** Documents uploaded per calendar month (UTC), oldest first, the current month last. */
  usageHistory: z.array(z.object({ month: z.string(), documents: z.number() })),
  activeSessions: z.number(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const updateAdminUserSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(120),
  email: z.string().trim().email('Please enter a valid email address').max(254),
  phone: optionalText(40),
  company: z.string().trim().min(1, 'Company is required').max(160),
  /** Documents a month for this user instead of the plan's; null: the plan's. */
  monthlyLimitOverride: z.number().int().min(0).max(1_000_000).nullable(),
});
export type UpdateAdminUser = z.input<typeof updateAdminUserSchema>;

export const inviteUserSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(120),
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address').max(254),
  plan: z.enum(PLAN_IDS).default('free'),
  role: z.enum(['user', 'admin']).default('user'),
});
export type InviteUser = z.input<typeof inviteUserSchema>;

export const setPlanSchema = z.object({ plan: z.enum(PLAN_IDS) });
export const setRoleSchema = z.object({ role: z.enum(['user', 'admin']) });

// ── Documents ────────────────────────────────────────────────────────────────────────────────────

export const listAdminDocumentsQuerySchema = z.object({
  q: search,
  category: z.enum(['all', ...DOCUMENT_CATEGORIES]).default('all'),
  status: z.enum(['all', ...DOCUMENT_STATUSES]).default('all'),
  ownerId: z.string().max(64).optional(),
  organisationId: z.string().max(64).optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_DOCUMENTS_PAGE_SIZE),
});
export type ListAdminDocumentsQuery = z.input<typeof listAdminDocumentsQuerySchema>;

export const adminDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  category: z.enum(DOCUMENT_CATEGORIES),
  size: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string(),
  sealed: z.boolean(),
  signerCount: z.number(),
  signedCount: z.number(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  organisationId: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

// ── Clients (organisations) ──────────────────────────────────────────────────────────────────────

export const listClientsQuerySchema = z.object({
  q: search,
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListClientsQuery = z.input<typeof listClientsQuerySchema>;

export const adminClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  plan: z.enum(PLAN_IDS),
  contactPerson: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  memberCount: z.number(),
  documentCount: z.number(),
  projectsCount: z.number(),
  lastActiveAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

export const updateClientSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(160),
  email: z
    .union([z.literal(''), z.string().trim().email('Please enter a valid email address').max(254)])
    .nullable()
    .transform((v) => (v ? v : null)),
  phone: optionalText(40),
  address: optionalText(300),
});
export type UpdateClient = z.input<typeof updateClientSchema>;

export const createClientSchema = z.object({
  name: z.string().trim().min(1, 'Name and email are required').max(160),
  contactName: z.string().trim().min(1, 'Contact person is required').max(120),
  email: z.string().trim().min(1, 'Name and email are required').email('Please enter a valid email address'),
  phone: optionalText(40).default(null),
  plan: z.enum(PLAN_IDS).default('free'),
});
export type CreateClient = z.input<typeof createClientSchema>;

export const deleteClientSchema = z.object({ confirm: z.string() });

// ── Settings ─────────────────────────────────────────────────────────────────────────────────────

/** The settings as the administrator sees them: secrets blanked, with whether each one is set. */
export const adminSettingsSchema = z.object({
  settings: settingsSchema,
  secretsSet: z.record(z.string(), z.boolean()),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** A settings group patch: any subset of its fields. A secret sent as '' keeps the stored one; null clears it. */
export function settingsPatchSchema(group: SettingsGroup) {
  return settingsSchema.shape[group].unwrap().partial();
}

export const testEmailSchema = z.object({
  to: z.string().trim().email('Please enter a valid email address').optional(),
});

export const outboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'logged']),
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const listOutboxQuerySchema = z.object({
  status: z.enum(['all', 'queued', 'sent', 'failed', 'logged']).default('all'),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const certificateSchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  serial: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  fingerprintSha256: z.string(),
  source: z.enum(['generated', 'pkcs12']),
  /** An administrator's PKCS#12 file installed from the settings (DATA_DIR), not from the environment. */
  uploaded: z.boolean(),
});
export type CertificateInfo = z.infer<typeof certificateSchema>;

export const auditCheckSchema = z.object({
  ok: z.boolean(),
  checked: z.number(),
  failures: z.array(z.object({ documentId: z.string(), problem: z.string().optional() })),
});
export type AuditCheck = z.infer<typeof auditCheckSchema>;

/** A page of any admin list. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ── API keys, webhooks and logs (on the integrations machinery) ─────────────────────────────────

export const ownerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AdminOwner = z.infer<typeof ownerSchema>;

export const listAdminApiKeysQuerySchema = z.object({
  q: search,
  status: z.enum(['all', 'active', 'inactive', 'expired']).default('all'),
  ownerId: z.string().max(64).optional(),
  organisationId: z.string().max(64).optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListAdminApiKeysQuery = z.input<typeof listAdminApiKeysQuerySchema>;

export const listAdminWebhooksQuerySchema = z.object({
  q: search,
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  ownerId: z.string().max(64).optional(),
  organisationId: z.string().max(64).optional(),
});
export type ListAdminWebhooksQuery = z.input<typeof listAdminWebhooksQuerySchema>;

export const adminOwnerInputSchema = z.object({
  ownerId: z.string().min(1, 'Choose the user this belongs to').max(64),
});

/** The logs export's columns: the Logs table's. */
export const LOG_EXPORT_COLUMNS = [
  'Level',
  'Message',
  'User',
  'Endpoint',
  'Timestamp',
  'IP Address',
] as const;
