// Two signers and a final seal on every corpus file, checked with Signet's own verifier and, where
// installed, with qpdf, pdfsig (trusted through an NSS database), openssl cms, pdftoppm and pdftotext.
import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadOrCreateSigningIdentity,
  rootCertificatePem,
  type SigningIdentity,
} from '../../src/server/crypto/instance-certificate';
import { appendRevision, type Stamp, type TextStamp } from '../../src/server/pdf/seal/append-revision';
import { displayedSize, findPage } from '../../src/server/pdf/seal/page-tree';
import { PdfFile } from '../../src/server/pdf/seal/pdf-file';
import { PdfRef } from '../../src/server/pdf/seal/pdf-objects';
import { verifyPdfSignatures } from '../../src/server/pdf/verify/verify-pdf';
import { buildCorpus, certificatePdf, orientationStamp, translucentStamp, type CorpusFile } from './corpus';
import {
  nssDatabaseTrusting,
  cmsBlobs,
  opensslCmsPrint,
  pdfsig,
  pdftotext,
  qpdfCheck,
  render,
  removeTempDirs,
  tempDir,
  tools,
  writeTemp,
  type Raster,
} from './tools';

afterAll(removeTempDirs);

const dataDir = tempDir('signet-seal-');
let identity: SigningIdentity;
let rootDer: Buffer;
let nssDir: string | undefined;
let corpus: CorpusFile[];
let red: Buffer;
let green: Buffer;

beforeAll(async () => {
  identity = await loadOrCreateSigningIdentity(dataDir);
  const pem = await rootCertificatePem(dataDir);
  rootDer = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  if (tools.certutil) nssDir = nssDatabaseTrusting(pem);
  corpus = await buildCorpus();
  red = await orientationStamp();
  green = await translucentStamp();
});

interface Sealed {
  original: Buffer;
  revisions: Buffer[];
  final: Buffer;
  stampsByPage: Map<number, { stamps: Stamp[]; texts: TextStamp[] }>;
  certificateText: string;
  file: string;
  originalFile: string;
}

async function sealWithTwoSigners(entry: CorpusFile): Promise<Sealed> {
  const last = entry.pages - 1;
  const signerOnePages = entry.pages <= 4 ? [...Array(entry.pages).keys()] : [0, last];
  const one: Stamp[] = signerOnePages.map((pageIndex) => ({
    pageIndex,
    x: 50,
    y: 80,
    width: 200,
    height: 80,
    png: red,
  }));
  const texts: TextStamp[] = signerOnePages.map((pageIndex) => ({
    pageIndex,
    x: 50,
    y: 166,
    size: 10,
    text: 'Signed 2026-11-22 · Zoë',
  }));
  const two: Stamp[] = [{ pageIndex: last, x: 60, y: 190, width: 50, height: 50, png: green }];
  const stampsByPage = new Map<number, { stamps: Stamp[]; texts: TextStamp[] }>();
  for (const s of [...one, ...two]) {
    const e = stampsByPage.get(s.pageIndex) ?? { stamps: [], texts: [] };
    e.stamps.push(s);
    stampsByPage.set(s.pageIndex, e);
  }
  for (const t of texts) stampsByPage.get(t.pageIndex)!.texts.push(t);

  const original = entry.bytes;
  const when = new Date('2026-11-22T10:00:00Z');
  const r1 = await appendRevision(original, {
    stamps: one,
    textStamps: texts,
    signature: {
      name: 'Alice Martin',
      reason: 'Signed with Signet',
      signingTime: when,
      contactInfo: 'alice@example.com',
    },
    identity,
  });
  const r2 = await appendRevision(r1.pdf, {
    stamps: two,
    signature: {
      name: 'דוד לוי',
      reason: 'מאשר',
      location: 'תל אביב',
      signingTime: new Date(when.getTime() + 60_000),
    },
    identity,
  });
  const sha = crypto.createHash('sha256').update(original).digest('hex');
  const certificateText = `Original SHA-256 ${sha}`;
  const r3 = await appendRevision(r2.pdf, {
    stamps: [],
    appendPdf: await certificatePdf(certificateText),
    signature: {
      name: 'Signet document seal',
      reason: 'Sealed by Signet',
      signingTime: new Date(when.getTime() + 120_000),
    },
    identity,
  });
  for (const r of [r1, r2, r3]) expect(r.incremental).toBe(true);
  const dir = tempDir(`signet-${entry.name}-`);
  return {
    original,
    revisions: [r1.pdf, r2.pdf],
    final: r3.pdf,
    stampsByPage,
    certificateText,
    file: writeTemp(dir, 'sealed.pdf', r3.pdf),
    originalFile: writeTemp(dir, 'original.pdf', original),
  };
}

