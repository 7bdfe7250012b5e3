// One error type for the whole server, and the one handler that turns errors into replies.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { MESSAGES } from '../../shared/messages';

const STATUS_BY_CODE = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  /** The password was right; the account's two-factor code is needed too. */
  two_factor_required: 401,
  payment_required: 402,
  forbidden: 403,
  quota_exceeded: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  locked: 423,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { fields?: Record<string, string>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.fields = opts.fields;
    this.headers = opts.headers;
  }
}

export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send({
        error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
      });
    }
    if (err instanceof ZodError) {
      const fields = zodFields(err);
      const first = Object.values(fields)[0];
      return reply
        .status(400)
        .send({ error: { code: 'validation_failed', message: first ?? MESSAGES.invalidRequest, fields } });
    }
    const fe = err as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status < 500) {
      const code =
        status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : status === 429
              ? 'rate_limited'
              : status === 404
                ? 'not_found'
                : 'bad_request';
      return reply.status(status).send({ error: { code, message: fe.message } });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: MESSAGES.internalError } });
  });
}
