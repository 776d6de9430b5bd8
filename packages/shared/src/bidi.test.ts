import { describe, expect, it } from 'vitest';
import { formatUsd, isolate } from './bidi.ts';

describe('text of the other direction', () => {
  it('isolates a value', () => {
    expect(isolate('a@b.c')).toBe('\u2068a@b.c\u2069');
  });

  it('writes prices in US dollars, isolated so an Arabic sentence keeps the sign first', () => {
    expect(formatUsd(9.99)).toBe('\u2068$9.99\u2069');
    expect(formatUsd(0.5)).toBe('\u2068$0.50\u2069');
  });
});
