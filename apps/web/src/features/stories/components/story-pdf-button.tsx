import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { BookOpenText, FileDown, Languages } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isExperimentalDialect, type Dialect, type PdfEdition } from '@qamar/shared';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { downloadStoryPdf } from '../api/download-story-pdf.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-ink-900 outline-none data-[highlighted]:bg-night-50';

/**
 * The picture-book download (the reader's owner actions and each complete story in /my-stories):
 * a menu of editions, the dialect one only for a story written in a dialect. The book is made on
 * demand, so the button waits with a spinner; a failure says why in a toast.
 */
export function StoryPdfButton({
  storyId,
  title,
  dialect,
}: {
  storyId: number;
  title: string;
  dialect: Dialect;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [pending, setPending] = useState(false);
  const editions: PdfEdition[] = isExperimentalDialect(dialect)
    ? ['bilingual', 'en', 'ar', 'dialect']
    : ['bilingual', 'en', 'ar'];

  const download = async (edition: PdfEdition) => {
    setPending(true);
    try {
      await downloadStoryPdf(storyId, edition);
      toast({ title: t('pdf.ready'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('pdf.failed'),
        description: error instanceof ApiError ? errorMessage(error, '') || undefined : undefined,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <DropdownMenu.Root dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <DropdownMenu.Trigger
        className={buttonClasses('outline', 'sm')}
        aria-label={pending ? t('pdf.preparing') : t('pdf.openLabel', { title })}
        aria-busy={pending}
        disabled={pending}
        data-testid="story-pdf"
      >
        {pending ? (
          <Spinner className="h-4 w-4" />
        ) : (
          <FileDown className="h-4 w-4" aria-hidden="true" />
        )}
        {pending ? t('pdf.preparing') : t('pdf.open')}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-56 rounded-2xl border border-night-100 bg-white p-1.5 shadow-soft"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-bold text-ink-500">
            {t('pdf.menuTitle')}
          </DropdownMenu.Label>
          {editions.map((edition) => (
            <DropdownMenu.Item
              key={edition}
              className={itemClass}
              onSelect={() => void download(edition)}
              data-edition={edition}
            >
              {edition === 'bilingual' ? (
                <Languages className="h-4 w-4 text-night-700" aria-hidden="true" />
              ) : (
                <BookOpenText className="h-4 w-4 text-night-700" aria-hidden="true" />
              )}
              {edition === 'dialect'
                ? t('pdf.editions.dialect', { dialect: t(`dialects.${dialect}`) })
                : t(`pdf.editions.${edition}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
