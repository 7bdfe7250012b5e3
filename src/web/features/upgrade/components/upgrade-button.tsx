// An Upgrade button that opens the plan comparison, and the hook behind it for screens that want
// their own trigger (the dashboard's plan panel, a limit-reached message…).
import { ArrowUpCircle } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PlanId } from '../../../../shared/plans';
import { Button, type ButtonProps } from '../../../components/ui/button';

// The comparison loads on first open, not with the page that shows the button.
const UpgradeDialog = lazy(() => import('./upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })));

export function useUpgradeDialog(currentPlan: PlanId): { openUpgradeDialog: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return {
    openUpgradeDialog: () => {
      setUsed(true);
      setOpen(true);
    },
    dialog: used ? (
      <Suspense fallback={null}>
        <UpgradeDialog open={open} onOpenChange={setOpen} currentPlan={currentPlan} />
      </Suspense>
    ) : null,
  };
}

export function UpgradeButton({
  currentPlan,
  children = 'Upgrade',
  ...props
}: { currentPlan: PlanId; children?: ReactNode } & Omit<ButtonProps, 'onClick'>) {
  const { openUpgradeDialog, dialog } = useUpgradeDialog(currentPlan);
  return (
    <>
      <Button onClick={openUpgradeDialog} {...props}>
        <ArrowUpCircle aria-hidden />
        {children}
      </Button>
      {dialog}
    </>
  );
}
