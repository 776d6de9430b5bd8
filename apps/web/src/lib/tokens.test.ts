import { describe, expect, it } from 'vitest';
import { isExpiredJwt } from './tokens.ts';

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

describe('isExpiredJwt', () => {
  it('treats a token whose exp has passed as expired', () => {
    expect(isExpiredJwt(jwt({ exp: 1000 }), 2_000_000)).toBe(true);
  });

  it('keeps a token that is still valid, or has no exp', () => {
    expect(isExpiredJwt(jwt({ exp: 3000 }), 2_000_000)).toBe(false);
    expect(isExpiredJwt(jwt({ sub: 1 }), 2_000_000)).toBe(false);
  });

  it('leaves tokens that are not three-part JWTs alone', () => {
    expect(isExpiredJwt('opaque-token')).toBe(false);
    expect(isExpiredJwt('a.!!!.c')).toBe(false);
  });
});
