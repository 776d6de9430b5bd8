import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { communityLimits } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The search field: what is typed is searched once typing pauses (or at once on Enter). It shows
 * the address's search whenever that changes from outside (back, forward, "clear").
 */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string, options: { replace: boolean }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // The address changed under the field (history, a clear button): show what it holds now.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  const search = useEffectEvent((wanted: string) => onSearch(wanted, { replace: true }));
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => search(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim(), { replace: true });
  };

  return (
    <form role="search" onSubmit={submit} className="relative">
      <label htmlFor={id} className="sr-only">
        {t('community.filters.search')}
      </label>
      <Search
        className="pointer-events-none absolute start-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('community.filters.searchPlaceholder')}
        maxLength={communityLimits.queryMax}
        autoComplete="off"
        enterKeyHint="search"
        className={cn(inputClass, 'ps-12 pe-12 [&::-webkit-search-cancel-button]:hidden')}
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('', { replace: false });
          }}
          aria-label={t('community.filters.clearSearch')}
          className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full p-2 text-ink-500 hover:bg-night-50 hover:text-night-900"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      ) : null}
    </form>
  );
}
