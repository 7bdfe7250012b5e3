// Any unknown path: the spec's Page Not Found screen with Return to Home.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-brand font-mono text-sm font-semibold tracking-widest">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="text-muted-foreground mt-4 text-base leading-relaxed">
        The page you are looking for doesn’t exist or has been moved.
      </p>
      <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        <ArrowLeft aria-hidden />
        Return to Home
      </Link>
    </div>
  );
}
