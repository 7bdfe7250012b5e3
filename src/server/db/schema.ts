// The database's tables as Kysely sees them. Times are ISO-8601 text; booleans are 0/1.
import type { Generated } from 'kysely';

export interface OrganisationsTable {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  organisation_id: string;
  name: string;
  email: string;
  email_normalized: string;
  email_verified_at: string | null;
  password_hash: string | null;
  role: Generated<'user' | 'admin'>;
  status: Generated<'active' | 'suspended'>;
  plan: Generated<string>;
  monthly_limit_override: number | null;
  usage_reset_at: string | null;
  phone: string | null;
  avatar_blob_key: string | null;
  totp_secret: string | null;
  totp_enabled: Generated<number>;
  /** The TOTP time step of the last accepted code: a code works once. */
  totp_last_step?: number | null;
  notification_prefs: Generated<string>;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OauthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: string;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  remember: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface TokensTable {
  token_hash: string;
  purpose: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_ends_at: string;
}

export interface SettingsTable {
  group_name: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

export interface JobsTable {
  id: string;
  type: string;
  payload: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  template: string;
  html: string;
  text: string;
  status: 'queued' | 'sent' | 'failed' | 'logged';
  error: string | null;
  attempts: Generated<number>;
  user_id: string | null;
  created_at: string;
  sent_at: string | null;
  attachments?: string | null;
}

export type DocumentStatus = 'draft' | 'pending' | 'completed' | 'expired' | 'declined' | 'voided';

export interface DocumentsTable {
  id: string;
  owner_id: string;
  organisation_id: string;
  name: string;
  name_search: string;
  category: string;
  status: DocumentStatus;
  source_type: 'pdf' | 'image' | 'word';
  source_extension: string;
  size: number;
  page_count: number;
  width: number;
  height: number;
  sha256: string;
  blob_key: string;
  sealed_blob_key: string | null;
  sealed_sha256: string | null;
  sealed_size: number | null;
  allow_anonymous: number;
  ordered_signing: number;
  pin_hash: string | null;
  uploader_signed: number;
  webhook_url: string | null;
  expires_at: string;
  expiry_notified_at: string | null;
  sent_at: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  working_blob_key: string | null;
  working_size: number | null;
  seal_state: 'sealing' | 'sealed' | 'failed' | null;
  seal_error: string | null;
  seal_locked_until: string | null;
  completion_requested_at: string | null;
  void_reason: string | null;
  audit_head: string | null;
  audit_count: Generated<number>;
  link_locked_at: string | null;
}

export interface SignersTable {
  id: string;
  document_id: string;
  name: string;
  email: string | null;
  order_index: number;
  status: Generated<'pending' | 'signed' | 'declined'>;
  sign_id: string;
  is_open_link: Generated<number>;
  invited_at: string | null;
  last_reminded_at: string | null;
  viewed_at: string | null;
  signed_at: string | null;
  declined_at: string | null;
  decline_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
}

export interface BlobDeletionsTable {
  blob_key: string;
  created_at: string;
}

export interface SavedSignaturesTable {
  id: string;
  user_id: string;
  type: string;
  blob_key: string;
  is_default: number;
  created_at: string;
}

export interface PlacementsTable {
  id: string;
  document_id: string;
  signer_id: string | null;
  actor_name: string;
  actor_email: string | null;
  page_index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  image_blob_key: string;
  signature_type: string;
  ip: string | null;
  user_agent: string | null;
  signed_at: string;
  applied_at: string | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  document_id: string | null;
  type: string;
  message: string;
  read_at: string | null;
  created_at: string;
}

export interface AuditEventsTable {
  id: string;
  document_id: string;
  seq: number;
  event: string;
  actor: string;
  actor_email: string | null;
  ip: string | null;
  user_agent: string | null;
  details: string;
  created_at: string;
  prev_hash: string;
  hash: string;
}

export interface WebhooksTable {
  id: string;
  owner_id: string;
  url: string;
  description: string;
  events: string;
  is_active: number;
  secret_enc: string;
  created_at: string;
  updated_at: string;
  last_triggered_at: string | null;
}

export interface WebhookOwnerSecretsTable {
  user_id: string;
  secret_enc: string;
  created_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  owner_id: string;
  webhook_id: string | null;
  document_id: string | null;
  url: string;
  event: string;
  payload: string;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  attempts: Generated<number>;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string | null;
  error: string | null;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  owner_id: string;
  name: string;
  environment: string;
  key_hash: string;
  key_prefix: string;
  key_last: string;
  status: 'active' | 'inactive';
  expires_in_months: number;
  expires_at: string;
  usage_limit: number;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApiKeyUsageTable {
  key_id: string;
  month: string;
  count: number;
}

export interface SystemLogsTable {
  id: string;
  level: 'info' | 'warn' | 'error';
  message: string;
  user_id: string | null;
  user_label: string | null;
  endpoint: string | null;
  method: string | null;
  status_code: number | null;
  duration_ms: number | null;
  ip: string | null;
  request_id: string | null;
  source: string;
  details: string | null;
  search: string;
  created_at: string;
}

export interface AdminAuditTable {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
  details: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface ClientsTable {
  id: string;
  owner_id: string;
  organisation_id: string;
  name: string;
  email: string;
  email_normalized: string;
  company: string | null;
  phone: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface ContractsTable {
  id: string;
  owner_id: string;
  organisation_id: string;
  document_id: string | null;
  contract_number: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  client_address: string | null;
  contract_date: string;
  company_name: string;
  company_address: string | null;
  company_phone: string | null;
  company_email: string | null;
  service_name: string;
  service_description: string;
  price_agorot: number;
  currency: Generated<string>;
  start_date: string | null;
  end_date: string | null;
  status: Generated<'pending'>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SupportRequestsTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  question: string;
  status: Generated<'open' | 'closed'>;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

/** One row per document ever created: the plan quota counts these, deleted documents included. */
export interface DocumentUploadsTable {
  document_id: string;
  user_id: string;
  created_at: string;
}

export interface DB {
  document_uploads: DocumentUploadsTable;
  clients: ClientsTable;
  contracts: ContractsTable;
  support_requests: SupportRequestsTable;
  admin_audit: AdminAuditTable;
  webhooks: WebhooksTable;
  webhook_owner_secrets: WebhookOwnerSecretsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  system_logs: SystemLogsTable;
  saved_signatures: SavedSignaturesTable;
  placements: PlacementsTable;
  notifications: NotificationsTable;
  audit_events: AuditEventsTable;
  documents: DocumentsTable;
  blob_deletions: BlobDeletionsTable;
  signers: SignersTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  oauth_accounts: OauthAccountsTable;
  sessions: SessionsTable;
  tokens: TokensTable;
  rate_limits: RateLimitsTable;
  settings: SettingsTable;
  jobs: JobsTable;
  mail_outbox: MailOutboxTable;
}
