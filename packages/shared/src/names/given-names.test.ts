import { describe, expect, it } from 'vitest';
import { findGivenName, findGivenNameByArabic, givenNamesListedAs } from './find-given-name.ts';
import { endsInLongVowel, givenNames, nameRegions, type GivenName } from './given-names.ts';
import { lettersOf } from './name-keys.ts';
import { suggestArabicName } from './suggest-arabic-name.ts';

const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
const SUKUN = '\u0652';
const SHADDA = '\u0651';
const DAGGER = '\u0670';
const VOWEL = /[\u064E\u064F\u0650]/;
const SUN_LETTERS = new Set([...'تثدذرزسشصضطظلن']);

interface Letter {
  letter: string;
  marks: string;
}

function letters(word: string): Letter[] {
  const out: Letter[] = [];
  for (const ch of word) {
    const last = out[out.length - 1];
    if (/[\u064B-\u0652\u0670]/.test(ch) && last) last.marks += ch;
    else out.push({ letter: ch, marks: '' });
  }
  return out;
}

/** What is wrong with a word's vowelling, or null. `open`: the last letter waits for its case ending. */
function wordFault(word: string, open: boolean): string | null {
  const ls = letters(word);
  const article = word.startsWith('ال') ? 1 : -1;
  for (let i = 0; i < ls.length; i++) {
    const { letter, marks } = ls[i] as Letter;
    const prev = ls[i - 1];
    const last = i === ls.length - 1;
    if (!/[\u0621-\u064A]/.test(letter)) return `«${letter}» is not an Arabic letter`;
    if (/[\u064B-\u064D]/.test(marks)) return 'tanween belongs to the writer, not the table';
    if ((marks.match(/[\u064E-\u0650\u0652]/g) ?? []).length > 1)
      return `two vowels on «${letter}»`;
    if (
      marks.includes(SHADDA) &&
      (i === 0 || (i === 1 && article === 1) || (prev?.marks.includes(SUKUN) ?? false))
    )
      return `shadda on «${letter}» after no vowel`;
    if (letter === 'ا' || letter === 'ى') {
      if (marks) return `a mark on «${letter}»`;
      if (
        i > 0 &&
        !(
          prev?.marks.includes(FATHA) ||
          prev?.marks.includes(DAGGER) ||
          (i === 1 && prev?.letter === 'ل' && article === 1)
        )
      )
        return `«${letter}» after no fatha`;
      continue;
    }
    if (letter === 'آ') continue;
    if (i === article) {
      if (marks && marks !== SUKUN) return 'a vowel on the article';
      continue;
    }
    if (article === 1 && i === 2 && SUN_LETTERS.has(letter) && !marks.includes(SHADDA))
      return `sun letter «${letter}» after the article without shadda`;
    if (last && open) {
      if (/[\u064E-\u0650\u0652]/.test(marks)) return `the case ending is already on «${letter}»`;
      continue;
    }
    if (!marks) {
      const longVowel =
        (letter === 'و' && prev?.marks.includes(DAMMA)) ||
        (letter === 'ي' && prev?.marks.includes(KASRA));
      if (longVowel) continue;
      return `«${letter}» carries no mark`;
    }
    if (!VOWEL.test(marks) && !marks.includes(SUKUN) && !marks.includes(DAGGER))
      return `«${letter}» has a shadda but no vowel`;
  }
  return null;
}

function fault(name: GivenName): string | null {
  const words = name.ar.split(' ');
  const decl = new Set([name.declension.m, name.declension.f]);
  if (words.length > 2) return 'more than two words';
  if (words.length === 2) {
    return (
      wordFault(words[0] as string, true) ??
      wordFault(words[1] as string, !endsInLongVowel(words[1] as string)) ??
      (words[1]?.startsWith('ال') ? null : 'the second word has no article')
    );
  }
  const fixed = decl.has('fixed');
  return wordFault(name.ar, !fixed);
}

