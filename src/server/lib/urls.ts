// Absolute links for emails and redirects. Always from configuration, never from the Host header,
// so a forged Host cannot turn a reset email into a phishing link.
import type { AppContext } from '../context';

export function publicOrigin(ctx: AppContext): string {
  return ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
}

export function appUrl(ctx: AppContext, path: string): string {
  return publicOrigin(ctx) + path;
}

/** A same-site path to return to after sign-in; anything else becomes the dashboard. */
export function safeNextPath(next: unknown, fallback = '/dashboard'): string {
  return typeof next === 'string' && /^\/(?![/\\])[^\s]*$/.test(next) ? next : fallback;
}
