import { useId } from 'react';
import type { Gender } from '@qamar/shared';
import { arabicNameAdvice, englishNameAdvice, type EnglishNameAdvice } from '../lib/name-advice.ts';
import { useLatinNameSuggestion } from './use-latin-name-suggestion.ts';

/** What the name fields say about their alphabets, and the one-tap fixes they offer. */
export interface NameScripts {
  /** The English input's id, focused once an Arabic name has moved out of it. */
  englishId: string;
  english: EnglishNameAdvice;
  arabic: 'move' | null;
  /** The English spelling of a character's Arabic name, when the names table knows it. */
  latin: string | null;
  moveToArabic: () => void;
  moveToEnglish: () => void;
  swap: () => void;
  useLatin: (latin: string) => void;
}

/**
 * Keeps each name in its alphabet: an Arabic name typed in the English field moves to the Arabic
 * one in a tap, and the English field then asks for its Latin spelling (offering the table's for a
 * character: سامي → Sami); a Latin name typed in the Arabic field moves the other way.
 */
export function useNameScripts({
  name,
  nameAr,
  setName,
  setNameAr,
  gender,
}: {
  name: string;
  nameAr: string;
  setName: (value: string) => void;
  setNameAr: (value: string) => void;
  /** A character's; a place has none (its English name is a translation, not a spelling). */
  gender?: Gender | undefined;
}): NameScripts {
  const englishId = useId();
  const english = englishNameAdvice(name, nameAr);
  const latin = useLatinNameSuggestion(english === 'ask' ? nameAr : '', gender);
  return {
    englishId,
    english,
    arabic: arabicNameAdvice(name, nameAr),
    latin,
    moveToArabic: () => {
      setNameAr(name.trim());
      setName('');
      document.getElementById(englishId)?.focus();
    },
    moveToEnglish: () => {
      setName(nameAr.trim());
      setNameAr('');
    },
    swap: () => {
      setName(nameAr.trim());
      setNameAr(name.trim());
    },
    useLatin: setName,
  };
}
