// The files and inputs that break naive incremental writers: hybrid and linearized files, broken
// xref tables, unbalanced graphics state, existing forms, other PNG kinds, RSA keys from PKCS#12,
// and the errors a caller must see.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadOrCreateSigningIdentity,
  rootCertificatePem,
  type SigningIdentity,
} from '../../src/server/crypto/instance-certificate';
import {
  PageNotFoundError,
  SealError,
  StampImageError,
  appendRevision,
  type RevisionInput,
} from '../../src/server/pdf/seal/append-revision';
import { PdfFile } from '../../src/server/pdf/seal/pdf-file';
import { PdfDict, PdfRef, PdfString, decodeTextString } from '../../src/server/pdf/seal/pdf-objects';
import { verifyPdfSignatures } from '../../src/server/pdf/verify/verify-pdf';
import { buildCorpus, certificatePdf, handmadePdf, orientationStamp, stream } from './corpus';
import { pdfsig, qpdfCheck, render, removeTempDirs, tempDir, tools, writeTemp, type Raster } from './tools';

afterAll(removeTempDirs);

const dataDir = tempDir('signet-edge-');
let identity: SigningIdentity;
let rootDer: Buffer;
let red: Buffer;
const when = new Date('2026-11-22T12:00:00Z');

beforeAll(async () => {
  identity = await loadOrCreateSigningIdentity(dataDir);
  rootDer = Buffer.from((await rootCertificatePem(dataDir)).replace(/-----[^-]+-----|\s/g, ''), 'base64');
  red = await orientationStamp(100, 40);
});

const sign = (pdf: Buffer, extra: Partial<RevisionInput> = {}) =>
  appendRevision(pdf, {
    stamps: [],
    signature: { name: 'Edge Case', reason: 'Testing', signingTime: when },
    identity,
    ...extra,
  });

async function expectAllValid(pdf: Buffer, count: number, label: string) {
  const v = await verifyPdfSignatures(pdf, { trustedRoots: [rootDer] });
  expect(v.signatures, label).toHaveLength(count);
  for (const s of v.signatures) {
    expect(s, label).toMatchObject({
      digestValid: true,
      signatureValid: true,
      hasSigningCertificateV2: true,
    });
  }
  expect(v.modifiedAfterLastSignature).toBe(false);
  const file = writeTemp(tempDir('signet-edge-'), 'out.pdf', pdf);
  if (tools.qpdf) {
    const q = qpdfCheck(file);
    expect(q.ok, `${label}: ${q.output}`).toBe(true);
  }
  if (tools.pdfsig) {
    const r = pdfsig(file);
    expect(
      r.signatures.map((x) => x.validation),
      `${label}: ${r.output}`,
    ).toEqual(Array(count).fill('Signature is Valid.'));
  }
  return file;
}

function pixel(r: Raster, x: number, y: number): [number, number, number] {
  const i = (Math.floor(y) * r.width + Math.floor(x)) * 3;
  return [r.data[i]!, r.data[i + 1]!, r.data[i + 2]!];
}

