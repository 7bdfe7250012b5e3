import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeNextPath('/profile')).toBe('/profile');
    expect(safeNextPath('/profile?tab=security')).toBe('/profile?tab=security');
    expect(safeNextPath('/document/abc')).toBe('/document/abc');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const next of [
      null,
      undefined,
      '',
      'profile',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/a b',
    ]) {
      expect(safeNextPath(next)).toBe('/dashboard');
    }
  });

  it('never returns to the sign-in screen', () => {
    expect(safeNextPath('/login')).toBe('/dashboard');
    expect(safeNextPath('/register?next=/x')).toBe('/dashboard');
    expect(safeNextPath('/login-help')).toBe('/login-help');
  });
});

describe('loginPathFor', () => {
  it('encodes the path and query into next', () => {
    expect(loginPathFor('/profile?tab=security')).toBe('/login?next=%2Fprofile%3Ftab%3Dsecurity');
  });
});
