import type { SpokenDialect } from '../types.ts';

/**
 * A word for how a character is, read from the parent's description of the character, so the
 * story introduces "a curious little cat" when the parent wrote that the cat is curious.
 * Arabic adjectives are indefinite nominative, masculine then feminine.
 */
export interface Trait {
  en: string;
  ar: readonly [string, string];
  dl: Record<SpokenDialect, readonly [string, string]>;
}

const same = (m: string, f: string): Record<SpokenDialect, readonly [string, string]> => ({
  egyptian: [m, f],
  lebanese: [m, f],
  gulf_saudi: [m, f],
  gulf_uae: [m, f],
});

const traits: Array<[RegExp, Trait]> = [
  [
    /\bcurious|\bexplor|\bquestions?\b|wonder/i,
    { en: 'curious', ar: ['مُحِبٌّ لِلِاسْتِطْلاعِ', 'مُحِبَّةٌ لِلِاسْتِطْلاعِ'], dl: same('مستكشف', 'مستكشفة') },
  ],
  [
    /\bbrave|\bbold\b|courag|fearless/i,
    { en: 'brave', ar: ['شُجاعٌ', 'شُجاعَةٌ'], dl: same('شجاع', 'شجاعة') },
  ],
  [
    /\bclever|\bsmart|\bbright\b|\bwise\b|\bintelligent/i,
    {
      en: 'clever',
      ar: ['ذَكِيٌّ', 'ذَكِيَّةٌ'],
      dl: { ...same('شاطر', 'شاطرة'), gulf_saudi: ['ذكي', 'ذكية'], gulf_uae: ['ذكي', 'ذكية'] },
    },
  ],
  [/\bshy\b|\bquiet\b|\btimid/i, { en: 'quiet', ar: ['هادِئٌ', 'هادِئَةٌ'], dl: same('هادي', 'هادية') }],
  [
    /\bcheerful|\bhappy\b|\bplayful|\bfunny\b|\bjoyful|\blaugh/i,
    { en: 'cheerful', ar: ['مَرِحٌ', 'مَرِحَةٌ'], dl: same('فرحان', 'فرحانة') },
  ],
  [
    /\bgentle|\bsoft\b|\bcalm\b/i,
    { en: 'gentle', ar: ['لَطيفٌ', 'لَطيفَةٌ'], dl: same('لطيف', 'لطيفة') },
  ],
  [
    /\bkind\b|\bcaring|\bloving|\bsweet\b|\bgenerous/i,
    { en: 'kind', ar: ['طَيِّبٌ', 'طَيِّبَةٌ'], dl: same('طيّب', 'طيّبة') },
  ],
  [/\bhelpful|\bhelps?\b/i, { en: 'helpful', ar: ['خَدومٌ', 'خَدومَةٌ'], dl: same('خدوم', 'خدومة') }],
  [/\bfast\b|\bquick|\bspeedy/i, { en: 'quick', ar: ['سَريعٌ', 'سَريعَةٌ'], dl: same('سريع', 'سريعة') }],
  [/\bstrong\b/i, { en: 'strong', ar: ['قَوِيٌّ', 'قَوِيَّةٌ'], dl: same('قوي', 'قوية') }],
  [/\badventur/i, { en: 'adventurous', ar: ['مُغامِرٌ', 'مُغامِرَةٌ'], dl: same('مغامر', 'مغامرة') }],
  [
    /\bcreative|\bartist|\bdraw|\bpaint/i,
    { en: 'creative', ar: ['مُبْدِعٌ', 'مُبْدِعَةٌ'], dl: same('فنّان', 'فنّانة') },
  ],
  [/\bfriendly\b/i, { en: 'friendly', ar: ['وَدودٌ', 'وَدودٌ'], dl: same('لطيف', 'لطيفة') }],
];

export const littleTrait: Trait = {
  en: 'little',
  ar: ['صَغيرٌ', 'صَغيرَةٌ'],
  dl: {
    egyptian: ['صغيّر', 'صغيّرة'],
    lebanese: ['زغير', 'زغيرة'],
    gulf_saudi: ['صغير', 'صغيرة'],
    gulf_uae: ['صغير', 'صغيرة'],
  },
};
export const kindTrait: Trait = traits.find(([, t]) => t.en === 'kind')?.[1] as Trait;

export function traitFromDescription(description: string, fallback: Trait): Trait {
  return traits.find(([re]) => re.test(description))?.[1] ?? fallback;
}
