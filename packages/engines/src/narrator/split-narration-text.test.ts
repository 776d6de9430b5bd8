import { describe, expect, it } from 'vitest';
import { narrationWords, splitNarrationText } from './split-narration-text.ts';

describe('splitNarrationText', () => {
  it('ends sentences at full stops, question and exclamation marks, Latin and Arabic', () => {
    const sentences = splitNarrationText('Layla smiled. Did the moon hear? Yes! هَلْ نَامَ؟ نَعَمْ.');
    expect(
      sentences.map((sentence) => sentence.tokens.map((token) => token.text).join(' ')),
    ).toEqual(['Layla smiled.', 'Did the moon hear?', 'Yes!', 'هَلْ نَامَ؟', 'نَعَمْ.']);
  });

  it('ends a sentence after closing quotation marks and marks a blank line as a paragraph end', () => {
    const sentences = splitNarrationText('She said, “Good night.” Then she slept.\n\nThe end');
    expect(sentences).toHaveLength(3);
    expect(sentences[0]?.tokens.at(-1)?.text).toBe('night.”');
    expect(sentences.map((sentence) => sentence.endsParagraph)).toEqual([false, true, false]);
  });

  it('does not end a sentence at a comma or an Arabic comma', () => {
    expect(splitNarrationText('كَانَ يَا مَا كَانَ، فِي قَرْيَةٍ صَغِيرَةٍ')).toHaveLength(1);
  });
});

describe('narrationWords', () => {
  it('keeps each word as written, punctuation and vowel marks included', () => {
    expect(narrationWords('«مَرْحَبًا» يَا لَيْلَى!')).toEqual(['«مَرْحَبًا»', 'يَا', 'لَيْلَى!']);
  });

  it('does not count a lone dash, quotation mark or tatweel as a word', () => {
    expect(narrationWords('The falcon — brave and kind — flew « ـ » away 3 times.')).toEqual([
      'The',
      'falcon',
      'brave',
      'and',
      'kind',
      'flew',
      'away',
      '3',
      'times.',
    ]);
  });

  it('finds no words in blank text', () => {
    expect(narrationWords('  \n\t ')).toEqual([]);
  });
});
