// The signing certificate in the administrator's settings: its details, an administrator's own
// PKCS#12 file (kept in DATA_DIR/certs with its password encrypted by the instance key, loaded on
// every start and used from the next seal on), and going back to the generated certificate.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_MESSAGES, type CertificateInfo } from '../../shared/admin';
import type { AppContext } from '../context';
import {
  describeIdentity,
  identityFrom,
  loadOrCreateSigningIdentity,
  SigningIdentityError,
} from '../crypto/instance-certificate';
import { loadPkcs12 } from '../crypto/pkcs12';
import { AppError } from '../http/errors';
import { decryptSecret, encryptSecret } from '../lib/secrets';
import { recordAdminAction, type AdminActor } from './admin-audit';

const FILE = 'uploaded-signing.p12';
const META = 'uploaded-signing.json';

function files(dataDir: string) {
  const dir = path.join(dataDir, 'certs');
  return { dir, p12: path.join(dir, FILE), meta: path.join(dir, META) };
}

/** The administrator's uploaded PKCS#12 file, when there is one (it wins over SIGNING_P12_PATH). */
export function uploadedSigningP12(
  dataDir: string,
  encryptionKey: string,
): { path: string; password: string } | undefined {
  const f = files(dataDir);
  if (!fs.existsSync(f.p12) || !fs.existsSync(f.meta)) return undefined;
  const meta = JSON.parse(fs.readFileSync(f.meta, 'utf8')) as { password: string };
  return { path: f.p12, password: decryptSecret(encryptionKey, meta.password) };
}

export function certificateInfo(ctx: AppContext): CertificateInfo {
  return {
    ...describeIdentity(ctx.identity),
    uploaded: !!uploadedSigningP12(ctx.config.dataDir, ctx.secrets.encryptionKey),
  };
}

function writePrivate(file: string, data: Buffer | string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

export async function installSigningP12(
  ctx: AppContext,
  actor: AdminActor,
  file: Buffer,
  password: string,
): Promise<CertificateInfo> {
  let identity;
  try {
    const { privateKey, certificates } = await loadPkcs12(file, password);
    identity = identityFrom(privateKey, certificates, 'pkcs12');
  } catch (err) {
    if (err instanceof SigningIdentityError) {
      throw new AppError(
        'unprocessable',
        `This certificate cannot be used: ${err.message}. Check the file and its password.`,
      );
    }
    throw err;
  }
  const notAfter = describeIdentity(identity).notAfter;
  if (new Date(notAfter).getTime() <= Date.now())
    throw new AppError('unprocessable', 'This certificate has expired.');
  const f = files(ctx.config.dataDir);
  fs.mkdirSync(f.dir, { recursive: true, mode: 0o700 });
  writePrivate(f.p12, file);
  writePrivate(f.meta, JSON.stringify({ password: encryptSecret(ctx.secrets.encryptionKey, password) }));
  ctx.identity = identity;
  const info = certificateInfo(ctx);
  await recordAdminAction(ctx.db, actor, {
    action: 'certificate.installed',
    targetType: 'certificate',
    summary: `Installed the signing certificate ${info.subject}`,
    details: { fingerprintSha256: info.fingerprintSha256, notAfter: info.notAfter },
  });
  return info;
}

/** Removes the uploaded file: seals use SIGNING_P12_PATH's certificate if set, else the generated one. */
export async function resetSigningCertificate(ctx: AppContext, actor: AdminActor): Promise<CertificateInfo> {
  const f = files(ctx.config.dataDir);
  if (!fs.existsSync(f.p12)) throw new AppError('conflict', 'No uploaded certificate is installed.');
  const identity = await loadOrCreateSigningIdentity(ctx.config.dataDir, {
    pkcs12Path: ctx.config.signingP12?.path,
    pkcs12Password: ctx.config.signingP12?.password,
  });
  fs.rmSync(f.p12, { force: true });
  fs.rmSync(f.meta, { force: true });
  ctx.identity = identity;
  await recordAdminAction(ctx.db, actor, {
    action: 'certificate.reset',
    targetType: 'certificate',
    summary: ADMIN_MESSAGES.certificateReset,
  });
  return certificateInfo(ctx);
}
