// Signature images from the browser: decoded, checked to be a real image of bounded size, near-white
// pixels made transparent (as the spec asks, again on the server), and stored as PNG.
import sharp from 'sharp';
import { MAX_SIGNATURE_BYTES, NEAR_WHITE } from '../../shared/signing';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import { sniffImage } from '../lib/sniff';

const MAX_SIDE = 2000;
export const INVALID_SIGNATURE = 'The signature image is not valid. Please create your signature again.';

export async function normaliseSignatureImage(dataUrl: string): Promise<Buffer> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_SIGNATURE_BYTES)
    throw new AppError('payload_too_large', 'The signature image is too large.');
  if (!sniffImage(bytes)) throw new AppError('validation_failed', INVALID_SIGNATURE);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE, animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE) {
      throw new AppError('validation_failed', 'The signature image must be at most 2000 × 2000 pixels.');
    }
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let visible = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! > NEAR_WHITE && data[i + 1]! > NEAR_WHITE && data[i + 2]! > NEAR_WHITE) data[i + 3] = 0;
      if (data[i + 3]! > 0) visible++;
    }
    if (visible === 0) throw new AppError('validation_failed', 'Please create a signature first.');
    return await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('validation_failed', INVALID_SIGNATURE, { cause: err });
  }
}

export async function storeSignatureImage(ctx: AppContext, prefix: string, dataUrl: string): Promise<string> {
  const png = await normaliseSignatureImage(dataUrl);
  const key = `${prefix}/${newId()}.png`;
  await ctx.blobs.put(key, png, { contentType: 'image/png' });
  return key;
}
