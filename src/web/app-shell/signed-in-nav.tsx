// The signed-in header: main menu, More menu, bell, language label, theme and the account menu.
import { ChevronDown, LogOut, ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '../../shared/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { cn } from '../lib/cn';
import { MobileMenu } from './mobile-menu';
import { ACCOUNT_MENU, MAIN_MENU, MORE_MENU, isActive } from './nav-items';
import { LanguageLabel } from './public-nav';
import { ThemeToggle } from './theme-toggle';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

export function Avatar({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <span
      className={cn(
        'bg-brand-soft text-brand-soft-foreground inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full text-xs font-semibold',
        className,
      )}
      aria-hidden
    >
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" className="size-full object-cover" />
      ) : (
        initials(user.name)
      )}
    </span>
  );
}

export function SignedInNav({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { pathname } = useLocation();
  const moreActive = MORE_MENU.some((item) => isActive(pathname, item.href));

  return (
    <>
      <nav aria-label="Main" className="hidden flex-1 items-center md:flex">
        <ul className="flex items-center gap-0.5">
          {MAIN_MENU.map(({ label, href, icon: Icon }) => {
            const active = isActive(pathname, href);
            return (
              <li key={href}>
                <Link
                  to={href}
                  title={label}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-2 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    active
                      ? 'bg-muted text-foreground'
                      : 'text-muted-foreground hover:text-foreground hover:bg-muted',
                  )}
                >
                  {Icon && <Icon className="size-4" aria-hidden />}
                  <span className="sr-only xl:not-sr-only">{label}</span>
                </Link>
              </li>
            );
          })}
          <li>
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger
                className={cn(
                  'flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium transition-colors',
                  'data-[state=open]:bg-muted data-[state=open]:text-foreground',
                  moreActive
                    ? 'bg-muted text-foreground'
                    : 'text-muted-foreground hover:text-foreground hover:bg-muted',
                )}
              >
                More
                <ChevronDown className="size-3.5" aria-hidden />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {MORE_MENU.map(({ label, href, icon: Icon }) => (
                  <DropdownMenuItem key={href} asChild>
                    <Link to={href} aria-current={isActive(pathname, href) ? 'page' : undefined}>
                      {Icon && <Icon aria-hidden />}
                      {label}
                    </Link>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        </ul>
      </nav>

      <div className="ml-auto flex items-center gap-1 md:ml-0">
        <LanguageLabel className="mx-2 hidden md:inline-flex" textClassName="sr-only 2xl:not-sr-only" />
        <ThemeToggle />
        <NotificationBell />
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            aria-label={`My Account: ${user.name}`}
            className="hover:bg-muted data-[state=open]:bg-muted ml-1 hidden items-center gap-2 rounded-full py-1 pr-2 pl-1 transition-colors md:flex"
          >
            <Avatar user={user} />
            <span className="hidden max-w-36 truncate text-sm font-medium 2xl:inline">{user.name}</span>
            <ChevronDown className="text-muted-foreground size-3.5" aria-hidden />
          </DropdownMenuTrigger>
          <DropdownMenuContent className="w-64">
            <DropdownMenuLabel className="flex items-center gap-3">
              <Avatar user={user} className="size-9" />
              <span className="min-w-0">
                <span className="text-muted-foreground block text-xs font-medium">My Account</span>
                <span className="block truncate font-semibold">{user.name}</span>
                <span className="text-muted-foreground block truncate text-xs">{user.email}</span>
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            {ACCOUNT_MENU.map(({ label, href, icon: Icon }) => (
              <DropdownMenuItem key={label} asChild>
                <Link to={href}>
                  {Icon && <Icon aria-hidden />}
                  {label}
                </Link>
              </DropdownMenuItem>
            ))}
            {user.role === 'admin' && (
              <DropdownMenuItem asChild>
                <Link to="/admin">
                  <ShieldCheck aria-hidden />
                  Administration
                </Link>
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onLogout}>
              <LogOut aria-hidden />
              Logout
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <MobileMenu user={user} onLogout={onLogout} />
      </div>
    </>
  );
}
