// The instance certificate: made once on first start with owner-only keys, reused afterwards, and
// trusted by OpenSSL and NSS for document signing once its root is.
import { execFileSync } from 'node:child_process';
import crypto, { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  certificateToPem,
  describeIdentity,
  loadOrCreateSigningIdentity,
  rootCertificatePem,
} from '../../src/server/crypto/instance-certificate';
import { removeTempDirs, tempDir, tools } from './tools';

afterAll(removeTempDirs);

describe('instance certificate', () => {
  it('creates a root CA and a signing certificate on first start and reuses them', async () => {
    const dataDir = tempDir('signet-cert-');
    const first = await loadOrCreateSigningIdentity(dataDir);
    const again = await loadOrCreateSigningIdentity(dataDir);
    expect(again.fingerprintSha256).toBe(first.fingerprintSha256);
    expect(first.source).toBe('generated');
    expect(first.keyType).toBe('ec');
    expect(first.chain).toHaveLength(2);

    const d = describeIdentity(first);
    expect(d.subject).toMatch(/^O=Signet, CN=Signet Document Seal – [0-9A-F]{8}$/);
    expect(d.issuer).toMatch(/^O=Signet, CN=Signet Root CA – [0-9A-F]{8}$/);
    const years = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / (365.25 * 24 * 3600 * 1000);
    expect(years(d.notBefore, d.notAfter)).toBeGreaterThan(9.9);
    const root = new X509Certificate(await rootCertificatePem(dataDir));
    expect(years(root.validFrom, root.validTo)).toBeGreaterThan(19.9);
    expect(root.ca).toBe(true);
    const leaf = new X509Certificate(first.certificate);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(root) && leaf.verify(root.publicKey)).toBe(true);
    expect(leaf.keyUsage).toEqual(expect.arrayContaining(['1.3.6.1.5.5.7.3.4', '1.3.6.1.5.5.7.3.36']));
    expect(d.fingerprintSha256).toBe(crypto.createHash('sha256').update(first.certificate).digest('hex'));

    const certs = path.join(dataDir, 'certs');
    expect(fs.statSync(certs).mode & 0o777).toBe(0o700);
    for (const key of ['signing.key.pem', 'root-ca.key.pem']) {
      expect(fs.statSync(path.join(certs, key)).mode & 0o777).toBe(0o600);
    }
    // Leftover temporary folders would mean a half-finished generation.
    expect(fs.readdirSync(dataDir)).toEqual(['certs']);
  });

  it('gives concurrent first starts one identity', async () => {
    const dataDir = tempDir('signet-cert-race-');
    const ids = await Promise.all([1, 2, 3].map(() => loadOrCreateSigningIdentity(dataDir)));
    expect(new Set(ids.map((i) => i.fingerprintSha256)).size).toBe(1);
  });

  it('tightens key permissions that were loosened', async () => {
    const dataDir = tempDir('signet-cert-perm-');
    await loadOrCreateSigningIdentity(dataDir);
    const key = path.join(dataDir, 'certs', 'signing.key.pem');
    fs.chmodSync(key, 0o644);
    await loadOrCreateSigningIdentity(dataDir);
    expect(fs.statSync(key).mode & 0o777).toBe(0o600);
  });

  it.runIf(tools.openssl)('verifies with OpenSSL for S/MIME signing against its root', async () => {
    const dataDir = tempDir('signet-cert-openssl-');
    const id = await loadOrCreateSigningIdentity(dataDir);
    const leaf = path.join(dataDir, 'leaf.pem');
    fs.writeFileSync(leaf, certificateToPem(id.certificate));
    const out = execFileSync('openssl', [
      'verify',
      '-purpose',
      'smimesign',
      '-CAfile',
      path.join(dataDir, 'certs', 'root-ca.pem'),
      leaf,
    ]).toString();
    expect(out).toContain(': OK');
  });
});
