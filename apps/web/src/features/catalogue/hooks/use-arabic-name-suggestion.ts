import { useEffect, useState } from 'react';
import type { ArabicNameSuggestion, suggestArabicName } from '@qamar/shared/names';
import type { Gender } from '@qamar/shared';

type Suggest = typeof suggestArabicName;

let loading: Promise<Suggest> | null = null;

/** The names table (47 kB, 17 kB gzipped) is fetched when a character form first shows, never with the app. */
function loadSuggest(): Promise<Suggest> {
  loading ??= import('@qamar/shared/names').then((names) => names.suggestArabicName);
  return loading;
}

/**
 * The Arabic spelling offered for the English name being typed (null until the table is in, or
 * without a gender: a location has no given name). The Arabic field follows the table's spelling
 * until the parent types their own there.
 */
export function useArabicNameSuggestion(name: string, nameAr: string, setNameAr: (value: string) => void, gender: Gender | undefined): ArabicNameSuggestion | null {
  const [suggest, setSuggest] = useState<Suggest | null>(null);
  const [filled, setFilled] = useState('');
  useEffect(() => {
    if (!gender) return;
    let live = true;
    void loadSuggest().then((fn) => {
      if (live) setSuggest(() => fn);
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