describe('files other writers make', () => {
  it('appends a classic table to a hybrid file (table + /XRefStm) and keeps its compressed objects', async () => {
    const base = handmadePdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 4 0 R >>',
      stream('0 0 1 rg 10 10 50 50 re f'),
    ]);
    // The update: Info (object 5) inside object stream 6, listed only by the xref stream 7.
    const info = '<< /Title (Hybrid) >>';
    const header = '5 0 ';
    const objstm = Buffer.concat([Buffer.from(header + info, 'latin1')]);
    const prev = Number(/startxref\s+(\d+)/.exec(base.toString('latin1'))![1]);
    let out = base.toString('latin1');
    const off6 = out.length;
    out += `6 0 obj\n<< /Type /ObjStm /N 1 /First ${header.length} /Length ${objstm.length} >>\nstream\n${objstm.toString('latin1')}\nendstream\nendobj\n`;
    const off7 = out.length;
    const rows = Buffer.from([2, 0, 6, 0]); // type 2, in stream 6, index 0
    out += `7 0 obj\n<< /Type /XRef /Size 8 /Index [5 1] /W [1 2 1] /Length ${rows.length} >>\nstream\n${rows.toString('latin1')}\nendstream\nendobj\n`;
    const xref = out.length;
    out += `xref\n6 2\n${String(off6).padStart(10, '0')} 00000 n\r\n${String(off7).padStart(10, '0')} 00000 n\r\n`;
    out += `trailer\n<< /Size 8 /Root 1 0 R /Info 5 0 R /Prev ${prev} /XRefStm ${off7} >>\nstartxref\n${xref}\n%%EOF\n`;
    const hybrid = Buffer.from(out, 'latin1');
    const file = new PdfFile(hybrid);
    expect(file.xrefKind).toBe('table');
    expect(decodeTextString((file.resolve(new PdfRef(5, 0)) as PdfDict).get('Title') as PdfString)).toBe(
      'Hybrid',
    );

    const r1 = await sign(hybrid, {
      stamps: [{ pageIndex: 0, x: 100, y: 100, width: 100, height: 40, png: red }],
    });
    const r2 = await sign(r1.pdf, { appendPdf: await certificatePdf('hybrid') });
    expect(r2.incremental).toBe(true);
    expect(r2.pdf.subarray(0, hybrid.length).equals(hybrid)).toBe(true);
    expect(r2.pdf.toString('latin1', r1.pdf.length)).toMatch(/\nxref\n/); // a table, like the file's own
    await expectAllValid(r2.pdf, 2, 'hybrid');
    const after = new PdfFile(r2.pdf);
    expect(decodeTextString((after.resolve(new PdfRef(5, 0)) as PdfDict).get('Title') as PdfString)).toBe(
      'Hybrid',
    );
  });

  it.runIf(tools.qpdf)('signs files qpdf linearized or rewrote with object streams', async () => {
    const corpus = await buildCorpus();
    const dir = tempDir('signet-qpdf-');
    const input = writeTemp(dir, 'in.pdf', corpus.find((c) => c.name === 'multi-page-text')!.bytes);
    for (const args of [
      ['--linearize'],
      ['--object-streams=generate'],
      ['--qdf', '--object-streams=disable'],
    ]) {
      const out = path.join(dir, `out${args.join('')}.pdf`);
      execFileSync('qpdf', [...args, input, out]);
      const original = fs.readFileSync(out);
      const r1 = await sign(original, {
        stamps: [{ pageIndex: 11, x: 40, y: 40, width: 100, height: 40, png: red }],
      });
      const r2 = await sign(r1.pdf, { appendPdf: await certificatePdf(args.join(' ')) });
      expect(r2.incremental, args.join(' ')).toBe(true);
      expect(r2.pdf.subarray(0, original.length).equals(original)).toBe(true);
      await expectAllValid(r2.pdf, 2, args.join(' '));
    }
  });

  it('falls back to a full rewrite when the xref is broken, and says so', async () => {
    const corpus = await buildCorpus();
    const good = corpus.find((c) => c.name === 'classic-xref')!.bytes.toString('latin1');
    // Shift every xref offset: the table now points into the middle of other objects.
    const broken = Buffer.from(
      good.replace(
        /(\d{10}) 00000 n/g,
        (_, o: string) => `${String(Number(o) + 7).padStart(10, '0')} 00000 n`,
      ),
      'latin1',
    );
    const r = await sign(broken, {
      stamps: [{ pageIndex: 2, x: 50, y: 50, width: 100, height: 40, png: red }],
    });
    expect(r.incremental).toBe(false);
    const file = await expectAllValid(r.pdf, 1, 'rewritten');
    const again = await sign(r.pdf, { appendPdf: await certificatePdf('after rewrite') });
    expect(again.incremental).toBe(true);
    await expectAllValid(again.pdf, 2, 'rewritten then sealed');
    if (tools.pdftoppm) expect(pixel(render(file, 3), 70, 70)[0]).toBeGreaterThan(200);
  });

  it('keeps a stamp in place on a page whose content leaves a scaled CTM and unbalanced q', async () => {
    const pdf = handmadePdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 400] /Contents [4 0 R 5 0 R] >>',
      stream('q q 0.25 0 0 0.25 300 300 cm 0 1 0 rg'),
      stream('0 0 100 100 re f'),
    ]);
    const r = await sign(pdf, { stamps: [{ pageIndex: 0, x: 20, y: 30, width: 100, height: 40, png: red }] });
    const file = await expectAllValid(r.pdf, 1, 'unbalanced');
    if (tools.pdftoppm) {
      const raster = render(file, 0 + 1);
      expect(pixel(raster, 40, 50)).toEqual([255, 0, 0]);
      expect(pixel(raster, 100, 50)).toEqual([0, 0, 255]);
      expect(pixel(raster, 310, 90)[1]).toBeGreaterThan(200); // the page's own green square still there
    }
  });

  it('adds to an existing AcroForm (direct in the catalog) and gives the field a free name', async () => {
    const pdf = handmadePdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] /DA (/Helv 0 Tf 0 g) >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Annots [4 0 R] >>',
      '<< /Type /Annot /Subtype /Widget /FT /Tx /T (Signature1) /Rect [10 10 100 30] /P 3 0 R >>',
    ]);
    const r1 = await sign(pdf, {
      stamps: [{ pageIndex: 0, x: 10, y: 10, width: 100, height: 40, png: red }],
    });
    const r2 = await sign(r1.pdf, {
      signature: { name: 'Seal', reason: 'Sealed', signingTime: when, fieldName: 'Seal' },
    });
    await expectAllValid(r2.pdf, 2, 'acroform');
    const v = await verifyPdfSignatures(r2.pdf);
    expect(v.signatures.map((s) => s.fieldName)).toEqual(['Signature1 (2)', 'Seal']);
    const file = new PdfFile(r2.pdf);
    const form = file.resolveDict(file.resolveDict(file.trailer.get('Root'))!.get('AcroForm'))!;
    expect((file.resolve(form.get('Fields')) as unknown[]).length).toBe(3);
    expect(form.get('SigFlags')).toBe(3);
    expect(form.get('DA')).toBeInstanceOf(PdfString);
  });

  it('draws palette, gray, 16-bit and interlaced PNGs', async () => {
    const base = sharp({
      create: { width: 40, height: 20, channels: 3, background: { r: 255, g: 0, b: 0 } },
    });
    const pngs = {
      palette: await base.clone().png({ palette: true }).toBuffer(),
      gray: await sharp({ create: { width: 40, height: 20, channels: 3, background: '#000000' } })
        .toColourspace('b-w')
        .png()
        .toBuffer(),
      sixteen: await base.clone().toColourspace('rgb16').png().toBuffer(),
      interlaced: await base.clone().png({ progressive: true }).toBuffer(),
    };
    let pdf = handmadePdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 100] >>',
    ]);
    const stamps = Object.values(pngs).map((png, i) => ({
      pageIndex: 0,
      x: 10 + i * 60,
      y: 10,
      width: 40,
      height: 20,
      png,
    }));
    pdf = (await sign(pdf, { stamps })).pdf;
    const file = await expectAllValid(pdf, 1, 'png kinds');
    if (tools.pdftoppm) {
      const raster = render(file, 1);
      expect(pixel(raster, 30, 20)).toEqual([255, 0, 0]);
      expect(pixel(raster, 90, 20)).toEqual([0, 0, 0]);
      expect(pixel(raster, 150, 20)).toEqual([255, 0, 0]);
      expect(pixel(raster, 210, 20)).toEqual([255, 0, 0]);
    }
  });
});

