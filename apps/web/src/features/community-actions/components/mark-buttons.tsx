import type { ReactNode } from 'react';
import { Bookmark, Heart } from 'lucide-react';
import type { StoryCommunity } from '@qamar/shared';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLikeStory } from '../api/like-story.ts';
import { useSaveStory } from '../api/save-story.ts';

/** A pill that is pressed or not (aria-pressed), in its own colours when pressed. */
function MarkToggle({
  pressed,
  onToggle,
  pressedLook,
  children,
}: {
  pressed: boolean;
  onToggle: () => void;
  pressedLook: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full border-2 px-4 text-sm font-bold transition-colors',
        pressed
          ? pressedLook
          : 'border-night-900/15 bg-white text-night-900 hover:border-night-900/40',
      )}
    >
      {children}
    </button>
  );
}

/** The heart with the like count: pressed when the parent likes the story. */
export function LikeButton({ storyId, community }: { storyId: number; community: StoryCommunity }) {
  const { t } = useTranslation();
  const like = useLikeStory(storyId);
  return (
    <MarkToggle
      pressed={community.liked}
      onToggle={() => like.mutate(!community.liked)}
      pressedLook="border-rose-500/40 bg-rose-500/10 text-rose-500"
    >
      <Heart className={cn('h-4 w-4', community.liked && 'fill-current')} aria-hidden="true" />
      <span>{t('communityActions.bar.like')}</span>
      <span
        data-testid="like-count"
        className={cn(
          'min-w-5 rounded-full px-1.5 text-center tabular-nums',
          community.liked ? 'bg-white/70' : 'bg-night-50',
        )}
      >
        {community.likes}
      </span>
    </MarkToggle>
  );
}

/** The bookmark: "Saved" and pressed when the story is in the parent's saved stories. */
export function SaveButton({ storyId, community }: { storyId: number; community: StoryCommunity }) {
  const { t } = useTranslation();
  const save = useSaveStory(storyId);
  return (
    <MarkToggle
      pressed={community.saved}
      onToggle={() => save.mutate(!community.saved)}
      pressedLook="border-night-900 bg-night-900 text-white"
    >
      <Bookmark
        className={cn('h-4 w-4', community.saved && 'fill-moon-300 text-moon-300')}
        aria-hidden="true"
      />
      {community.saved ? t('communityActions.bar.saved') : t('communityActions.bar.save')}
    </MarkToggle>
  );
}
