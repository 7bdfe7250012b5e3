// Field errors for forms, from the shared zod schemas (checked before sending) or from the
// server's { error: { fields } } reply, keyed by the request's field names.
import type { z } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed zod parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

/** The server's per-field messages, if the error carries any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.fields ? { ...error.fields } : {};
}

/** Moves focus to the first control of a form that is marked invalid. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
