import { Eye, Heart, MessageCircle, type LucideIcon } from 'lucide-react';
import type { CommunityStory } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';

const icons: Record<'likes' | 'views' | 'comments', LucideIcon> = {
  likes: Heart,
  views: Eye,
  comments: MessageCircle,
};
/** Said as the story page's own figures say them (views as the shared viewer says them). */
const words = {
  likes: 'communityActions.counts.likes',
  views: 'share.viewer.views',
  comments: 'communityActions.counts.comments',
} as const;

/** A story's likes, views or comments as icons and figures; read aloud as words ("3 likes"). */
export function StoryCounts({
  story,
  show,
}: {
  story: Pick<CommunityStory, 'likes' | 'views' | 'comments'>;
  show: ReadonlyArray<'likes' | 'views' | 'comments'>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-bold text-ink-600">
      {show.map((kind) => {
        const Icon = icons[kind];
        return (
          <li key={kind} className="inline-flex items-center gap-1.5" data-count={kind}>
            <Icon className="h-4 w-4 text-night-600" aria-hidden="true" />
            <span aria-hidden="true" className="tabular-nums">
              {story[kind]}
            </span>
            <span className="sr-only">{t(words[kind], { count: story[kind] })}</span>
          </li>
        );
      })}
    </ul>
  );
}
