// Parses a request part with a shared zod schema; failures become one 400 with per-field messages.
import type { z } from 'zod';
import { AppError, zodFields } from './errors';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = zodFields(result.error);
  throw new AppError('validation_failed', Object.values(fields)[0] ?? 'Invalid request', { fields });
}
