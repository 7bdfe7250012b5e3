// One page of the viewer: a placeholder of the page's size that draws the page on a canvas only
// while it is near the viewport (pages far away hold no canvas, so a 200-page file costs what a
// 2-page one does). Rendering is crisp on high-DPI screens and keeps the old drawing, stretched,
// until a new zoom level has been drawn.
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { cn } from '../../lib/cn';
import {
  clientToPagePoint,
  pageSizeOf,
  type PageGeometry,
  type PagePoint,
  type PageSize,
} from './page-geometry';

/** Largest canvas we draw (4096 × 4096): beyond it mobile browsers refuse or run out of memory. */
const MAX_CANVAS_PIXELS = 4096 * 4096;

export interface PdfPageProps {
  pdf: PDFDocumentProxy;
  pageIndex: number;
  numPages: number;
  scale: number;
  /** The size to reserve until this page itself has been read (the first page's). */
  estimatedSize: PageSize;
  /** Within a screen of the viewport: drawn. */
  near: boolean;
  /** Within a few screens: a drawing is kept (not redrawn when the page comes back). */
  keep: boolean;
  renderOverlay?: (pageIndex: number, page: PageGeometry) => ReactNode;
  onPageClick?: (pageIndex: number, point: PagePoint) => void;
  registerElement: (pageIndex: number, element: HTMLDivElement | null) => void;
}

function outputScaleFor(width: number, height: number): number {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const max = Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, width * height));
  return Math.max(0.5, Math.min(dpr, max));
}

export const PdfPage = memo(function PdfPage({
  pdf,
  pageIndex,
  numPages,
  scale,
  estimatedSize,
  near,
  keep,
  renderOverlay,
  onPageClick,
  registerElement,
}: PdfPageProps) {
  // Tied to the document it came from, so a reloaded document never shows a stale page.
  const [loaded, setLoaded] = useState<{ pdf: PDFDocumentProxy; page: PDFPageProxy } | null>(null);
  const page = loaded?.pdf === pdf ? loaded.page : null;
  const [rendered, setRendered] = useState(false);
  const canvasHost = useRef<HTMLDivElement>(null);
  const ref = useCallback(
    (el: HTMLDivElement | null) => registerElement(pageIndex, el),
    [registerElement, pageIndex],
  );
  const size = page ? pageSizeOf(page) : estimatedSize;
  const widthPx = Math.floor(size.widthPt * scale);
  const heightPx = Math.floor(size.heightPt * scale);

  // Read the page (its size, its content) once it comes near.
  useEffect(() => {
    if (!near || page) return;
    let cancelled = false;
    pdf.getPage(pageIndex + 1).then(
      (p) => !cancelled && setLoaded({ pdf, page: p }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [near, page, pdf, pageIndex]);

  // Draw when near (again after a zoom); keep the drawing while the page is within reach, so
  // scrolling back and forth does not redraw; drop it once the page is far away.
  const drawnScale = useRef<number | null>(null);
  useEffect(() => {
    const host = canvasHost.current;
    if (!host || keep) return;
    for (const old of Array.from(host.children)) {
      (old as HTMLCanvasElement).width = 0;
      old.remove();
    }
    drawnScale.current = null;
    setRendered(false);
  }, [keep]);

  useEffect(() => {
    const host = canvasHost.current;
    if (!host || !near || !page || drawnScale.current === scale) return;
    const viewportCss = page.getViewport({ scale });
    const output = outputScaleFor(viewportCss.width, viewportCss.height);
    const viewport = page.getViewport({ scale: scale * output });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.floor(viewport.width));
    canvas.height = Math.max(1, Math.floor(viewport.height));
    canvas.className = 'absolute inset-0 block size-full';
    canvas.setAttribute('aria-hidden', 'true');
    let task: RenderTask | null = page.render({ canvas, viewport });
    task.promise.then(
      () => {
        task = null;
        for (const old of Array.from(host.children)) {
          (old as HTMLCanvasElement).width = 0;
          old.remove();
        }
        host.append(canvas);
        drawnScale.current = scale;
        setRendered(true);
      },
      () => {
        // Cancelled (zoom changed, page left the viewport) or failed: the placeholder stays.
        canvas.width = 0;
      },
    );
    return () => {
      task?.cancel();
    };
  }, [near, page, scale]);

  return (
    <div
      ref={ref}
      role="group"
      aria-label={`Page ${pageIndex + 1} of ${numPages}`}
      data-page-index={pageIndex}
      data-rendered={rendered || undefined}
      onClick={
        onPageClick
          ? (event) => {
              const rect = event.currentTarget.getBoundingClientRect();
              onPageClick(pageIndex, clientToPagePoint(event.clientX, event.clientY, rect, scale));
            }
          : undefined
      }
      className={cn(
        'relative mx-auto shrink-0 bg-white shadow-md ring-1 shadow-black/10 ring-black/5',
        onPageClick && 'cursor-crosshair',
      )}
      style={{ width: widthPx, height: heightPx }}
    >
      <div ref={canvasHost} className="absolute inset-0 overflow-hidden" />
      {!rendered && near && (
        <div className="absolute inset-0 animate-pulse bg-gradient-to-b from-zinc-100 to-white" aria-hidden />
      )}
      {renderOverlay && (
        <div className="absolute inset-0">
          {renderOverlay(pageIndex, { widthPt: size.widthPt, heightPt: size.heightPt, scale })}
        </div>
      )}
    </div>
  );
});
