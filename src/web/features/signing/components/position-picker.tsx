// The position picker (spec: document page and signing page): the document full screen in Signet's
// PDF viewer (Previous/Next with 'Page N of M', zoom 50-300 % in steps of 25), the hint 'Click to
// place your signature', a floating Click to Sign button (places it on the page in view, for
// keyboard users too), then a movable signature 20 % of the page wide, Cancel and Complete Signing.
// The placement is in displayed page points, origin top-left: what the server stamps.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { CheckCircle2, MousePointerClick, PenLine, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { SIGNING_TEXTS } from '../../../../shared/messages';
import { ZOOM, type Placement } from '../../../../shared/signing';
import {
  clampBoxToPage,
  getPageSizes,
  type PageBox,
  type PageGeometry,
  type PagePoint,
  type PageSize,
} from '../../../components/pdf/page-geometry';
import { PdfViewer } from '../../../components/pdf/pdf-viewer';
import { usePdfDocument } from '../../../components/pdf/use-pdf-document';
import { SIGNATURE_ASPECT } from '../../../components/signature/signature-image';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { SignatureOverlay } from './signature-overlay';

/** Spec: the signature box is 20 % of the page's width, and half as tall. */
export function defaultBox(page: PageSize, center: PagePoint): PageBox {
  const width = page.widthPt * 0.2;
  const height = width / SIGNATURE_ASPECT;
  return clampBoxToPage({ x: center.x - width / 2, y: center.y - height / 2, width, height }, page);
}

const round = (n: number) => Math.round(n * 100) / 100;

export interface PositionPickerProps {
  open: boolean;
  fileUrl: string;
  documentName: string;
  /** The signature image (a data URL) shown where it will go. */
  image: string;
  onCancel: () => void;
  onComplete: (placement: Placement) => void;
  /** Goes back to the signature panel to make another one. */
  onChangeSignature?: () => void;
  busy?: boolean;
  /** Shown above the document, e.g. the preview notice. */
  notice?: ReactNode;
  /** Why Complete Signing is unavailable (preview), if it is. */
  completeDisabledReason?: string;
}

