// /dashboard: a greeting, Upload Document, the owner's documents (the documents feature's list,
// composed by the route) and the plan panel.
import { FilePlus2, FileSignature } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export interface DashboardPageProps {
  userName: string;
  /** My Documents (search, filters, actions). */
  documents: ReactNode;
  /** The plan and usage panel. */
  plan: ReactNode;
}

function greeting(date = new Date()): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function DashboardPage({ userName, documents, plan }: DashboardPageProps) {
  useDocumentTitle('Dashboard');
  const firstName = userName.trim().split(/\s+/)[0] ?? userName;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-muted-foreground text-sm">
            {greeting()}, {firstName}
          </p>
          <h1 className="text-foreground mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
            Dashboard
          </h1>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Link to="/contract-generator" className={buttonClasses({ variant: 'outline' })}>
            <FileSignature aria-hidden />
            Generate Contract
          </Link>
          <Link to="/document-upload" className={buttonClasses()}>
            <FilePlus2 aria-hidden />
            Upload Document
          </Link>
        </div>
      </header>
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">{documents}</div>
        <aside aria-label="Your plan" className="lg:sticky lg:top-24">
          {plan}
        </aside>
      </div>
    </div>
  );
}
