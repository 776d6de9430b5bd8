import { describe, expect, it } from 'vitest';
import { anonymiseDescription, neutralPhrases } from '@qamar/shared';
import { understandIdea } from './understand-idea.ts';

/**
 * A description is anonymised before the writer reads it: the phrase a child's name becomes says
 * what the child is like, and the understood idea names nobody for it. "Layla is scared of the
 * dark" once became "A kind friend is scared of the dark", and the story was given a friend.
 */
describe('an anonymised description', () => {
  const phrases = [
    ...neutralPhrases.en.flatMap((p) => [p.indefinite, p.definite]),
    ...[...neutralPhrases.ar.male, ...neutralPhrases.ar.female].flatMap((p) => [
      p.indefinite,
      p.definite,
    ]),
  ];

  it.each(phrases)('names no one for the child when the name became «%s»', (phrase) => {
    const idea = /[a-z]/i.test(phrase)
      ? `${phrase} is scared of the dark`
      : `${phrase} تخاف من الظلام`;
    const understood = understandIdea(idea);
    expect(understood.people).toEqual([]);
  });

  it('keeps the child the idea is about, whatever phrase the name became', () => {
    for (let k = 0; k < neutralPhrases.en.length; k++) {
      const random = (): number => (k + 0.5) / neutralPhrases.en.length;
      for (const text of ['Layla lost her teddy', 'عمر أضاع دبدوبه']) {
        const understood = understandIdea(anonymiseDescription(text, { random }));
        expect(understood.situation, text).toBe('lost-toy');
        expect(understood.people, text).toEqual([]);
      }
    }
  });
});
