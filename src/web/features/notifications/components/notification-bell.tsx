// The header's bell: the real unread count, and a list of the latest notifications (viewed, signed,
// declined, completed…) linking to their document. Opening the list marks them read.
import {
  Bell,
  CircleCheck,
  Eye,
  FilePenLine,
  LockKeyhole,
  TriangleAlert,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Notification } from '../../../../shared/signing';
import { buttonClasses } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

const ICONS: Record<Notification['type'], { icon: LucideIcon; className: string }> = {
  viewed: { icon: Eye, className: 'bg-muted text-muted-foreground' },
  signed: { icon: FilePenLine, className: 'bg-brand-soft text-brand-soft-foreground' },
  declined: { icon: XCircle, className: 'bg-danger-soft text-danger' },
  completed: { icon: CircleCheck, className: 'bg-success-soft text-success' },
  link_locked: { icon: LockKeyhole, className: 'bg-warning-soft text-warning' },
  seal_failed: { icon: TriangleAlert, className: 'bg-danger-soft text-danger' },
};

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  // Which ones were new when the list opened: they stay marked until it closes.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const label = unread > 0 ? `Notifications (${unread} unread)` : 'Notifications';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setFresh(new Set(items.filter((n) => !n.read).map((n) => n.id)));
      if (unread > 0) markRead.mutate();
    } else {
      void notifications.refetch();
    }
  };

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        aria-label={label}
        title="Notifications"
        className={buttonClasses({ variant: 'ghost', size: 'icon-sm', className: 'relative' })}
      >
        <Bell aria-hidden />
        {unread > 0 && (
          <span
            className="bg-danger absolute top-1 right-1 min-w-4 rounded-full px-1 text-[10px] leading-4 font-semibold text-white"
            aria-hidden
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <DropdownMenuLabel className="flex items-center justify-between px-4 py-3">
          <span className="font-semibold">Notifications</span>
          {fresh.size > 0 && <span className="text-muted-foreground text-xs">{fresh.size} new</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-[min(26rem,70dvh)] overflow-y-auto p-1.5">
          {notifications.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner className="text-muted-foreground" label="Loading notifications" />
            </div>
          ) : items.length === 0 ? (
            <p className="text-muted-foreground px-3 py-6 text-center text-sm">
              No notifications yet. You will hear here when someone views or signs your documents.
            </p>
          ) : (
            items.map((n) => {
              const { icon: Icon, className } = ICONS[n.type] ?? ICONS.viewed;
              const isNew = fresh.has(n.id);
              const body = (
                <>
                  <span
                    className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', className)}
                  >
                    <Icon className="size-4 text-current!" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="text-foreground block text-sm leading-snug whitespace-normal">
                      {n.message}
                    </span>
                    <span className="text-muted-foreground mt-0.5 block text-xs">
                      <time dateTime={n.createdAt}>{timeAgo(n.createdAt)}</time>
                      {isNew && <span className="sr-only"> (new)</span>}
                    </span>
                  </span>
                  {isNew && <span className="bg-primary mt-1.5 size-2 shrink-0 rounded-full" aria-hidden />}
                </>
              );
              return n.documentId ? (
                <DropdownMenuItem key={n.id} asChild className="items-start gap-3 px-2.5 py-2.5">
                  <Link to={`/document/${n.documentId}`}>{body}</Link>
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem key={n.id} className="items-start gap-3 px-2.5 py-2.5">
                  {body}
                </DropdownMenuItem>
              );
            })
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
