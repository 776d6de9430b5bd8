import { hasArabicLetters, hasLatinLetters } from '@qamar/shared';

/**
 * What the name fields tell a parent about the alphabets (the English name feeds the English story,
 * the Arabic name the Arabic one):
 * - `move`: Arabic letters in the English field and the Arabic field empty: offer to move them there;
 * - `swap`: an Arabic name in the English field and a Latin one in the Arabic field: offer to swap them;
 * - `latin`: Arabic letters in the English field, the Arabic field already filled: say what each wants;
 * - `ask`: an Arabic name and no English one yet: ask for it in Latin letters.
 */
export type EnglishNameAdvice = 'move' | 'swap' | 'latin' | 'ask' | null;

export function englishNameAdvice(name: string, nameAr: string): EnglishNameAdvice {
  if (hasArabicLetters(name)) {
    if (!nameAr.trim()) return 'move';
    return hasLatinLetters(nameAr) && !hasArabicLetters(nameAr) && !hasLatinLetters(name)
      ? 'swap'
      : 'latin';
  }
  if (!name.trim() && hasArabicLetters(nameAr)) return 'ask';
  return null;
}

/** Latin letters in the Arabic field and the English field empty: offer to move them there. */
export function arabicNameAdvice(name: string, nameAr: string): 'move' | null {
  return hasLatinLetters(nameAr) && !name.trim() ? 'move' : null;
}
