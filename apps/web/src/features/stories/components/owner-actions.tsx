import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { StoryModeration, StoryVisibility } from '@qamar/shared';
import { ShareStoryButton } from './share-story-button.tsx';
import { StoryPdfButton } from './story-pdf-button.tsx';
import { PublishToggle } from './publish-toggle.tsx';
import { RemovedNotice, VisibilityBadges } from './visibility-badges.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLocalize } from '../../../lib/use-language.ts';
import { useStory } from '../api/get-story.ts';
import { useDeleteStoryFlow } from '../hooks/use-delete-story-flow.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

/** What the owner can do with a story. */
export function OwnerActions({
  storyId,
  title,
  shareable = false,
  visibility,
}: {
  storyId: number;
  title: string;
  shareable?: boolean;
  /** A complete story's publishing state: with it, the owner can publish or unpublish, and sees where review stands. */
  visibility?: Pick<StoryVisibility, 'publishedAt' | 'featured'> & {
    moderation?: StoryModeration | undefined;
    moderationReason?: string | null | undefined;
  };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const flow = useDeleteStoryFlow(() => navigate(localize('/my-stories')));
  // The reader has the story in the cache already (never stale): this asks nothing of the server.
  const dialect = useStory(storyId, shareable).data?.dialect;
  return (
    <div
      role="group"
      aria-label={t('stories.reader.ownerActions')}
      className="flex flex-wrap items-center gap-2"
    >
      {visibility ? <VisibilityBadges visibility={visibility} /> : null}
      {shareable ? <ShareStoryButton storyId={storyId} title={title} /> : null}
      {shareable && dialect ? (
        <StoryPdfButton storyId={storyId} title={title} dialect={dialect} />
      ) : null}
      {visibility ? (
        <PublishToggle storyId={storyId} title={title} visibility={visibility} />
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="text-rose-500 hover:bg-rose-500/10 group-data-[bedtime=true]:text-rose-300"
        onClick={() => flow.ask({ id: storyId, title })}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('stories.reader.delete')}
      </Button>
      {visibility ? <RemovedNotice visibility={visibility} /> : null}
      <ConfirmDeleteDialog
        open={flow.target !== null}
        onOpenChange={(open) => (open ? undefined : flow.close())}
        title={title}
        pending={flow.pending}
        onConfirm={() => void flow.confirm()}
      />
    </div>
  );
}
