// Turns an image or a Word file into a PDF. Images become one page of the image's size; Word files go
// through LibreOffice (`soffice --headless --convert-to pdf`) when it is installed.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { AppError } from '../http/errors';
import type { ImageMime } from '../lib/sniff';

const run = promisify(execFile);
export const WORD_UNAVAILABLE =
  'Word documents cannot be converted on this server because LibreOffice is not installed. Please upload a PDF instead.';
export const WORD_FAILED =
  'This Word document could not be converted to PDF. Please save it as PDF and upload that.';
const IMAGE_FAILED = 'This image could not be read. Please upload a valid JPG, PNG, WEBP or GIF image.';
const MAX_IMAGE_PIXELS = 100_000_000;

export async function imageToPdf(bytes: Buffer, mime: ImageMime): Promise<Buffer> {
  try {
    let embedBytes = bytes;
    let kind: 'png' | 'jpg' = mime === 'image/jpeg' ? 'jpg' : 'png';
    // pdf-lib embeds PNG and JPEG; other formats (and EXIF-rotated JPEGs) are normalised by sharp.
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const needsRotation = (meta.orientation ?? 1) > 1;
    if (mime === 'image/webp' || mime === 'image/gif' || needsRotation) {
      embedBytes = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().png().toBuffer();
      kind = 'png';
    }
    const doc = await PDFDocument.create();
    // A copy with its own ArrayBuffer: pdf-lib's JPEG reader ignores a Buffer's offset into Node's pool.
    const own = Uint8Array.from(embedBytes);
    const image = kind === 'jpg' ? await doc.embedJpg(own) : await doc.embedPng(own);
    // 72 dpi source pixels as points, scaled down to fit an A4-ish page if the image is huge.
    const scale = Math.min(1, 1190 / Math.max(image.width, image.height));
    const width = image.width * scale;
    const height = image.height * scale;
    const page = doc.addPage([width, height]);
    page.drawImage(image, { x: 0, y: 0, width, height });
    // No object streams: sealing appends incremental updates to classic cross-reference files.
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  } catch (err) {
    throw new AppError('unprocessable', IMAGE_FAILED, { cause: err });
  }
}

const found = new Map<string, Promise<string | null>>();

/** The LibreOffice binary: the configured path ('none' disables it), else the usual places. */
export function findSoffice(configured?: string): Promise<string | null> {
  const key = configured ?? '';
  if (!found.has(key)) {
    const candidates =
      configured === 'none'
        ? []
        : configured
          ? [configured]
          : ['/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice', '/usr/bin/libreoffice'];
    found.set(
      key,
      (async () => {
        for (const candidate of candidates) {
          try {
            await fs.access(candidate);
            return candidate;
          } catch {
            /* try the next */
          }
        }
        return null;
      })(),
    );
  }
  return found.get(key)!;
}

export async function wordToPdf(
  bytes: Buffer,
  extension: 'doc' | 'docx',
  sofficePath: string | undefined,
  timeoutMs = 60_000,
): Promise<Buffer> {
  const soffice = await findSoffice(sofficePath);
  if (!soffice) throw new AppError('unsupported_media_type', WORD_UNAVAILABLE);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'signet-convert-'));
  try {
    const input = path.join(dir, `document.${extension}`);
    await fs.writeFile(input, bytes);
    // A private profile directory: concurrent conversions do not share LibreOffice's lock.
    await run(
      soffice,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      { timeout: timeoutMs, killSignal: 'SIGKILL' },
    );
    return await fs.readFile(path.join(dir, 'document.pdf'));
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('unprocessable', WORD_FAILED, { cause: err });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
