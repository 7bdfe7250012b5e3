// The profile's Developers tab: API keys (for plans with API access; others see why and Upgrade),
// webhooks, and documents' own webhooks. The route passes the upgrade action (features don't
// import each other).
import type { ReactNode } from 'react';
import { ApiKeysCard } from './components/api-keys-card';
import { DocumentWebhooksCard } from './components/document-webhooks-card';
import { WebhooksCard } from './components/webhooks-card';

export function DevelopersPanel({ upgradeAction }: { upgradeAction: ReactNode }) {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <ApiKeysCard upgradeAction={upgradeAction} />
      <WebhooksCard />
      <DocumentWebhooksCard />
    </div>
  );
}
