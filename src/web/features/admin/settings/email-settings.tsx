// Email: the SMTP server, sender and notifications switch, Send test email, and the outbox (every
// message with its status and error, Retry for failed ones and those kept while no SMTP was set).
import { RotateCcw, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { OutboxItem } from '../../../../shared/admin';
import type { Settings } from '../../../../shared/settings';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { useOutbox, useRetryMail, useSendTestEmail } from '../api/settings';
import { TableCard, TableState, Td, Th, Tr } from '../components/data-table';
import { SelectFilter } from '../components/filters';
import { Pagination } from '../components/pagination';
import { SaveBar, SecretInput, SwitchRow, useGroupForm } from './settings-form';

const STATUS: Record<OutboxItem['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  logged: { label: 'Kept (no SMTP)', tone: 'warning' },
};

function Outbox() {
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ status, page, pageSize: 10 });
  const retry = useRetryMail();
  const { dateTime } = useDates();
  const rows = outbox.data?.items ?? [];
  return (
    <Card>
      <CardHeader
        title="Outbox"
        description="Every email Signet has written, newest first. Messages kept while no SMTP server was set can be sent now."
        action={
          <SelectFilter
            label="Status"
            hideLabel
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'All messages' },
              ...Object.entries(STATUS).map(([value, s]) => ({ value, label: s.label })),
            ]}
          />
        }
      />
      <CardBody className="flex flex-col gap-4">
        <TableCard label="Outbox">
          <thead>
            <tr>
              <Th>To</Th>
              <Th>Subject</Th>
              <Th>Status</Th>
              <Th>Created</Th>
              <Th className="text-right">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {outbox.isPending ? (
              <TableState colSpan={5} loading />
            ) : rows.length === 0 ? (
              <TableState colSpan={5} empty="No messages" />
            ) : (
              rows.map((m) => (
                <Tr key={m.id}>
                  <Td className="max-w-48 truncate">{m.to}</Td>
                  <Td className="max-w-72">
                    <span className="block truncate">{m.subject}</span>
                    {m.error && (
                      <span className="text-danger block truncate text-xs" title={m.error}>
                        {m.error}
                      </span>
                    )}
                  </Td>
                  <Td>
                    <Badge tone={STATUS[m.status].tone}>{STATUS[m.status].label}</Badge>
                    {m.attempts > 1 && (
                      <span className="text-muted-foreground ml-1 text-xs">×{m.attempts}</span>
                    )}
                  </Td>
                  <Td className="text-muted-foreground text-xs whitespace-nowrap">{dateTime(m.createdAt)}</Td>
                  <Td className="text-right">
                    {(m.status === 'failed' || m.status === 'logged') && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={retry.isPending}
                        onClick={() =>
                          retry.mutate(m.id, {
                            onSuccess: (r) => toast.success(r.message),
                            onError: (e) => toast.error(errorMessage(e)),
                          })
                        }
                      >
                        <RotateCcw aria-hidden />
                        Retry
                      </Button>
                    )}
                  </Td>
                </Tr>
              ))
            )}
          </tbody>
        </TableCard>
        <Pagination page={page} pageSize={10} total={outbox.data?.total} onPage={setPage} />
      </CardBody>
    </Card>
  );
}

export function EmailSettings({
  initial,
  secretsSet,
  adminEmail,
}: {
  initial: Settings['email'];
  secretsSet: Record<string, boolean>;
  adminEmail: string;
}) {
  const { values, set, errors, submit, saving, dirty } = useGroupForm('email', initial);
  const [cleared, setCleared] = useState(false);
  const [testTo, setTestTo] = useState(adminEmail);
  const test = useSendTestEmail();
  const onSubmit = async (e: FormEvent) => {
    if (await submit(e, cleared ? { smtpPassword: null } : {})) {
      setCleared(false);
      set({ smtpPassword: '' });
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Email settings">
          <CardHeader
            title="Email"
            description="The SMTP server Signet sends through. Without one, messages stay in the outbox and their links go to the server log."
          />
          <CardBody className="grid gap-5 sm:grid-cols-2">
            <Field label="SMTP host" error={errors.smtpHost}>
              {(c) => (
                <Input
                  {...c}
                  spellCheck={false}
                  placeholder="smtp.example.com"
                  value={values.smtpHost}
                  onChange={(e) => set({ smtpHost: e.target.value })}
                />
              )}
            </Field>
            <Field label="SMTP port" error={errors.smtpPort} hint="587 (STARTTLS) or 465 (TLS).">
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  min={1}
                  max={65535}
                  value={Number.isNaN(values.smtpPort) ? '' : values.smtpPort}
                  onChange={(e) => set({ smtpPort: e.target.valueAsNumber })}
                />
              )}
            </Field>
            <Field label="SMTP username" error={errors.smtpUsername}>
              {(c) => (
                <Input
                  {...c}
                  autoComplete="off"
                  spellCheck={false}
                  value={values.smtpUsername}
                  onChange={(e) => set({ smtpUsername: e.target.value })}
                />
              )}
            </Field>
            <Field
              label="SMTP password"
              error={errors.smtpPassword}
              hint="Stored encrypted; never shown again."
            >
              {(c) => (
                <SecretInput
                  control={c}
                  value={values.smtpPassword}
                  onChange={(smtpPassword) => set({ smtpPassword })}
                  isSet={!!secretsSet.smtpPassword}
                  cleared={cleared}
                  onClear={() => setCleared(true)}
                />
              )}
            </Field>
            <Field label="From address" error={errors.emailFrom}>
              {(c) => (
                <EmailInput
                  {...c}
                  value={values.emailFrom}
                  onChange={(e) => set({ emailFrom: e.target.value })}
                />
              )}
            </Field>
            <Field label="From name" error={errors.emailFromName}>
              {(c) => (
                <Input
                  {...c}
                  value={values.emailFromName}
                  onChange={(e) => set({ emailFromName: e.target.value })}
                />
              )}
            </Field>
            <div className="sm:col-span-2">
              <SwitchRow
                label="Email notifications"
                description="Tell owners by email when their documents are viewed, signed or completed (each user can also turn them off)."
                checked={values.enableEmailNotifications}
                onChange={(enableEmailNotifications) => set({ enableEmailNotifications })}
              />
            </div>
          </CardBody>
          <SaveBar saving={saving} dirty={dirty || cleared} />
        </form>
      </Card>

      <Card>
        <CardHeader
          title="Send test email"
          description="Checks the SMTP server now, then sends a message through the outbox. Save your changes first."
        />
        <CardBody>
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            aria-label="Send test email"
            onSubmit={(e) => {
              e.preventDefault();
              test.mutate(testTo.trim() || undefined, {
                onSuccess: (r) => toast.success(r.message),
                onError: (err) => toast.error(errorMessage(err)),
              });
            }}
          >
            <Field label="Send to" className="flex-1">
              {(c) => <EmailInput {...c} value={testTo} onChange={(e) => setTestTo(e.target.value)} />}
            </Field>
            <Button type="submit" variant="outline" disabled={test.isPending}>
              {test.isPending ? <Spinner label="Sending" className="[&_svg]:size-4" /> : <Send aria-hidden />}
              Send test email
            </Button>
          </form>
        </CardBody>
      </Card>

      <Outbox />
    </div>
  );
}
