// Turns a PNG into PDF image XObjects. Opaque 8-bit PNGs are passed through untouched (PDF reads the
// PNG's own compressed rows with /Predictor 15); with transparency the pixels are decoded here and
// the alpha channel becomes a soft mask. Interlaced or exotic PNGs go through sharp.
import zlib from 'node:zlib';
import { PdfDict, PdfStream, PdfString, name, type PdfValue } from './pdf-objects';
import { undoPngPredictor } from './pdf-file';

export class StampImageError extends Error {}

export interface ImageStreams {
  width: number;
  height: number;
  image: PdfStream;
  /** A DeviceGray soft mask to attach as /SMask, when the PNG has transparency. */
  smask?: PdfStream;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function pngToImageStreams(png: Buffer): Promise<ImageStreams> {
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE))
    throw new StampImageError('stamp is not a PNG');
  let ihdr: Buffer | undefined;
  let palette: Buffer | undefined;
  let trns: Buffer | undefined;
  const idat: Buffer[] = [];
  for (let pos = 8; pos + 8 <= png.length;) {
    const len = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') ihdr = data;
    else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') trns = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  if (!ihdr || ihdr.length < 13 || !idat.length) throw new StampImageError('stamp PNG is incomplete');
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const depth = ihdr[8]!;
  const colorType = ihdr[9]!;
  const interlace = ihdr[12]!;
  if (!width || !height || width * height > 50_000_000) throw new StampImageError('stamp PNG has a bad size');
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType as 0 | 2 | 3 | 4 | 6];
  if (!channels || interlace !== 0 || (depth !== 8 && depth !== 16 && colorType !== 0 && colorType !== 3)) {
    return viaSharp(png);
  }
  const compressed = Buffer.concat(idat);
  if (colorType === 3 && (!palette || palette.length < 3))
    throw new StampImageError('stamp PNG has no palette');

  // Opaque 8-bit (or low-bit gray/palette) images: the PNG rows are already valid PDF Flate data.
  const opaque = !trns && (colorType === 0 || colorType === 2 || colorType === 3) && depth <= 8;
  if (opaque) {
    const colorSpace: PdfValue =
      colorType === 0
        ? name('DeviceGray')
        : colorType === 2
          ? name('DeviceRGB')
          : [name('Indexed'), name('DeviceRGB'), palette!.length / 3 - 1, new PdfString(palette!, true)];
    const image = new PdfStream(
      imageDict(width, height, colorSpace, depth).set(
        'DecodeParms',
        new PdfDict([
          ['Predictor', 15],
          ['Colors', channels],
          ['BitsPerComponent', depth],
          ['Columns', width],
        ]),
      ),
      compressed,
    );
    return { width, height, image };
  }

  let raw: Buffer;
  try {
    raw = zlib.inflateSync(compressed);
  } catch {
    throw new StampImageError('stamp PNG data is corrupt');
  }
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const rows = undoPngPredictor(raw, rowBytes, Math.max(1, (channels * depth) >> 3));
  const isRgb = colorType === 2 || colorType === 3 || colorType === 6;
  const colorOut = Buffer.alloc(width * height * (isRgb ? 3 : 1));
  const alphaOut = Buffer.alloc(width * height);
  let translucent = false;
  if (depth === 8 && (colorType === 6 || colorType === 4)) {
    // The usual signature image (8-bit RGBA or gray+alpha): split the planes in one pass.
    const colors = channels - 1;
    for (let y = 0; y < height; y++) {
      let src = y * rowBytes;
      let px = y * width;
      for (let x = 0; x < width; x++, px++) {
        for (let c = 0; c < colors; c++) colorOut[px * colors + c] = rows[src++]!;
        const a = rows[src++]!;
        alphaOut[px] = a;
        if (a !== 255) translucent = true;
      }
    }
    return streamsFrom(width, height, colors as 1 | 3, colorOut, translucent ? alphaOut : undefined);
  }
  const sample = samplesReader(rows, rowBytes, depth);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = y * width + x;
      const s = (c: number) => sample(y, x * channels + c);
      let alpha = 255;
      if (colorType === 3) {
        const idx = s(0);
        colorOut[px * 3] = palette?.[idx * 3] ?? 0;
        colorOut[px * 3 + 1] = palette?.[idx * 3 + 1] ?? 0;
        colorOut[px * 3 + 2] = palette?.[idx * 3 + 2] ?? 0;
        if (trns && idx < trns.length) alpha = trns[idx]!;
      } else if (colorType === 0 || colorType === 4) {
        const g = s(0);
        colorOut[px] = depth === 16 ? g >> 8 : depth < 8 ? Math.round((g * 255) / ((1 << depth) - 1)) : g;
        if (colorType === 4) alpha = depth === 16 ? s(1) >> 8 : s(1);
        else if (trns && trns.length >= 2 && g === trns.readUInt16BE(0)) alpha = 0;
      } else {
        const [r, g, b] = [s(0), s(1), s(2)];
        const shift = depth === 16 ? 8 : 0;
        colorOut[px * 3] = r >> shift;
        colorOut[px * 3 + 1] = g >> shift;
        colorOut[px * 3 + 2] = b >> shift;
        if (colorType === 6) alpha = s(3) >> shift;
        else if (
          trns &&
          trns.length >= 6 &&
          r === trns.readUInt16BE(0) &&
          g === trns.readUInt16BE(2) &&
          b === trns.readUInt16BE(4)
        ) {
          alpha = 0;
        }
      }
      alphaOut[px] = alpha;
      if (alpha !== 255) translucent = true;
    }
  }
  return streamsFrom(width, height, isRgb ? 3 : 1, colorOut, translucent ? alphaOut : undefined);
}

