// Turns what the signature creator drew into the image Signet sends: near-white pixels made
// transparent (spec: every channel above 240), trimmed to the ink, padded to the placement box's
// 2:1 shape (the server stretches the image into the box, so the shape must match), PNG.
import { MAX_SIGNATURE_BYTES, NEAR_WHITE, type SignatureType } from '../../../shared/signing';

export interface CreatedSignature {
  /** A PNG data URL. */
  image: string;
  type: SignatureType;
}

/** Width ÷ height of every signature image and of its box on the page (20 % of the width × half). */
export const SIGNATURE_ASPECT = 2;
const MAX_WIDTH = 1200;
const MIN_WIDTH = 240;
const ACCEPTED_UPLOADS = ['image/png', 'image/jpeg', 'image/gif'];

export function isAcceptedUpload(file: File): boolean {
  return ACCEPTED_UPLOADS.includes(file.type) || /\.(png|jpe?g|gif)$/i.test(file.name);
}

/** Clears near-white pixels in place; returns the bounding box of what is left, or null if nothing. */
function clearNearWhite(
  data: ImageData,
): { left: number; top: number; right: number; bottom: number } | null {
  const { width, height } = data;
  const px = data.data;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (px[i]! > NEAR_WHITE && px[i + 1]! > NEAR_WHITE && px[i + 2]! > NEAR_WHITE) px[i + 3] = 0;
      if (px[i + 3]! > 8) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/**
 * The signature image for a canvas (or any drawable): null when there is no ink. The result is a
 * PNG data URL no larger than the server accepts.
 */
export function finishSignature(source: HTMLCanvasElement): string | null {
  const work = document.createElement('canvas');
  work.width = source.width;
  work.height = source.height;
  const ctx = work.getContext('2d', { willReadFrequently: true });
  if (!ctx || work.width === 0 || work.height === 0) return null;
  ctx.drawImage(source, 0, 0);
  const data = ctx.getImageData(0, 0, work.width, work.height);
  const box = clearNearWhite(data);
  if (!box) return null;
  ctx.putImageData(data, 0, 0);

  // A margin around the ink, then the 2:1 shape, centred.
  const inkW = box.right - box.left + 1;
  const inkH = box.bottom - box.top + 1;
  const margin = Math.round(Math.max(inkW, inkH) * 0.06) + 2;
  let w = inkW + margin * 2;
  let h = inkH + margin * 2;
  if (w / h < SIGNATURE_ASPECT) w = Math.ceil(h * SIGNATURE_ASPECT);
  else h = Math.ceil(w / SIGNATURE_ASPECT);

  for (let target = Math.min(MAX_WIDTH, Math.max(w, MIN_WIDTH)); ; target = Math.round(target * 0.75)) {
    const scale = target / w;
    const out = document.createElement('canvas');
    out.width = Math.round(w * scale);
    out.height = Math.round(h * scale);
    const octx = out.getContext('2d');
    if (!octx) return null;
    octx.imageSmoothingQuality = 'high';
    const dx = (w - inkW) / 2;
    const dy = (h - inkH) / 2;
    octx.drawImage(work, box.left, box.top, inkW, inkH, dx * scale, dy * scale, inkW * scale, inkH * scale);
    const url = out.toDataURL('image/png');
    // base64 is 4/3 of the bytes; stop shrinking at a size no signature needs to go below.
    if ((url.length * 3) / 4 <= MAX_SIGNATURE_BYTES * 0.95 || target <= MIN_WIDTH) return url;
  }
}

/** Loads an image (a file or a fetched blob) into a canvas of at most maxWidth × maxHeight pixels. */
export async function fileToCanvas(file: Blob, maxWidth = 1600, maxHeight = 800): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    const scale = Math.min(1, maxWidth / img.naturalWidth, maxHeight / img.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Could not get canvas context');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A saved signature's image (a same-origin URL) as the data URL to send with a signing request,
 * brought to the same 2:1 shape as a new one (images saved through the API may have another).
 */
export async function urlToDataUrl(url: string): Promise<string> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error('Could not load signature image');
  const image = finishSignature(await fileToCanvas(await res.blob(), 2000, 1000));
  if (!image) throw new Error('Could not load signature image');
  return image;
}
