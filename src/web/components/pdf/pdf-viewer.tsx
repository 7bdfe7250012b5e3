/**
 * Signet's PDF viewer (pdf.js bundled by Vite, loaded on first use; no CDN).
 *
 * Loading
 *   usePdfDocument(url) → { pdf, numPages, status: 'loading' | 'ready' | 'error', error, reload }
 *   Fetches with the session cookie; pdf.js uses HTTP range requests, which the server supports.
 *   (./use-pdf-document.ts)
 *
 * Showing
 *   <PdfViewer
 *     url="/api/documents/{id}/file"          // or document={usePdfDocument(url)} to share one load
 *     zoom={100} onZoomChange={setZoom}       // percent, 50–300 in steps of 25 (ZOOM in shared/signing);
 *                                             // leave both out for a self-managed zoom
 *     currentPage={1} onPageChange={setPage}  // 1-based, as in "Page N of M"; optional too
 *     renderOverlay={(pageIndex, { widthPt, heightPt, scale }) => <Box />}
 *     onPageClick={(pageIndex, { x, y }) => …}
 *     toolbarStart={…} toolbarEnd={…}         // extra controls in the toolbar
 *     className="h-[70vh]"                    // give the viewer a height: its pages scroll inside it
 *   />
 *   pageIndex is 0-based, like Placement.pageIndex. Points are *displayed points*: PDF points with
 *   the page's rotation and crop box applied, origin at the page's top-left corner, y downwards;
 *   CSS pixels = points × scale. Overlays are laid over each page at that page's size; an overlay
 *   that handles its own clicks should stop their propagation (else onPageClick fires too).
 *   Only pages near the viewport are drawn (IntersectionObserver); the others are placeholders of
 *   their size, so page 1 shows at once whatever the length of the document.
 *   At 100 % a point is a CSS pixel, except that pages wider than the viewer shrink to fit it.
 *
 * Geometry helpers for position pickers: ./page-geometry.ts (getPageSize, getPageSizes,
 * clientToPagePoint, clampBoxToPage, isNearPageEdge). Images of pages: ./render-page-image.ts.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ZOOM } from '../../../shared/signing';
import { cn } from '../../lib/cn';
import { Spinner } from '../ui/spinner';
import { pageSizeOf, scaleFor, type PageGeometry, type PagePoint, type PageSize } from './page-geometry';
import { PdfErrorPanel } from './pdf-error-panel';
import { PdfPage } from './pdf-page';
import { PdfToolbar } from './pdf-toolbar';
import { usePdfDocument, type PdfDocumentState } from './use-pdf-document';

export type { PageGeometry, PagePoint, PageSize } from './page-geometry';

export interface PdfViewerProps {
  /** Where the PDF is (same origin). Ignored when `document` is given. */
  url: string;
  /** An already loading document from usePdfDocument(url), to share it with other components. */
  document?: PdfDocumentState;
  zoom?: number;
  onZoomChange?: (zoom: number) => void;
  currentPage?: number;
  onPageChange?: (page: number) => void;
  renderOverlay?: (pageIndex: number, page: PageGeometry) => ReactNode;
  onPageClick?: (pageIndex: number, point: PagePoint) => void;
  toolbarStart?: ReactNode;
  toolbarEnd?: ReactNode;
  /** Hides the toolbar (for a viewer whose page and zoom controls live elsewhere). */
  hideToolbar?: boolean;
  /** Name of the document for assistive technology ("Lease agreement"). */
  label?: string;
  className?: string;
}

const PAGE_GAP_PX = 16;
const PADDING_PX = 16;

export function clampZoom(zoom: number): number {
  const stepped = Math.round(zoom / ZOOM.step) * ZOOM.step;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, stepped));
}

export function PdfViewer(props: PdfViewerProps) {
  const own = usePdfDocument(props.document ? '' : props.url);
  const doc = props.document ?? own;
  return (
    <div
      className={cn(
        'border-border bg-surface flex min-h-0 flex-col overflow-hidden rounded-2xl border',
        props.className,
      )}
    >
      {doc.status === 'error' ? (
        <PdfErrorPanel error={doc.error} url={props.url} onRetry={doc.reload} />
      ) : (
        <ViewerBody {...props} doc={doc} />
      )}
    </div>
  );
}

