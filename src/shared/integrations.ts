// The integrations contract shared by the server and the web app: webhooks, their deliveries, API
// keys and system logs, with the specification's options, defaults and texts.
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'document.uploaded',
  'document.viewed',
  'document.signed',
  'document.completed',
  'document.downloaded',
  'document.exported',
  'document.declined',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The events a new webhook listens to (spec part 2, section 9). */
export const DEFAULT_WEBHOOK_EVENTS: WebhookEvent[] = [
  'document.uploaded',
  'document.signed',
  'document.completed',
];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'document.uploaded': 'Document uploaded',
  'document.viewed': 'Document viewed',
  'document.signed': 'Document signed',
  'document.completed': 'Document completed',
  'document.downloaded': 'Document downloaded',
  'document.exported': 'Document exported',
  'document.declined': 'Document declined',
};
/** The event the Test button sends. */
export const TEST_EVENT = 'test_event';
/** Outbound requests give up after this long (spec: webhook timeout 10 s). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export const INTEGRATION_MESSAGES = {
  webhookUrlRequired: 'Webhook URL is required',
  webhookUrlInvalid: 'Please enter a valid webhook URL',
  testSucceeded: 'Test webhook sent successfully',
  testTimedOut: 'Webhook test timed out. The server might be unavailable.',
  testFailed: 'Failed to test webhook',
  apiKeyNameRequired: 'Please enter a name for the API key',
  apiKeyCopied: 'API key copied to clipboard',
  apiKeyRegenerated: 'API key regenerated',
  apiKeyRevoked: 'API key revoked successfully',
  apiKeyActivated: 'API key activated successfully',
  apiKeyCreated: 'New API key created successfully',
  noApiKeys: 'No API keys available',
  noLogs: 'No logs available',
  webhookSaved: 'Webhook saved',
  webhookCreated: 'Webhook created',
  webhookDeleted: 'Webhook deleted',
  webhookEnabled: 'Webhook enabled',
  webhookDisabled: 'Webhook disabled',
  secretRotated: 'Signing secret rotated. Update your receiver to use the new secret.',
  redeliveryQueued: 'Redelivery queued',
} as const;

const webhookUrlSchema = z
  .string({ error: INTEGRATION_MESSAGES.webhookUrlRequired })
  .trim()
  .min(1, INTEGRATION_MESSAGES.webhookUrlRequired)
  .max(2000, INTEGRATION_MESSAGES.webhookUrlInvalid)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname;
    } catch {
      return false;
    }
  }, INTEGRATION_MESSAGES.webhookUrlInvalid);

export const webhookInputSchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(200).default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, 'Please choose at least one event')
    .default(DEFAULT_WEBHOOK_EVENTS),
  isActive: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

export const webhookUpdateSchema = z.object({
  url: webhookUrlSchema.optional(),
  description: z.string().trim().max(200).optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Please choose at least one event').optional(),
  isActive: z.boolean().optional(),
});
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** 'Webhook' when none was given. */
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastTriggeredAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookSecretSchema = z.object({
  secret: z.string().describe('HMAC-SHA256 key for the Signet-Signature header (whsec_…).'),
});

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export const webhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  /** The Signet-Delivery header: the same on every attempt and redelivery. */
  id: z.string(),
  webhookId: z.string().nullable(),
  documentId: z.string().nullable(),
  url: z.string(),
  event: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  last: webhookAttemptSchema.nullable(),
  history: z.array(webhookAttemptSchema),
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookTestInputSchema = z.object({ url: webhookUrlSchema });

export const WEBHOOK_TEST_OUTCOMES = ['success', 'timeout', 'failure'] as const;
export const webhookTestResultSchema = z.object({
  outcome: z.enum(WEBHOOK_TEST_OUTCOMES),
  /** The spec's toast for the outcome. */
  message: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

/** What a webhook receives: the spec's fields, then the event's own details. */
export const webhookPayloadSchema = z
  .object({
    event: z.string(),
    event_id: z.string().describe('The same for every receiver of this event.'),
    user_id: z.string().describe("The document owner's id."),
    document_id: z.string().nullable(),
    document_name: z.string().nullable(),
    status: z.string().describe("The document's status after the event; `unknown` for a test event."),
    timestamp: z.string(),
    signer_email: z.string().describe('The signer the event is about; `unknown` when there is none.'),
    test: z.boolean().optional(),
  })
  .catchall(z.unknown());
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export const API_KEY_ENVIRONMENTS = ['production', 'testing', 'development'] as const;
export type ApiKeyEnvironment = (typeof API_KEY_ENVIRONMENTS)[number];
export const API_KEY_ENVIRONMENT_LABELS: Record<ApiKeyEnvironment, string> = {
  production: 'Production',
  testing: 'Testing',
  development: 'Development',
};
export const API_KEY_EXPIRY_MONTHS = [3, 6, 12, 24] as const;
export const API_KEY_USAGE_LIMITS = [1000, 5000, 10000, 50000, 100000] as const;

export const apiKeyInputSchema = z.object({
  name: z
    .string({ error: INTEGRATION_MESSAGES.apiKeyNameRequired })
    .trim()
    .min(1, INTEGRATION_MESSAGES.apiKeyNameRequired)
    .max(100),
  environment: z.enum(API_KEY_ENVIRONMENTS).default('production'),
  expiresInMonths: z.literal(API_KEY_EXPIRY_MONTHS, 'Choose 3, 6, 12 or 24 months').default(12),
  usageLimit: z.literal(API_KEY_USAGE_LIMITS, 'Choose one of the listed monthly limits').default(10000),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const API_KEY_STATUSES = ['active', 'inactive', 'expired'] as const;
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  environment: z.enum(API_KEY_ENVIRONMENTS),
  /** The first 10 and last 5 characters; the full key is shown only once. */
  maskedKey: z.string(),
  status: z.enum(API_KEY_STATUSES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  expiresInMonths: z.number(),
  usageCount: z.number().describe('Requests this calendar month (UTC).'),
  usageLimit: z.number(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  access: z.object({ allowed: z.boolean(), planName: z.string(), message: z.string().nullable() }),
  keys: z.array(apiKeySchema),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** Returned at creation and after Regenerate: the only time the full key is sent. */
export const createdApiKeySchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export function maskApiKey(prefix: string, last: string): string {
  return `${prefix}${'•'.repeat(8)}${last}`;
}

export const LOG_LEVELS = ['info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const systemLogSchema = z.object({
  id: z.string(),
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  userId: z.string().nullable(),
  user: z.string().nullable(),
  endpoint: z.string().nullable(),
  method: z.string().nullable(),
  statusCode: z.number().nullable(),
  durationMs: z.number().nullable(),
  ip: z.string().nullable(),
  source: z.string(),
  timestamp: z.string(),
});
export type SystemLog = z.infer<typeof systemLogSchema>;

/** The admin Logs page's query: search over message, user and endpoint; page size 5 by default. */
export const listSystemLogsQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  level: z.enum(['all', ...LOG_LEVELS]).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(5),
});
export type ListSystemLogsQuery = z.input<typeof listSystemLogsQuerySchema>;

export const exportedEventSchema = z.object({ format: z.enum(['image']).default('image') });