describe('errors the caller must see', () => {
  const pdfP = buildCorpus().then((c) => c.find((x) => x.name === 'classic-xref')!.bytes);

  it('rejects a page that does not exist', async () => {
    await expect(
      sign(await pdfP, { stamps: [{ pageIndex: 3, x: 0, y: 0, width: 10, height: 10, png: red }] }),
    ).rejects.toBeInstanceOf(PageNotFoundError);
  });
  it('rejects a stamp that is not a PNG', async () => {
    await expect(
      sign(await pdfP, {
        stamps: [{ pageIndex: 0, x: 0, y: 0, width: 10, height: 10, png: Buffer.from('GIF89a') }],
      }),
    ).rejects.toBeInstanceOf(StampImageError);
  });
  it('rejects text a standard font cannot show', async () => {
    await expect(
      sign(await pdfP, { textStamps: [{ pageIndex: 0, x: 0, y: 0, size: 10, text: 'שלום' }] }),
    ).rejects.toBeInstanceOf(SealError);
  });
  it('rejects encrypted files', async () => {
    const pdf = handmadePdf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [] /Count 0 >>',
        '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>',
      ],
      '/Encrypt 3 0 R ',
    );
    await expect(sign(pdf)).rejects.toBeInstanceOf(SealError);
  });
});

