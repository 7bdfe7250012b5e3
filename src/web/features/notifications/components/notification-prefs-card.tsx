// Email notifications about the owner's documents: one switch per event, saved as it is flipped.
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { NOTIFICATION_PREFS, type NotificationPrefs } from '../../../../shared/signing';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationPrefs } from '../api/get-notification-prefs';
import { useUpdateNotificationPrefs } from '../api/update-notification-prefs';

const LABELS: Record<keyof NotificationPrefs, { title: string; hint: string }> = {
  viewed: { title: 'Document viewed', hint: 'A signer opens your document for the first time.' },
  signed: { title: 'Document signed', hint: 'A signer signs your document.' },
  declined: { title: 'Signing declined', hint: 'A signer declines to sign, with their reason.' },
  completed: { title: 'Document completed', hint: 'Everyone has signed; the signed PDF is attached.' },
};

function PrefRow({
  pref,
  checked,
  onChange,
}: {
  pref: keyof NotificationPrefs;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3.5 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="text-foreground cursor-pointer text-sm font-medium">
          {LABELS[pref].title}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground mt-0.5 text-xs leading-relaxed">
          {LABELS[pref].hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </li>
  );
}

export function NotificationPrefsCard() {
  const prefs = useNotificationPrefs();
  const update = useUpdateNotificationPrefs();

  const onChange = (pref: keyof NotificationPrefs, value: boolean) => {
    if (!prefs.data) return;
    update.mutate(
      { ...prefs.data, [pref]: value },
      {
        onSuccess: () => toast.success('Email notifications saved'),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  return (
    <Card aria-labelledby="notification-prefs-title">
      <CardHeader
        titleId="notification-prefs-title"
        icon={<Mail aria-hidden />}
        title="Email notifications"
        description="Choose which events about your documents are emailed to you. The bell in the header shows them all."
      />
      <CardBody>
        {prefs.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner className="text-muted-foreground" label="Loading your email choices" />
          </div>
        ) : prefs.isError ? (
          <div className="flex flex-col items-start gap-3">
            <FormAlert>{errorMessage(prefs.error)}</FormAlert>
            <Button variant="outline" size="sm" onClick={() => void prefs.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="divide-border divide-y">
            {NOTIFICATION_PREFS.map((pref) => (
              <PrefRow
                key={pref}
                pref={pref}
                checked={prefs.data[pref]}
                onChange={(value) => onChange(pref, value)}
              />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
