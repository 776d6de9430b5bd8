import { describe, expect, it } from 'vitest';
import { rangeFromParams, rangeParams } from './range.ts';

const today = new Date('2026-03-10T22:30:00Z');
const read = (query: string) => rangeFromParams(new URLSearchParams(query), today);

describe('the dashboard range in the address', () => {
  it('is the last 30 days, today included, unless the address says otherwise', () => {
    expect(read('')).toEqual({ preset: '30', from: '2026-02-09', to: '2026-03-10' });
    expect(read('range=7')).toEqual({ preset: '7', from: '2026-03-04', to: '2026-03-10' });
    expect(read('range=90')).toEqual({ preset: '90', from: '2025-12-11', to: '2026-03-10' });
  });

  it('takes a custom range of whole days, and ignores one that cannot be read or runs backwards', () => {
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(read('from=2026-01-31&to=2026-01-01').preset).toBe('30');
    expect(read('from=2026-13-01&to=2026-12-31').preset).toBe('30');
    expect(read('from=2026-02-30&to=2026-03-02').preset).toBe('30');
    expect(read('range=365').preset).toBe('30');
  });

  it('writes back only what is not the default', () => {
    expect(rangeParams(read(''))).toEqual({});
    expect(rangeParams(read('range=7'))).toEqual({ range: '7' });
    expect(rangeParams(read('from=2026-01-01&to=2026-01-31'))).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});
