// The PDF tools the seal tests cross-check with (qpdf, poppler, openssl, NSS certutil), each used
// only when installed; CI installs them. Outputs are parsed as text: pdfsig exits 0 even when a
// signature is broken.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function hasTool(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export const tools = {
  qpdf: hasTool('qpdf'),
  pdfsig: hasTool('pdfsig'),
  pdftoppm: hasTool('pdftoppm'),
  pdftotext: hasTool('pdftotext'),
  openssl: hasTool('openssl'),
  certutil: hasTool('certutil') && hasTool('pdfsig'),
};

const made: string[] = [];

/** A temporary folder, removed by removeTempDirs() (call it in afterAll). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

function run(
  cmd: string,
  args: string[],
  input?: Buffer,
): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { input, maxBuffer: 64 * 1024 * 1024 });
  return {
    status: r.status ?? -1,
    stdout: r.stdout?.toString('utf8') ?? '',
    stderr: r.stderr?.toString('utf8') ?? '',
  };
}

export function writeTemp(dir: string, name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** qpdf --check: exit status and whether it reported no errors and no warnings. */
export function qpdfCheck(file: string): { ok: boolean; output: string } {
  const r = run('qpdf', ['--check', file]);
  const output = r.stdout + r.stderr;
  return {
    ok:
      r.status === 0 &&
      output.includes('No syntax or stream encoding errors') &&
      !/WARNING|ERROR/.test(output),
    output,
  };
}

export interface PdfsigSignature {
  validation: string;
  certificate: string;
  fieldName: string;
  totalDocumentSigned: boolean;
}

export function pdfsig(file: string, nssDir?: string): { signatures: PdfsigSignature[]; output: string } {
  const r = run('pdfsig', nssDir ? ['-nssdir', `sql:${nssDir}`, file] : [file]);
  const output = r.stdout + r.stderr;
  const blocks = output.split(/^Signature #\d+:/m).slice(1);
  const signatures = blocks.map((b) => ({
    validation: /Signature Validation: (.*)/.exec(b)?.[1]?.trim() ?? '',
    certificate: /Certificate Validation: (.*)/.exec(b)?.[1]?.trim() ?? '',
    fieldName: /Signature Field Name: (.*)/.exec(b)?.[1]?.trim() ?? '',
    totalDocumentSigned: /Total document signed/.test(b) && !/Not total document signed/.test(b),
  }));
  return { signatures, output };
}

/** An NSS database that trusts `rootPem`, for pdfsig -nssdir. */
export function nssDatabaseTrusting(rootPem: string): string {
  const dir = tempDir('signet-nss-');
  const rootFile = writeTemp(dir, 'root.pem', Buffer.from(rootPem));
  execFileSync('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password'], { stdio: 'ignore' });
  execFileSync('certutil', ['-A', '-d', `sql:${dir}`, '-n', 'signet', '-t', 'CT,C,C', '-i', rootFile], {
    stdio: 'ignore',
  });
  return dir;
}

/** The DER CMS of each signature, from the /Contents hex between its byte ranges. */
export function cmsBlobs(pdf: Buffer, byteRanges: number[][]): Buffer[] {
  return byteRanges.map(([, l1, o2]) => {
    const hex = pdf.toString('latin1', l1! + 1, o2! - 1);
    const bytes = Buffer.from(hex, 'hex');
    // The placeholder is zero-padded; the DER's own length says where the CMS ends.
    const lenByte = bytes[1]!;
    const len = lenByte < 0x80 ? lenByte + 2 : 2 + (lenByte & 0x7f) + bytes.readUIntBE(2, lenByte & 0x7f);
    return bytes.subarray(0, len);
  });
}

export function opensslCmsPrint(cmsDer: Buffer): string {
  const r = run('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER'], cmsDer);
  return r.stdout + r.stderr;
}

export function pdftotext(file: string, page: number): string {
  return run('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-']).stdout;
}

export interface Raster {
  width: number;
  height: number;
  /** RGB, row-major. */
  data: Buffer;
}

/** Page `page` (1-based) as displayed (crop box, rotation) at 72 dpi: 1 pixel = 1 point. */
export function render(file: string, page: number): Raster {
  const r = spawnSync('pdftoppm', ['-r', '72', '-cropbox', '-f', String(page), '-l', String(page), file], {
    maxBuffer: 256 * 1024 * 1024,
  });
  const buf = r.stdout;
  // P6\n<w> <h>\n255\n<data>
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(buf.toString('latin1', 0, 64));
  if (!header) throw new Error(`pdftoppm gave no image: ${r.stderr?.toString()}`);
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, data: buf.subarray(header[0].length) };
}