describe('identities from PKCS#12', () => {
  it('signs with an RSA key and chain from a .p12, valid for pdfsig and the verifier', async () => {
    const { p12, rootPem } = rsaP12('p12 secret');
    const dir = tempDir('signet-p12-');
    const p12Path = writeTemp(dir, 'signet.p12', p12);
    const rsa = await loadOrCreateSigningIdentity(dir, { pkcs12Path: p12Path, pkcs12Password: 'p12 secret' });
    expect(rsa.keyType).toBe('rsa');
    expect(rsa.chain).toHaveLength(2);
    expect(fs.existsSync(path.join(dir, 'certs'))).toBe(false);
    const corpus = await buildCorpus();
    const original = corpus.find((c) => c.name === 'object-streams')!.bytes;
    const r = await appendRevision(original, {
      stamps: [{ pageIndex: 0, x: 10, y: 10, width: 100, height: 40, png: red }],
      signature: { name: 'RSA', reason: 'Testing', signingTime: when },
      identity: rsa,
    });
    const v = await verifyPdfSignatures(r.pdf, { trustedRoots: [pemToDer(rootPem)] });
    expect(v.signatures[0]).toMatchObject({
      digestValid: true,
      signatureValid: true,
      hasSigningCertificateV2: true,
      chainTrusted: true,
    });
    if (tools.pdfsig) {
      const out = pdfsig(writeTemp(dir, 'rsa.pdf', r.pdf));
      expect(out.signatures[0]?.validation, out.output).toBe('Signature is Valid.');
    }
    await expect(
      loadOrCreateSigningIdentity(dir, { pkcs12Path: p12Path, pkcs12Password: 'wrong' }),
    ).rejects.toThrow(/PKCS#12/);
  });

  it.runIf(tools.openssl)(
    'reads an EC .p12 written by openssl (AES, PBKDF2) and a legacy 3DES/RC2 one',
    async () => {
      const dir = tempDir('signet-openssl-p12-');
      const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
      run(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'ec.key']);
      run(['req', '-x509', '-key', 'ec.key', '-out', 'ec.pem', '-subj', '/CN=OpenSSL EC', '-days', '30']);
      run([
        'pkcs12',
        '-export',
        '-inkey',
        'ec.key',
        '-in',
        'ec.pem',
        '-out',
        'ec.p12',
        '-passout',
        'pass:pw',
      ]);
      run([
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        'rsa.key',
        '-out',
        'rsa.pem',
        '-subj',
        '/CN=OpenSSL RSA',
        '-days',
        '30',
      ]);
      run([
        'pkcs12',
        '-export',
        '-legacy',
        '-inkey',
        'rsa.key',
        '-in',
        'rsa.pem',
        '-out',
        'legacy.p12',
        '-passout',
        'pass:pw',
      ]);
      for (const [file, type] of [
        ['ec.p12', 'ec'],
        ['legacy.p12', 'rsa'],
      ] as const) {
        const id = await loadOrCreateSigningIdentity(dir, {
          pkcs12Path: path.join(dir, file),
          pkcs12Password: 'pw',
        });
        expect(id.keyType).toBe(type);
        const r = await appendRevision(
          handmadePdf([
            '<< /Type /Catalog /Pages 2 0 R >>',
            '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
            '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>',
          ]),
          {
            stamps: [],
            signature: { name: file, reason: 'Testing', signingTime: when },
            identity: id,
          },
        );
        const v = await verifyPdfSignatures(r.pdf);
        expect(v.signatures[0]).toMatchObject({ digestValid: true, signatureValid: true });
      }
    },
  );
});

function pemToDer(pem: string): Buffer {
  return Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
}

/** A root CA and an RSA signing certificate it issued, packed in a PKCS#12 with node-forge. */
function rsaP12(password: string): { p12: Buffer; rootPem: string } {
  const keys = () => forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 }); // small: test speed only
  const rootKeys = keys();
  const leafKeys = keys();
  const make = (
    subject: string,
    issuer: string,
    pub: forge.pki.rsa.PublicKey,
    signer: forge.pki.rsa.PrivateKey,
    ca: boolean,
  ) => {
    const c = forge.pki.createCertificate();
    c.publicKey = pub;
    c.serialNumber = ca ? '01' : '02';
    c.validity.notBefore = new Date(Date.now() - 3600_000);
    c.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
    c.setSubject([{ name: 'commonName', value: subject }]);
    c.setIssuer([{ name: 'commonName', value: issuer }]);
    c.setExtensions(
      ca
        ? [
            { name: 'basicConstraints', cA: true },
            { name: 'keyUsage', keyCertSign: true },
          ]
        : [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }],
    );
    c.sign(signer, forge.md.sha256.create());
    return c;
  };
  const root = make('Test Root', 'Test Root', rootKeys.publicKey, rootKeys.privateKey, true);
  const leaf = make('Test RSA Signer', 'Test Root', leafKeys.publicKey, rootKeys.privateKey, false);
  const asn1 = forge.pkcs12.toPkcs12Asn1(leafKeys.privateKey, [leaf, root], password, { algorithm: '3des' });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    rootPem: forge.pki.certificateToPem(root),
  };
}
