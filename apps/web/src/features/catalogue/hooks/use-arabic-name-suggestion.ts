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

/** The Arabic spelling to offer for the English name being typed; null until the table is in. */
export function useArabicNameSuggestion(name: string, gender: Gender): ArabicNameSuggestion | null {
  const [suggest, setSuggest] = useState<Suggest | null>(null);
  useEffect(() => {
    let live = true;
    void loadSuggest().then((fn) => {
      if (live) setSuggest(() => fn);
    });
    return () => {
      live = false;
    };
  }, []);
  return suggest ? suggest(name, { gender }) : null;
}
