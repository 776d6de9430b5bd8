import { describe, expect, it } from 'vitest';
import { shortSentences } from './compose-page.ts';

describe('shortSentences (the youngest hear short sentences)', () => {
  it('splits at ", and" before a new subject and at a semicolon outside a quote', () => {
    expect(shortSentences('Layla looked under the bed, and she found the little ball.')).toBe(
      'Layla looked under the bed. She found the little ball.',
    );
    expect(shortSentences('The storm went on outside; the room stayed warm and quiet.')).toBe(
      'The storm went on outside. The room stayed warm and quiet.',
    );
  });

  it('leaves a clause without its own subject, and a quote, as they are', () => {
    expect(shortSentences('Omar washed his face, and brushed his teeth.')).toBe(
      'Omar washed his face, and brushed his teeth.',
    );
    expect(shortSentences('"Wait; let me think," said Mama.')).toBe(
      '"Wait; let me think," said Mama.',
    );
  });
});