describe.each([
  'classic-xref',
  'object-streams',
  'rotated',
  'cropped',
  'inherited-attributes',
  'earlier-update',
  'scanned-image',
  'multi-page-text',
])('sealing %s', (name) => {
  let s: Sealed;
  beforeAll(async () => {
    s = await sealWithTwoSigners(corpus.find((c) => c.name === name)!);
  });

  it('keeps every earlier byte: each revision starts with the previous file', () => {
    expect(s.final.subarray(0, s.original.length).equals(s.original)).toBe(true);
    expect(s.revisions[0]!.subarray(0, s.original.length).equals(s.original)).toBe(true);
    expect(s.final.subarray(0, s.revisions[1]!.length).equals(s.revisions[1]!)).toBe(true);
  });

  it('has three valid PAdES signatures that cover their revisions (own verifier)', async () => {
    const v = await verifyPdfSignatures(s.final, { trustedRoots: [rootDer] });
    expect(v.signatures).toHaveLength(3);
    expect(v.modifiedAfterLastSignature).toBe(false);
    for (const sig of v.signatures) {
      expect(sig).toMatchObject({
        digestValid: true,
        signatureValid: true,
        hasSigningCertificateV2: true,
        chainTrusted: true,
        coversWholeRevision: true,
        subFilter: 'ETSI.CAdES.detached',
      });
      expect(sig.signerCertificate.fingerprintSha256).toBe(identity.fingerprintSha256);
    }
    expect(v.signatures.map((x) => x.name)).toEqual(['Alice Martin', 'דוד לוי', 'Signet document seal']);
    expect(v.signatures[1]!.location).toBe('תל אביב');
    expect(v.signatures.map((x) => x.coversUpTo)).toEqual([
      s.revisions[0]!.length,
      s.revisions[1]!.length,
      s.final.length,
    ]);
    expect(v.signatures[0]!.signingTime).toBe('2026-11-22T10:00:00.000Z');
    expect(new Set(v.signatures.map((x) => x.fieldName)).size).toBe(3);
  });

  it('reads back with the certificate page appended and the stamped pages intact', async () => {
    const doc = await PDFDocument.load(s.final, { updateMetadata: false });
    const entry = corpus.find((c) => c.name === name)!;
    expect(doc.getPageCount()).toBe(entry.pages + 1);
    // Every object the xref chain lists resolves (own structural check, the pure-JS qpdf --check).
    const file = new PdfFile(s.final);
    for (let n = 1; n < file.size; n++) expect(() => file.resolve(new PdfRef(n, 0))).not.toThrow();
    const before = new PdfFile(s.original);
    const root = (f: PdfFile) => f.resolveDict(f.trailer.get('Root'))!.get('Pages') as PdfRef;
    for (let i = 0; i < entry.pages; i++) {
      expect(displayedSize(findPage(file, root(file), i))).toEqual(
        displayedSize(findPage(before, root(before), i)),
      );
    }
  });

  it.runIf(tools.qpdf)('passes qpdf --check', () => {
    const r = qpdfCheck(s.file);
    expect(r.ok, r.output).toBe(true);
  });

  it.runIf(tools.pdfsig)(
    'pdfsig lists each signer and the seal as valid, trusted with the root in NSS',
    () => {
      const plain = pdfsig(s.file);
      expect(
        plain.signatures.map((x) => x.validation),
        plain.output,
      ).toEqual(Array(3).fill('Signature is Valid.'));
      expect(plain.signatures[2]!.totalDocumentSigned).toBe(true);
      if (nssDir) {
        const trusted = pdfsig(s.file, nssDir);
        expect(
          trusted.signatures.map((x) => x.certificate),
          trusted.output,
        ).toEqual(Array(3).fill('Certificate is Trusted.'));
      }
    },
  );

  it.runIf(tools.openssl)('openssl shows the signing-certificate-v2 attribute in every CMS', async () => {
    const v = await verifyPdfSignatures(s.final);
    for (const cms of cmsBlobs(
      s.final,
      v.signatures.map((x) => x.byteRange),
    )) {
      const printed = opensslCmsPrint(cms);
      expect(printed).toMatch(/signingCertificateV2|1\.2\.840\.113549\.1\.9\.16\.2\.47/);
      expect(printed).toMatch(/contentType/);
      expect(printed).toMatch(/messageDigest/);
      expect(printed).not.toMatch(/signingTime/);
    }
  });

  it.runIf(tools.pdftotext)('the last page is the certificate', () => {
    const entry = corpus.find((c) => c.name === name)!;
    const text = pdftotext(s.file, entry.pages + 1);
    expect(text).toContain('Completion certificate');
    expect(text.replace(/\s+/g, ' ')).toContain(s.certificateText);
  });

  it.runIf(tools.pdftoppm)('renders each stamp upright inside its box and nowhere else', () => {
    for (const [pageIndex, { stamps, texts }] of s.stampsByPage) {
      const before = render(s.originalFile, pageIndex + 1);
      const after = render(s.file, pageIndex + 1);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      const allowed = [
        ...stamps.map((b) => ({ x: b.x, y: b.y, w: b.width, h: b.height })),
        ...texts.map((t) => ({ x: t.x, y: t.y, w: 160, h: t.size * 1.3 })),
      ];
      const outside = changedPixelsOutside(before, after, allowed, 2);
      expect(outside, `page ${pageIndex + 1}: changed pixels outside the stamp boxes`).toBe(0);
      for (const b of stamps) {
        if (b.png === red) {
          expect(
            colourAt(after, b.x + b.width * 0.25, b.y + b.height / 2),
            `page ${pageIndex + 1} left half`,
          ).toBe('red');
          expect(
            colourAt(after, b.x + b.width * 0.75, b.y + b.height / 2),
            `page ${pageIndex + 1} right half`,
          ).toBe('blue');
          expect(colourAt(after, b.x + 3, b.y + 3)).toBe('red');
          expect(colourAt(after, b.x + b.width - 3, b.y + b.height - 3)).toBe('blue');
        } else {
          expect(colourAt(after, b.x + b.width / 2, b.y + b.height / 2)).toBe('green');
          // The transparent margin lets the page show through.
          const [x, y] = [Math.round(b.x + 3), Math.round(b.y + 3)];
          expect(pixel(after, x, y)).toEqual(pixel(before, x, y));
        }
      }
      // Text stamps draw dark pixels on the line they were put on.
      for (const t of texts)
        expect(darkPixelsIn(after, { x: t.x, y: t.y, w: 100, h: t.size })).toBeGreaterThan(20);
    }
  });

  it.runIf(tools.pdfsig)(
    'a flipped byte in the original makes pdfsig and the verifier report every signature broken',
    async () => {
      const tampered = Buffer.from(s.final);
      const at = tampered.indexOf('stream', 0, 'latin1') + 40;
      expect(at).toBeLessThan(s.original.length);
      tampered[at] = tampered[at]! ^ 0x01;
      const file = writeTemp(tempDir('signet-flip-'), 'flipped.pdf', tampered);
      const r = pdfsig(file);
      expect(r.signatures).toHaveLength(3);
      for (const sig of r.signatures) expect(sig.validation, r.output).not.toBe('Signature is Valid.');
      expect(r.output).toMatch(/Digest Mismatch/);
      const v = await verifyPdfSignatures(tampered);
      expect(v.signatures.map((x) => x.digestValid)).toEqual([false, false, false]);
    },
  );
});

