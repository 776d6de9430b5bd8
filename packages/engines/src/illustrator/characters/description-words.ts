/**
 * Colours and features read from a character's description, so "a white camel" is white and
 * "Layla wears a yellow dress" wears yellow. English and Arabic.
 */

const COLOURS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(red|crimson|scarlet)\b|أحمر|حمراء/, '#e0524f'],
  [/\b(navy)\b|كحلي/, '#2e4a8a'],
  [/\b(blue|azure)\b|أزرق|زرقاء/, '#3d7dca'],
  [/\b(turquoise|teal|aqua)\b|فيروزي|تركواز/, '#2aa89a'],
  [/\b(green|emerald)\b|أخضر|خضراء/, '#4f9d4a'],
  [/\b(yellow)\b|أصفر|صفراء/, '#f4c430'],
  [/\b(orange|ginger)\b|برتقالي/, '#f08a2e'],
  [/\b(purple|violet)\b|بنفسجي|أرجواني/, '#8e5cc4'],
  [/\b(lilac|lavender)\b|ليلكي|خزامي/, '#b79ce0'],
  [/\b(pink|rose)\b|وردي|زهري/, '#ec7fb0'],
  [/\b(white|snowy)\b|أبيض|بيضاء/, '#f7f4ee'],
  [/\b(black)\b|أسود|سوداء/, '#3a3236'],
  [/\b(brown|chocolate)\b|بني|بنية/, '#8a5a3c'],
  [/\b(gold|golden)\b|ذهبي|ذهبية/, '#e0b040'],
  [/\b(silver|silvery)\b|فضي|فضية/, '#c4c8d4'],
  [/\b(gr[ae]y)\b|رمادي|رمادية/, '#9a9aa6'],
  [/\b(sand|sandy|beige|tan)\b|رملي|بيج/, '#dcb47c'],
  [/\b(cream)\b|كريمي/, '#f3e6c8'],
];

export type ColourPart = 'hair' | 'clothes' | 'headscarf' | 'body' | 'eyes';

const PARTS: ReadonlyArray<readonly [RegExp, ColourPart]> = [
  [/^(hair|curls|braids?|ponytail|plaits?)\b|^شعر/, 'hair'],
  [/^(hijab|headscarf|scarf|shayla|veil)\b|^حجاب|^وشاح|^طرحة/, 'headscarf'],
  [/^(eyes?)\b|^عيون|^عين/, 'eyes'],
  [/^(fur|coat|feathers?|scales?|skin|shell|wool|body|mane|wings?)\b|^فرو|^ريش|^جلد|^صدفة/, 'body'],
  [
    /^(dress|thobe|shirt|abaya|robe|jacket|cloak|kaftan|jalabiya|galabeya|vest|clothes|outfit|kandura|dishdasha|sweater|hoodie|cap|hat)\b|^فستان|^ثوب|^قميص|^عباءة|^جلابية|^ملابس|^كندورة|^دشداشة/,
    'clothes',
  ],
];

/** Every colour word in the text, with the part it describes when the next word names one. */
export function colourWords(description: string): Array<{ colour: string; part?: ColourPart }> {
  const text = description.toLowerCase();
  const found: Array<{ at: number; colour: string; part?: ColourPart }> = [];
  for (const [pattern, colour] of COLOURS) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of text.matchAll(global)) {
      const at = match.index ?? 0;
      const after = text.slice(at + match[0].length).trimStart();
      // English puts the colour before the noun ("red dress"); Arabic after ("فستان أحمر").
      // Arabic words carry their "and", "with" and "the" as prefixes: وحجاب is still حجاب.
      const before = (
        text
          .slice(Math.max(0, at - 16), at)
          .trimEnd()
          .split(/\s+/)
          .pop() ?? ''
      ).replace(/^(و|ب|ف)?(ال)?/, '');
      const part =
        PARTS.find(([p]) => p.test(after))?.[1] ??
        (/[\u0600-\u06ff]/.test(match[0]) ? PARTS.find(([p]) => p.test(before))?.[1] : undefined);
      found.push(part ? { at, colour, part } : { at, colour });
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ colour, part }) => (part ? { colour, part } : { colour }));
}

/** Whether the description mentions any of the words (whole English words, Arabic substrings). */
export function mentions(description: string, words: readonly string[]): boolean {
  const text = description.toLowerCase();
  return words.some((word) =>
    /[\u0600-\u06ff]/.test(word) ? text.includes(word) : new RegExp(`\\b${word}\\b`).test(text),
  );
}
