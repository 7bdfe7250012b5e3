// Previous / Next paging with the spec's line "Showing x to y of z entries".
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function showingLine(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from} to ${to} of ${total} entries`;
}

/** Nothing while the list is loading (total unknown) or empty, unless showWhenEmpty (the Logs page
 * says "Showing 0 to 0 of 0 entries"). */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  showWhenEmpty = false,
}: {
  page: number;
  pageSize: number;
  total: number | undefined;
  onPage: (page: number) => void;
  showWhenEmpty?: boolean;
}) {
  if (total === undefined || (total === 0 && !showWhenEmpty)) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {showingLine(page, pageSize, total)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <span className="text-muted-foreground min-w-16 text-center text-sm tabular-nums">
          {page} / {pages}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
