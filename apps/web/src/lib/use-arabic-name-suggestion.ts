import { useEffect, useState } from 'react';
import type { ArabicNameSuggestion, suggestArabicName } from '@qamar/shared/names';
import type { Gender } from '@qamar/shared';
import { loadNames } from './load-names.ts';

type Suggest = typeof suggestArabicName;

/**
 * The Arabic spelling offered for the English name being typed (null until the table is in, or
 * without a gender: a location has no given name). The Arabic field follows the table's spelling
 * until the parent types their own there.
 */
export function useArabicNameSuggestion(
  name: string,
  nameAr: string,
  setNameAr: (value: string) => void,
  gender: Gender | undefined,
): ArabicNameSuggestion | null {
  const [suggest, setSuggest] = useState<Suggest | null>(null);
  const [filled, setFilled] = useState('');
  useEffect(() => {
    if (!gender) return;
    let live = true;
    void loadNames().then((names) => {
      if (live) setSuggest(() => names.suggestArabicName);
    });
    return () => {
      live = false;
    };
  }, [gender]);
  const suggestion = suggest && gender ? suggest(name, { gender }) : null;
  const known = suggestion?.kind === 'known' ? suggestion.arabic : '';
  if (suggestion && nameAr === filled && known !== filled) {
    setFilled(known);
    setNameAr(known);
  }
  return suggestion;
}
