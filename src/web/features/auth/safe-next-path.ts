// Where to go after signing in: the `next` query parameter when it is a path on this site,
// otherwise the dashboard. The same rule as the server's (no "//host", no "/\host", no spaces),
// and never back to the sign-in screen itself (that would loop).
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

export function safeNextPath(next: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof next !== 'string' || !/^\/(?![/\\])[^\s]*$/.test(next)) return fallback;
  if (/^\/(login|register)(?=$|[/?#])/.test(next)) return fallback;
  return next;
}

/** /login?next=… for the given path and query string. */
export function loginPathFor(pathWithSearch: string): string {
  return `/login?next=${encodeURIComponent(pathWithSearch)}`;
}
