// The landing page (/): hero with the PDF drop box, features, how it works, pricing.
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlanId } from '../../../shared/plans';
import { savePendingUpload } from '../../lib/pending-upload';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { PricingSection } from './components/pricing-section';

// Loaded when a visitor first drops a PDF: the dialog code stays out of the first page load.
const AccountRequiredDialog = lazy(() =>
  import('./components/account-required-dialog').then((m) => ({ default: m.AccountRequiredDialog })),
);

export interface LandingPageProps {
  signedIn: boolean;
  /** The signed-in user's plan, to mark it on the pricing cards. */
  currentPlan: PlanId | null;
  /** This instance's real user count (rounded down, null under 100): no invented figures. */
  userCount: number | null;
}

export function LandingPage({ signedIn, currentPlan, userCount }: LandingPageProps) {
  const navigate = useNavigate();
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);

  useDocumentTitle('Send, sign and track documents');

  const onPdf = (file: File) => {
    // Signed-in users go straight to the upload page; the file travels in the history state.
    if (signedIn) navigate('/document-upload', { state: { file } });
    else {
      // Kept in IndexedDB so the upload can continue after the visitor signs in or registers.
      void savePendingUpload(file).catch(() => undefined);
      setDialogUsed(true);
      setPendingFile(file);
    }
  };

  return (
    <>
      <HeroSection signedIn={signedIn} userCount={userCount} onPdf={onPdf} />
      <FeaturesSection />
      <HowItWorksSection />
      <PricingSection currentPlan={signedIn ? currentPlan : null} />
      {dialogUsed && (
        <Suspense fallback={null}>
          <AccountRequiredDialog file={pendingFile} onOpenChange={(open) => !open && setPendingFile(null)} />
        </Suspense>
      )}
    </>
  );
}
