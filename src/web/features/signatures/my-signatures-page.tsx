// /my-signatures: the owner's saved signatures (spec part 2: each can be set as default or deleted).
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SavedSignaturesCard } from './components/saved-signatures-card';

export function MySignaturesPage({ defaultName }: { defaultName?: string }) {
  useDocumentTitle('My Signatures');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link to="/dashboard" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
      <header className="mt-4 mb-8">
        <h1 className="text-foreground text-2xl font-semibold tracking-tight sm:text-3xl">My Signatures</h1>
        <p className="text-muted-foreground mt-2 max-w-2xl text-sm leading-relaxed sm:text-base">
          Keep the signatures you use. The default one is ready in the signature panel whenever you sign a
          document.
        </p>
      </header>
      <SavedSignaturesCard title="Saved signatures" defaultName={defaultName} />
    </div>
  );
}
