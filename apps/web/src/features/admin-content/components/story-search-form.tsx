import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

export function SearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (words: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={search} className="flex gap-2">
      <label htmlFor="admin-story-search" className="sr-only">
        {t('adminContent.stories.searchLabel')}
      </label>
      <input
        id="admin-story-search"
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('adminContent.stories.searchPlaceholder')}
        className={cn(inputClass, 'py-2.5')}
      />
      <Button type="submit" className="shrink-0">
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">{t('adminContent.stories.search')}</span>
        <span className="sr-only sm:hidden">{t('adminContent.stories.search')}</span>
      </Button>
    </form>
  );
}
