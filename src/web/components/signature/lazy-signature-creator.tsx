// The signature creator, loaded on first use: its fonts and canvas code stay out of every page
// that does not create a signature.
import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner';
import type { SignatureCreatorProps } from './signature-creator';

const Creator = lazy(() => import('./signature-creator').then((m) => ({ default: m.SignatureCreator })));

export function LazySignatureCreator(props: SignatureCreatorProps) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-80 items-center justify-center">
          <Spinner className="text-muted-foreground" label="Loading the signature pad" />
        </div>
      }
    >
      <Creator {...props} />
    </Suspense>
  );
}
