import { describe, expect, it } from 'vitest';
import { wrapLines } from './wrap-lines.ts';

const measure = (word: string) => [...word].length;

describe('wrapLines', () => {
  it('fits as many words on a line as its width allows', () => {
    expect(wrapLines('one two three four', 9, measure, 1)).toEqual(['one two', 'three', 'four']);
  });

  it('keeps paragraphs apart and ignores extra spaces', () => {
    expect(wrapLines('a  b\n\nc', 10, measure, 1)).toEqual(['a b', 'c']);
  });

  it('cuts a word wider than the line between letters, so nothing passes the margin', () => {
    const lines = wrapLines('ab abcdefghij', 4, measure, 1);
    expect(lines).toEqual(['ab', 'abcd', 'efgh', 'ij']);
    expect(lines.every((line) => measure(line) <= 4)).toBe(true);
  });
});
