// The environment, parsed once at start-up; a bad value stops the start with a clear message.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ENDPOINTS, type OAuthProvider, type ProviderEndpoints } from './accounts/oauth-endpoints';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SERVE_WEB: bool.optional(),
  TRUST_PROXY: bool.default(false),
  JOBS: bool.default(true),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  SOFFICE_PATH: z.string().optional(),
  SIGNING_P12_PATH: z.string().optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  OAUTH_GOOGLE_AUTHORIZATION_URL: z.url().optional(),
  OAUTH_GOOGLE_TOKEN_URL: z.url().optional(),
  OAUTH_GOOGLE_USERINFO_URL: z.url().optional(),
  OAUTH_FACEBOOK_AUTHORIZATION_URL: z.url().optional(),
  OAUTH_FACEBOOK_TOKEN_URL: z.url().optional(),
  OAUTH_FACEBOOK_USERINFO_URL: z.url().optional(),
  SIGNET_ADMIN_EMAIL: z.email().optional(),
  SIGNET_ADMIN_PASSWORD: z.string().optional(),
});

export type DatabaseConfig =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  prefix: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  publicUrl?: string;
  storage: { driver: 'local'; root: string } | ({ driver: 's3' } & S3Config);
  smtpUrl?: string;
  mailFrom?: string;
  logLevel: string;
  /** Directory of the built web app, served when set. */
  webDist?: string;
  trustProxy: boolean;
  /** Run the background job runner in this process. */
  jobs: boolean;
  /** Multiplies per-address request limits; only test servers raise it. */
  rateLimitScale: number;
  /** Social sign-in credentials from the environment: they seed the administrator's settings once. */
  oauthSeed: {
    googleClientId?: string;
    googleClientSecret?: string;
    facebookAppId?: string;
    facebookAppSecret?: string;
  };
  oauthEndpoints: Record<OAuthProvider, ProviderEndpoints>;
  initialAdmin?: { email: string; password: string };
  /** LibreOffice for Word uploads: a path, 'none' to disable, or undefined to look in the usual places. */
  sofficePath?: string;
  /** An administrator's own signing certificate (PKCS#12) instead of the generated one. */
  signingP12?: { path: string; password: string };
}

export class ConfigError extends Error {}

/** Rules that involve several variables, checked on the raw environment so they are reported together
 * with any other bad value rather than only once everything else parses. */
function crossFieldIssues(env: NodeJS.ProcessEnv): string[] {
  const issues: string[] = [];
  if (env.STORAGE === 's3' && !env.S3_BUCKET) issues.push('  S3_BUCKET: is required when STORAGE=s3');
  if (env.DATABASE_URL && !/^(postgres(ql)?:\/\/|sqlite:|file:)/.test(env.DATABASE_URL)) {
    issues.push('  DATABASE_URL: must start with postgres://, postgresql://, sqlite: or file:');
  }
  return issues;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const lines = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...crossFieldIssues(env),
  ];
  if (!parsed.success || lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const database: DatabaseConfig =
    e.DATABASE_URL && /^postgres/.test(e.DATABASE_URL)
      ? { dialect: 'postgres', connectionString: e.DATABASE_URL }
      : {
          dialect: 'sqlite',
          filename: e.DATABASE_URL
            ? path.resolve(e.DATABASE_URL.replace(/^(sqlite|file):(\/\/)?/, ''))
            : path.join(dataDir, 'signet.db'),
        };
  const serveWeb = e.SERVE_WEB ?? e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    storage:
      e.STORAGE === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : { driver: 'local', root: path.join(dataDir, 'blobs') },
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: serveWeb ? path.resolve(e.WEB_DIST ?? 'dist/web') : undefined,
    trustProxy: e.TRUST_PROXY,
    jobs: e.JOBS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    oauthSeed: {
      googleClientId: e.GOOGLE_CLIENT_ID,
      googleClientSecret: e.GOOGLE_CLIENT_SECRET,
      facebookAppId: e.FACEBOOK_APP_ID,
      facebookAppSecret: e.FACEBOOK_APP_SECRET,
    },
    oauthEndpoints: {
      google: {
        ...DEFAULT_ENDPOINTS.google,
        authorizationUrl: e.OAUTH_GOOGLE_AUTHORIZATION_URL ?? DEFAULT_ENDPOINTS.google.authorizationUrl,
        tokenUrl: e.OAUTH_GOOGLE_TOKEN_URL ?? DEFAULT_ENDPOINTS.google.tokenUrl,
        userInfoUrl: e.OAUTH_GOOGLE_USERINFO_URL ?? DEFAULT_ENDPOINTS.google.userInfoUrl,
      },
      facebook: {
        ...DEFAULT_ENDPOINTS.facebook,
        authorizationUrl: e.OAUTH_FACEBOOK_AUTHORIZATION_URL ?? DEFAULT_ENDPOINTS.facebook.authorizationUrl,
        tokenUrl: e.OAUTH_FACEBOOK_TOKEN_URL ?? DEFAULT_ENDPOINTS.facebook.tokenUrl,
        userInfoUrl: e.OAUTH_FACEBOOK_USERINFO_URL ?? DEFAULT_ENDPOINTS.facebook.userInfoUrl,
      },
    },
    sofficePath: e.SOFFICE_PATH || undefined,
    signingP12: e.SIGNING_P12_PATH
      ? { path: path.resolve(e.SIGNING_P12_PATH), password: e.SIGNING_P12_PASSWORD ?? '' }
      : undefined,
    initialAdmin:
      e.SIGNET_ADMIN_EMAIL && e.SIGNET_ADMIN_PASSWORD
        ? { email: e.SIGNET_ADMIN_EMAIL, password: e.SIGNET_ADMIN_PASSWORD }
        : undefined,
  };
}
