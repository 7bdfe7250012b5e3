// The hamburger under 768 px. Its full-screen panel loads on first use (it keeps the dialog code out
// of the first page load) and is open only for the location it was opened on: any navigation closes it.
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '../../shared/auth';
import { Button } from '../components/ui/button';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

export function MobileMenu({ user, onLogout }: { user: SessionUser | null; onLogout?: () => void }) {
  const location = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon-sm"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpenedAt(location.key)}
      >
        <Menu aria-hidden />
      </Button>
      {openedAt !== null && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={(next) => setOpenedAt(next ? location.key : null)}
            user={user}
            onLogout={onLogout}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}