export function PositionPicker(props: PositionPickerProps) {
  return (
    <DialogPrimitive.Root
      open={props.open}
      onOpenChange={(open) => {
        if (!open && !props.busy) props.onCancel();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          className="bg-background fixed inset-0 z-50 flex flex-col focus:outline-none sm:inset-3 sm:overflow-hidden sm:rounded-2xl sm:border sm:shadow-2xl lg:inset-6"
          onOpenAutoFocus={(e) => e.preventDefault()}
        >
          <PickerBody {...props} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function PickerBody({
  fileUrl,
  documentName,
  image,
  onComplete,
  onChangeSignature,
  busy,
  notice,
  completeDisabledReason,
}: PositionPickerProps) {
  const doc = usePdfDocument(fileUrl);
  const [sizes, setSizes] = useState<PageSize[] | null>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.default);
  const [page, setPage] = useState(1);
  const [placed, setPlaced] = useState<{ pageIndex: number; box: PageBox } | null>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const focusOverlay = useRef(false);

  useEffect(() => {
    if (!doc.pdf) return;
    let cancelled = false;
    getPageSizes(doc.pdf).then(
      (s) => !cancelled && setSizes(s),
      () => undefined, // the document was closed meanwhile
    );
    return () => {
      cancelled = true;
    };
  }, [doc.pdf]);

  useEffect(() => {
    if (placed && focusOverlay.current) {
      focusOverlay.current = false;
      overlayRef.current?.focus();
    }
  }, [placed]);

  const place = useCallback(
    (pageIndex: number, center: PagePoint, size: PageSize) => {
      // A moved signature keeps the size the signer gave it.
      const current = placed?.box;
      const box =
        current && current.width <= size.widthPt && current.height <= size.heightPt
          ? clampBoxToPage(
              { ...current, x: center.x - current.width / 2, y: center.y - current.height / 2 },
              size,
            )
          : defaultBox(size, center);
      if (!placed) toast.success(SIGNING_TEXTS.positionSelected);
      setPlaced({ pageIndex, box });
    },
    [placed],
  );

  const onPageClick = useCallback(
    (pageIndex: number, point: PagePoint) => {
      const size = sizes?.[pageIndex];
      if (size) place(pageIndex, point, size);
    },
    [sizes, place],
  );

  const clickToSign = () => {
    const index = page - 1;
    const size = sizes?.[index];
    if (!size) return;
    focusOverlay.current = true;
    // Lower part of the page, where signatures usually go.
    place(index, { x: size.widthPt / 2, y: size.heightPt * 0.75 }, size);
  };

  const renderOverlay = useCallback(
    (pageIndex: number, geometry: PageGeometry) =>
      placed && placed.pageIndex === pageIndex ? (
        <SignatureOverlay
          boxRef={overlayRef}
          box={placed.box}
          page={geometry}
          pageIndex={pageIndex}
          image={image}
          onChange={(box) => setPlaced({ pageIndex, box })}
        />
      ) : null,
    [placed, image],
  );

  const complete = () => {
    if (!placed) return;
    const { pageIndex, box } = placed;
    onComplete({
      pageIndex,
      x: round(box.x),
      y: round(box.y),
      width: round(box.width),
      height: round(box.height),
    });
  };

  const ready = doc.status === 'ready' && sizes !== null;

  return (
    <>
      <header className="border-border flex items-center gap-3 border-b px-4 py-3 sm:px-5">
        <span className="bg-brand-soft text-brand-soft-foreground hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex">
          <PenLine className="size-[18px]" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <DialogPrimitive.Title className="text-foreground text-base font-semibold tracking-tight">
            Place your signature
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-muted-foreground truncate text-xs sm:text-sm">
            {documentName}
          </DialogPrimitive.Description>
        </div>
        {onChangeSignature && (
          <div className="hidden sm:block">
            <Button variant="ghost" size="sm" onClick={onChangeSignature} disabled={busy}>
              Change signature
            </Button>
          </div>
        )}
        <DialogPrimitive.Close asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Cancel" title="Cancel" disabled={busy}>
            <X aria-hidden />
          </Button>
        </DialogPrimitive.Close>
      </header>

      {notice}
      <div
        role="status"
        className={
          placed
            ? 'bg-success-soft text-success border-success/20 flex items-center gap-2 border-b px-4 py-2.5 text-sm font-medium sm:px-5'
            : 'bg-brand-soft text-brand-soft-foreground border-brand/15 flex items-center gap-2 border-b px-4 py-2.5 text-sm font-medium sm:px-5'
        }
      >
        {placed ? (
          <>
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            <span>
              {SIGNING_TEXTS.positionSelected} on page {placed.pageIndex + 1}.{' '}
              <span className="font-normal">Drag it to adjust, then choose Complete Signing.</span>
            </span>
          </>
        ) : (
          <>
            <MousePointerClick className="size-4 shrink-0" aria-hidden />
            <span>{SIGNING_TEXTS.clickToPlace}</span>
          </>
        )}
      </div>

      <div className="bg-muted/40 relative flex min-h-0 flex-1 flex-col p-2 sm:p-4">
        <PdfViewer
          url={fileUrl}
          document={doc}
          label={documentName}
          zoom={zoom}
          onZoomChange={setZoom}
          currentPage={page}
          onPageChange={setPage}
          renderOverlay={renderOverlay}
          onPageClick={onPageClick}
          className="min-h-0 flex-1"
        />
        {ready && !placed && (
          <div className="pointer-events-none absolute inset-x-0 bottom-6 flex justify-center sm:bottom-10">
            <Button size="lg" className="pointer-events-auto shadow-lg shadow-black/20" onClick={clickToSign}>
              <PenLine aria-hidden />
              Click to Sign
            </Button>
          </div>
        )}
      </div>

      <footer className="border-border bg-surface flex flex-wrap items-center justify-end gap-2 border-t px-4 py-3 sm:px-5">
        {completeDisabledReason && (
          <p className="text-muted-foreground w-full text-xs sm:mr-auto sm:w-auto">
            {completeDisabledReason}
          </p>
        )}
        <DialogPrimitive.Close asChild>
          <Button variant="outline" disabled={busy} className="flex-1 sm:flex-none">
            Cancel
          </Button>
        </DialogPrimitive.Close>
        <Button
          onClick={complete}
          disabled={!placed || busy || !!completeDisabledReason}
          className="flex-[2] sm:flex-none"
        >
          {busy ? <Spinner label="Signing" className="[&_svg]:size-4" /> : <CheckCircle2 aria-hidden />}
          Complete Signing
        </Button>
      </footer>
    </>
  );
}
