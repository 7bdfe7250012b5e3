// Tables of the administrator lists: a card that scrolls sideways on small screens, sticky header
// cells, an empty state row with the spec's text, and a loading state.
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

export function TableCard({
  className,
  children,
  label,
}: {
  className?: string;
  children: ReactNode;
  label: string;
}) {
  return (
    <div className={cn('border-border bg-surface overflow-hidden rounded-2xl border shadow-xs', className)}>
      <div className="relative overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">{children}</table>
      </div>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'bg-surface-2 text-muted-foreground border-border border-b px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-border border-b px-4 py-3 align-middle', className)} {...props} />;
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cn('hover:bg-surface-2 transition-colors [&:last-child>td]:border-b-0', className)}
      {...props}
    />
  );
}

export function TableState({
  colSpan,
  loading,
  empty,
  error,
}: {
  colSpan: number;
  loading?: boolean;
  empty?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-14 text-center">
        {loading ? (
          <Spinner className="text-muted-foreground mx-auto" label="Loading" />
        ) : error ? (
          <p className="text-danger text-sm">{error}</p>
        ) : (
          <p className="text-muted-foreground text-sm">{empty}</p>
        )}
      </td>
    </tr>
  );
}

/** A list's empty or loading state outside a table (cards). */
export function ListState({ loading, children }: { loading?: boolean; children?: ReactNode }) {
  return (
    <div className="border-border bg-surface text-muted-foreground flex min-h-40 items-center justify-center rounded-2xl border border-dashed p-8 text-center text-sm">
      {loading ? <Spinner label="Loading" /> : children}
    </div>
  );
}
