// The Draw tab's pad: pointer events (mouse, pen, touch) on a canvas of the spec's 380 × 200 CSS
// pixels, its backing store multiplied by the screen's pixel ratio so lines stay crisp. Strokes are
// smoothed with quadratic curves through the midpoints of the sampled points.
import { Eraser } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SIGNATURE_CANVAS } from '../../../shared/signing';
import { Button } from '../ui/button';
import { finishSignature } from './signature-image';

interface Point {
  x: number;
  y: number;
}

const { width: W, height: H, lineWidth, color } = SIGNATURE_CANVAS;

function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

export function DrawPad({ onChange }: { onChange: (image: string | null) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const points = useRef<Point[]>([]);
  const drawing = useRef<number | null>(null);
  const [empty, setEmpty] = useState(true);

  const context = useCallback(() => canvasRef.current?.getContext('2d') ?? null, []);

  // Size the backing store once: logical units stay 380 × 200 whatever the displayed size.
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = context();
    if (!canvas || !ctx) return;
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 2), 3);
    canvas.width = Math.round(W * ratio);
    canvas.height = Math.round(H * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.lineWidth = lineWidth;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
  }, [context]);

  const toPoint = (event: { clientX: number; clientY: number }): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * W,
      y: ((event.clientY - rect.top) / rect.height) * H,
    };
  };

  const segment = (ctx: CanvasRenderingContext2D) => {
    const p = points.current;
    const n = p.length;
    if (n < 2) return;
    ctx.beginPath();
    if (n === 2) {
      ctx.moveTo(p[0]!.x, p[0]!.y);
      const m = mid(p[0]!, p[1]!);
      ctx.lineTo(m.x, m.y);
    } else {
      const a = mid(p[n - 3]!, p[n - 2]!);
      const b = mid(p[n - 2]!, p[n - 1]!);
      ctx.moveTo(a.x, a.y);
      ctx.quadraticCurveTo(p[n - 2]!.x, p[n - 2]!.y, b.x, b.y);
    }
    ctx.stroke();
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 || drawing.current !== null) return;
    const ctx = context();
    if (!ctx) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = event.pointerId;
    const p = toPoint(event);
    points.current = [p];
    // A dot, so a tap leaves a mark.
    ctx.beginPath();
    ctx.arc(p.x, p.y, lineWidth / 2, 0, Math.PI * 2);
    ctx.fill();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    const ctx = context();
    if (!ctx) return;
    const samples = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const e of samples.length ? samples : [event.nativeEvent]) {
      points.current.push(toPoint(e));
      segment(ctx);
    }
  };

  const end = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    drawing.current = null;
    const ctx = context();
    const p = points.current;
    if (ctx && p.length >= 2) {
      const last = p[p.length - 1]!;
      const m = mid(p[p.length - 2]!, last);
      ctx.beginPath();
      ctx.moveTo(m.x, m.y);
      ctx.lineTo(last.x, last.y);
      ctx.stroke();
    }
    points.current = [];
    setEmpty(false);
    onChange(finishSignature(canvasRef.current!));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    const ctx = context();
    if (!canvas || !ctx) return;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.restore();
    setEmpty(true);
    onChange(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        className="border-border-strong relative mx-auto w-full overflow-hidden rounded-xl border bg-white shadow-xs"
        style={{ maxWidth: W, aspectRatio: `${W} / ${H}` }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label="Signature pad: draw your signature with a mouse, a finger or a stylus"
          data-testid="signature-pad"
          className="absolute inset-0 size-full cursor-crosshair touch-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={end}
          onPointerCancel={end}
          onLostPointerCapture={end}
        />
        {/* Where to sign, like the line on paper; not part of the image. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-8 bottom-[26%] border-b border-dashed border-zinc-300"
        />
        {empty && (
          <p
            aria-hidden
            className="pointer-events-none absolute inset-x-0 bottom-[12%] text-center text-xs font-medium text-zinc-500"
          >
            Sign above the line
          </p>
        )}
      </div>
      <div className="mx-auto flex w-full items-center justify-between gap-3" style={{ maxWidth: W }}>
        <p className="text-muted-foreground text-xs">
          Use your mouse, finger or a stylus. Using a keyboard? Choose Type.
        </p>
        <Button variant="ghost" size="sm" onClick={clear} disabled={empty}>
          <Eraser aria-hidden />
          Clear
        </Button>
      </div>
    </div>
  );
}
