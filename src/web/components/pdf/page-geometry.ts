// Page sizes and coordinates as the viewer shows them. "Displayed points" are PDF points of the page
// after its rotation and crop box are applied, with the origin at the top-left corner: the space
// of `Placement` in src/shared/signing.ts. On screen, CSS pixels = displayed points × scale.
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

export interface PageSize {
  /** Displayed width in points (rotation applied). */
  widthPt: number;
  /** Displayed height in points (rotation applied). */
  heightPt: number;
}

/** What an overlay or a click handler learns about the page it sits on. */
export interface PageGeometry extends PageSize {
  /** CSS pixels per displayed point at the current zoom. */
  scale: number;
}

export interface PagePoint {
  x: number;
  y: number;
}

export interface PageBox extends PagePoint {
  width: number;
  height: number;
}

/** The page's displayed size: pdf.js's viewport at scale 1 applies /Rotate and the crop box. */
export function pageSizeOf(page: PDFPageProxy): PageSize {
  const viewport = page.getViewport({ scale: 1 });
  return { widthPt: viewport.width, heightPt: viewport.height };
}

/** The displayed size of one page (pageIndex from 0). */
export async function getPageSize(pdf: PDFDocumentProxy, pageIndex: number): Promise<PageSize> {
  return pageSizeOf(await pdf.getPage(pageIndex + 1));
}

/** The displayed sizes of every page, in order. Fetches each page once; fine for a few hundred. */
export async function getPageSizes(pdf: PDFDocumentProxy): Promise<PageSize[]> {
  const pages = Array.from({ length: pdf.numPages }, (_, i) => getPageSize(pdf, i));
  return Promise.all(pages);
}

/**
 * A pointer position (clientX/clientY) over a page element, in that page's displayed points.
 * `rect` is the page element's getBoundingClientRect().
 */
export function clientToPagePoint(
  clientX: number,
  clientY: number,
  rect: Pick<DOMRect, 'left' | 'top'>,
  scale: number,
): PagePoint {
  return { x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale };
}

/** Moves (and if needed shrinks) a box so that it lies entirely on the page. */
export function clampBoxToPage(box: PageBox, page: PageSize): PageBox {
  const width = Math.min(box.width, page.widthPt);
  const height = Math.min(box.height, page.heightPt);
  return {
    width,
    height,
    x: Math.min(Math.max(0, box.x), page.widthPt - width),
    y: Math.min(Math.max(0, box.y), page.heightPt - height),
  };
}

/** Whether a box is within `margin` points of any page edge (the picker highlights it then). */
export function isNearPageEdge(box: PageBox, page: PageSize, margin: number): boolean {
  return (
    box.x <= margin ||
    box.y <= margin ||
    page.widthPt - (box.x + box.width) <= margin ||
    page.heightPt - (box.y + box.height) <= margin
  );
}

/** The zoom's scale, shrunk so that the widest page fits the available width at 100 %. */
export function scaleFor(zoomPercent: number, availableWidthPx: number, widestPagePt: number): number {
  const fit = availableWidthPx > 0 && widestPagePt > 0 ? Math.min(1, availableWidthPx / widestPagePt) : 1;
  return (zoomPercent / 100) * fit;
}