// ── Raster helpers (1 px = 1 pt at 72 dpi) ───────────────────────────────────────────────────────

function pixel(r: Raster, x: number, y: number): [number, number, number] {
  const i = (Math.floor(y) * r.width + Math.floor(x)) * 3;
  return [r.data[i]!, r.data[i + 1]!, r.data[i + 2]!];
}

function colourAt(r: Raster, x: number, y: number): string {
  const [R, G, B] = pixel(r, x, y);
  if (R > 200 && G < 60 && B < 60) return 'red';
  if (B > 200 && R < 60 && G < 60) return 'blue';
  if (G > 120 && R < 60 && B < 60) return 'green';
  return `rgb(${R},${G},${B})`;
}

function changedPixelsOutside(
  before: Raster,
  after: Raster,
  boxes: { x: number; y: number; w: number; h: number }[],
  tolerance: number,
): number {
  let count = 0;
  for (let y = 0; y < after.height; y++) {
    for (let x = 0; x < after.width; x++) {
      const i = (y * after.width + x) * 3;
      const diff = Math.max(
        Math.abs(after.data[i]! - before.data[i]!),
        Math.abs(after.data[i + 1]! - before.data[i + 1]!),
        Math.abs(after.data[i + 2]! - before.data[i + 2]!),
      );
      if (diff < 40) continue;
      const inside = boxes.some(
        (b) =>
          x >= b.x - tolerance &&
          x < b.x + b.w + tolerance &&
          y >= b.y - tolerance &&
          y < b.y + b.h + tolerance,
      );
      if (!inside) count++;
    }
  }
  return count;
}

function darkPixelsIn(r: Raster, b: { x: number; y: number; w: number; h: number }): number {
  let n = 0;
  for (let y = Math.floor(b.y); y < b.y + b.h; y++) {
    for (let x = Math.floor(b.x); x < b.x + b.w; x++) if (pixel(r, x, y).every((c) => c < 128)) n++;
  }
  return n;
}
