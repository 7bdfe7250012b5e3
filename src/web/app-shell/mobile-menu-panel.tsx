// The full-screen menu's panel on a Radix dialog (focus trap, Escape, scroll lock). Loaded on demand
// by MobileMenu, which decides when it is open.
import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '../../shared/auth';
import { buttonClasses } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { cn } from '../lib/cn';
import { ACCOUNT_MENU, MAIN_MENU, MORE_MENU, PUBLIC_LINKS, isActive, type NavItem } from './nav-items';
import { ThemeToggle } from './theme-toggle';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-border border-t py-4 first:border-t-0 first:pt-0">
      <h2 className="text-muted-foreground mb-2 px-3 text-xs font-semibold tracking-wider uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MenuLinks({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map(({ label, href, icon: Icon }) => {
        const active = isActive(pathname, href) && !href.includes('#');
        return (
          <li key={`${label}-${href}`}>
            <Link
              to={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium transition-colors',
                active ? 'bg-muted text-foreground' : 'text-foreground/85 hover:bg-muted',
              )}
            >
              {Icon && <Icon className="text-muted-foreground size-5" aria-hidden />}
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser | null;
  onLogout?: () => void;
  /** Where focus goes back to when the menu closes (the hamburger button). */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export function MobileMenuPanel({ open, onOpenChange, user, onLogout, triggerRef }: MobileMenuPanelProps) {
  const location = useLocation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="bg-background data-[state=open]:animate-fade-in fixed inset-0 z-50 flex flex-col overflow-y-auto focus:outline-none md:hidden"
        >
          <div className="border-border flex h-16 shrink-0 items-center justify-between border-b px-4">
            <Link to={user ? '/dashboard' : '/'} className="flex items-center rounded-md">
              <Logo />
            </Link>
            <div className="flex items-center gap-1">
              <ThemeToggle />
              <Dialog.Close
                className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
                aria-label="Close menu"
              >
                <X aria-hidden />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Mobile" className="flex-1 px-4 py-5">
            {user ? (
              <>
                <Section title="Main Menu">
                  <MenuLinks items={MAIN_MENU} pathname={location.pathname} />
                </Section>
                <Section title="More">
                  <MenuLinks items={MORE_MENU} pathname={location.pathname} />
                </Section>
                <Section title="Account">
                  <p className="px-3 pb-2 text-sm">
                    <span className="block font-semibold">{user.name}</span>
                    <span className="text-muted-foreground block truncate">{user.email}</span>
                  </p>
                  <MenuLinks items={ACCOUNT_MENU} pathname={location.pathname} />
                  <button
                    type="button"
                    onClick={onLogout}
                    className="text-danger hover:bg-danger-soft mt-1 flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium transition-colors"
                  >
                    <LogOut className="size-5" aria-hidden />
                    Logout
                  </button>
                </Section>
              </>
            ) : (
              <>
                <MenuLinks items={PUBLIC_LINKS} pathname={location.pathname} />
                <div className="border-border mt-6 flex flex-col gap-3 border-t pt-6">
                  <Link to="/login" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                    Sign In
                  </Link>
                  <Link to="/register" className={buttonClasses({ size: 'lg' })}>
                    Get Started
                  </Link>
                </div>
              </>
            )}
          </nav>
          <p className="text-muted-foreground border-border border-t px-7 py-4 text-sm">Language: English</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
