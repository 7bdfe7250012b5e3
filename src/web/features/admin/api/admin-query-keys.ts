// Query keys of the administrator area: every admin query lives under ['admin', …], so a change
// can refresh what it affects (or the whole area) in one call.
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  users: (query?: object) => ['admin', 'users', query ?? {}] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  documents: (query?: object) => ['admin', 'documents', query ?? {}] as const,
  clients: (query?: object) => ['admin', 'clients', query ?? {}] as const,
  client: (id: string) => ['admin', 'client', id] as const,
  apiKeys: (query?: object) => ['admin', 'api-keys', query ?? {}] as const,
  webhooks: (query?: object) => ['admin', 'webhooks', query ?? {}] as const,
  logs: (query?: object) => ['admin', 'logs', query ?? {}] as const,
  settings: () => ['admin', 'settings'] as const,
  outbox: (query?: object) => ['admin', 'outbox', query ?? {}] as const,
  certificate: () => ['admin', 'certificate'] as const,
};
