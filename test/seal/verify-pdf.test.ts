// What /verify reports: a tampered revision, bytes appended after the seal, unsigned files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadOrCreateSigningIdentity,
  type SigningIdentity,
} from '../../src/server/crypto/instance-certificate';
import { appendRevision } from '../../src/server/pdf/seal/append-revision';
import { verifyPdfSignatures, parsePdfDate } from '../../src/server/pdf/verify/verify-pdf';
import { buildCorpus, certificatePdf, orientationStamp } from './corpus';
import { pdfsig, removeTempDirs, tempDir, tools, writeTemp } from './tools';

afterAll(removeTempDirs);

let identity: SigningIdentity;
let original: Buffer;
let first: Buffer;
let sealed: Buffer;

beforeAll(async () => {
  identity = await loadOrCreateSigningIdentity(tempDir('signet-verify-'));
  original = (await buildCorpus()).find((c) => c.name === 'object-streams')!.bytes;
  const png = await orientationStamp(60, 20);
  const signingTime = new Date('2026-11-22T09:30:00Z');
  first = (
    await appendRevision(original, {
      stamps: [{ pageIndex: 1, x: 30, y: 30, width: 60, height: 20, png }],
      signature: { name: 'Ana', reason: 'Agreed', signingTime },
      identity,
    })
  ).pdf;
  sealed = (
    await appendRevision(first, {
      stamps: [],
      appendPdf: await certificatePdf('verify'),
      signature: { name: 'Signet document seal', reason: 'Sealed', signingTime },
      identity,
    })
  ).pdf;
});

describe('verifyPdfSignatures', () => {
  it('reports an untouched sealed file as valid and complete', async () => {
    const v = await verifyPdfSignatures(sealed);
    expect(v.totalLength).toBe(sealed.length);
    expect(v.modifiedAfterLastSignature).toBe(false);
    expect(v.signatures.map((s) => [s.name, s.digestValid, s.signatureValid, s.coversUpTo])).toEqual([
      ['Ana', true, true, first.length],
      ['Signet document seal', true, true, sealed.length],
    ]);
    expect(v.signatures[0]!.byteRange[0]).toBe(0);
  });

  it('flags bytes appended after the seal, but not a trailing newline', async () => {
    const appended = Buffer.concat([sealed, Buffer.from('1 0 obj\n(evil)\nendobj\n')]);
    expect((await verifyPdfSignatures(appended)).modifiedAfterLastSignature).toBe(true);
    expect(
      (await verifyPdfSignatures(Buffer.concat([sealed, Buffer.from('\r\n')]))).modifiedAfterLastSignature,
    ).toBe(false);
  });

  it('pins a change in the second revision on the seal only', async () => {
    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf('/Signet', first.length + 10, 'latin1'); // inside the seal's revision
    expect(at).toBeGreaterThan(first.length);
    tampered[at + 1] = 'Z'.charCodeAt(0);
    const v = await verifyPdfSignatures(tampered);
    expect(v.signatures.map((s) => s.digestValid)).toEqual([true, false]);
    if (tools.pdfsig) {
      const r = pdfsig(writeTemp(tempDir('signet-verify-'), 't.pdf', tampered));
      expect(r.signatures.map((s) => s.validation)).toEqual([
        'Signature is Valid.',
        expect.not.stringMatching(/is Valid/),
      ]);
    }
  });

  it('detects a forged signature value', async () => {
    const forged = Buffer.from(sealed);
    const v0 = await verifyPdfSignatures(sealed);
    const [, gapStart] = v0.signatures[1]!.byteRange as [number, number, number, number];
    // The ECDSA signature value sits near the end of the CMS; flip a hex digit there.
    const hex = forged.toString('latin1', gapStart + 1, gapStart + 1 + 16000).replace(/0+$/, '');
    const pos = gapStart + 1 + hex.length - 10;
    forged[pos] = forged[pos] === 0x30 ? 0x31 : 0x30;
    const v = await verifyPdfSignatures(forged);
    expect(v.signatures[1]).toMatchObject({ digestValid: true, signatureValid: false });
  });

  it('finds no signature in an unsigned file', async () => {
    expect(await verifyPdfSignatures(original)).toEqual({
      signatures: [],
      modifiedAfterLastSignature: false,
      totalLength: original.length,
    });
  });

  it('reads PDF dates', () => {
    expect(parsePdfDate("D:20261122093000+02'00'")).toBe('2026-11-22T07:30:00.000Z');
    expect(parsePdfDate('D:20261122093000Z')).toBe('2026-11-22T09:30:00.000Z');
    expect(parsePdfDate('D:2026')).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('signatures made by other software', () => {
  it('verifies an @signpdf (adbe.pkcs7.detached, RSA) signature, and keeps it valid after a Signet revision', async () => {
    const forge = (await import('node-forge')).default;
    const { PDFDocument } = await import('pdf-lib');
    const { SignPdf } = await import('@signpdf/signpdf');
    const { pdflibAddPlaceholder } = await import('@signpdf/placeholder-pdf-lib');
    const { P12Signer } = await import('@signpdf/signer-p12');
    const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const cert = forge.pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = '0a';
    cert.validity.notBefore = new Date(Date.now() - 3600_000);
    cert.validity.notAfter = new Date(Date.now() + 3600_000);
    cert.setSubject([{ name: 'commonName', value: 'Other Software' }]);
    cert.setIssuer([{ name: 'commonName', value: 'Other Software' }]);
    cert.sign(keys.privateKey, forge.md.sha256.create());
    const p12 = Buffer.from(
      forge.asn1
        .toDer(forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], 'pw', { algorithm: '3des' }))
        .getBytes(),
      'binary',
    );
    const doc = await PDFDocument.load(original);
    pdflibAddPlaceholder({
      pdfDoc: doc,
      reason: 'Other',
      contactInfo: '',
      name: 'Other signer',
      location: 'Elsewhere',
    });
    const saved = Buffer.from(await doc.save({ useObjectStreams: false }));
    const signed = await new SignPdf().sign(saved, new P12Signer(p12, { passphrase: 'pw' }));

    const v = await verifyPdfSignatures(signed);
    expect(v.signatures).toHaveLength(1);
    expect(v.signatures[0]).toMatchObject({
      digestValid: true,
      signatureValid: true,
      subFilter: 'adbe.pkcs7.detached',
      reason: 'Other',
      location: 'Elsewhere',
    });
    expect(v.signatures[0]!.signerCertificate.subject).toBe('CN=Other Software');

    const ours = await appendRevision(signed, {
      stamps: [],
      signature: { name: 'Signet document seal', reason: 'Sealed', signingTime: new Date() },
      identity,
    });
    expect(ours.incremental).toBe(true);
    const both = await verifyPdfSignatures(ours.pdf);
    expect(both.signatures.map((s) => [s.digestValid, s.signatureValid])).toEqual([
      [true, true],
      [true, true],
    ]);
    if (tools.pdfsig) {
      const r = pdfsig(writeTemp(tempDir('signet-verify-'), 'other.pdf', ours.pdf));
      expect(
        r.signatures.map((s) => s.validation),
        r.output,
      ).toEqual(['Signature is Valid.', 'Signature is Valid.']);
    }
  });
});
