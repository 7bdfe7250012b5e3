// A cookie-keeping client over app.inject that behaves like a browser on Signet's own origin.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipartBody } from './fixtures';

export const ORIGIN = 'http://localhost:3000';

export interface Reply {
  status: number;
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
}

export class Client {
  readonly cookies = new Map<string, string>();
  /** Each client is its own visitor, so per-IP limits of one test do not leak into another. */
  readonly ip: string;

  constructor(
    private readonly app: FastifyInstance,
    private readonly opts: { ip?: string; origin?: string | null; userAgent?: string } = {},
  ) {
    this.ip = opts.ip ?? `10.${rand()}.${rand()}.${rand()}`;
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get('signet_session');
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const origin = this.opts.origin === undefined ? ORIGIN : this.opts.origin;
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        host: 'localhost:3000',
        'user-agent': this.opts.userAgent ?? 'vitest',
        ...(origin && method !== 'GET' ? { origin } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body !== undefined
        ? Buffer.isBuffer(body) || typeof body === 'string'
          ? { payload: body }
          : { payload: body as object }
        : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let parsed: unknown = undefined;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.statusCode, body: parsed, headers: res.headers, raw: res.body };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body ?? {}, headers);
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, body ?? {});
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
  /** A multipart POST with the file as the `file` part after the given fields, as the web app sends it. */
  postFile(
    url: string,
    file: { filename: string; data: Buffer; contentType?: string },
    fields: Record<string, string> = {},
  ) {
    const { body, contentType } = multipartBody(fields, file);
    return this.request('POST', url, body, { 'content-type': contentType });
  }
}

const rand = () => Math.floor(Math.random() * 254) + 1;

export const STRONG_PASSWORD = 'Correct-Horse-9';

export async function registerUser(
  client: Client,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<{ email: string; password: string; name: string; id: string }> {
  const input = {
    name: overrides.name ?? 'Dana Signer',
    email: overrides.email ?? `user-${Math.random().toString(36).slice(2)}@example.com`,
    password: overrides.password ?? STRONG_PASSWORD,
  };
  const res = await client.post('/api/auth/register', { ...input, acceptTerms: true });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.raw}`);
  return { ...input, id: res.body.user.id };
}
