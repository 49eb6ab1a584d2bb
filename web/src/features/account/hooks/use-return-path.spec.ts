import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './use-return-path';

const from = (query: string) => safeReturnPath(new URLSearchParams(query));

describe('safeReturnPath', () => {
  it('returns a local returnUrl with its query, or else the redirect of a failed refresh', () => {
    expect(from('returnUrl=%2Fconcours%2F3%2Fparticipants%3Fparticipant%3D9')).toBe(
      '/concours/3/participants?participant=9',
    );
    expect(from('redirect=%2Faccount')).toBe('/account');
    expect(from('returnUrl=https%3A%2F%2Fevil.example&redirect=%2Fvote%2F1%2F2')).toBe('/vote/1/2');
  });

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'account',
    '/login?returnUrl=/account',
    '/register',
  ])('sends %s home instead', (target) => {
    expect(from(`returnUrl=${encodeURIComponent(target)}`)).toBe('/');
  });

  it('goes home without a return path', () => {
    expect(from('')).toBe('/');
  });
});
