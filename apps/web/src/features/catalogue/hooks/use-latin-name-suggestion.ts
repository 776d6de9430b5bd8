import { useEffect, useState } from 'react';
import type { suggestLatinName } from '@qamar/shared/names';
import type { Gender } from '@qamar/shared';
import { loadNames } from '../../../lib/load-names.ts';

type Suggest = typeof suggestLatinName;

/**
 * The English spelling offered for a character's Arabic name (سامي → Sami), once the names table is
 * in; null for a name the table does not know, and without a gender (a place is translated, not spelt).
 */
export function useLatinNameSuggestion(nameAr: string, gender: Gender | undefined): string | null {
  const [suggest, setSuggest] = useState<Suggest | null>(null);
  useEffect(() => {
    if (!gender) return;
    let live = true;
    void loadNames().then((names) => {
      if (live) setSuggest(() => names.suggestLatinName);
    });
    return () => {
      live = false;
    };
  }, [gender]);
  return suggest && gender ? suggest(nameAr, { gender }) : null;
}
