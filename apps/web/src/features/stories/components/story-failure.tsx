import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useStory } from '../api/get-story.ts';
import { useRetryStory } from '../api/retry-story.ts';

/** A story that failed for good: the readable reason (the headline above names the failure), and for its owner a Retry button (docs/product/stories-and-engines.md). */
export function StoryFailure({
  storyId,
  message,
  onRetried,
}: {
  storyId: number;
  message: string | null;
  onRetried: () => void;
}) {
  const { t } = useTranslation();
  // The status is public; whether the viewer owns the story comes from the story itself.
  const story = useStory(storyId);
  const retry = useRetryStory();
  const start = async () => {
    try {
      await retry.mutateAsync(storyId);
      onRetried();
    } catch (error) {
      toast({
        title: t('stories.progress.retryFailed'),
        description: errorMessage(error, t('auth.errorTitle')),
        variant: 'destructive',
      });
    }
  };
  return (
    <div role="alert" className="grid gap-3 rounded-2xl bg-rose-500/10 p-5 text-ink-900">
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-rose-500" aria-hidden="true" />
        {message || t('stories.progress.errorFallback')}
      </p>
      {story.data?.isOwner ? (
        <Button
          className="justify-self-start"
          onClick={() => void start()}
          disabled={retry.isPending}
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {retry.isPending ? t('stories.progress.retrying') : t('stories.progress.retry')}
        </Button>
      ) : null}
    </div>
  );
}