describe('the given-names table', () => {
  it('holds at least 1,000 names', () => {
    expect(givenNames.length).toBeGreaterThanOrEqual(1000);
  });

  it('vowels every name fully and leaves the case ending to the writer', () => {
    const faults = givenNames.map((n) => [n.ar, fault(n)]).filter(([, f]) => f !== null);
    expect(faults).toEqual([]);
  });

  it('lists each name once per gender, with regions and at least one Latin spelling', () => {
    const seen = new Set<string>();
    for (const n of givenNames) {
      const key = `${n.ar} ${n.gender}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(n.regions.length, n.ar).toBeGreaterThan(0);
      expect(n.regions.every((r) => nameRegions.includes(r))).toBe(true);
      expect(n.latin.length, n.ar).toBeGreaterThan(0);
      for (const spelling of n.latin) expect(spelling, n.ar).toMatch(/^[a-z'-]+$/);
    }
  });

  it('never leads one Latin spelling to two names of the same gender in the same region', () => {
    const clashes: string[] = [];
    const keys = new Set(givenNames.flatMap((n) => n.latin.map(lettersOf)));
    for (const key of keys) {
      const names = givenNamesListedAs(key);
      for (const a of names) {
        for (const b of names) {
          if (a === b || a.ar >= b.ar) continue;
          const sameGender = a.gender === b.gender || a.gender === 'both' || b.gender === 'both';
          const sharedRegion = a.regions.some((r) => b.regions.includes(r));
          if (sameGender && sharedRegion) clashes.push(`${key}: ${a.ar} / ${b.ar}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each([
    ['Fahad', 'male', 'فَهْد'],
    ['Fahd', 'male', 'فَهْد'],
    ['Nadim', 'male', 'نَدِيم'],
    ['Ghazal', 'female', 'غَزَال'],
    ['Abdullah', 'male', 'عَبْد اللّٰه'],
    ['Abdallah', 'male', 'عَبْد اللّٰه'],
    ['abdulla', 'male', 'عَبْد اللّٰه'],
    ['Khalifa', 'male', 'خَلِيفَة'],
    ['Hessa', 'female', 'حِصَّة'],
    ['Hissa', 'female', 'حِصَّة'],
    ['Saud', 'male', 'سُعُود'],
    ['Wadha', 'female', 'وَضْحَى'],
    ['Mahra', 'female', 'مَهْرَة'],
    ['Jamila', 'female', 'جَمِيلَة'],
    ['Zaytuna', 'female', 'زَيْتُونَة'],
    ['Shams', 'female', 'شَمْس'],
    ['Najm', 'male', 'نَجْم'],
    ['Sahm', 'male', 'سَهْم'],
    ['Lahab', 'male', 'لَهَب'],
    ['Jad', 'male', 'جَاد'],
    ['Mohammed', 'male', 'مُحَمَّد'],
    ['Muhammad', 'male', 'مُحَمَّد'],
    ['Mohamed', 'male', 'مُحَمَّد'],
    ['Mohamad', 'male', 'مُحَمَّد'],
    ['Yousef', 'male', 'يُوسُف'],
    ['Yusuf', 'male', 'يُوسُف'],
    ['Youssef', 'male', 'يُوسُف'],
    ['Khalid', 'male', 'خَالِد'],
    ['Khaled', 'male', 'خَالِد'],
    ['Abdel-Aziz', 'male', 'عَبْد العَزِيز'],
    ['Abd al-Rahman', 'male', 'عَبْد الرَّحْمٰن'],
    ['Nour Eddine', 'male', 'نُور الدِّين'],
    ['NOURA', 'female', 'نُورَة'],
  ] as const)('writes %s (%s) as %s', (latin, gender, ar) => {
    expect(findGivenName(latin, { gender })?.ar).toBe(ar);
  });

  it('declines the names as Arabic grammar asks', () => {
    const decl = (latin: string, gender: 'male' | 'female') => {
      const n = findGivenName(latin, { gender });
      return n && (gender === 'male' ? n.declension.m : n.declension.f);
    };
    expect(decl('Jad', 'male')).toBe('triptote');
    expect(decl('Fahad', 'male')).toBe('triptote');
    expect(decl('Ahmed', 'male')).toBe('diptote');
    expect(decl('Hamdan', 'male')).toBe('diptote');
    expect(decl('Ibrahim', 'male')).toBe('diptote');
    expect(decl('Omar', 'male')).toBe('diptote');
    expect(decl('Hamza', 'male')).toBe('diptote');
    expect(decl('Hind', 'female')).toBe('diptote');
    expect(decl('Noor', 'female')).toBe('diptote');
    expect(decl('Noor', 'male')).toBe('triptote');
    expect(decl('Layla', 'female')).toBe('fixed');
    expect(decl('Sami', 'male')).toBe('fixed');
    expect(decl('Abdullah', 'male')).toBe('idafa');
    expect(decl('Anoud', 'female')).toBe('definite');
  });

  it("prefers the spelling of the story's region", () => {
    expect(findGivenName('Noura', { gender: 'female', region: 'gulf' })?.ar).toBe('نُورَة');
    expect(findGivenName('Nora', { gender: 'female', region: 'egypt' })?.ar).toBe('نُورَا');
    expect(findGivenName('Dana', { gender: 'female', region: 'gulf' })?.ar).toBe('دَانَة');
    expect(findGivenName('Dana', { gender: 'female', region: 'levant' })?.ar).toBe('دَانَا');
  });

  it('finds a name by its Arabic spelling, vowelled or not', () => {
    expect(findGivenNameByArabic('فهد')?.ar).toBe('فَهْد');
    expect(findGivenNameByArabic('عبدالله')?.ar).toBe('عَبْد اللّٰه');
    expect(findGivenNameByArabic('إبراهيم')?.ar).toBe('إِبْرَاهِيم');
    expect(findGivenNameByArabic('حصه')?.ar).toBe('حِصَّة');
  });

  it('knows nothing of a name it does not hold', () => {
    expect(findGivenName('Sparky')).toBeNull();
    expect(findGivenName('')).toBeNull();
    expect(findGivenNameByArabic('تولين')).toBeNull();
  });
});

describe('the Arabic name the character form suggests', () => {
  it('offers the table spelling as parents write it, without vowel marks', () => {
    expect(suggestArabicName('Fahad', { gender: 'male' })).toEqual({
      kind: 'known',
      arabic: 'فهد',
    });
    expect(suggestArabicName('abdel aziz', { gender: 'male' })).toEqual({
      kind: 'known',
      arabic: 'عبد العزيز',
    });
    expect(suggestArabicName('Mohammed Ali', { gender: 'male' })).toEqual({
      kind: 'known',
      arabic: 'محمد علي',
    });
    expect(suggestArabicName('Hessa', { gender: 'female' })).toEqual({
      kind: 'known',
      arabic: 'حصة',
    });
  });

  it('offers a spelling by sound for a name it does not know, for the parent to confirm', () => {
    expect(suggestArabicName('Zorbi', { gender: 'male' })).toEqual({
      kind: 'unknown',
      guess: 'زوربي',
    });
  });

  it('writes a family title as a word, not by its sound', () => {
    expect(suggestArabicName('Grandma Huda')).toEqual({ kind: 'known', arabic: 'الجدة هدى' });
    expect(suggestArabicName('Uncle Zorbi')).toEqual({ kind: 'unknown', guess: 'العم زوربي' });
    expect(suggestArabicName('Teta')?.kind).toBe('unknown');
  });

  it('waits for two letters', () => {
    expect(suggestArabicName('F')).toBeNull();
    expect(suggestArabicName('  ')).toBeNull();
  });
});
