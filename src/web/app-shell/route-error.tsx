// Shown when a route fails to render or its code cannot be loaded (for example after a deploy
// replaced the hashed chunks): a way forward instead of a blank page.
import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { NotFoundPage } from './not-found-page';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground mt-3 leading-relaxed">
        This page could not be shown. Reloading usually fixes it; if it keeps happening, please contact
        support.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          Reload
        </Button>
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
