import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './post-auth-target.ts';

describe('safeReturnTo', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnTo('/create')).toBe('/create');
    expect(safeReturnTo('/story/4?page=2')).toBe('/story/4?page=2');
  });

  it('refuses other sites and odd values', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'create',
      '',
      null,
    ]) {
      expect(safeReturnTo(value)).toBeNull();
    }
  });
});
