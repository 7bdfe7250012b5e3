// The viewer's toolbar: Previous / Next with "Page N of M", and zoom 50–300 % in steps of 25
// (buttons and a select), with room for the page's own controls at either end.
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ZOOM } from '../../../shared/signing';
import { Button } from '../ui/button';

const ZOOM_LEVELS = Array.from(
  { length: (ZOOM.max - ZOOM.min) / ZOOM.step + 1 },
  (_, i) => ZOOM.min + i * ZOOM.step,
);

export function PdfToolbar({
  page,
  numPages,
  zoom,
  disabled,
  onPage,
  onZoom,
  start,
  end,
}: {
  page: number;
  numPages: number;
  zoom: number;
  disabled?: boolean;
  onPage: (page: number) => void;
  onZoom: (zoom: number) => void;
  start?: ReactNode;
  end?: ReactNode;
}) {
  const zoomId = useId();
  return (
    <div
      role="toolbar"
      aria-label="Document viewer"
      className="border-border bg-surface flex flex-wrap items-center gap-x-2 gap-y-2 border-b px-1.5 py-1.5 sm:gap-x-3 sm:px-3 sm:py-2"
    >
      {start}
      <div className="flex items-center gap-0.5 sm:gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Previous page"
          title="Previous page"
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <span className="text-foreground text-center text-sm font-medium whitespace-nowrap tabular-nums sm:min-w-24">
          {numPages > 0 ? `Page ${page} of ${numPages}` : 'Page – of –'}
        </span>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Next page"
          title="Next page"
          disabled={disabled || page >= numPages}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Zoom out"
          title="Zoom out"
          disabled={disabled || zoom <= ZOOM.min}
          onClick={() => onZoom(zoom - ZOOM.step)}
        >
          <ZoomOut aria-hidden />
        </Button>
        <label htmlFor={zoomId} className="sr-only">
          Zoom
        </label>
        <select
          id={zoomId}
          value={zoom}
          disabled={disabled}
          onChange={(event) => onZoom(Number(event.target.value))}
          className="border-border-strong bg-surface text-foreground focus-visible:border-ring focus-visible:ring-ring/25 h-8 rounded-lg border px-2 text-sm tabular-nums shadow-xs focus-visible:ring-3 focus-visible:outline-none disabled:opacity-50"
        >
          {ZOOM_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}%
            </option>
          ))}
        </select>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Zoom in"
          title="Zoom in"
          disabled={disabled || zoom >= ZOOM.max}
          onClick={() => onZoom(zoom + ZOOM.step)}
        >
          <ZoomIn aria-hidden />
        </Button>
      </div>
      {end}
    </div>
  );
}
