// The administrator area's frame: the spec's sidebar (Admin Dashboard, Users, Documents, Clients,
// API Keys, Webhooks, Logs, Settings, Logout) beside the screen; a scrolling row on small screens.
import {
  FileText,
  KeyRound,
  LayoutDashboard,
  LogOut,
  ScrollText,
  Settings,
  ShieldCheck,
  Building2,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';

interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths that belong to this item (a user's profile belongs to Users). */
  also?: string[];
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Admin Dashboard', to: '/admin', icon: LayoutDashboard },
  { label: 'Users', to: '/admin/users', icon: Users, also: ['/admin/user/'] },
  { label: 'Documents', to: '/admin/documents', icon: FileText },
  { label: 'Clients', to: '/admin/clients', icon: Building2 },
  { label: 'API Keys', to: '/admin/api-keys', icon: KeyRound },
  { label: 'Webhooks', to: '/admin/webhooks', icon: Webhook },
  { label: 'Logs', to: '/admin/logs', icon: ScrollText },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];

function isCurrent(pathname: string, item: AdminNavItem): boolean {
  if (item.to === '/admin') return pathname === '/admin' || pathname === '/admin/';
  return pathname.startsWith(item.to) || !!item.also?.some((p) => pathname.startsWith(p));
}

const itemClass = (active: boolean) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    '[&_svg]:size-4 [&_svg]:shrink-0',
    active
      ? 'bg-brand-soft text-brand-soft-foreground'
      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

export function AdminLayout({ onLogout, loggingOut }: { onLogout: () => void; loggingOut?: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-8 lg:px-8 lg:py-10">
      <aside className="lg:w-60 lg:shrink-0">
        <nav
          aria-label="Administration"
          className="lg:border-border lg:bg-surface lg:sticky lg:top-24 lg:rounded-2xl lg:border lg:p-3 lg:shadow-xs"
        >
          <p className="text-muted-foreground mb-2 hidden items-center gap-2 px-3 pt-1 text-xs font-semibold tracking-wide uppercase lg:flex">
            <ShieldCheck className="size-3.5" aria-hidden />
            Administration
          </p>
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
            {ADMIN_NAV.map((item) => {
              const active = isCurrent(pathname, item);
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/admin'}
                    aria-current={active ? 'page' : undefined}
                    className={itemClass(active)}
                  >
                    <item.icon aria-hidden />
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
            <li className="lg:border-border lg:mt-2 lg:border-t lg:pt-2">
              <button
                type="button"
                onClick={onLogout}
                disabled={loggingOut}
                className={cn(itemClass(false), 'w-full')}
              >
                <LogOut aria-hidden />
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
