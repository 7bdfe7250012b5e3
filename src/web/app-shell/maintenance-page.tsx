// Shown to everyone but administrators while maintenance mode is on (General settings); the API
// refuses their requests meanwhile (503). Sign-in stays open so administrators can get in.
import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_MESSAGES } from '../../shared/admin-messages';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

export function MaintenancePage({ siteName, supportEmail }: { siteName: string; supportEmail?: string }) {
  useDocumentTitle('Down for maintenance');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <span className="bg-warning-soft text-warning flex size-14 items-center justify-center rounded-2xl">
        <Wrench className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">Down for maintenance</h1>
      <p className="text-muted-foreground mt-4 text-base leading-relaxed">
        {ADMIN_MESSAGES.maintenance} {siteName} will be back shortly; your documents are safe.
      </p>
      {supportEmail && (
        <p className="text-muted-foreground mt-2 text-sm">
          Questions? Write to{' '}
          <a
            href={`mailto:${supportEmail}`}
            className="text-brand font-medium underline-offset-4 hover:underline"
          >
            {supportEmail}
          </a>
          .
        </p>
      )}
      <Link to="/login" className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
        Administrator sign-in
      </Link>
    </div>
  );
}
