// Where to go after signing in: the `next` query parameter when it is a path on this site,
// otherwise the dashboard. The same rule as the server's (no "//host", no "/\host", no spaces).
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

export function safeNextPath(next: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  return typeof next === 'string' && /^\/(?![/\\])[^\s]*$/.test(next) ? next : fallback;
}

/** /login?next=… for the given path and query string. */
export function loginPathFor(pathWithSearch: string): string {
  return `/login?next=${encodeURIComponent(pathWithSearch)}`;
}
