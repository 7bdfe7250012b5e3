// Documents' own webhook URLs (set in Add Signers' options or through the API): the account's secret
// that signs them, and their delivery log.
import { FileCode2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecretField } from './webhook-secret-field';

export function DocumentWebhooksCard() {
  const [showLog, setShowLog] = useState(false);
  return (
    <Card aria-labelledby="document-webhooks-title">
      <CardHeader
        titleId="document-webhooks-title"
        icon={<FileCode2 aria-hidden />}
        title="Document webhooks"
        description="A document can carry its own webhook URL (Add Signers → options, or the API). Its events are signed with this secret."
      />
      <CardBody className="flex flex-col gap-4">
        <WebhookSecretField id="documents" label="Document webhook secret" />
        <div>
          <Button variant="outline" size="sm" onClick={() => setShowLog((s) => !s)} aria-expanded={showLog}>
            {showLog ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          {showLog && (
            <div className="mt-4">
              <WebhookDeliveries id="documents" />
            </div>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
