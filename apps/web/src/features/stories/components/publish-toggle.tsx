import { useState } from 'react';
import { Globe, Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { StoryVisibility, StoryModeration } from '@qamar/shared';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { useChangeVisibility } from '../api/visibility-calls.ts';

/**
 * The owner's Publish / Unpublish button for a complete story (docs/community.md). Publishing opens the
 * publish dialog (public copy, display name); a story an admin featured counts as public too:
 * unpublishing takes it off the home page as well. A story our team removed cannot be published again.
 */
export function PublishToggle({
  storyId,
  title,
  visibility,
  ...button
}: {
  storyId: number;
  title: string;
  visibility: Pick<StoryVisibility, 'publishedAt' | 'featured'> & {
    moderation?: StoryModeration | undefined;
  };
} & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation();
  const change = useChangeVisibility(storyId);
  const [asking, setAsking] = useState(false);
  const isPublic = visibility.publishedAt !== null || visibility.featured;
  if (visibility.moderation === 'removed' && !isPublic) return null;
  const onClick = () => {
    if (!isPublic) return setAsking(true);
    change.mutate(
      { change: 'unpublish' },
      {
        onSuccess: () =>
          toast({
            title: t('library.visibility.unpublishedToast'),
            description: t('library.visibility.unpublishedText'),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('library.visibility.publishFailed'),
            description: errorMessage(error, t('auth.errorTitle')),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        {...button}
        disabled={change.isPending}
        aria-label={t(
          isPublic ? 'library.visibility.unpublishLabel' : 'library.visibility.publishLabel',
          { title },
        )}
        title={isPublic ? undefined : t('library.visibility.publishHint')}
        onClick={onClick}
      >
        {isPublic ? (
          <Lock className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Globe className="h-4 w-4" aria-hidden="true" />
        )}
        {t(isPublic ? 'library.visibility.unpublish' : 'library.visibility.publish')}
      </Button>
      {/* Kept while the answer makes the story public, so the dialog's own success handling still runs. */}
      <PublishDialog storyId={storyId} open={asking} onOpenChange={setAsking} />
    </>
  );
}