function samplesReader(rows: Buffer, rowBytes: number, depth: number): (y: number, i: number) => number {
  if (depth === 8) return (y, i) => rows[y * rowBytes + i]!;
  if (depth === 16) return (y, i) => rows.readUInt16BE(y * rowBytes + i * 2);
  const perByte = 8 / depth;
  const mask = (1 << depth) - 1;
  return (y, i) => {
    const byte = rows[y * rowBytes + Math.floor(i / perByte)]!;
    return (byte >> (8 - depth * ((i % perByte) + 1))) & mask;
  };
}

function imageDict(width: number, height: number, colorSpace: PdfValue, bpc: number): PdfDict {
  return new PdfDict([
    ['Type', name('XObject')],
    ['Subtype', name('Image')],
    ['Width', width],
    ['Height', height],
    ['ColorSpace', colorSpace],
    ['BitsPerComponent', bpc],
    ['Filter', name('FlateDecode')],
  ]);
}

function streamsFrom(
  width: number,
  height: number,
  colors: 1 | 3,
  color: Buffer,
  alpha?: Buffer,
): ImageStreams {
  const image = new PdfStream(
    imageDict(width, height, name(colors === 3 ? 'DeviceRGB' : 'DeviceGray'), 8),
    zlib.deflateSync(color, { level: 6 }),
  );
  const smask = alpha
    ? new PdfStream(imageDict(width, height, name('DeviceGray'), 8), zlib.deflateSync(alpha, { level: 6 }))
    : undefined;
  return { width, height, image, smask };
}

async function viaSharp(png: Buffer): Promise<ImageStreams> {
  const { default: sharp } = await import('sharp');
  let out: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    out = await sharp(png)
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new StampImageError('stamp PNG cannot be decoded');
  }
  const { data, info } = out;
  const hasAlpha = info.channels === 2 || info.channels === 4;
  const colors = info.channels >= 3 ? 3 : 1;
  const n = info.width * info.height;
  const color = Buffer.alloc(n * colors);
  const alpha = Buffer.alloc(n);
  let translucent = false;
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < colors; c++) color[i * colors + c] = data[i * info.channels + c]!;
    alpha[i] = hasAlpha ? data[i * info.channels + info.channels - 1]! : 255;
    if (alpha[i] !== 255) translucent = true;
  }
  return streamsFrom(info.width, info.height, colors as 1 | 3, color, translucent ? alpha : undefined);
}
