// The Type tab: a name written in one of the spec's five handwriting fonts, drawn at 48 px on a
// 400 × 150 canvas once the font has loaded (fonts are self-hosted, imported by signature-creator).
import { useEffect, useId, useRef, useState } from 'react';
import { SIGNATURE_CANVAS, SIGNATURE_FONTS, TYPED_SIGNATURE } from '../../../shared/signing';
import { cn } from '../../lib/cn';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { finishSignature } from './signature-image';

type Font = (typeof SIGNATURE_FONTS)[number];
const { width: W, height: H, fontPx } = TYPED_SIGNATURE;

async function renderTyped(name: string, font: Font): Promise<string | null> {
  const text = name.trim();
  if (!text) return null;
  const spec = `${fontPx}px "${font}"`;
  try {
    await document.fonts.load(spec, text);
  } catch {
    // Drawn with a fallback font rather than not at all.
  }
  const ratio = 3;
  const canvas = document.createElement('canvas');
  canvas.width = W * ratio;
  canvas.height = H * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.scale(ratio, ratio);
  // 48 px as the spec says; a long name is made smaller so that it stays on the canvas.
  let size: number = fontPx;
  ctx.font = `${size}px "${font}", cursive`;
  const room = W - 24;
  const measured = ctx.measureText(text).width;
  if (measured > room) {
    size = Math.max(14, Math.floor((fontPx * room) / measured));
    ctx.font = `${size}px "${font}", cursive`;
  }
  ctx.fillStyle = SIGNATURE_CANVAS.color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, W / 2, H / 2);
  return finishSignature(canvas);
}

export function TypePad({
  defaultName = '',
  onChange,
}: {
  defaultName?: string;
  onChange: (image: string | null) => void;
}) {
  const [name, setName] = useState(defaultName);
  const [font, setFont] = useState<Font>(SIGNATURE_FONTS[0]);
  const legendId = useId();
  const latest = useRef(0);

  useEffect(() => {
    const run = ++latest.current;
    void renderTyped(name, font).then((image) => {
      if (run === latest.current) onChange(image);
    });
  }, [name, font, onChange]);

  return (
    <div className="flex flex-col gap-4">
      <Field label="Your name">
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            maxLength={60}
            placeholder="Type your name"
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-2" aria-labelledby={legendId}>
        <legend id={legendId} className="text-foreground mb-1.5 text-sm font-medium">
          Style
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {SIGNATURE_FONTS.map((f) => (
            <label
              key={f}
              className={cn(
                'relative flex h-16 cursor-pointer items-center overflow-hidden rounded-xl border bg-white px-4 text-black transition-[border-color,box-shadow]',
                'has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                font === f
                  ? 'border-primary ring-primary/30 ring-3'
                  : 'border-border-strong hover:border-ring',
              )}
            >
              <input
                type="radio"
                name={`${legendId}-font`}
                value={f}
                checked={font === f}
                onChange={() => setFont(f)}
                className="sr-only"
                aria-label={f}
              />
              <span
                className="block truncate text-2xl leading-normal"
                style={{ fontFamily: `"${f}", cursive` }}
                aria-hidden
              >
                {name.trim() || 'Your name'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
