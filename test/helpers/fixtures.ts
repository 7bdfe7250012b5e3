// Files for tests, made on the fly: PDFs with pdf-lib, images with sharp.
import forge from 'node-forge';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export async function makePdf(
  pages = 2,
  opts: { size?: [number, number]; rotate?: number; objectStreams?: boolean } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage(opts.size ?? [612, 792]);
    if (opts.rotate) page.setRotation(degrees(opts.rotate));
    page.drawText(`Test document, page ${i + 1} of ${pages}`, {
      x: 72,
      y: page.getHeight() - 96,
      size: 18,
      font,
    });
  }
  return Buffer.from(await doc.save({ useObjectStreams: opts.objectStreams ?? false }));
}

/** A PDF whose trailer declares standard encryption. */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const text = (await makePdf(1)).toString('latin1');
  return Buffer.from(
    text.replace(
      'trailer\n<<',
      'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O (0123456789abcdef) /U (0123456789abcdef) /P -4 >>',
    ),
    'latin1',
  );
}

export function makePng(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

export function makeJpg(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** A Windows executable header, for "a .exe renamed .pdf". */
export function makeExe(): Buffer {
  const b = Buffer.alloc(4096, 0);
  b.write('MZ', 0, 'latin1');
  b.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return b;
}

export function multipartBody(
  fields: Record<string, string>,
  file: { filename: string; data: Buffer; contentType?: string } | null,
): { body: Buffer; contentType: string } {
  const boundary = `----signet${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A self-signed RSA certificate and key as a PKCS#12 file, valid from an hour ago for `days` days
 * (negative: already expired). */
export function selfSignedP12(password: string, days = 365, commonName = 'Admin Upload Test'): Buffer {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '0a';
  cert.validity.notBefore = new Date(Date.now() - Math.max(3600_000, -days * 2 * 24 * 3600_000));
  cert.validity.notAfter = new Date(Date.now() + days * 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: commonName }]);
  cert.setIssuer([{ name: 'commonName', value: commonName }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
