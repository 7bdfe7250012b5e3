// Helpers for signing tests: a signature image, an uploaded document, and a signer's browser.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { Client } from './client';
import { makePdf, multipartBody } from './fixtures';

let cached: string | undefined;

/** A black scribble on white, as the signature pad sends it. */
export async function signatureDataUrl(): Promise<string> {
  if (cached) return cached;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="380" height="200"><rect width="380" height="200" fill="white"/><path d="M20 150 C 80 20, 140 180, 200 60 S 320 160, 360 40" stroke="black" stroke-width="6" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  cached = `data:image/png;base64,${png.toString('base64')}`;
  return cached;
}

export async function uploadPdf(
  c: Client,
  pages = 2,
  fields: Record<string, string> = {},
): Promise<{ id: string; [k: string]: unknown }> {
  const { body, contentType } = multipartBody(fields, {
    filename: 'Agreement.pdf',
    data: await makePdf(pages),
  });
  const res = await c.request('POST', '/api/documents', body, { 'content-type': contentType });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.raw}`);
  return res.body.document;
}

/** The path part of a signing link, e.g. /sign/{documentId}/{signId}. */
export function linkPath(link: string): { documentId: string; signId: string; api: string } {
  const [, , documentId, signId] = new URL(link).pathname.split('/');
  return { documentId: documentId!, signId: signId!, api: `/api/sign/${documentId}/${signId}` };
}

export function signerBrowser(app: FastifyInstance, ip?: string): Client {
  return new Client(app, ip ? { ip } : {});
}

export const PLACEMENT = { pageIndex: 0, x: 72, y: 600, width: 122, height: 61 };
