// Platform: Signet's own settings beyond the spec's four tabs: whether webhooks may target private,
// loopback and link-local addresses (off by default, so a webhook cannot probe the server's own
// network), and how long the system log keeps its entries.
import type { Settings } from '../../../../shared/settings';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SaveBar, SwitchRow, useGroupForm } from './settings-form';

export function PlatformSettings({ initial }: { initial: Settings['platform'] }) {
  const { values, set, errors, submit, saving, dirty } = useGroupForm('platform', initial);
  return (
    <Card>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Platform settings">
        <CardHeader title="Platform" description="Webhook targets and the system log." />
        <CardBody className="flex flex-col gap-6">
          <SwitchRow
            label="Allow webhooks to private addresses"
            description="On: webhooks may target loopback, private (10.x, 192.168.x, …) and link-local addresses. Leave off unless the receivers are on your own network and every user is trusted."
            checked={values.allowPrivateWebhookTargets}
            onChange={(allowPrivateWebhookTargets) => set({ allowPrivateWebhookTargets })}
          />
          <Field
            label="Keep system logs for (days)"
            error={errors.logRetentionDays}
            hint="Older request and event logs are deleted within the hour, 1 to 3650 days."
            className="max-w-xs"
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                min={1}
                max={3650}
                inputMode="numeric"
                value={Number.isNaN(values.logRetentionDays) ? '' : values.logRetentionDays}
                onChange={(e) => set({ logRetentionDays: e.target.valueAsNumber })}
              />
            )}
          </Field>
        </CardBody>
        <SaveBar saving={saving} dirty={dirty} />
      </form>
    </Card>
  );
}
