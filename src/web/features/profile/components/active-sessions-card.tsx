// Active sessions: every signed-in browser of this account with its device, address and last
// activity; any other one can be signed out, or all of them at once.
import { LogOut, Monitor, ShieldCheck, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import type { SessionInfo } from '../../../../shared/profile';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { describeDevice, timeAgo } from '../describe-session';

function SessionRow({
  session,
  onRevoke,
  revoking,
}: {
  session: SessionInfo;
  onRevoke: (id: string) => void;
  revoking: boolean;
}) {
  const device = describeDevice(session.userAgent);
  const Icon = device.mobile ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <span className="bg-muted text-muted-foreground flex size-10 shrink-0 items-center justify-center rounded-lg">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-foreground flex flex-wrap items-center gap-2 text-sm font-medium">
          {device.label}
          {session.current && <Badge tone="success">This device</Badge>}
        </p>
        <p className="text-muted-foreground mt-0.5 text-xs">
          {session.ip ?? 'Unknown address'} ·{' '}
          {session.current ? 'Active now' : `Last active ${timeAgo(session.lastSeenAt)}`}
          <span className="hidden sm:inline"> · </span>
          <span className="block sm:inline">
            {session.remember ? 'Remembered for 30 days' : 'Until the browser closes'}
          </span>
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRevoke(session.id)}
          disabled={revoking}
          aria-label={`Sign out ${device.label}, last active ${timeAgo(session.lastSeenAt)}`}
        >
          {revoking ? <Spinner label="Signing out" className="[&_svg]:size-4" /> : <LogOut aria-hidden />}
          <span className="sr-only sm:not-sr-only">Sign out</span>
        </Button>
      )}
    </li>
  );
}

export function ActiveSessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current).length;

  const onRevoke = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success('Session signed out'),
      onError: (err) => toast.error(errorMessage(err)),
    });
  const onRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: (data) => toast.success(data.message),
      onError: (err) => toast.error(errorMessage(err)),
    });

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader
        titleId="sessions-title"
        icon={<ShieldCheck aria-hidden />}
        title="Active sessions"
        description="Browsers and devices signed in to your account. Sign out any you don’t recognise."
      />
      <CardBody>
        {sessions.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner className="text-muted-foreground" label="Loading sessions" />
          </div>
        ) : sessions.isError ? (
          <FormAlert>{errorMessage(sessions.error)}</FormAlert>
        ) : (
          <>
            <ul className="divide-border divide-y" aria-label="Active sessions">
              {list.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  onRevoke={onRevoke}
                  revoking={revoke.isPending && revoke.variables === session.id}
                />
              ))}
            </ul>
            {others === 0 && (
              <p className="text-muted-foreground border-border mt-4 border-t pt-4 text-sm">
                You are not signed in anywhere else.
              </p>
            )}
          </>
        )}
      </CardBody>
      {others > 0 && (
        <CardFooter>
          <Button
            variant="outline"
            onClick={onRevokeOthers}
            disabled={revokeOthers.isPending}
            aria-busy={revokeOthers.isPending}
          >
            {revokeOthers.isPending ? (
              <Spinner label="Signing out" className="[&_svg]:size-4" />
            ) : (
              <LogOut aria-hidden />
            )}
            Sign out of all other sessions
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
