import { describe, expect, it } from 'vitest';
import { findParentPhrases, hasParentPhrase } from './parent-voice.ts';

describe('findParentPhrases', () => {
  it.each([
    'my daughter is scared of the dark',
    'Our son starts school tomorrow',
    'my 5 year old daughter',
    'our cat died and she is sad',
    'I want a story about Eid',
    'please write a story about sharing',
    'a story for my little one',
    'ابني بيخاف من العتمة',
    'بنتي زعلانة',
    'ولدي يخاف من الظلام',
    'عيالي يتهاوشون',
    'قطتنا ماتت',
    'بدي قصة عن العيد',
    'عايزة حدوتة عن المدرسة',
    'أبغى قصة عن البحر',
    'نريد قصة عن زيارة الجدة في الإسكندرية',
  ])('finds the parent in %s', (text) => {
    expect(hasParentPhrase(text)).toBe(true);
  });

  it.each([
    'Layla looked at the moon and smiled.',
    '"I want to fly!" said the little falcon.',
    'Mama hugged her. "My brave girl," she said.',
    'قالَتِ الأُمُّ: «يا بِنْتي، لا تَخافي».',
    'قالت ماما: يا بنتي ما تخافيش.',
    'بدّي طيّر الطيّارة الورق!',
    'عايزة ألعب في الجنينة.',
  ])("lets a story's own dialogue through: %s", (text) => {
    expect(findParentPhrases(text)).toEqual([]);
  });
});