function ViewerBody({
  doc,
  label,
  zoom: zoomProp,
  onZoomChange,
  currentPage: pageProp,
  onPageChange,
  renderOverlay,
  onPageClick,
  toolbarStart,
  toolbarEnd,
  hideToolbar,
}: PdfViewerProps & { doc: PdfDocumentState }) {
  const { pdf, numPages } = doc;
  const [ownZoom, setOwnZoom] = useState<number>(ZOOM.default);
  const zoom = clampZoom(zoomProp ?? ownZoom);
  const setZoom = useCallback(
    (next: number) => {
      const value = clampZoom(next);
      setOwnZoom(value);
      onZoomChange?.(value);
    },
    [onZoomChange],
  );

  const [ownPage, setOwnPage] = useState(1);
  const page = Math.min(Math.max(1, pageProp ?? ownPage), Math.max(1, numPages));

  const scroller = useRef<HTMLDivElement>(null);
  const pageElements = useRef(new Map<number, HTMLDivElement>());
  const [firstSize, setFirstSize] = useState<{ pdf: unknown; size: PageSize } | null>(null);
  const [availableWidth, setAvailableWidth] = useState(0);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set([0]));

  // The first page's size sizes every placeholder until each page is read.
  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    pdf.getPage(1).then(
      (p) => !cancelled && setFirstSize({ pdf, size: pageSizeOf(p) }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [pdf]);
  const estimatedSize = firstSize && firstSize.pdf === pdf ? firstSize.size : null;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setAvailableWidth(el.clientWidth - 2 * PADDING_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [estimatedSize]);

  const scale = estimatedSize ? scaleFor(zoom, availableWidth, estimatedSize.widthPt) : 1;

  // Keep the reader's place when the scale changes.
  const lastScale = useRef(scale);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || lastScale.current === scale) return;
    const ratio = scale / lastScale.current;
    lastScale.current = scale;
    el.scrollTop = (el.scrollTop + el.clientHeight / 2) * ratio - el.clientHeight / 2;
    el.scrollLeft = (el.scrollLeft + el.clientWidth / 2) * ratio - el.clientWidth / 2;
  }, [scale]);

  // Which pages are near the viewport (one screen above and below): those are drawn. Pages within
  // three screens keep their drawing; beyond that it is dropped, so memory stays flat.
  const observers = useRef<IntersectionObserver[]>([]);
  useEffect(() => {
    const root = scroller.current;
    if (!root || !estimatedSize) return;
    const track = (setter: typeof setNear, rootMargin: string) =>
      new IntersectionObserver(
        (entries) => {
          setter((current) => {
            const next = new Set(current);
            for (const entry of entries) {
              const index = Number((entry.target as HTMLElement).dataset.pageIndex);
              if (entry.isIntersecting) next.add(index);
              else next.delete(index);
            }
            const same = next.size === current.size && [...next].every((i) => current.has(i));
            return same ? current : next;
          });
        },
        { root, rootMargin },
      );
    const list = [track(setNear, '100% 0px'), track(setKept, '300% 0px')];
    observers.current = list;
    for (const el of pageElements.current.values()) for (const io of list) io.observe(el);
    return () => {
      for (const io of list) io.disconnect();
      observers.current = [];
    };
  }, [estimatedSize]);

  const registerElement = useCallback((index: number, el: HTMLDivElement | null) => {
    const previous = pageElements.current.get(index);
    if (previous === el) return;
    if (previous) for (const io of observers.current) io.unobserve(previous);
    if (el) {
      pageElements.current.set(index, el);
      for (const io of observers.current) io.observe(el);
    } else {
      pageElements.current.delete(index);
    }
  }, []);

  // The current page follows scrolling: the page under the upper third of the viewport.
  const reported = useRef(page);
  const setPageFromScroll = useCallback(
    (next: number) => {
      if (next === reported.current) return;
      reported.current = next;
      setOwnPage(next);
      onPageChange?.(next);
    },
    [onPageChange],
  );
  useEffect(() => {
    const el = scroller.current;
    if (!el || !numPages) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const probe = el.scrollTop + el.clientHeight / 3;
        let lo = 0;
        let hi = numPages - 1;
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          const top = pageElements.current.get(mid)?.offsetTop ?? 0;
          if (top <= probe) lo = mid;
          else hi = mid - 1;
        }
        setPageFromScroll(lo + 1);
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [numPages, setPageFromScroll]);

  const scrollToPage = useCallback((target: number) => {
    const el = scroller.current;
    const pageEl = pageElements.current.get(target - 1);
    if (el && pageEl) el.scrollTo({ top: pageEl.offsetTop - PADDING_PX });
  }, []);

  const goTo = useCallback(
    (target: number) => {
      const clamped = Math.min(Math.max(1, target), numPages);
      reported.current = clamped;
      setOwnPage(clamped);
      onPageChange?.(clamped);
      scrollToPage(clamped);
    },
    [numPages, onPageChange, scrollToPage],
  );

  // A page chosen from outside (the parent's own Previous/Next) scrolls into view.
  useEffect(() => {
    if (pageProp === undefined || pageProp === reported.current) return;
    reported.current = pageProp;
    scrollToPage(pageProp);
  }, [pageProp, scrollToPage]);

  const pages = useMemo(() => Array.from({ length: numPages }, (_, i) => i), [numPages]);
  const ready = doc.status === 'ready' && pdf && estimatedSize;

  return (
    <>
      {!hideToolbar && (
        <PdfToolbar
          page={page}
          numPages={numPages}
          zoom={zoom}
          disabled={!ready}
          onPage={goTo}
          onZoom={setZoom}
          start={toolbarStart}
          end={toolbarEnd}
        />
      )}
      <div
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={label ? `${label}: document pages` : 'Document pages'}
        aria-busy={!ready}
        className="bg-muted relative min-h-0 flex-1 overflow-auto overscroll-contain focus-visible:outline-offset-[-2px]"
      >
        {ready ? (
          <div className="flex w-max min-w-full flex-col" style={{ gap: PAGE_GAP_PX, padding: PADDING_PX }}>
            {pages.map((index) => (
              <PdfPage
                key={index}
                pdf={pdf}
                pageIndex={index}
                numPages={numPages}
                scale={scale}
                estimatedSize={estimatedSize}
                near={near.has(index)}
                keep={kept.has(index) || near.has(index)}
                renderOverlay={renderOverlay}
                onPageClick={onPageClick}
                registerElement={registerElement}
              />
            ))}
          </div>
        ) : (
          <div className="flex h-full min-h-64 flex-col items-center justify-center gap-3">
            <Spinner className="text-brand [&_svg]:size-7" label="Loading document" />
            <p className="text-muted-foreground text-sm">Loading document…</p>
          </div>
        )}
      </div>
    </>
  );
}
