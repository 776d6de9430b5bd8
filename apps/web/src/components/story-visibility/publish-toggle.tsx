import { Globe, Lock } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StoryVisibility } from '@qamar/shared';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { useChangeVisibility } from './visibility-calls.ts';

/**
 * The owner's Publish / Unpublish button for a complete story (DECISIONS.md 2). A story an admin
 * featured counts as public too: unpublishing takes it off the home page as well.
 */
export function PublishToggle({
  storyId,
  title,
  visibility,
  ...button
}: { storyId: number; title: string; visibility: Pick<StoryVisibility, 'publishedAt' | 'featured'> } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation();
  const change = useChangeVisibility(storyId);
  const isPublic = visibility.publishedAt !== null || visibility.featured;
  const onClick = () =>
    change.mutate(isPublic ? 'unpublish' : 'publish', {
      onSuccess: () =>
        toast(
          isPublic
            ? { title: t('library.visibility.unpublishedToast'), description: t('library.visibility.unpublishedText'), variant: 'success' }
            : { title: t('library.visibility.publishedToast'), description: t('library.visibility.publishedText'), variant: 'success' },
        ),
      onError: (error) => toast({ title: t('library.visibility.publishFailed'), description: errorMessage(error, t('auth.errorTitle')), variant: 'destructive' }),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      {...button}
      disabled={change.isPending}
      aria-label={t(isPublic ? 'library.visibility.unpublishLabel' : 'library.visibility.publishLabel', { title })}
      title={isPublic ? undefined : t('library.visibility.publishHint')}
      onClick={onClick}
    >
      {isPublic ? <Lock className="h-4 w-4" aria-hidden="true" /> : <Globe className="h-4 w-4" aria-hidden="true" />}
      {t(isPublic ? 'library.visibility.unpublish' : 'library.visibility.publish')}
    </Button>
  );
}
