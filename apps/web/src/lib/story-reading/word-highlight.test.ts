import { describe, expect, it } from 'vitest';
import { activeWordAt, alignWords, normalizeWord, tokenize } from './word-highlight.ts';

const timed = (...words: string[]) => words.map((word, index) => ({ word, startMs: index * 500 }));

describe('word highlight', () => {
  it('splits text into tokens and marks the ones the narrator times', () => {
    const tokens = tokenize('Once upon a time — the moon smiled.');
    expect(tokens.map((t) => t.text)).toEqual([
      'Once',
      'upon',
      'a',
      'time',
      '—',
      'the',
      'moon',
      'smiled.',
    ]);
    expect(tokens.filter((t) => !t.isWord).map((t) => t.text)).toEqual(['—']);
    expect(tokens.map((t) => `${t.text}${t.space}`).join('')).toBe(
      'Once upon a time — the moon smiled.',
    );
  });

  it('compares words without vowel marks, punctuation or case', () => {
    expect(normalizeWord('«القَمَرُ،')).toBe('القمر');
    expect(normalizeWord('Smiled!')).toBe('smiled');
  });

  it('maps each timed word to its token, skipping punctuation tokens', () => {
    const tokens = tokenize('Once upon a time — the moon smiled.');
    expect(
      alignWords(tokens, timed('Once', 'upon', 'a', 'time', 'the', 'moon', 'smiled.')),
    ).toEqual([0, 1, 2, 3, 5, 6, 7]);
  });

  it('matches vowelled timings against the text with tashkeel off', () => {
    const tokens = tokenize('نام القمر فوق التلال.');
    expect(alignWords(tokens, timed('نَامَ', 'القَمَرُ', 'فَوْقَ', 'التِّلَالِ.'))).toEqual([0, 1, 2, 3]);
  });

  it('recovers after a word the text spells differently', () => {
    const tokens = tokenize('She counted 3 stars and slept.');
    expect(alignWords(tokens, timed('She', 'counted', 'three', 'stars', 'and', 'slept.'))).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });

  it('finds the next word when the text holds one the narrator skipped', () => {
    const tokens = tokenize('The cat, purr-purr, slept well');
    expect(alignWords(tokens, timed('The', 'cat,', 'slept', 'well'))).toEqual([0, 1, 3, 4]);
  });

  it('gives -1 for timed words beyond the text', () => {
    expect(alignWords(tokenize('Good night'), timed('Good', 'night', 'moon'))).toEqual([0, 1, -1]);
  });

  it('picks the last word that has started at a time', () => {
    const words = timed('a', 'b', 'c');
    expect(activeWordAt(words, -1)).toBe(-1);
    expect(activeWordAt(words, 0)).toBe(0);
    expect(activeWordAt(words, 499)).toBe(0);
    expect(activeWordAt(words, 500)).toBe(1);
    expect(activeWordAt(words, 10_000)).toBe(2);
    expect(activeWordAt([], 100)).toBe(-1);
  });
});
