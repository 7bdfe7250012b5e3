// The placed signature over its page: dragged with a pointer (mouse, pen, touch) or moved with the
// arrow keys (Shift: faster), resized from its corner or with + and −, always clamped to the page,
// and highlighted when within EDGE_HIGHLIGHT points of an edge. Positions are displayed points.
import { Move } from 'lucide-react';
import {
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type Ref,
} from 'react';
import { EDGE_HIGHLIGHT } from '../../../../shared/signing';
import {
  clampBoxToPage,
  isNearPageEdge,
  type PageBox,
  type PageGeometry,
} from '../../../components/pdf/page-geometry';
import { SIGNATURE_ASPECT } from '../../../components/signature/signature-image';
import { cn } from '../../../lib/cn';

const MIN_WIDTH_PT = 48;

interface Drag {
  pointerId: number;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  start: PageBox;
}

export function SignatureOverlay({
  box,
  page,
  pageIndex,
  image,
  onChange,
  boxRef,
}: {
  box: PageBox;
  page: PageGeometry;
  pageIndex: number;
  image: string;
  onChange: (box: PageBox) => void;
  boxRef?: Ref<HTMLDivElement>;
}) {
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  const near = isNearPageEdge(box, page, EDGE_HIGHLIGHT);

  const resized = (start: PageBox, width: number): PageBox => {
    const w = Math.max(
      MIN_WIDTH_PT,
      Math.min(width, page.widthPt - start.x, (page.heightPt - start.y) * SIGNATURE_ASPECT),
    );
    return { ...start, width: w, height: w / SIGNATURE_ASPECT };
  };

  const begin = (mode: Drag['mode']) => (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      start: box,
    };
    setDragging(true);
  };

  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dx = (event.clientX - d.startX) / page.scale;
    const dy = (event.clientY - d.startY) / page.scale;
    if (d.mode === 'move')
      onChange(clampBoxToPage({ ...d.start, x: d.start.x + dx, y: d.start.y + dy }, page));
    else onChange(resized(d.start, d.start.width + Math.max(dx, dy * SIGNATURE_ASPECT)));
  };

  const end = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      onChange(clampBoxToPage({ ...box, x: box.x + delta[0], y: box.y + delta[1] }, page));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      onChange(resized(box, box.width * 1.1));
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      onChange(resized(box, box.width / 1.1));
    }
  };

  const s = page.scale;
  return (
    <div
      ref={boxRef}
      role="button"
      tabIndex={0}
      aria-roledescription="movable signature"
      aria-label={`Your signature on page ${pageIndex + 1}${near ? ', close to the edge of the page' : ''}. Drag it, or use the arrow keys to move it (Shift moves faster) and + or − to resize it.`}
      data-testid="signature-overlay"
      data-near-edge={near || undefined}
      onPointerDown={begin('move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={onKeyDown}
      className={cn(
        'group absolute touch-none rounded-md border-2 border-dashed outline-none select-none',
        'focus-visible:ring-ring/40 focus-visible:ring-4',
        dragging ? 'cursor-grabbing' : 'cursor-grab',
        near ? 'border-warning bg-warning/10' : 'border-primary bg-primary/5',
      )}
      style={{ left: box.x * s, top: box.y * s, width: box.width * s, height: box.height * s }}
    >
      <img src={image} alt="" draggable={false} className="pointer-events-none size-full object-contain" />
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-medium whitespace-nowrap shadow-sm',
          box.y * s < 28 ? '-bottom-7' : '-top-7',
          near ? 'bg-warning text-background' : 'bg-primary text-primary-foreground',
        )}
      >
        <Move className="size-3" aria-hidden />
        {dragging ? 'Release to position' : 'Drag to position'}
      </span>
      <div
        aria-hidden
        onPointerDown={begin('resize')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        className={cn(
          'absolute -right-2 -bottom-2 size-4 cursor-nwse-resize touch-none rounded-full border-2 border-white shadow',
          near ? 'bg-warning' : 'bg-primary',
        )}
      />
    </div>
  );
}
